"""What every screen shares: number formatting, the theme, background jobs, printing, recent files, read-only table models."""
