"""Shared test set-up: Qt runs offscreen, hypothesis has a CI-friendly profile."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from hypothesis import HealthCheck, settings

settings.register_profile(
    "director",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("director")
