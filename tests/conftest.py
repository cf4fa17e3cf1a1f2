"""Shared test set-up: Qt runs offscreen, English by default, hypothesis has a CI-friendly profile."""

import os

from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The command line speaks the environment's language: the tests expect English unless they say.
for _variable in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
    os.environ.pop(_variable, None)
os.environ["LANG"] = "C.UTF-8"

settings.register_profile(
    "director",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("director")
