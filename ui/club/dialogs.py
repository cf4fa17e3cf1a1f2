"""The Club tab's dialogs: a player's details (add, edit) and merging two records of one person.

Each dialog runs its club action through the :class:`~ui.club.session.ClubSession` when OK is
pressed; a refusal is shown in the dialog in the window's language and the dialog stays open with
what was typed (the club file is unchanged: the domain checks before it writes).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from director.club.model import ClubPlayer, PlayerFields
from ui.club.session import ClubSession
from ui.entrants.forms import Message


class ClubDialog(QDialog):
    """A dialog that runs one club action when accepted and keeps what it returned.

    Attributes:
        session: The club file.
        stored: What the action returned once it was stored, else None.
        message: The line saying why the club refused (hidden until it does).
    """

    def __init__(self, session: ClubSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.stored: object | None = None
        self.message = Message()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    def perform(self, action: Callable[..., object], *args: Any) -> None:
        """Run ``action``; close if stored, else stay open saying why."""
        failures: list[str] = []
        self.session.failed.connect(failures.append)
        try:
            done = self.session.act(action, *args)
        finally:
            self.session.failed.disconnect(failures.append)
        if done is None:
            self.message.say(failures[-1] if failures else self.tr("Not saved."))
            return
        self.stored = done
        super().accept()


class PlayerDialog(ClubDialog):
    """Add a player, or edit one (``player`` given): name, nickname, e-mail, phone, notes,
    membership number, active."""

    def __init__(
        self, session: ClubSession, player: ClubPlayer | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(session, parent)
        self.setObjectName("clubPlayerDialog")
        self.player = player
        self.setWindowTitle(self.tr("Add a player") if player is None else self.tr("Edit player"))
        d = player.details if player is not None else PlayerFields("")
        self.name = QLineEdit(d.name)
        self.nickname = QLineEdit(d.nickname)
        self.email = QLineEdit(d.email)
        self.phone = QLineEdit(d.phone)
        self.member = QLineEdit(d.member)
        self.notes = QPlainTextEdit(d.notes)
        self.notes.setTabChangesFocus(True)
        self.notes.setFixedHeight(self.notes.fontMetrics().height() * 4 + 12)
        self.active = QCheckBox(self.tr("Active member"))
        self.active.setChecked(d.active)
        for widget, name in (
            (self.name, "name"),
            (self.nickname, "nickname"),
            (self.email, "email"),
            (self.phone, "phone"),
            (self.member, "member"),
            (self.notes, "notes"),
            (self.active, "active"),
        ):
            widget.setObjectName(name)
        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("Nic&kname:"), self.nickname)
        form.addRow(self.tr("&E-mail:"), self.email)
        form.addRow(self.tr("&Phone:"), self.phone)
        form.addRow(self.tr("&Membership no.:"), self.member)
        form.addRow(self.tr("N&otes:"), self.notes)
        form.addRow("", self.active)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.name.setFocus()

    def fields(self) -> PlayerFields:
        """The details as typed."""
        return PlayerFields(
            name=self.name.text(),
            nickname=self.nickname.text(),
            email=self.email.text(),
            phone=self.phone.text(),
            notes=self.notes.toPlainText(),
            member=self.member.text(),
            active=self.active.isChecked(),
        )

    def accept(self) -> None:
        """Add or change the player; stay open with the club's reason if refused."""
        club = self.session.use()
        if club is None:
            self.message.say(self.session.problem)
            return
        if self.player is None:
            self.perform(club.add_player, self.fields())
        else:
            self.perform(club.edit_player, self.player.id, self.fields())


class MergeDialog(ClubDialog):
    """Merge another record of the same person into ``keep``: choose it, read what will happen."""

    def __init__(
        self,
        session: ClubSession,
        keep: ClubPlayer,
        others: list[ClubPlayer],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(session, parent)
        self.setObjectName("clubMergeDialog")
        self.setWindowTitle(self.tr("Merge two records of one person"))
        self.keep = keep
        self.others = others
        self.other = QComboBox()
        self.other.setObjectName("other")
        self.other.setEditable(True)  # type a few letters of the name to find it
        self.other.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for p in others:
            member = f" · {p.details.member}" if p.details.member else ""
            self.other.addItem(f"{p.label}{member}", p.id)
        self.other.setCurrentIndex(-1)
        self.explain = QLabel()
        self.explain.setObjectName("explain")
        self.explain.setWordWrap(True)
        self.other.currentIndexChanged.connect(self._explain)
        form = QFormLayout()
        form.addRow(self.tr("Keep:"), QLabel(keep.label))
        form.addRow(self.tr("&Other record:"), self.other)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.explain)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)
        self._explain()

    def chosen(self) -> ClubPlayer | None:
        """The record chosen to merge into the kept one."""
        pid = self.other.currentData()
        return next((p for p in self.others if p.id == pid), None)

    def choose(self, player: int) -> None:
        """Choose the record with id ``player``."""
        self.other.setCurrentIndex(self.other.findData(player))

    def _explain(self) -> None:
        other = self.chosen()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(other is not None)
        self.message.say(None)
        if other is None:
            text = self.tr("Choose the other record of {0}.").format(self.keep.label)
        else:
            text = self.tr(
                "{1}'s results and league points become {0}'s; {1} leaves the list of players "
                "(kept in the file: Undo brings the record back). {0}'s details stay as they are."
            ).format(self.keep.label, other.label)
        self.explain.setText(text)
        self.adjustSize()  # the explanation's lines, wrapped, all shown

    def accept(self) -> None:
        """Merge; stay open with the club's reason if refused."""
        other = self.chosen()
        club = self.session.club
        if other is None or club is None:
            return
        self.perform(club.merge_players, self.keep.id, other.id)
