"""Promises about the project itself: layout, the Qt-free domain, lint."""

import ast
import re
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


# -- the shape of the code (the limits a newcomer can rely on) --------------------------------------

SOURCE_PACKAGES = ("director", "ui")
#: No module longer than this many lines (split by concept instead).
MAX_MODULE_LINES = 900
#: At most this many functions over MAX_FUNCTION_LINES, and none over HARD_FUNCTION_LINES.
MAX_LONG_FUNCTIONS, MAX_FUNCTION_LINES, HARD_FUNCTION_LINES = 5, 80, 120
#: Modules left loose at the top of ui/, besides its packages.
MAX_LOOSE_UI_MODULES = 8


def _sources() -> list[Path]:
    return sorted(p for name in SOURCE_PACKAGES for p in (TOP / name).rglob("*.py"))


def test_no_module_is_longer_than_900_lines():
    long = {
        str(p.relative_to(TOP)): n
        for p in _sources()
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES
    }
    assert long == {}


def test_functions_are_short():
    lengths = []
    for p in _sources():
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                size = node.end_lineno - node.lineno + 1
                lengths.append((size, f"{p.relative_to(TOP)}:{node.lineno} {node.name}"))
    too_long = sorted(x for x in lengths if x[0] > HARD_FUNCTION_LINES)
    long = sorted(x for x in lengths if x[0] > MAX_FUNCTION_LINES)
    assert too_long == []
    assert len(long) <= MAX_LONG_FUNCTIONS, long


def test_ui_is_grouped_by_screen():
    loose = sorted(p.name for p in (TOP / "ui").glob("*.py"))
    assert len(loose) <= MAX_LOOSE_UI_MODULES, loose


def _runtime_nodes(tree: ast.AST):
    """Every node but those under ``if TYPE_CHECKING:`` (imports for the type checker only)."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            yield from (n for child in node.orelse for n in ast.walk(child))
            continue
        yield node
        yield from _runtime_nodes(node)


def _module_graph() -> dict[str, set[str]]:
    """Which of our modules imports which when it runs (imports inside functions count too)."""
    modules = {}
    for p in _sources():
        parts = list(p.relative_to(TOP).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules[".".join(parts)] = p
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        for node in _runtime_nodes(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                graph[name] |= {a.name for a in node.names if a.name in modules}
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*up, *([node.module] if node.module else [])])
                for alias in node.names:
                    full = f"{base}.{alias.name}"
                    if full in modules:
                        graph[name].add(full)
                    elif base in modules:
                        graph[name].add(base)
    for name in graph:  # a package's __init__ re-exporting its own modules is no cycle
        graph[name] = {m for m in graph[name] if not name.startswith(m + ".")}
    return graph


def test_no_import_cycles():
    graph = _module_graph()
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(v: str) -> None:  # Tarjan's strongly connected components
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    assert cycles == []


def test_comments_cite_rules_not_tickets():
    """A comment says which rule it follows (sheet 000 §04, TDA), never which ticket asked."""
    ticket = re.compile(r"\b(issue|ticket)s?\s*#?\d+", re.IGNORECASE)
    found = [
        f"{p.relative_to(TOP)}:{n}"
        for folder in ("director", "ui", "tests", "bench", "scripts", "installer")
        for p in sorted((TOP / folder).rglob("*.py"))
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if ticket.search(line)
    ]
    assert found == []


def test_tests_mirror_the_code():
    """tests/X/.../test_NAME*.py tests the module (or package) X/.../NAME of the same folder."""
    wrong = []
    for p in sorted((TOP / "tests").rglob("test_*.py")):
        rel = p.relative_to(TOP / "tests")
        if len(rel.parts) == 1 or rel.parts[0] not in (*SOURCE_PACKAGES, "installer"):
            continue  # tests/test_project.py: the project itself
        folder = TOP.joinpath(*rel.parts[:-1])
        names = {q.stem for q in folder.glob("*.py")} | {
            q.name for q in folder.iterdir() if q.is_dir()
        }
        names |= {folder.name}  # a package's own __init__ is named after the package
        if rel.parts[0] == "installer":
            names |= {"build"}
        stem = p.stem.removeprefix("test_")
        if not any(stem == n or stem.startswith(n + "_") for n in names if n != "__init__"):
            wrong.append(str(rel))
    assert wrong == [], "\n".join(wrong)


def _mypy(*args: str) -> subprocess.CompletedProcess[str]:
    exe = Path(sys.executable).with_name("mypy")
    if not exe.exists():
        pytest.fail("mypy is not installed; ./test installs it with the test group")
    return subprocess.run([str(exe), *args], capture_output=True, text=True, cwd=TOP)


def test_the_domain_type_checks_strictly():
    out = _mypy("--strict", "director")
    assert out.returncode == 0, out.stdout + out.stderr


def test_the_windows_type_check():
    out = _mypy("ui")
    assert out.returncode == 0, out.stdout + out.stderr
