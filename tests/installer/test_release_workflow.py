"""The release workflow (.github/workflows/release.yml) and the tag check it runs first.

The workflow runs only on GitHub's machines; what can be checked here is checked here: it parses,
every file and script it runs is in the repository, each job builds with the very recipe a
developer runs by hand (so the Linux job does what ``installer/build.sh`` does, and nothing
else), each recipe runs the built program's ``--self-test`` and stops when it fails, and the
files attached to the release are the names the recipes write.
"""

import fnmatch
import os
import re
import shlex
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import yaml

TOP = Path(__file__).resolve().parents[2]
WORKFLOW = TOP / ".github" / "workflows" / "release.yml"
VERSION = tomllib.loads((TOP / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
#: A repository path as a recipe or the workflow writes it (either slash).
REPO_PATH = re.compile(r"(?<![\w$.])((?:installer|scripts)[/\\][\w./\\*-]+)")


def workflow() -> dict:
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def builds() -> list[dict]:
    return workflow()["jobs"]["build"]["strategy"]["matrix"]["include"]


def recipe(entry: dict) -> Path:
    """The recipe a build job runs (its one repository script)."""
    scripts = REPO_PATH.findall(entry["build"])
    assert len(scripts) == 1, entry["build"]
    return TOP / scripts[0].replace("\\", "/")


def steps(job: str) -> list[dict]:
    return workflow()["jobs"][job]["steps"]


def run_commands() -> list[str]:
    """Every shell command the workflow runs, the matrix's build commands included."""
    commands = [s["run"] for job in workflow()["jobs"] for s in steps(job) if "run" in s]
    return commands + [entry["build"] for entry in builds()]


# -- the file itself ----------------------------------------------------------------------------


def test_the_workflow_parses_and_runs_on_a_version_tag_or_by_hand():
    parsed = workflow()
    triggers = parsed.get("on", parsed.get(True))  # YAML 1.1 reads a bare `on` as true
    assert triggers["push"]["tags"] == ["v*"]
    assert "workflow_dispatch" in triggers
    assert parsed["permissions"] == {"contents": "read"}  # only the release job may write


def test_every_action_is_pinned_to_a_version():
    used = [s["uses"] for job in workflow()["jobs"] for s in steps(job) if "uses" in s]
    assert used
    assert [u for u in used if not re.fullmatch(r"[\w.-]+/[\w.-]+@v\d+(\.\d+)*", u)] == []


def test_it_builds_on_windows_macos_and_linux():
    systems = {entry["os"].split("-")[0] for entry in builds()}
    assert systems == {"windows", "macos", "ubuntu"}
    assert len({entry["name"] for entry in builds()}) == len(builds())  # artifact names differ


# -- what it runs exists ------------------------------------------------------------------------


def test_every_repository_file_the_workflow_and_its_recipes_run_exists():
    referenced = {p for command in run_commands() for p in REPO_PATH.findall(command)}
    for entry in builds():
        text = recipe(entry).read_text(encoding="utf-8")
        referenced |= set(REPO_PATH.findall(text))
    assert referenced
    missing = sorted(p for p in referenced if not list(TOP.glob(p.replace("\\", "/"))))
    assert missing == []


def test_the_shell_recipes_can_be_run_directly():
    for entry in builds():
        path = recipe(entry)
        if path.suffix == ".sh":
            assert os.access(path, os.X_OK), f"{path} is not executable"
            assert entry["build"] == str(path.relative_to(TOP))


def test_the_linux_job_builds_with_build_sh_and_adds_no_step_of_its_own():
    (linux,) = [entry for entry in builds() if entry["os"].startswith("ubuntu")]
    assert shlex.split(linux["build"]) == ["installer/build.sh"]
    # What build.sh does (set-up, PyInstaller on the spec, the self-test, the tarball) is done
    # by the job through build.sh: the workflow repeats none of it.
    build_sh = (TOP / "installer" / "build.sh").read_text(encoding="utf-8")
    done_by_build_sh = [
        "scripts/bootstrap",
        "PyInstaller",
        "installer/director.spec",
        "--self-test",
        "tar ",
    ]
    for needle in done_by_build_sh:
        assert needle in build_sh, needle
    own = [s["run"] for s in steps("build") if "run" in s and "matrix.build" not in s["run"]]
    assert [(n, r) for r in own for n in done_by_build_sh if n in r] == []


# -- the self-test ------------------------------------------------------------------------------

SELF_TEST_STOPS = {
    # the built program's self-test, and the script giving up when it fails
    ".sh": re.compile(r'"\$app[^"]*director-gui" --self-test[^\n]*\|\|\s*\n?\s*\{[^}]*exit 1'),
    ".ps1": re.compile(
        r'director-gui\.exe" -ArgumentList "--self-test".*?ExitCode -ne 0\) \{ throw', re.DOTALL
    ),
}


@pytest.mark.parametrize("name", [entry["name"] for entry in builds()])
def test_every_build_runs_the_built_programs_self_test_and_stops_on_failure(name):
    (entry,) = [e for e in builds() if e["name"] == name]
    path = recipe(entry)
    text = path.read_text(encoding="utf-8")
    assert SELF_TEST_STOPS[path.suffix].search(text), f"{path} does not stop on a failed self-test"
    # ... after the build and before the installer is packed
    packing = {
        ".sh": re.compile(r"^\s*tar |\bhdiutil create ", re.M),
        ".ps1": re.compile(r"Run \$iscc"),
    }
    pyinstaller = text.index("PyInstaller")
    self_test = text.index("--self-test", pyinstaller)
    assert pyinstaller < self_test < packing[path.suffix].search(text).start()


def test_the_build_step_uses_the_python_set_up_for_it():
    (build,) = [s for s in steps("build") if "matrix.build" in s.get("run", "")]
    assert "steps.python.outputs.python-path" in build["env"]["PYTHON"]
    for entry in builds():  # each recipe honours it (build.sh through scripts/bootstrap)
        text = recipe(entry).read_text(encoding="utf-8")
        called = [TOP / p for p in REPO_PATH.findall(text) if p.startswith("scripts/")]
        texts = [text, *(p.read_text(encoding="utf-8") for p in called)]
        assert [t for t in texts if re.search(r"\$\{PYTHON:-|\$env:PYTHON", t)], recipe(entry)


# -- the installers attached to the release ----------------------------------------------------


def recipe_outputs() -> dict[str, str]:
    """The installer each system's recipe writes, for this version, named as the recipe names it."""
    build_sh = (TOP / "installer" / "build.sh").read_text(encoding="utf-8")
    tarball = re.search(r'^tarball="\$out/([^"]+)"', build_sh, re.M).group(1)
    out = re.search(r"^out=\$\{1:-\$top/(\w+)\}", build_sh, re.M).group(1)
    mac_sh = (TOP / "installer" / "macos" / "build.sh").read_text(encoding="utf-8")
    dmg = re.search(r"^dmg=(\S+)", mac_sh, re.M).group(1)
    iss = (TOP / "installer" / "windows" / "director.iss").read_text(encoding="utf-8")
    setup_dir = re.search(r"^OutputDir=\{#Top\}\\(\w+)", iss, re.M).group(1)
    setup = re.search(r"^OutputBaseFilename=(\S+)", iss, re.M).group(1)

    def filled(name: str, arch: str) -> str:
        return re.sub(r"\$version|\{#AppVersion\}", VERSION, name).replace("$arch", arch)

    return {
        "linux-x86_64": f"{out}/{filled(tarball, 'x86_64')}",
        "macos-arm64": filled(dmg, "arm64"),
        "macos-x86_64": filled(dmg, "x86_64"),
        "windows-x64": f"{setup_dir}/{filled(setup, '')}.exe",
    }


def test_each_job_uploads_the_installer_its_recipe_writes():
    outputs = recipe_outputs()
    assert set(outputs) == {entry["name"] for entry in builds()}
    for entry in builds():
        assert fnmatch.fnmatch(outputs[entry["name"]], entry["installer"]), entry["name"]
        system = entry["name"].split("-")[0]
        elsewhere = [f for n, f in outputs.items() if n.split("-")[0] != system]
        assert [f for f in elsewhere if fnmatch.fnmatch(f, entry["installer"])] == []
    assert outputs["linux-x86_64"] == f"dist/director-{VERSION}-linux-x86_64.tar.gz"
    assert outputs["windows-x64"] == f"dist/director-{VERSION}-windows-setup.exe"


def test_the_release_gets_every_uploaded_installer():
    (upload,) = [
        s for s in steps("build") if s.get("uses", "").startswith("actions/upload-artifact")
    ]
    assert upload["with"]["if-no-files-found"] == "error"
    assert upload["with"]["path"] == "${{ matrix.installer }}"
    (download,) = [s for s in steps("release") if "uses" in s]
    assert download["uses"].startswith("actions/download-artifact@")
    assert download["with"]["merge-multiple"] is True
    assert fnmatch.fnmatch(
        upload["with"]["name"].replace("${{ needs.version.outputs.version }}", VERSION),
        download["with"]["pattern"],
    )
    (publish,) = [s for s in steps("release") if "run" in s]
    folder = download["with"]["path"]
    assert f'gh release create "$GITHUB_REF_NAME" {folder}/*' in publish["run"]
    assert f'gh release upload "$GITHUB_REF_NAME" {folder}/*' in publish["run"]
    job = workflow()["jobs"]["release"]
    assert job["permissions"] == {"contents": "write"}
    assert job["if"] == "github.ref_type == 'tag'"  # a run by hand builds, never publishes
    assert set(job["needs"]) == {"version", "build"}


# -- the version check --------------------------------------------------------------------------


def release(*args: str, top: Path = TOP) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(top / "installer" / "release.py"), *args],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_the_workflow_checks_the_tag_before_building():
    (check,) = [s for s in steps("version") if "run" in s]
    assert "python installer/release.py $tag" in check["run"]
    assert workflow()["jobs"]["build"]["needs"] == "version"


def test_the_tag_of_the_programs_version_is_accepted():
    out = release(f"v{VERSION}")
    assert (out.returncode, out.stdout, out.stderr) == (0, f"{VERSION}\n", "")
    assert release().stdout == f"{VERSION}\n"  # run by hand: no tag


def test_a_tag_that_is_not_the_programs_version_is_refused():
    out = release("v99.0.0")
    assert out.returncode == 1 and out.stdout == ""
    assert out.stderr.splitlines() == [
        f"release: the tag v99.0.0 does not match the program's version {VERSION}: tag the "
        f"release v{VERSION}, or change the version in pyproject.toml and director/__init__.py "
        "first"
    ]
    assert release(VERSION).returncode == 1  # the "v" is part of the tag


def test_a_package_version_that_differs_from_pyproject_is_refused(tmp_path):
    (tmp_path / "installer").mkdir()
    (tmp_path / "director").mkdir()
    shutil.copy(TOP / "installer" / "release.py", tmp_path / "installer")
    shutil.copy(TOP / "pyproject.toml", tmp_path)
    (tmp_path / "director" / "__init__.py").write_text('__version__ = "9.9.9"\n')
    out = release(f"v{VERSION}", top=tmp_path)
    assert out.returncode == 1
    assert f"pyproject.toml says version {VERSION} but director/__init__.py says '9.9.9'" in (
        out.stderr
    )
