"""``python -m director`` is the ``director`` command."""

from director.cli import main

raise SystemExit(main())
