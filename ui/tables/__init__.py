"""The tables screen: the room painted as cards, the proposed moves, hand-for-hand."""
