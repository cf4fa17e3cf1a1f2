"""The Windows setup script (installer/windows/director.iss), read here since it is compiled on
Windows only: a double-clicked .director file opens in Director, and uninstalling takes it away."""

import re
from pathlib import Path

from ui.common.recent import MIME_TYPE, SUFFIX

ISS = (Path(__file__).resolve().parents[2] / "installer" / "windows" / "director.iss").read_text(
    encoding="utf-8"
)


def defines() -> dict[str, str]:
    return dict(re.findall(r'^#define (\w+) "([^"]*)"', ISS, re.M))


def registry() -> list[dict[str, str]]:
    section = ISS.split("[Registry]", 1)[1].split("\n[", 1)[0]
    entries = []
    for line in section.splitlines():
        if line.startswith("Root:"):
            fields = {}
            for part in re.findall(r'(\w+): ("(?:[^"]|"")*"|[^;]+)', line):
                name, value = part[0], part[1].strip()
                if value.startswith('"'):  # Inno Setup quotes a value and doubles its quotes
                    value = value[1:-1].replace('""', '"')
                fields[name] = value
            entries.append(fields)
    return entries


def expanded(text: str) -> str:
    for name, value in defines().items():
        text = text.replace("{#" + name + "}", value)
    return text


def test_the_setup_tells_explorer_the_file_types_changed():
    assert re.search(r"^ChangesAssociations=yes$", ISS, re.M)


def test_the_tournament_extension_opens_with_the_program():
    assert defines()["AssocExt"] == SUFFIX
    entries = [{k: expanded(v) for k, v in e.items()} for e in registry()]
    assert all(e["Root"] == "HKA" for e in entries)  # per-user or all users, as installed
    by_key = {(e["Subkey"], e["ValueName"]): e for e in entries}
    progid = defines()["AssocKey"]
    assert by_key[(rf"Software\Classes\{SUFFIX}", "")]["ValueData"] == progid
    assert by_key[(rf"Software\Classes\{SUFFIX}", "Content Type")]["ValueData"] == MIME_TYPE
    assert (rf"Software\Classes\{SUFFIX}\OpenWithProgids", progid) in by_key
    command = by_key[(rf"Software\Classes\{progid}\shell\open\command", "")]["ValueData"]
    assert command == r'"{app}\director-gui.exe" "%1"'  # ui.app takes the file as its argument
    assert by_key[(rf"Software\Classes\{progid}\DefaultIcon", "")]["ValueData"].endswith(",0")


def test_uninstalling_removes_the_file_type():
    for entry in registry():
        if entry["Subkey"].endswith((r"\DefaultIcon", r"\command")):
            continue  # inside the ProgID's key, which goes with it
        assert entry.get("Flags") in ("uninsdeletekey", "uninsdeletevalue"), entry
