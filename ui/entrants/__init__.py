"""The entrants screen: the list of everyone who entered, the dialogs for each action, CSV import and export."""
