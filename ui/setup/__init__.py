"""Setting a tournament up: the new-tournament wizard, the settings dialog, the structure editor."""
