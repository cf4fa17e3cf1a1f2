"""The standalone app a club director installs: it builds, it runs, it has all its files.

The fast tests run the self-test from the source tree (a broken self-test shows up at once) and
check the list of shipped data files. The slow ones build the Linux app once per run with
``installer/build.sh`` (a few minutes), then run the built program, unpack the tarball the way a
user would, take files out of the unpacked copy and check that the self-test notices.
"""

import configparser
import fnmatch
import os
import platform
import re
import shlex
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

from ui.clock.sound import SOUND_NAMES
from ui.common.recent import MIME_TYPE, SUFFIX
from ui.selftest import MANIFEST_NAME, SelfTestError, data_files, manifest_text, read_manifest

TOP = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((TOP / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
STRUCTURES = sorted((TOP / "structures").glob("*.yaml"))
PAYOUT_TABLES = sorted((TOP / "structures" / "payouts").glob("*.yaml"))
FONTS = sorted((TOP / "director" / "data" / "fonts").glob("*.ttf"))
BUILD_TIMEOUT = 3600  # seconds; a build takes a few minutes on two cores


def run(command: list[str], timeout: float = 300, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(
        command,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=kwargs.pop("env", ENV),
        **kwargs,
    )


def assert_self_test_passed(out: subprocess.CompletedProcess, kind: str) -> list[str]:
    """The self-test's lines, after checking every promise a user would rely on."""
    lines = out.stdout.splitlines()
    assert out.returncode == 0, out.stdout + out.stderr
    assert not [line for line in lines if line.startswith("FAIL")]
    assert lines[0].startswith(f"ok: Director {VERSION} ({kind})")
    assert f"ok: loaded {len(STRUCTURES)} structures" in lines
    assert f"ok: sounds {len(SOUND_NAMES)}" in lines
    assert f"ok: fonts {len(FONTS)}" in lines
    assert any(line.startswith("ok: translations it") for line in lines)
    assert any(line.startswith("ok: main window") for line in lines)
    assert any(line.startswith("ok: projector window") for line in lines)
    assert any(line.startswith("ok: Qt plugins: platforms offscreen, xcb") for line in lines)
    assert f"ok: loaded {len(PAYOUT_TABLES)} payout tables" in lines
    assert "ok: payout PDF 2 pages (27 places, " in "\n".join(lines)
    assert any(line.startswith("ok: length estimate chart (") for line in lines)
    assert any(line.startswith("ok: network display on loopback (") for line in lines)
    assert f"ok: command line: director {VERSION}" in lines
    assert lines[-1].startswith("self-test passed: ")
    return lines


# ------------------------------------------------------------------------------------------------
# Fast: the self-test and the data-file list, from the source tree
# ------------------------------------------------------------------------------------------------


def test_self_test_passes_from_the_source_tree():
    out = run([sys.executable, "-m", "ui.app", "--self-test"], cwd=TOP)
    lines = assert_self_test_passed(out, "from source")
    assert f"ok: data files {len(data_files(TOP))} (source tree, no manifest)" in lines


def test_the_shipped_data_files_are_all_listed():
    names = data_files(TOP)
    for path in [*STRUCTURES, *FONTS]:
        assert path.relative_to(TOP).as_posix() in names
    for sound in SOUND_NAMES:
        assert f"ui/sounds/{sound}.wav" in names
    assert "director/data/fonts/LICENSE-DejaVu.txt" in names
    assert not [n for n in names if n.endswith(".py") or "__pycache__" in n]
    assert names == sorted(names)


def test_manifest_reads_back_and_rejects_a_damaged_line(tmp_path):
    manifest = tmp_path / MANIFEST_NAME
    manifest.write_text(manifest_text(TOP), encoding="utf-8")
    entries = read_manifest(manifest)
    assert sorted(entries) == data_files(TOP)
    assert all(len(digest) == 64 for digest in entries.values())
    manifest.write_text("not a checksum  structures/turbo.yaml\n", encoding="utf-8")
    with pytest.raises(SelfTestError, match=r":1: not a manifest line"):
        read_manifest(manifest)


# ------------------------------------------------------------------------------------------------
# Slow: build the Linux app once, then use it as a club director would
# ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Build:
    out: Path
    program: Path
    log: str

    @property
    def tarball(self) -> Path:
        return self.out / f"director-{VERSION}-linux-{platform.machine()}.tar.gz"


@pytest.fixture(scope="module")
def build(tmp_path_factory) -> Build:
    out = tmp_path_factory.mktemp("installer")
    proc = run(["bash", str(TOP / "installer" / "build.sh"), str(out)], timeout=BUILD_TIMEOUT)
    assert proc.returncode == 0, proc.stderr[-6000:]
    program = Path(proc.stdout.strip().splitlines()[-1])
    return Build(out, program, proc.stderr)


@pytest.fixture(scope="module")
def unpacked(build, tmp_path_factory) -> Path:
    """The tarball unpacked somewhere else, as a user would (the build folder stays as built)."""
    home = tmp_path_factory.mktemp("unpacked")
    proc = run(["tar", "-xzf", str(build.tarball), "-C", str(home)])
    assert proc.returncode == 0, proc.stderr
    assert [p.name for p in home.iterdir()] == [f"director-{VERSION}"]
    return home / f"director-{VERSION}"


@pytest.mark.slow
def test_build_prints_the_built_program_last(build):
    assert build.program == build.out / "director" / "director-gui"
    assert os.access(build.program, os.X_OK)
    assert "built in " in build.log
    assert build.tarball.is_file()


@pytest.mark.slow
def test_the_release_workflow_attaches_the_tarball_build_sh_made(build):
    import yaml

    workflow = yaml.safe_load((TOP / ".github" / "workflows" / "release.yml").read_text())
    jobs = workflow["jobs"]["build"]["strategy"]["matrix"]["include"]
    (linux,) = [job for job in jobs if job["os"].startswith("ubuntu")]
    made = sorted(p.relative_to(build.out).as_posix() for p in build.out.iterdir() if p.is_file())
    # the workflow's build.sh writes into dist/; this one wrote into build.out
    assert [p for p in made if fnmatch.fnmatch(f"dist/{p}", linux["installer"])] == [
        build.tarball.name
    ]


@pytest.mark.slow
def test_built_program_prints_its_version(build):
    out = run([str(build.program), "--version"])
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == f"Director {VERSION}"


@pytest.mark.slow
def test_built_program_passes_its_self_test(build):
    out = run([str(build.program), "--self-test"])
    lines = assert_self_test_passed(out, "standalone")
    count = len(data_files(TOP))
    assert f"ok: data files {count} of {count}, checksums match" in lines


@pytest.mark.slow
def test_the_command_line_program_comes_along(build):
    cli = build.program.with_name("director")
    out = run([str(cli), "--version"])
    assert (out.returncode, out.stdout.strip()) == (0, f"director {VERSION}")
    out = run([str(cli), "structure", "show", str(TOP / "structures" / "turbo.yaml")])
    assert out.returncode == 0, out.stderr
    assert "Turbo" in out.stdout.splitlines()[0]
    out = run([str(cli), "structure", "check", str(TOP / "structures" / "club-50.yaml")])
    assert out.returncode == 0, out.stdout + out.stderr


@pytest.mark.slow
def test_the_tarball_unpacks_and_runs_anywhere(unpacked):
    for name in ("director-gui", "director", "install.sh"):
        assert os.access(unpacked / name, os.X_OK), name
    assert (unpacked / "director.desktop").is_file()
    assert (unpacked / "icons" / "director.svg").is_file()
    assert (unpacked / "icons" / "director-256.png").is_file()
    readme = (unpacked / "README.txt").read_text(encoding="utf-8")
    assert f"Director {VERSION} for Linux" in readme
    assert re.search(r"glibc \d+\.\d+ or newer", readme)
    out = run([str(unpacked / "director-gui"), "--self-test"])
    assert_self_test_passed(out, "standalone")


@pytest.mark.slow
@pytest.mark.parametrize(
    "library",
    [
        "libXrandr.so.2",  # Qt's FFmpeg sound plugin links it
        "libspeechd.so.2",  # Qt's speech-dispatcher voice
        "libpulse.so.0",  # the sound server's client
    ],
)
def test_the_sound_and_speech_libraries_travel_with_the_program(unpacked, library):
    # A club laptop without these packages still gets the level sounds and the voice: the
    # build machine has them (scripts/bootstrap installs them) and PyInstaller bundles them.
    assert (unpacked / "_internal" / library).is_file()


def _self_test_without(unpacked: Path, relative: str) -> list[str]:
    """Run the unpacked program's self-test with one file of its folder taken away."""
    path = unpacked / "_internal" / relative
    assert path.exists(), relative
    hidden = path.with_name(path.name + ".away")
    path.rename(hidden)
    try:
        out = run([str(unpacked / "director-gui"), "--self-test"])
    finally:
        hidden.rename(path)
    assert out.returncode == 1, out.stdout
    return out.stdout.splitlines()


@pytest.mark.slow
@pytest.mark.parametrize(
    "relative",
    ["structures/turbo.yaml", "ui/sounds/minute.wav", "director/data/fonts/DejaVuSans-Bold.ttf"],
)
def test_a_missing_data_file_fails_the_self_test(unpacked, relative):
    lines = _self_test_without(unpacked, relative)
    assert lines[-1].startswith(f"FAIL: data files: missing data file {relative} ")


@pytest.mark.slow
def test_a_damaged_data_file_fails_the_self_test(unpacked):
    path = unpacked / "_internal" / "structures" / "club-50.yaml"
    original = path.read_bytes()
    path.write_bytes(original.replace(b"Club", b"Clue", 1))
    try:
        out = run([str(unpacked / "director-gui"), "--self-test"])
    finally:
        path.write_bytes(original)
    assert out.returncode == 1
    assert out.stdout.splitlines()[-1] == (
        "FAIL: data files: data file structures/club-50.yaml is damaged (its checksum differs)"
    )


@pytest.mark.slow
@pytest.mark.parametrize(
    ("relative", "failure"),
    [
        (MANIFEST_NAME, f"FAIL: data files: {{folder}}/{MANIFEST_NAME} is missing"),
        (
            "PySide6/Qt/plugins/platforms/libqxcb.so",
            "FAIL: qt plugins: the Qt platform plugin 'xcb' is missing",
        ),
        ("PySide6/Qt/plugins/multimedia", "FAIL: sounds: "),
        ("PySide6/Qt/plugins/texttospeech", "FAIL: text to speech: no text-to-speech engine"),
    ],
)
def test_a_missing_part_of_the_build_fails_the_self_test(unpacked, relative, failure):
    lines = _self_test_without(unpacked, relative)
    assert lines[-1].startswith(failure.format(folder=unpacked / "_internal")), lines[-1]


@pytest.mark.slow
def test_install_script_puts_director_in_the_menu_and_takes_it_away(unpacked, tmp_path):
    env = {**ENV, "HOME": str(tmp_path)}
    env.pop("XDG_DATA_HOME", None)
    out = run(["sh", str(unpacked / "install.sh")], env=env)
    assert out.returncode == 0, out.stderr
    share = tmp_path / ".local" / "share"
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(share / "applications" / "director.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application"
    assert desktop["Name"] == "Director"
    assert desktop["Icon"] == "director"
    assert desktop["MimeType"] == f"{MIME_TYPE};"
    command = shlex.split(desktop["Exec"])
    assert command == [str(unpacked / "director-gui"), "%f"]  # %f: the file double-clicked
    version = run([*command[:-1], "--version"])
    assert version.stdout.strip() == f"Director {VERSION}"
    for size in (16, 48, 256):
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "director.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / "director.svg").is_file()
    link = tmp_path / ".local" / "bin" / "director"
    assert link.resolve() == (unpacked / "director").resolve()
    mime = (share / "mime" / "packages" / "director.xml").read_text(encoding="utf-8")
    assert f'<mime-type type="{MIME_TYPE}">' in mime
    assert f'<glob pattern="*{SUFFIX}"/>' in mime

    out = run(["sh", str(unpacked / "install.sh"), "--uninstall"], env=env)
    assert out.returncode == 0, out.stderr
    assert not (share / "applications" / "director.desktop").exists()
    assert not (share / "mime" / "packages" / "director.xml").exists()
    assert not (share / "icons" / "hicolor" / "48x48" / "apps" / "director.png").exists()
    assert not link.exists()
    assert (unpacked / "director-gui").exists()  # the program itself stays
