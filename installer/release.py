"""The version a release is cut for, and the check that the pushed tag names it.

    python installer/release.py            prints the version (pyproject.toml)
    python installer/release.py v1.2.3     the same, or one line and status 1 when the tag is
                                           not "v" + that version, or director.__version__
                                           differs from pyproject.toml

``.github/workflows/release.yml`` runs it first, so a tag that does not match the program's own
version builds nothing: the installers are named after the version the program reports.
Standard library only: it runs before anything is installed.
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

TOP = Path(__file__).resolve().parent.parent


def project_version(top: Path = TOP) -> str:
    """The version in pyproject.toml."""
    text = (top / "pyproject.toml").read_text(encoding="utf-8")
    return str(tomllib.loads(text)["project"]["version"])


def package_version(top: Path = TOP) -> str:
    """``director.__version__``, read from its source (the package need not be installed)."""
    source = (top / "director" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__\s*=\s*"([^"]+)"', source, re.MULTILINE)
    return found.group(1) if found else ""


def problem(tag: str | None, top: Path = TOP) -> str | None:
    """What stops a release for ``tag`` (None: nothing)."""
    version, package = project_version(top), package_version(top)
    if package != version:
        return (
            f"pyproject.toml says version {version} but director/__init__.py says {package!r}: "
            "make them the same, commit, and tag again"
        )
    if tag is not None and tag != f"v{version}":
        return (
            f"the tag {tag} does not match the program's version {version}: "
            f"tag the release v{version}, or change the version in pyproject.toml and "
            "director/__init__.py first"
        )
    return None


def main(argv: list[str] | None = None) -> int:
    """Print the version; status 1 with one line on stderr when the tag does not match."""
    args = sys.argv[1:] if argv is None else argv
    tag = args[0] if args else None
    wrong = problem(tag)
    if wrong:
        print(f"release: {wrong}", file=sys.stderr)
        return 1
    print(project_version())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
