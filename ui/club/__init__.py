"""The club's players and leagues in the window: the Club tab, the League view, the club file."""
