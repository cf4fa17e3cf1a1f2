"""A table of the running tournament playing hands with the engine (no Qt)."""
