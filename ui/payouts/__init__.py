"""The payouts screen: the prize pool, the places paid, and deals among the players left."""
