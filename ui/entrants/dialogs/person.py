"""Register an entrant, or correct an entrant's details."""

from __future__ import annotations

import contextlib
import datetime as _dt
from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from director.club.model import ClubPlayer, PlayerFields
from director.errors import DirectorError
from ui.common.theme import caption_style, legible
from ui.document import Document
from ui.entrants.dialogs.club_names import ClubNames
from ui.entrants.forms import ERROR_COLOUR, HINT_COLOUR, ActionDialog

#: Refusals that point at the nickname: it tells two people with the same name apart.
_NICKNAME_KEYS = frozenset({"err.duplicate_name", "err.duplicate_nickname"})


class PersonDialog(ActionDialog):
    """Register a new entrant, or correct an entrant's details (``entry`` given).

    The name is required; a name already registered needs a nickname that tells the two people
    apart (the dialog says so as soon as the name is typed). When registration is closed a box
    lets the director register anyway (recorded as the director's decision).

    When the club keeps a file of its players, registering offers them as the name is typed
    (:class:`~ui.entrants.dialogs.club_names.ClubNames`): choosing one fills the details and
    links the entrant to the club player by id, so a renamed player keeps their history. A
    name the club does not have can join the club's players on OK (a box, checked).

    Correcting an entrant says which club player they are linked to; choosing another from the
    suggestions links them to that one instead, and a box takes the link away (the wrong Mario
    Rossi chosen: the club then places their results by name).

    Args:
        document: The open tournament.
        parent: The tab.
        entry: The entry whose details are corrected (None: register a new entrant).
        name: The name to start from when registering.

    Attributes:
        record: The domain record once the registration (or edit) is stored, else None.
        club_player: The club player chosen from the suggestions, else None.
        club_note: What went wrong with the club on OK (the entrant registered all the same).
    """

    def __init__(
        self,
        document: Document,
        parent: QWidget | None = None,
        *,
        entry: int | None = None,
        name: str = "",
    ) -> None:
        super().__init__(document, parent)
        self.setObjectName("personDialog")
        self.entry = entry
        self.club_player: ClubPlayer | None = None
        self.club_note: str | None = None
        self._build_fields()
        self.club_names = ClubNames(self.name_edit, document.lang, self)
        self.club_names.chosen.connect(self.choose)
        self.name_edit.textEdited.connect(self._unlink)
        self._build_layout()
        if entry is None:
            self._start_registration(name)
        else:
            self._start_edit(entry)
        for edit in (self.name_edit, self.nickname_edit, self.email_edit, self.phone_edit):
            edit.textChanged.connect(self._changed)
        self.notes_edit.textChanged.connect(self._changed)
        self.force_box.toggled.connect(self._changed)
        self.join_box.toggled.connect(self._changed)
        self.unlink_box.toggled.connect(self._changed)
        self.setMinimumWidth(460)
        self._changed()

    # -- building --------------------------------------------------------------------------------
    def _build_fields(self) -> None:
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("nameEdit")
        self.nickname_edit = QLineEdit()
        self.nickname_edit.setObjectName("nicknameEdit")
        self.email_edit = QLineEdit()
        self.phone_edit = QLineEdit()
        self.notes_edit = QPlainTextEdit()
        self.notes_edit.setTabChangesFocus(True)
        self.notes_edit.setFixedHeight(self.fontMetrics().lineSpacing() * 4)
        self.name_edit.setPlaceholderText(self.tr("First and last name"))
        self.nickname_edit.setPlaceholderText(
            self.tr("Needed only when another entrant has the same name")
        )
        self.force_box = QCheckBox(self.tr("Register anyway (the director's decision)"))
        self.force_box.setObjectName("forceBox")
        self.force_box.hide()
        self.closed_label = QLabel()
        self.closed_label.setWordWrap(True)
        self.closed_label.setStyleSheet(f"color: {legible(HINT_COLOUR, self.palette()).name()};")
        self.closed_label.hide()
        self.info_label = QLabel()
        self.info_label.setWordWrap(True)
        self.info_label.setStyleSheet(caption_style(self.palette()))
        self.info_label.hide()
        self.similar_label = QLabel()
        self.similar_label.setObjectName("didYouMeanLabel")
        self.similar_label.setWordWrap(True)
        self.similar_label.setStyleSheet(f"color: {legible(HINT_COLOUR, self.palette()).name()};")
        self.similar_label.hide()
        self.join_box = QCheckBox(self.tr("Add to the club's players"))
        self.join_box.setObjectName("joinClubBox")
        self.join_box.setChecked(True)
        self.join_box.hide()
        self.unlink_box = QCheckBox(self.tr("Not this club player: unlink"))
        self.unlink_box.setObjectName("unlinkClubBox")
        self.unlink_box.hide()
        self.club_label = QLabel()
        self.club_label.setObjectName("clubLabel")
        self.club_label.setWordWrap(True)
        self.club_label.setStyleSheet(caption_style(self.palette()))
        self.club_label.hide()

    def _build_layout(self) -> None:
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(self.tr("Nickname"), self.nickname_edit)
        form.addRow(self.tr("Email"), self.email_edit)
        form.addRow(self.tr("Phone"), self.phone_edit)
        form.addRow(self.tr("Notes"), self.notes_edit)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.info_label)
        layout.addLayout(form)
        layout.addWidget(self.similar_label)
        layout.addWidget(self.club_label)
        layout.addWidget(self.join_box)
        layout.addWidget(self.unlink_box)
        layout.addWidget(self.closed_label)
        layout.addWidget(self.force_box)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

    def _start_registration(self, name: str) -> None:
        self.setWindowTitle(self.tr("Register an entrant"))
        self.ok_button.setText(self.tr("Register"))
        self.name_edit.setText(name)
        closed = self.document.tournament.registration_closed_because()
        if closed is not None and not self.document.state.finished:
            self.closed_label.setText(
                self.tr("Registration is closed{0}.").format(closed.text(self.document.lang))
            )
            self.closed_label.show()
            self.force_box.show()

    def _start_edit(self, entry: int) -> None:
        s = self.document.state
        p = s.player_of(entry)
        self.setWindowTitle(self.tr("Edit {0}").format(s.label(s.entries[entry])))
        self.ok_button.setText(self.tr("Save"))
        self.name_edit.setText(p.name)
        self.nickname_edit.setText(p.nickname)
        self.email_edit.setText(p.email)
        self.phone_edit.setText(p.phone)
        self.notes_edit.setPlainText(p.notes)
        self.info_label.setText(self._entry_info(entry))
        self.info_label.show()

    def _entry_info(self, entry: int) -> str:
        """Entry number, registration time, and any bust taken back (with the reason)."""
        e = self.document.state.entries[entry]
        at = _dt.datetime.fromtimestamp(e.registered_at).strftime("%H:%M")
        lines = [self.tr("Entry #{0}, registered at {1}.").format(e.id, at)]
        for c in e.corrections:
            when = _dt.datetime.fromtimestamp(c.at).strftime("%H:%M")
            lines.append(self.tr("Brought back at {0}: {1}").format(when, c.reason))
        return "\n".join(lines)

    # -- what is typed ---------------------------------------------------------------------------
    def values(self) -> dict[str, str]:
        """What is typed, by field."""
        return {
            "name": self.name_edit.text(),
            "nickname": self.nickname_edit.text(),
            "email": self.email_edit.text(),
            "phone": self.phone_edit.text(),
            "notes": self.notes_edit.toPlainText(),
        }

    def _action(self, verify: bool) -> tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]]:
        """What is typed as a tournament action (its ``verify_`` twin if ``verify``).

        Returns the action and its arguments: register a new entrant, or edit ``entry``'s
        details.
        """
        entrants = self.document.tournament.entrants
        v = self.values()
        if self.entry is None:
            kw: dict[str, Any] = {k: v[k] for k in ("email", "phone", "notes")}
            kw["force"] = self.force_box.isChecked()
            linked = self.linked()
            if linked is not None:
                kw["club"] = linked.id
            register = entrants.verify_register if verify else entrants.register
            return register, (v["name"], v["nickname"]), kw
        edit = entrants.verify_edit_player if verify else entrants.edit_player
        changes: dict[str, Any] = dict(v)
        if self.club_player is not None:
            changes["club"] = self.club_player.id
        elif self.unlinks_club():
            changes["unlink_club"] = True
        return edit, (self.entry,), changes

    def problem(self) -> DirectorError | None:
        """Why the tournament would refuse what is typed, or None.

        The error itself, not only its text: the dialog decides by its key which field to point
        at and whether to say it yet.
        """
        verify, args, kw = self._action(verify=True)
        try:
            verify(*args, **kw)
        except DirectorError as exc:
            return exc
        return None

    def similar(self) -> list[str]:
        """Registered people whose name looks like the typed one (a probable duplicate).

        Only for a new registration; see :meth:`director.tournament.entrants.Entrants.similar`.
        """
        if self.entry is not None:
            return []
        found = self.document.tournament.entrants.similar(self.name_edit.text())
        return [p.label for p in found]

    def _say_similar(self) -> None:
        found = self.similar()
        self.similar_label.setText(
            self.tr("Did you mean {0}? Check before registering a second person.").format(
                ", ".join(found)
            )
            if found
            else ""
        )
        self.similar_label.setVisible(bool(found))

    # -- the club's players ----------------------------------------------------------------------
    def linked(self) -> ClubPlayer | None:
        """The club player the entrant is: the one chosen, else the one with the name typed.

        Correcting an entrant links only the one chosen: a name typed in full keeps the link
        they have (or their having none, if it was taken away on purpose).
        """
        if self.club_player is not None or self.entry is not None:
            return self.club_player
        return self.club_names.named(self.name_edit.text(), self.nickname_edit.text())

    def current_club(self) -> int | None:
        """The club player's id the entrant being corrected is linked to now (None: none)."""
        if self.entry is None:
            return None
        s = self.document.state
        return s.players[s.entries[self.entry].player].club

    def unlinks_club(self) -> bool:
        """True when saving takes the entrant's link to the club's player away."""
        return not self.unlink_box.isHidden() and self.unlink_box.isChecked()

    def choose(self, player: ClubPlayer) -> None:
        """Fill the details from the club's ``player`` and register them as that player."""
        d = player.details
        self.name_edit.setText(d.name)
        self.nickname_edit.setText(d.nickname)
        self.email_edit.setText(d.email)
        self.phone_edit.setText(d.phone)
        self.notes_edit.setPlainText(d.notes)
        self.club_player = player
        self._changed()

    def _unlink(self, *_args: object) -> None:
        """A name typed again is a new search: the player chosen before no longer holds."""
        self.club_player = None

    def joins_club(self) -> bool:
        """True when OK adds the entrant to the club's players (a name the club lacks)."""
        return not self.join_box.isHidden() and self.join_box.isChecked()

    def _say_club(self) -> None:
        names = self.club_names
        if self.entry is not None:
            self._say_club_link()
        if names.problem is not None:
            self.club_label.setText(
                self.tr("The club's players are not offered: {0}").format(names.problem)
            )
            self.club_label.show()
            return
        if names.club is None or self.entry is not None:
            return
        linked = self.linked()
        if linked is not None:
            self.club_label.setText(
                self.tr("The club's player number {1}: {0}.").format(linked.label, linked.id)
            )
        self.club_label.setVisible(linked is not None)
        self.join_box.setVisible(linked is None and bool(self.name_edit.text().strip()))

    def _say_club_link(self) -> None:
        """Correcting: the club player linked now, the one chosen instead, or the link going."""
        chosen, current = self.club_player, self.current_club()
        self.unlink_box.setVisible(chosen is None and current is not None)
        if chosen is not None:
            text = self.tr("Saving links them to the club's player number {1}: {0}.").format(
                chosen.label, chosen.id
            )
        elif current is None:
            text = ""
        elif self.unlink_box.isChecked():
            text = self.tr("Saving takes the link away: the club will go by the name.")
        else:
            text = self._linked_text(current)
        self.club_label.setText(text)
        self.club_label.setVisible(bool(text))

    def _linked_text(self, club: int) -> str:
        """The club's player number 7: Mario Rossi. (the number alone without the file)."""
        player = None
        if self.club_names.club is not None:
            with contextlib.suppress(DirectorError):  # merged away or the file gone meanwhile
                player = self.club_names.club.player(club)
        if player is None:
            return self.tr("The club's player number {0}.").format(club)
        return self.tr("The club's player number {1}: {0}.").format(player.label, player.id)

    def _join_club(self) -> int | None:
        """Add the entrant to the club's players; their id, or None (the reason kept)."""
        names = self.club_names
        if names.club is None:
            return None
        v = self.values()
        fields = PlayerFields(v["name"], v["nickname"], v["email"], v["phone"], v["notes"])
        same = names.named(v["name"], v["nickname"])
        if same is not None:  # added meanwhile (the Club tab, another program): that player
            return same.id
        try:
            return names.club.add_player(fields).id
        except DirectorError as exc:
            self.club_note = exc.text(self.document.lang)
            return None

    def done(self, result: int) -> None:
        """Close the dialog and the club file with it."""
        self.club_names.close()
        super().done(result)

    # -- checks as typed ---------------------------------------------------------------------------
    def _changed(self, *_args: object) -> None:
        self._say_club()
        self._say_similar()
        exc = self.problem()
        # An empty name is said when the director tries to register, not while the form is new;
        # a closed registration is said by the line and the box above the buttons.
        if exc is None or exc.key in ("err.name_empty", "err.registration_closed"):
            self.message.say(None)
        else:
            colour = HINT_COLOUR if exc.key == "err.duplicate_name" else ERROR_COLOUR
            self.message.say(exc.text(self.document.lang), colour)

    def _focus_on(self, exc: DirectorError) -> None:
        """Put the cursor in the field the refusal is about."""
        if exc.key in _NICKNAME_KEYS:
            self.nickname_edit.setFocus()
            self.nickname_edit.selectAll()
        elif exc.key == "err.registration_closed":
            self.force_box.setFocus()
        elif exc.key == "err.text_too_long":
            fields = {"email": self.email_edit, "phone": self.phone_edit}
            fields.get(exc.params.get("field", ""), self.nickname_edit).setFocus()
        else:
            self.name_edit.setFocus()

    def accept(self) -> None:
        """Register (or save) if the tournament allows it; otherwise say why and stay open."""
        exc = self.problem()
        if exc is not None:
            self.message.say(exc.text(self.document.lang))
            self._focus_on(exc)
            return
        action, args, kw = self._action(verify=False)
        joined = self._join_club() if self.joins_club() else None
        if joined is not None:
            kw["club"] = joined
        self.perform(action, *args, **kw)
        if joined is not None and self.record is None:
            self._take_back_joined()

    def _take_back_joined(self) -> None:
        """Undo the club's player just added: the entrant was not registered after all.

        Another program changed the tournament between the check and the write: nothing
        happened, so the club is left as it was.
        """
        club = self.club_names.club
        if club is None:
            return
        with contextlib.suppress(DirectorError):
            club.undo()
