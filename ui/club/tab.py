"""The Club tab: the club's players with their statistics, a player's history, add, edit, merge.

Everything shown is read from the club file (:class:`~ui.club.session.ClubSession`) after every
change, here or in another program (the command line): the file is the truth. The table sorts by
any column and the search field filters it as you type; the selected player's tournaments are
listed below it. Every change is one of the club's actions, undone by the tab's Undo button
(the club's own undo: the tournament's Edit ▸ Undo is the evening's).
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from director.club.model import ClubPlayer
from director.club.scoring import PlayerStats
from director.club.store import DEFAULT_NAME
from ui.club.dialogs import MergeDialog, PlayerDialog
from ui.club.models import LAST, HistoryModel, PlayersModel, Row, player_search
from ui.club.session import ClubSession, percent_text
from ui.club.sheets import ClubFiles
from ui.common.actions import plain
from ui.common.buttons import ReasonButton
from ui.common.fmt import num
from ui.common.theme import caption_style
from ui.entrants.forms import Notice
from ui.payouts.look import table_look

SUFFIX = Path(DEFAULT_NAME).suffix
D = TypeVar("D", PlayerDialog, MergeDialog)
#: How many rows a table measures to size its columns.
MEASURED_ROWS = 60


def sortable_table(name: str, model: object) -> QTableView:
    """A read-only table sorted by clicking its column titles."""
    view = QTableView()
    view.setObjectName(name)
    view.setModel(model)  # type: ignore[arg-type]
    table_look(view)
    view.setSortingEnabled(True)
    view.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    # widths from the first rows only: measuring 2,000 rows at each key typed in the search
    # took a quarter of a second
    header.setResizeContentsPrecision(MEASURED_ROWS)
    header.setStretchLastSection(True)  # no blank strip at the right
    return view


def place_text(place: int, place_to: int) -> str:
    """``3`` or, for a tie, ``2–3``."""
    return str(place) if place == place_to else f"{place}–{place_to}"


class PathRow(QWidget):
    """The club file's path, and Change… to use another one or make a new one."""

    def __init__(self, session: ClubSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.path = QLabel()
        self.path.setObjectName("clubPath")
        self.path.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.change = ReasonButton(self.tr("Change…"), "changeClub")
        self.change.setToolTip(self.tr("Open another club file, or type a new name to make one"))
        self.change.clicked.connect(self.ask_path)
        self.status = QLabel()
        self.status.setObjectName("clubStatus")
        self.status.setWordWrap(True)
        self.status.setStyleSheet(caption_style(self.palette()))
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel(self.tr("Club file:")))
        row.addWidget(self.path, 1)
        row.addWidget(self.change)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.status)
        self.refresh()

    def refresh(self) -> None:
        """Say which file is in use, and whether it exists yet."""
        s = self.session
        self.path.setText(str(s.path))
        if s.problem:
            self.status.setText(s.problem)
        elif s.club is None:
            self.status.setText(
                self.tr("No club file yet: it is made when you add the first player.")
            )
        else:
            self.status.setText("")
        self.status.setVisible(bool(self.status.text()))

    def ask_path(self) -> None:
        """Choose a club file: an existing one is opened, a new name makes a new one."""
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Club file"),
            str(self.session.path),
            self.tr("Club files (*{0})").format(SUFFIX),
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        if path:
            self.use_path(Path(path))

    def use_path(self, path: Path) -> bool:
        """Use ``path``: open it if it exists, else make it (``.director-club`` added)."""
        if not path.exists() and path.suffix != SUFFIX:
            path = path.with_name(path.name + SUFFIX)
        return self.session.set_path(path, new=not path.exists())


class ClubTab(QWidget):
    """The club's players, their statistics and history; add, edit, merge, undo.

    Args:
        session: The club file (shared with the League tab).
        parent: The main window.

    Attributes:
        model: The players shown (filtered by :attr:`search`).
        view: Their table.
        history: The selected player's tournaments.
        dialog: The dialog open now, if any (tests fill it in).
    """

    def __init__(self, session: ClubSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.dialog: PlayerDialog | MergeDialog | None = None
        session.follow_while_shown(self)  # the file is followed while a tab is shown
        self._players: dict[int, ClubPlayer] = {}
        self.path_row = PathRow(session)
        self.search = QLineEdit()
        self.search.setObjectName("clubSearch")
        self.search.setPlaceholderText(self.tr("Search: name, nickname or member no."))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.model = PlayersModel(self)
        self.view = sortable_table("clubPlayers", self.model)
        self.view.selectionModel().selectionChanged.connect(lambda *_: self._selected())
        self.view.doubleClicked.connect(lambda _i: self.edit_player())
        self.history_model = HistoryModel(self)
        self.history = sortable_table("clubHistory", self.history_model)
        self.history_box = QGroupBox(self.tr("History"))
        box = QVBoxLayout(self.history_box)
        box.addWidget(self.history)
        self.notice = Notice()
        self.notice.setObjectName("clubNotice")
        self.files = ClubFiles(session, self)
        self.files.said.connect(self.notice.say)
        self.files.failed.connect(lambda text: self.notice.say(text, error=True))
        self._build_layout(self._buttons())
        session.changed.connect(self.refresh)
        session.failed.connect(lambda text: self.notice.say(text, error=True))
        self.refresh()

    def _buttons(self) -> QHBoxLayout:
        self.add_button = ReasonButton(self.tr("Add…"), "addClubPlayer")
        self.edit_button = ReasonButton(self.tr("Edit…"), "editClubPlayer")
        self.merge_button = ReasonButton(self.tr("Merge…"), "mergeClubPlayer")
        self.undo_button = ReasonButton(self.tr("Undo"), "undoClub")
        self.import_button = ReasonButton(
            self.tr("Import CSV…"),
            "importClubPlayers",
            self.tr("Add the players of a CSV file (Excel's too)"),
        )
        self.print_button = ReasonButton(self.tr("Print history…"), "printClubHistory")
        self.import_button.clicked.connect(self.ask_import)
        self.print_button.clicked.connect(self.print_history)
        self.add_button.clicked.connect(self.add_player)
        self.edit_button.clicked.connect(self.edit_player)
        self.merge_button.clicked.connect(self.merge_player)
        self.undo_button.clicked.connect(self.undo)
        row = QHBoxLayout()
        for b in (
            self.add_button,
            self.edit_button,
            self.merge_button,
            self.import_button,
            self.print_button,
        ):
            row.addWidget(b)
        row.addStretch(1)
        row.addWidget(self.undo_button)
        return row

    def _build_layout(self, buttons: QHBoxLayout) -> None:
        top = QWidget()
        upper = QVBoxLayout(top)
        upper.setContentsMargins(0, 0, 0, 0)
        upper.addWidget(self.search)
        upper.addWidget(self.view, 1)
        upper.addLayout(buttons)
        split = QSplitter(Qt.Orientation.Vertical)
        split.setChildrenCollapsible(False)
        split.addWidget(top)
        split.addWidget(self.history_box)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.path_row)
        layout.addWidget(self.notice)
        layout.addWidget(split, 1)

    # -- following the file --------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the players and their statistics again, keeping the selection."""
        self.path_row.refresh()
        chosen = self.selected()
        club = self.session.club
        players = club.players() if club is not None else []
        stats = club.statistics(players) if club is not None else []
        self._players = {p.id: p for p in players}
        self.model.set_rows([self.player_row(p, s) for p, s in zip(players, stats, strict=True)])
        if chosen is not None and chosen.id in self._players:
            self.select(chosen.id)
        self._selected()

    def player_row(self, p: ClubPlayer, s: PlayerStats) -> Row:
        """A player's row: their details and statistics as the director reads them."""
        money, lang = self.session.money, self.session.lang
        d = p.details
        active = self.tr("yes") if d.active else self.tr("no")
        played = bool(s.events)
        texts = (
            d.name,
            d.nickname,
            d.member,
            active,
            num(s.events),
            num(s.cashes),
            percent_text(s.itm, lang),
            num(s.wins),
            str(s.best) if s.best else "",
            money(s.paid_in_cents) if played else "",
            money(s.prize_cents) if played else "",
            money(s.net_cents) if played else "",
            percent_text(s.roi, lang),
            money(s.bounty_cents) if played else "",
            s.last_played,
        )
        name = (d.name.casefold(), d.nickname.casefold(), p.id)
        keys = (
            name,
            (d.nickname.casefold(), *name),
            (d.member.zfill(20), *name),
            (not d.active, *name),
            s.events,
            s.cashes,
            s.itm if s.itm is not None else -1,
            s.wins,
            s.best or LAST,
            s.paid_in_cents,
            s.prize_cents,
            s.net_cents,
            s.roi if s.roi is not None else LAST,
            s.bounty_cents,
            s.last_played,
        )
        return Row(texts, keys, p.id, grey=not d.active, search=player_search(p))

    def _filter(self, text: str) -> None:
        chosen = self.selected()
        self.model.set_filter(text)
        if chosen is not None:
            self.select(chosen.id)
        self._selected()

    # -- the selected player -------------------------------------------------------------------
    def selected(self) -> ClubPlayer | None:
        """The player selected in the table."""
        rows = self.view.selectionModel().selectedRows()
        pid = self.model.row_key(rows[0].row()) if rows else None
        return self._players.get(pid) if pid is not None else None

    def select(self, player: int) -> None:
        """Select the player with id ``player`` (if shown)."""
        row = self.model.row_of(player)
        if row >= 0:
            self.view.selectRow(row)

    def _selected(self) -> None:
        p = self.selected()
        nobody = self.tr("Select a player first.")
        self.edit_button.allow(None if p else nobody)
        self.print_button.allow(None if p else nobody)
        if len(self._players) < 2:
            self.merge_button.allow(self.tr("Merging needs two records of one person."))
        else:
            self.merge_button.allow(None if p else nobody)
        self._show_undo()
        self._show_history(p)

    def _show_undo(self) -> None:
        club = self.session.club
        last = club.store.last_action() if club is not None else None
        if last is None:
            self.undo_button.setText(self.tr("Undo"))
            self.undo_button.allow(self.tr("Nothing to undo in the club."))
        else:
            self.undo_button.setText(plain(self.tr("Undo {0}").format(self.session.text(last))))
            self.undo_button.allow(None)

    def _show_history(self, p: ClubPlayer | None) -> None:
        club = self.session.club
        if p is None or club is None:
            self.history_box.setTitle(self.tr("History (select a player)"))
            self.history_model.set_rows([])
            return
        self.history_box.setTitle(self.tr("History of {0}").format(p.label))
        points: dict[int, list[tuple[str, Decimal]]] = {}
        for tournament, league, value in club.player_points(p.id):
            points.setdefault(tournament, []).append((league, value))
        rows = []
        for t, line in club.history(p.id):
            leagues = points.get(t.id, [])
            texts = (
                t.date,
                t.name,
                place_text(line.place, line.place_to),
                self.session.money(line.prize_cents),
                self.session.money(line.bounty_cents),
                "; ".join(f"{name}: {self.session.points(v)}" for name, v in leagues),
            )
            keys = (
                (t.date, t.id),
                (t.name.casefold(), t.id),
                line.place,
                line.prize_cents,
                line.bounty_cents,
                sum((v for _n, v in leagues), start=Decimal(0)),
            )
            rows.append(Row(texts, keys, t.id))
        self.history_model.set_rows(rows)

    # -- actions ---------------------------------------------------------------------------------
    def add_player(self) -> PlayerDialog:
        """Add… : the player dialog, empty."""
        return self._open(PlayerDialog(self.session, None, self))

    def edit_player(self) -> PlayerDialog | None:
        """Edit… : the selected player's details."""
        p = self.selected()
        return None if p is None else self._open(PlayerDialog(self.session, p, self))

    def merge_player(self) -> MergeDialog | None:
        """Merge… : choose the other record of the selected player."""
        p = self.selected()
        if p is None:
            return None
        others = [o for o in self._players.values() if o.id != p.id]
        return self._open(MergeDialog(self.session, p, others, self))

    def _open(self, dialog: D) -> D:
        self.dialog = dialog
        dialog.finished.connect(lambda _r: self._closed(dialog))
        dialog.open()
        return dialog

    def _closed(self, dialog: PlayerDialog | MergeDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
        done = dialog.stored
        if isinstance(done, ClubPlayer):
            self.select(done.id)
            said = {
                "clubPlayerDialog": self.tr("Saved: {0}."),
                "clubMergeDialog": self.tr("Merged into {0}."),
            }[dialog.objectName()]
            self.notice.say(said.format(done.label))
        dialog.deleteLater()

    def undo(self) -> None:
        """Take back the club's last change, saying what it was."""
        club = self.session.club
        if club is None:
            return
        undone = self.session.act(club.undo)
        if undone is not None:
            self.notice.say(self.tr("Undone: {0}.").format(self.session.text(undone)))

    def ask_import(self) -> None:
        """Import CSV…: choose the file; its players join the club in one change."""
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import players"), "", self.tr("CSV files (*.csv *.txt)")
        )
        if path:
            self.files.import_players(Path(path))

    def print_history(self) -> None:
        """Print history…: the selected player's record and tournaments."""
        p = self.selected()
        if p is not None:
            self.files.print_history(p.id, p.label)
