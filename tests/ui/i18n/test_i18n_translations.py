"""Italian through Qt's translation system: the .ts is complete and current, the .qm is its
compilation, and the real windows speak Italian (and English again after switching back)."""

from __future__ import annotations

import ast
import random
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel

from tests.helpers.main_window import answer_start_question
from ui import i18n

TOP = Path(__file__).resolve().parents[3]
TS = TOP / "ui" / "i18n" / "director_it.ts"
QM = TOP / "ui" / "i18n" / "director_it.qm"
SCRIPT = TOP / "scripts" / "translations"
FIX = "run scripts/translations and translate what it lists"

#: The options scripts/translations gives the tools (the test checks the script uses them).
LUPDATE_OPTIONS = ["-silent", "-locations", "none", "-no-obsolete", "-source-language", "en"]
LRELEASE_OPTIONS = ["-silent", "-nounfinished", "-removeidentical"]

PLACEHOLDER = re.compile(r"\{[^{}]*\}")
MNEMONIC = re.compile(r"&(?!&)(.)")


def tool(name: str) -> str:
    """A Qt tool installed with PySide6 (beside the interpreter in the venv)."""
    here = Path(sys.executable).with_name(name)
    found = str(here) if here.exists() else shutil.which(name)
    assert found, f"{name} is missing: it comes with PySide6 (scripts/bootstrap installs it)"
    return found


def messages(path: Path) -> dict[tuple[str, str, str], ET.Element]:
    """(context, source, disambiguation) -> the <translation> element, for every message."""
    out = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            out[key] = message.find("translation")
    return out


def sources() -> list[str]:
    """The Python files of the windows, sorted as scripts/translations sorts them."""
    return sorted(str(p.relative_to(TOP)) for p in (TOP / "ui").rglob("*.py"))


def translated() -> dict[tuple[str, str, str], str]:
    """Every finished translation."""
    return {
        key: element.text or ""
        for key, element in messages(TS).items()
        if element.get("type") is None
    }


# -- the files -------------------------------------------------------------------------------------


def test_every_text_has_a_finished_italian_translation():
    found = messages(TS)
    assert len(found) > 500
    missing = [
        f"{context}: {source!r}"
        for (context, source, _comment), element in found.items()
        if element.get("type") is not None or not (element.text or "").strip()
    ]
    assert not missing, f"{len(missing)} texts have no finished Italian ({FIX}):\n" + "\n".join(
        missing
    )


def test_the_ts_holds_exactly_the_texts_in_the_sources(tmp_path):
    copy = tmp_path / "director_it.ts"
    shutil.copy(TS, copy)
    subprocess.run(
        [tool("pyside6-lupdate"), *LUPDATE_OPTIONS, *sources(), "-ts", str(copy)],
        cwd=TOP,
        check=True,
        capture_output=True,
    )
    before, after = set(messages(TS)), set(messages(copy))
    new = sorted(after - before)
    gone = sorted(before - after)
    assert not new, f"texts not in the .ts yet ({FIX}):\n" + "\n".join(map(str, new))
    assert not gone, f"the .ts keeps texts the sources no longer have ({FIX}):\n" + "\n".join(
        map(str, gone)
    )


def _marked_names(tree: ast.Module) -> set[str]:
    """Module-level names whose value marks its texts with QT_TRANSLATE_NOOP / QT_TR_NOOP."""
    names = set()
    for node in tree.body:
        if isinstance(node, ast.Assign | ast.AnnAssign):
            marks = {
                getattr(n.func, "id", "")
                for n in ast.walk(node)
                if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
            }
            if marks & {"QT_TRANSLATE_NOOP", "QT_TR_NOOP"}:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names |= {t.id for t in targets if isinstance(t, ast.Name)}
    return names


def test_tr_is_given_texts_lupdate_can_read():
    # lupdate only sees string literals: tr(variable) shows English whatever the language,
    # unless the texts were marked where they are written (QT_TRANSLATE_NOOP)
    problems = []
    for path in sources():
        tree = ast.parse((TOP / path).read_text(encoding="utf-8"))
        marked = _marked_names(tree)
        wrappers = [
            node
            for node in ast.walk(tree)
            if isinstance(node, ast.FunctionDef) and node.name == "translate"
        ]
        inside = {id(n) for w in wrappers for n in ast.walk(w)}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or id(node) in inside:
                continue
            name = getattr(node.func, "attr", None) or getattr(node.func, "id", "")
            texts = {"tr": node.args[:1], "translate": node.args[:2]}.get(name)
            if texts is None:
                continue
            for arg in texts:
                literal = isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                names = {n.id for n in ast.walk(arg) if isinstance(n, ast.Name)}
                if not literal and not names & marked:
                    problems.append(f"{path}:{node.lineno}: {ast.unparse(node)}")
    assert not problems, "texts lupdate cannot read:\n" + "\n".join(problems)


def test_the_script_runs_the_tools_as_this_test_does():
    script = SCRIPT.read_text(encoding="utf-8")
    assert " ".join(LUPDATE_OPTIONS) in script
    assert " ".join(LRELEASE_OPTIONS) in script
    assert SCRIPT.stat().st_mode & 0o111, "scripts/translations must be executable"


def test_the_committed_qm_is_what_lrelease_makes_of_the_ts(tmp_path):
    # lrelease writes the same bytes for the same .ts (checked: three runs, two folders)
    first, second = tmp_path / "a.qm", tmp_path / "b.qm"
    for out in (first, second):
        subprocess.run(
            [tool("pyside6-lrelease"), *LRELEASE_OPTIONS, str(TS), "-qm", str(out)],
            check=True,
            capture_output=True,
        )
    assert first.read_bytes() == second.read_bytes()
    assert QM.read_bytes() == first.read_bytes(), f"director_it.qm is out of date ({FIX})"


def test_the_qm_answers_with_the_ts_translations():
    translator = QTranslator()
    assert translator.load(str(QM))
    done = translated()
    for (context, source, comment), text in done.items():
        expected = "" if text == source else text  # identical ones are left out of the .qm
        assert translator.translate(context, source, comment or None) == expected, source


def test_translations_keep_placeholders_spaces_lines_and_one_accelerator():
    problems = []
    for (context, source, _comment), text in translated().items():
        where = f"{context}: {source!r} -> {text!r}"
        if set(PLACEHOLDER.findall(source)) != set(PLACEHOLDER.findall(text)):
            problems.append(f"placeholders differ: {where}")
        if ("%n" in source) != ("%n" in text):
            problems.append(f"%n differs: {where}")
        if (source[:1] == " ") != (text[:1] == " ") or (source[-1:] == " ") != (text[-1:] == " "):
            problems.append(f"the leading or trailing space is lost: {where}")
        if source.count("\n") != text.count("\n"):
            problems.append(f"line breaks differ: {where}")
        if len(MNEMONIC.findall(text)) > 1:
            problems.append(f"more than one & accelerator: {where}")
    assert not problems, "\n".join(problems)


def test_wall_texts_are_italian_capitals():
    done = translated()
    for source in ("BREAK", "LEVEL {0}", "OVERTIME", "PAUSED", "READY"):
        text = done[("ProjectorWindow", source, "")]
        assert text == text.upper() and text != source, text


# -- the windows -------------------------------------------------------------------------------------


@pytest.fixture
def italian(qapp):
    """The windows in Italian (Qt's own texts too); English again afterwards."""
    i18n.install("it")
    yield
    i18n.install("en")


def labels(widget) -> set[str]:
    return {label.text() for label in widget.findChildren(QLabel)}


def menu_titles(window) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def tab_titles(window) -> list[str]:
    return [window.tabs.tabText(i) for i in range(window.tabs.count())]


def test_the_main_window_and_projector_speak_italian(italian, main_window, document, qtbot):
    w = main_window
    document.lang = "it"
    assert menu_titles(w) == [
        "&File",
        "&Modifica",
        "&Orologio",
        "&Visualizza",
        "&Tavolo",
        "&Impostazioni",
        "&Aiuto",
    ]
    # one accelerator letter per menu title, and per item within each menu
    letters = [MNEMONIC.findall(t)[0].lower() for t in menu_titles(w)]
    assert len(set(letters)) == len(letters)
    for action in w.menuBar().actions():
        marks = [MNEMONIC.findall(a.text()) for a in action.menu().actions()]
        flat = [m[0].lower() for m in marks if m]
        assert len(set(flat)) == len(flat), action.text()
    tabs = tab_titles(w)
    assert {"Orologio", "Iscritti", "Tavoli", "Premi", "Struttura"} <= set(tabs)
    assert not {"Clock", "Entrants", "Tables", "Payouts", "Structure"} & set(tabs)

    panel = w.clock_panel
    assert panel.start_button.text() == "Avvia"
    assert panel.level_label.text() == "Non iniziato · Livello 1"
    assert {"PROSSIMO LIVELLO", "PROSSIMA PAUSA", "TEMPO TRASCORSO"} <= labels(panel)
    assert panel.prev_button.text() == "◀ Precedente"
    assert panel.model.headers()[:2] == ["Livello", "Bui"]
    assert {"Giocatori rimasti", "Montepremi", "Posti pagati"} <= labels(w.summary)
    w.projector.compose()
    assert w.projector.texts["level"] == "PRONTI · LIVELLO 1"

    panel.start_button.click()
    question = "Nessuno è ancora seduto. Avviare comunque l'orologio?"
    assert answer_start_question(w) == question  # nobody is seated: asked first
    assert panel.start_button.text() == "Sospendi"
    w.projector.compose()
    assert w.projector.texts["level"] == "LIVELLO 1"
    assert w.projector.texts["next"].startswith("A seguire: ")
    assert "Giocatori 0/0" in w.projector.texts["stats"]

    panel.start_button.click()
    assert panel.start_button.text() == "Riprendi"
    assert panel.level_label.text() == "Sospeso · Livello 1"
    w.projector.compose()
    assert w.projector.texts["level"] == "SOSPESO · LIVELLO 1"


def test_an_italian_break_colours_up_and_clears_its_announcement(
    italian, qtbot, fake_time, speaker, tmp_path
):
    from director.structures import loads_structure
    from director.tournament import Settings, Tournament
    from ui.document import Document
    from ui.main_window import MainWindow

    s = loads_structure(
        "name: B\nstarting_stack: 1000\nlevel_minutes: 10\nlevels:\n"
        "  - blinds: 1000-2000\n    bb_ante: 2000\n  - break: 5\n    color_up: [500]\n"
        "  - blinds: 2000-4000\n"
    )
    t = Tournament.create(tmp_path / "b.director", s, Settings(name="B"), time=fake_time)
    w = MainWindow(Document(t, "it"), speaker, language="it")
    qtbot.addWidget(w)
    qtbot.addWidget(w.projector)
    w.controller.start()
    answer_start_question(w)  # nobody is seated: the window asks first
    w.projector.compose()
    assert w.projector.texts["blinds"] == "1.000 / 2.000"  # grouped the Italian way
    assert w.projector.texts["ante"] == "Ante del grande buio 2.000"
    assert w.projector.texts["next"] == "A seguire: pausa (5 min)"
    fake_time.advance(600)
    w.controller.poll()
    w.projector.compose()
    assert w.projector.texts["level"] == "PAUSA"
    assert w.projector.texts["blinds"] == "Si cambiano le chip da 500"
    assert w.projector.texts["announcement"] == "Pausa: si cambiano le chip da 500"
    assert w.clock_panel.level_label.text() == "Pausa — cambio chip da 500"
    fake_time.advance(300)
    w.controller.poll()
    assert w.announcement == ""  # the break's line goes when play resumes
    w.projector.compose()
    assert w.projector.texts["level"] == "LIVELLO 2"
    assert w.projector.texts["announcement"] == "Ultimi livelli della struttura"
    t.close()


@pytest.fixture
def app(qtbot, speaker, fake_time):
    """The app (as ``director-gui`` runs it) started in Italian; closed afterwards."""
    from ui.app import App

    i18n.install("it")
    told: list[str] = []
    director_app = App(
        speaker, "it", time=fake_time, rng=random.Random(5), ask=lambda _t, m: told.append(m)
    )
    yield director_app
    if director_app.window is not None:
        director_app.window.close()
    if director_app.document is not None:
        director_app.document.close()
    i18n.install("en")


def test_the_language_menu_switches_to_english_and_back(app, tmp_path, qtbot):
    assert app.create(tmp_path / "serata.director")
    w = app.window
    assert menu_titles(w)[:3] == ["&File", "&Modifica", "&Orologio"]
    assert tab_titles(w)[0] == "Orologio"
    assert QLocale().groupSeparator() == "."

    w.findChild(QAction, "language_en").trigger()
    english = app.window
    assert english is not w
    assert menu_titles(english) == [
        "&File",
        "&Edit",
        "&Clock",
        "&View",
        "&Table",
        "&Settings",
        "&Help",
    ]
    assert tab_titles(english)[:2] == ["Clock", "Entrants"]
    assert english.clock_panel.start_button.text() == "Start"
    english.projector.compose()
    assert english.projector.texts["level"] == "READY · LEVEL 1"
    assert QLocale().groupSeparator() == ","
    assert english.findChild(QAction, "language_en").isChecked()
    assert i18n.chosen_language() == "en"  # remembered for the next start

    english.findChild(QAction, "language_it").trigger()
    again = app.window
    assert menu_titles(again)[1] == "&Modifica"
    assert again.clock_panel.start_button.text() == "Avvia"
    again.projector.compose()
    assert again.projector.texts["level"] == "PRONTI · LIVELLO 1"
    assert i18n.chosen_language() == "it"
