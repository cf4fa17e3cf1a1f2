"""Helpers shared by the tests: builders of hands, tournaments and reports, imported as
``tests.helpers.<name>``."""
