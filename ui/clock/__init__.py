"""The clock screen: the clock tab's panel and figures, its controller, the projector, sounds and spoken announcements."""
