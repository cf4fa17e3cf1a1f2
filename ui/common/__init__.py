"""What every screen shares: number formatting, the theme, actions with keys, buttons that say why they are disabled, background jobs, printing, recent files, read-only table models."""
