"""The Entrants tab: everyone who entered, searched as you type, with one key per action.

The list is a read-only :class:`~ui.entrants.model.EntrantsModel` over
:func:`director.tournament.entrant_rows` (sorted and filtered in the model, so typing in the
search box with 1,000 entrants redraws only the rows on screen), shown by
:class:`~ui.entrants.view.EntrantsTable`; the buttons, keys and right-click menu are
:mod:`ui.entrants.actions`, the dialogs :mod:`ui.entrants.dialogs`. Every action goes through the
document, with the same :class:`~director.tournament.Tournament` calls the command line makes;
when one is not allowed its button is disabled with the tournament's reason as tooltip, and
pressing its key says the reason instead of doing anything.

Keys while the tab has focus (letters act in the list; in the search box they type):

========================  ===========================================================
Insert, Ctrl+I            register an entrant (the search text, if nobody matches, is the name)
R / Shift+R               rebuy / double rebuy
A                         add-on
B, Delete                 bust (choose the eliminator; several in one hand with their stacks)
E                         re-entry of a busted player
V                         bring back a player busted by mistake (with the reason)
C / Shift+C               chip count of the player / of all players left
Enter, Ctrl+E             edit the player's details (double-click too)
W                         withdraw (refund) an entry made by mistake
Ctrl+F                    search; Down or Enter goes to the list, Escape clears
========================  ===========================================================
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from director.clock import ClockView
from director.errors import DirectorError
from director.tournament import events as ev
from ui.common.fmt import num
from ui.common.theme import caption_style
from ui.document import Document
from ui.entrants.actions import ActionBar
from ui.entrants.dialogs import (
    BustDialog,
    ChipCountsDialog,
    ChipsDialog,
    PersonDialog,
    ReviveDialog,
)
from ui.entrants.forms import ActionDialog, Notice, sentence
from ui.entrants.model import EntrantsModel
from ui.entrants.view import EntrantsTable, SearchKeys

if TYPE_CHECKING:
    from ui.clock.controller import ClockController


class EntrantsTab(QWidget):
    """The Entrants tab of the main window.

    Args:
        document: The open tournament.
        controller: The clock controller: it tells the tab when the level changes, which opens
            or closes rebuys, add-ons and late registration (None: no clock, as in a test).
        parent: The main window.

    Attributes:
        current_dialog: The dialog open on top of the tab (register, bust, ...), if any.
        ask: Asks a yes/no question (the director's decision to allow an action the rules
            do not); returns the answer.
        buttons: The toolbar's buttons, by action name (see :class:`ActionBar`).
    """

    def __init__(
        self,
        document: Document,
        controller: ClockController | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("entrantsTab")
        self.document = document
        self.current_dialog: ActionDialog | None = None
        self.ask: Callable[[str, str], bool] = self._ask
        self._acting = False
        self._clock_key: tuple[int, bool] | None = None

        self.model = EntrantsModel(document, self)
        self._build_labels()
        self.table = EntrantsTable(self.model)
        self.table.customContextMenuRequested.connect(self._context_menu)
        self.table.activated.connect(lambda _i: self.edit())
        self.toolbar = ActionBar(self, self._slots())
        self.buttons = self.toolbar.buttons
        self._build_layout()

        self._keys = SearchKeys(self.search, self.table)
        self.search.textChanged.connect(self.model.set_filter)
        self.search.textChanged.connect(lambda _t: self._update_shown())
        # after the list has put the selection back (it connected first)
        self.model.modelReset.connect(self.update_actions)
        self.table.selectionModel().selectionChanged.connect(lambda *_a: self.update_actions())
        document.changed.connect(self._document_changed)
        document.failed.connect(self._failed)
        if controller is not None:
            controller.changed.connect(self._clock_changed)
        self.refresh()

    # -- building --------------------------------------------------------------------------------
    def _build_labels(self) -> None:
        self.search = QLineEdit()
        self.search.setObjectName("entrantSearch")
        self.search.setPlaceholderText(
            self.tr("Search by name, nickname or #number (Ctrl+F) — Enter goes to the list")
        )
        self.search.setClearButtonEnabled(True)
        self.shown_label = QLabel()
        self.shown_label.setObjectName("entrantsShown")
        self.shown_label.setStyleSheet(caption_style(self.palette()))
        self.notice = Notice()
        self.footer = QLabel()
        self.footer.setObjectName("entrantsFooter")
        ff = self.footer.font()
        ff.setPointSizeF(ff.pointSizeF() * 1.1)
        self.footer.setFont(ff)

    def _build_layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.shown_label)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.notice)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.footer)

    def _slots(self) -> dict[str, Callable[[], object]]:
        """What each action of the toolbar, the menu and the keys does."""
        return {
            "register": self.register,
            "rebuy": lambda: self.rebuy(False),
            "double_rebuy": lambda: self.rebuy(True),
            "addon": self.addon,
            "bust": self.bust,
            "reenter": self.reenter,
            "revive": self.revive,
            "chips": self.chips,
            "count_all": self.count_all,
            "edit": self.edit,
            "withdraw": self.withdraw,
            "find": self.focus_search,
        }

    # -- refreshing ------------------------------------------------------------------------------
    def _document_changed(self, _record: object) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Read everything again from the tournament (after any change)."""
        self.model.refresh()
        self._update_columns()
        self._update_shown()
        self.footer.setText(self.footer_text())
        self.update_actions()

    def _clock_changed(self, view: ClockView) -> None:
        # rebuys, add-ons and late registration open and close with the levels
        key = (view.index, view.started)
        if key != self._clock_key:
            self._clock_key = key
            self.update_actions()

    def _update_columns(self) -> None:
        s = self.document.state
        settings = s.settings
        self.table.setColumnHidden(
            EntrantsModel.REBUYS, settings.rebuy is None and not s.rebuy_count
        )
        self.table.setColumnHidden(
            EntrantsModel.ADDONS, settings.addon is None and not s.addon_count
        )
        self.table.setColumnHidden(EntrantsModel.BOUNTIES, not settings.bounty_cents)

    def _update_shown(self) -> None:
        shown, total = self.model.rowCount(), self.model.total()
        if self.model.filter_text.strip():
            self.shown_label.setText(self.tr("{0} of {1} shown").format(num(shown), num(total)))
        else:
            self.shown_label.setText("")

    def footer_text(self) -> str:
        """``32 entries · 27 playing · 5 rebuys · 3 add-ons · prize pool € 740``."""
        t = self.document.tournament
        s = self.document.state
        n = s.entry_count
        parts = [self.tr("1 entry") if n == 1 else self.tr("{0} entries").format(num(n))]
        parts.append(self.tr("{0} playing").format(num(s.players_left)))
        if s.settings.rebuy is not None or s.rebuy_count:
            k = s.rebuy_count
            parts.append(self.tr("1 rebuy") if k == 1 else self.tr("{0} rebuys").format(num(k)))
        if s.settings.addon is not None or s.addon_count:
            k = s.addon_count
            parts.append(self.tr("1 add-on") if k == 1 else self.tr("{0} add-ons").format(num(k)))
        pool = self.document.money(t.money.summary().prize_pool_cents)
        parts.append(self.tr("prize pool {0}").format(pool))
        return "  ·  ".join(parts)

    # -- selection -------------------------------------------------------------------------------
    def selected_entries(self) -> list[int]:
        """The selected entries, top to bottom."""
        return self.table.selected_entries()

    def select_entries(self, entries: Sequence[int]) -> None:
        """Select ``entries`` (those shown) and show the first."""
        self.table.select_entries(entries)

    def focus_search(self) -> None:
        """Go to the search box."""
        self.search.setFocus()
        self.search.selectAll()

    def showEvent(self, event: QShowEvent) -> None:
        """Coming to the tab: typing searches (unless focus is already in the tab)."""
        super().showEvent(event)
        focus = self.focusWidget()
        if focus is None or not self.isAncestorOf(focus) or not focus.hasFocus():
            self.search.setFocus()

    def _one(self) -> int | None:
        entries = self.selected_entries()
        return entries[0] if len(entries) == 1 else None

    def _selection_reason(self) -> str:
        return (
            self.tr("Select one entrant in the list first.")
            if not self.selected_entries()
            else self.tr("Select only one entrant for this.")
        )

    # -- what is allowed -------------------------------------------------------------------------
    def reasons(self) -> dict[str, str | None]:
        """Why each action cannot be done now for the selection (None: it can)."""
        t = self.document.tournament
        why = self.document.why_not
        e = self._one()
        out: dict[str, str | None] = {}
        finished = why(t.not_finished)
        out["register"] = finished
        single: dict[str, Callable[[int], str | None]] = {
            "rebuy": lambda e: why(t.money.verify_rebuy, e),
            "double_rebuy": lambda e: why(t.money.verify_rebuy, e, double=True),
            "addon": lambda e: why(t.money.verify_addon, e),
            "reenter": lambda e: why(t.entrants.verify_reenter, e),
            "revive": lambda e: why(t.entrants.verify_revive, e, "?"),
            "chips": lambda e: why(t.entrants.verify_set_chips, {e: 1}),
            "edit": lambda _e: None,
            "withdraw": lambda e: why(t.entrants.verify_withdraw, e),
        }
        for name, check in single.items():
            out[name] = check(e) if e is not None else self._selection_reason()
        entries = self.selected_entries()
        if not entries:
            out["bust"] = self._selection_reason()
        else:
            out["bust"] = next(
                (r for r in (self._bust_reason(x) for x in entries) if r is not None), None
            )
        playing = None if self.document.state.players_left else self.tr("Nobody is playing.")
        out["count_all"] = finished or playing
        return out

    def _bust_reason(self, entry: int) -> str | None:
        """Why ``entry`` cannot be busted at all (stacks and eliminator come in the dialog)."""
        try:
            self.document.tournament.entrants.verify_bust(entry)
        except DirectorError as exc:
            if exc.key == "err.need_stacks":  # typed in the dialog
                return None
            return exc.text(self.document.lang)
        return None

    def update_actions(self) -> None:
        """Enable each button when its action is allowed; say why not in its tooltip."""
        settings = self.document.state.settings
        offered = {
            "rebuy": settings.rebuy is not None,
            "double_rebuy": settings.rebuy is not None and settings.rebuy.double,
            "addon": settings.addon is not None,
            "reenter": settings.reentry,
        }
        reasons = self.reasons()
        tips = self.toolbar.tips()
        closed = self.document.tournament.registration_closed_because()
        if reasons["register"] is None and closed is not None:
            tips["register"] = self.tr(
                "Registration is closed{0}; you can still register a player as the "
                "director's decision (Insert or Ctrl+I)"
            ).format(closed.text(self.document.lang))
        self.toolbar.show_state(offered, reasons, tips)

    def build_menu(self) -> QMenu:
        """The list's right-click menu: every action, disabled with its reason when not allowed."""
        self.update_actions()
        return self.toolbar.menu(self)

    def _context_menu(self, pos: QPoint) -> None:
        self.context_menu = self.build_menu()
        self.context_menu.popup(self.table.viewport().mapToGlobal(pos))

    # -- messages --------------------------------------------------------------------------------
    def _failed(self, text: str) -> None:
        if self._acting:
            self.notice.say(text, error=True)

    def _refuse(self, text: str) -> None:
        """An action that cannot be done: say why (here and in the status bar)."""
        self.notice.say(text, error=True)
        self.document.failed.emit(sentence(text))

    def _refused(self, reason: str | None) -> bool:
        """Say ``reason``, if there is one (the action is refused); False when it is allowed."""
        if reason is None:
            return False
        self._refuse(reason)
        return True

    def _act(self, fn: Callable[..., Any], *args: Any, **kw: Any) -> Any:
        self._acting = True
        try:
            return self.document.act(fn, *args, **kw)
        finally:
            self._acting = False

    def _ask(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(
            self,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _label(self, entry: int) -> str:
        return self.document.state.label(entry)

    def _seat_phrase(self, seat: tuple[int, int] | None) -> str:
        """Where a new (or returning) player sits, once the seats are drawn."""
        if seat is not None:
            return " " + self.tr("Table {0}, seat {1}.").format(seat[0], seat[1])
        if any(t.occupants for t in self.document.state.tables.values()):
            return " " + self.tr("There is no free seat: add a table, then seat the player.")
        return ""

    # -- dialogs ---------------------------------------------------------------------------------
    def _open(self, dialog: ActionDialog, done: Callable[[Any], None]) -> None:
        self.current_dialog = dialog

        def finished(code: int) -> None:
            self.current_dialog = None
            if code == QDialog.DialogCode.Accepted and dialog.record is not None:
                done(dialog.record)
            dialog.deleteLater()
            self.table.setFocus()

        dialog.finished.connect(finished)
        dialog.open()

    def _entry_or_refuse(self) -> int | None:
        """The one entry an action is for, or None after saying why there is none."""
        e = self._one()
        if e is None:
            self._refuse(self._selection_reason())
        return e

    # -- actions ---------------------------------------------------------------------------------
    def register(self) -> None:
        """Open the registration dialog (the search text is the name if nobody matches it)."""
        if self._refused(self.reasons()["register"]):
            return
        text = self.search.text().strip()
        name = text if text and not self.model.rowCount() and not text.startswith("#") else ""
        dialog = PersonDialog(self.document, self, name=name)

        def done(record: ev.Registered) -> None:
            self.search.clear()
            self.select_entries([record.entry])
            self.notice.say(
                self.tr("{0} is registered (entry #{1}).").format(
                    self._label(record.entry), record.entry
                )
                + self._seat_phrase(record.seat)
                + self._collect_phrase(record.entry)
                + self._club_phrase(dialog.club_note)
            )

        self._open(dialog, done)

    def _club_phrase(self, note: str | None) -> str:
        """What went wrong adding the entrant to the club's players (registered all the same)."""
        return " " + self.tr("Not added to the club's players: {0}.").format(note) if note else ""

    def _forcible(
        self, verify: Callable[..., Any], args: tuple[Any, ...], kw: dict[str, Any], what: str
    ) -> bool | None:
        """True to go on (with ``force`` if asked and agreed), None to stop (reason said)."""
        reason = self.document.why_not(verify, *args, **kw)
        if reason is None:
            return False
        if self.document.why_not(verify, *args, **kw, force=True) is None and self.ask(
            what,
            self.tr("{0}.\n\nAllow it anyway? It is recorded as the director's decision.").format(
                sentence(reason)
            ),
        ):
            return True
        self._refuse(reason)
        return None

    def _collect_phrase(self, entry: int) -> str:
        """`` Collect €20, hand over 30,000 chips.`` for ``entry``'s last buy-in, rebuy or add-on.

        The figures are the record's own price and chips as taken, never today's settings:
        the money at the table is that record's. Empty for an old file's unpriced record; only
        the chips for a free entry (a freeroll).
        """
        paid = self.document.state.entries[entry].paid
        if not paid:
            return ""
        p = paid[-1]
        if not p.collect_cents:
            return " " + self.tr("Hand over {0} chips.").format(num(p.chips))
        return " " + self.tr("Collect {0}, hand over {1} chips.").format(
            self.document.money(p.collect_cents), num(p.chips)
        )

    def rebuy(self, double: bool = False) -> None:
        """A rebuy (``double``: a double rebuy) for the selected player."""
        e = self._entry_or_refuse()
        if e is None:
            return
        t = self.document.tournament
        force = self._forcible(
            t.money.verify_rebuy,
            (e,),
            {"double": double},
            self.tr("Double rebuy") if double else self.tr("Rebuy"),
        )
        if force is None:
            return
        record = self._act(t.money.rebuy, e, double=double, force=force)
        if record is not None:
            n = self.document.state.entries[e].rebuys
            text = (
                self.tr("Double rebuy for {0} ({1} rebuys so far).")
                if double
                else self.tr("Rebuy for {0} ({1} so far).")
            )
            self.notice.say(text.format(self._label(e), n) + self._collect_phrase(e))

    def addon(self) -> None:
        """An add-on for the selected player."""
        e = self._entry_or_refuse()
        if e is None:
            return
        t = self.document.tournament
        force = self._forcible(t.money.verify_addon, (e,), {}, self.tr("Add-on"))
        if force is None:
            return
        if self._act(t.money.addon, e, force=force) is not None:
            self.notice.say(
                self.tr("Add-on for {0}.").format(self._label(e)) + self._collect_phrase(e)
            )

    def reenter(self) -> None:
        """A new entry for the selected (busted) player."""
        e = self._entry_or_refuse()
        if e is None:
            return
        t = self.document.tournament
        force = self._forcible(t.entrants.verify_reenter, (e,), {}, self.tr("Re-entry"))
        if force is None:
            return
        record = self._act(t.entrants.reenter, e, force=force)
        if record is not None:
            self.search.clear()
            self.select_entries([record.entry])
            self.notice.say(
                self.tr("{0} enters again (entry #{1}).").format(
                    self._label(record.entry), record.entry
                )
                + self._seat_phrase(record.seat)
                + self._collect_phrase(record.entry)
            )

    def bust(self) -> None:
        """Open the bust dialog for the selected players."""
        entries = self.selected_entries()
        if self._refused(self.reasons()["bust"]):
            return
        dialog = BustDialog(self.document, entries, self)

        def done(record: ev.Busted) -> None:
            lines = [
                sentence(x) + "."
                for x in self.document.tournament.entrants.announce(record, self.document.lang)
            ]
            won = self.document.tournament.money.prizes()
            for b in record.busts:  # in the money: what to pay out now
                if won.get(b.entry):
                    lines.append(
                        self.tr("Prize for {0}: {1}.").format(
                            self._label(b.entry), self.document.money(won[b.entry])
                        )
                    )
            self.select_entries([b.entry for b in record.busts])
            self.notice.say("  ".join(lines))

        self._open(dialog, done)

    def revive(self) -> None:
        """Open the dialog that brings back a player busted by mistake."""
        e = self._entry_or_refuse()
        if e is None:
            return
        if self._refused(
            self.document.why_not(self.document.tournament.entrants.verify_revive, e, "?")
        ):
            return

        def done(record: ev.Revived) -> None:
            self.select_entries([record.entry])
            self.notice.say(
                self.tr("{0} is back in the tournament.").format(self._label(record.entry))
                + self._seat_phrase(record.seat)
            )

        self._open(ReviveDialog(self.document, e, self), done)

    def chips(self) -> None:
        """Open the chip count of the selected player."""
        e = self._entry_or_refuse()
        if e is None:
            return
        if self._refused(
            self.document.why_not(self.document.tournament.entrants.verify_set_chips, {e: 1})
        ):
            return

        def done(record: ev.ChipsCounted) -> None:
            entry, chips = record.counts[0]
            self.notice.say(self.tr("{0} has {1} chips.").format(self._label(entry), num(chips)))

        self._open(ChipsDialog(self.document, e, self), done)

    def count_all(self) -> None:
        """Open the chip counts of all players left."""
        if self._refused(self.reasons()["count_all"]):
            return

        def done(record: ev.ChipsCounted) -> None:
            n = len(record.counts)
            self.notice.say(
                self.tr("Chip count saved for 1 player.")
                if n == 1
                else self.tr("Chip counts saved for {0} players.").format(n)
            )

        self._open(ChipCountsDialog(self.document, self), done)

    def edit(self) -> None:
        """Open the selected player's details."""
        e = self._entry_or_refuse()
        if e is None:
            return

        def done(record: ev.PlayerEdited) -> None:
            self.select_entries([e])
            self.notice.say(self.tr("{0}: details saved.").format(self._label(e)))

        self._open(PersonDialog(self.document, self, entry=e), done)

    def withdraw(self) -> None:
        """Cancel the selected entry (registered by mistake, refunded), after asking."""
        e = self._entry_or_refuse()
        if e is None:
            return
        t = self.document.tournament
        if self._refused(self.document.why_not(t.entrants.verify_withdraw, e)):
            return
        if not self.ask(
            self.tr("Withdraw"),
            self.tr(
                "Withdraw {0}? The entry is cancelled and refunded: it no longer counts in "
                "the entries or the prize pool."
            ).format(self._label(e)),
        ):
            return
        if self._act(t.entrants.withdraw, e) is not None:
            self.notice.say(self.tr("{0} is withdrawn (refunded).").format(self._label(e)))
