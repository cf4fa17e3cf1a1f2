"""The club: what lasts beyond one night.

This package will hold the club file (its players and their history) and the leagues with their
seasons and standings. Today it holds the league points formula (:mod:`director.club.formula`),
a small language of its own that is read into its own tree and never run as Python.
"""
