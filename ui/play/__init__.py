"""Playing a hand at a table: the table window, its felt (dealer's and wall views), and the floor tool."""
