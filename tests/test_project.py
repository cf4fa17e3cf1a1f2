"""Promises about the project itself: layout, the Qt-free domain, lint."""

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

TOP = Path(__file__).resolve().parent.parent
QT_MODULES = {"PySide6", "shiboken6", "ui", "PyQt5", "PyQt6", "PySide2"}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


def test_the_domain_never_imports_qt():
    offenders = {
        str(p.relative_to(TOP)): sorted(_imports(p) & QT_MODULES)
        for p in (TOP / "director").rglob("*.py")
        if _imports(p) & QT_MODULES
    }
    assert offenders == {}


def test_importing_the_domain_loads_no_qt():
    code = (
        "import sys, importlib, pkgutil, director\n"
        "for m in pkgutil.walk_packages(director.__path__, 'director.'):\n"
        "    if not m.name.endswith('__main__'): importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'ui')]\n"
        "print(bad); raise SystemExit(1 if bad else 0)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=TOP)
    assert out.returncode == 0, out.stdout + out.stderr


def test_top_level_layout():
    for name in (
        "pyproject.toml",
        "director",
        "ui",
        "tests",
        "structures",
        "installer",
        "README.md",
    ):
        assert (TOP / name).exists(), name
    readme = (TOP / "README.md").read_text(encoding="utf-8")
    assert readme.index("./run") < readme.index("./test") < 2000
    assert "./test" in (TOP / ".ci" / "run").read_text()


def _ruff() -> str:
    exe = Path(sys.executable).with_name("ruff")
    found = str(exe) if exe.exists() else shutil.which("ruff")
    if not found:
        pytest.fail("ruff is not installed; ./test installs it with the test group")
    return found


def test_ruff_lint_is_clean():
    out = subprocess.run(
        [_ruff(), "check", "--quiet", "."], capture_output=True, text=True, cwd=TOP
    )
    assert out.returncode == 0, out.stdout + out.stderr


def test_ruff_format_is_clean():
    out = subprocess.run(
        [_ruff(), "format", "--check", "--quiet", "."], capture_output=True, text=True, cwd=TOP
    )
    assert out.returncode == 0, "run: .venv/bin/ruff format .\n" + out.stdout + out.stderr


def test_version_is_the_same_in_pyproject_and_the_package():
    import tomllib

    import director

    project = tomllib.loads((TOP / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert director.__version__ == project["version"]


def test_test_files_have_unique_names():
    """pytest imports test modules by file name: two files with the same name clash."""
    names = [
        p.name
        for p in (TOP / "tests").rglob("*.py")
        if p.name != "conftest.py" and p.name != "__init__.py"
    ]
    assert sorted({n for n in names if names.count(n) > 1}) == []
