"""The macOS bundle's Info.plist entries in installer/director.spec (built on a Mac only): the
Finder knows .director files as Director's own and opens them with it."""

import ast
import plistlib
from pathlib import Path

from ui.common.recent import MIME_TYPE, SUFFIX

SPEC = Path(__file__).resolve().parents[2] / "installer" / "director.spec"


def spec_value(name: str) -> object:
    """A top-level constant of the spec, evaluated with the names it uses from the project."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    names = {"SUFFIX": SUFFIX, "MIME_TYPE": MIME_TYPE}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            target = node.targets[0].id
            if target in ("TOURNAMENT_TYPE", name):
                names[target] = eval(compile(ast.Expression(node.value), str(SPEC), "eval"), names)
    return names[name]


def test_the_bundle_declares_the_tournament_file_type():
    types = spec_value("DOCUMENT_TYPES")
    plistlib.loads(plistlib.dumps(types))  # every value is one a property list can hold
    (document,) = types["CFBundleDocumentTypes"]
    (declared,) = types["UTExportedTypeDeclarations"]
    assert document["LSItemContentTypes"] == [declared["UTTypeIdentifier"]]
    assert document["LSHandlerRank"] == "Owner"
    tags = declared["UTTypeTagSpecification"]
    assert tags["public.filename-extension"] == [SUFFIX.removeprefix(".")]
    assert tags["public.mime-type"] == [MIME_TYPE]
    assert document["CFBundleTypeIconFile"] == "director.icns"
    assert (SPEC.parent / "icons" / "director.icns").is_file()


def test_the_bundle_info_plist_carries_the_document_types():
    source = SPEC.read_text(encoding="utf-8")
    bundle = source[source.index("app = BUNDLE(") :]
    assert "**DOCUMENT_TYPES" in bundle
