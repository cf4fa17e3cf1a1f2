"""The League tab: a league's standings, the tournaments it counts, its rule; counting tonight's.

The standings are the club's (:meth:`director.club.club.Club.standings`): ranked players first,
those short of the league's minimum below them, greyed and without a rank; points are exact and
shown to two decimals. "Count this tournament…" takes the open tournament's results into the
chosen league with one confirmation, once it is finished (until then the button says why not).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from director.club.model import League
from director.club.played import played, tournament_key
from director.club.points_table import loads_points_table
from director.errors import DirectorError
from ui.club.league_dialog import LeagueDialog
from ui.club.models import LAST, CountedModel, Row, StandingsModel
from ui.club.projector import set_shown_on_projector, shown_on_projector
from ui.club.session import ClubSession
from ui.club.sheets import ClubFiles, safe_name
from ui.club.tab import sortable_table
from ui.common.buttons import ReasonButton
from ui.common.fmt import num
from ui.entrants.forms import Notice, sentence


class LeagueTab(QWidget):
    """Choose a league: its standings, the tournaments it counts, its rule.

    Args:
        session: The club file (shared with the Club tab).
        parent: The main window.

    Attributes:
        choice: The leagues by name.
        standings: The chosen league's standings (:attr:`standings_view` shows them).
        counted: The tournaments it counts.
        rule: The rule in words.
        question: The confirmation open now (counting, removing), if any.
        dialog: The New league dialog while open.
    """

    def __init__(self, session: ClubSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.question: QMessageBox | None = None
        session.follow_while_shown(self)  # the file is followed while a tab is shown
        self.dialog: LeagueDialog | None = None
        self.league: League | None = None
        self.choice = QComboBox()
        self.choice.setObjectName("leagueChoice")
        self.choice.setMinimumContentsLength(16)
        self.choice.currentIndexChanged.connect(lambda _i: self.refresh())
        self.new_button = ReasonButton(self.tr("New league…"), "newLeague")
        self.new_button.clicked.connect(self.new_league)
        self.count_button = ReasonButton(self.tr("Count this tournament…"), "countTournament")
        self.count_button.clicked.connect(self.count_tournament)
        self.export_button = ReasonButton(self.tr("Export CSV…"), "exportStandings")
        self.export_button.clicked.connect(self.ask_export)
        self.print_button = ReasonButton(
            self.tr("Print…"), "printStandings", self.tr("Print the standings")
        )
        self.print_button.clicked.connect(self.print_standings)
        self.files = ClubFiles(session, self)
        self.on_projector = QCheckBox(self.tr("Top 10 on the projector during breaks"))
        self.on_projector.setObjectName("topOnProjector")
        self.on_projector.setChecked(shown_on_projector())
        self.on_projector.toggled.connect(set_shown_on_projector)
        self.standings = StandingsModel(self)
        self.standings_view = sortable_table("leagueStandings", self.standings)
        self.counted = CountedModel(self)
        self.counted_view = sortable_table("leagueTournaments", self.counted)
        for view in (self.standings_view, self.counted_view):  # the names take the room
            view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
            view.horizontalHeader().setStretchLastSection(False)
        self.counted_view.selectionModel().selectionChanged.connect(lambda *_: self._buttons())
        self.remove_button = ReasonButton(self.tr("Remove…"), "removeTournament")
        self.remove_button.clicked.connect(self.remove_tournament)
        self.rule = QLabel()
        self.rule.setObjectName("leagueRule")
        self.rule.setWordWrap(True)
        self.rule.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.rule.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notice = Notice()
        self.notice.setObjectName("leagueNotice")
        self._lay_out()
        session.changed.connect(self.reload)
        session.failed.connect(lambda text: self.notice.say(text, error=True))
        self.files.said.connect(self.notice.say)
        self.files.failed.connect(lambda text: self.notice.say(text, error=True))
        session.document.changed.connect(lambda _r: self._buttons())
        self.reload()

    def _lay_out(self) -> None:
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("League:")))
        top.addWidget(self.choice, 1)
        top.addWidget(self.new_button)
        top.addWidget(self.count_button)
        top.addWidget(self.export_button)
        top.addWidget(self.print_button)
        standings = QGroupBox(self.tr("Standings"))
        column = QVBoxLayout(standings)
        column.addWidget(self.standings_view, 1)
        column.addWidget(self.on_projector)
        counted = QGroupBox(self.tr("Tournaments counted"))
        box = QVBoxLayout(counted)
        box.addWidget(self.counted_view, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.remove_button)
        box.addLayout(row)
        rule = QGroupBox(self.tr("Rule"))
        QVBoxLayout(rule).addWidget(self.rule)
        side = QSplitter(Qt.Orientation.Vertical)
        side.setChildrenCollapsible(False)
        side.addWidget(counted)
        side.addWidget(rule)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setChildrenCollapsible(False)
        split.addWidget(standings)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.notice)
        layout.addWidget(split, 1)

    # -- following the file --------------------------------------------------------------------
    def reload(self) -> None:
        """Read the leagues again (the chosen one stays chosen)."""
        club = self.session.club
        names = [lg.name for lg in club.leagues()] if club is not None else []
        current = self.choice.currentText()
        self.choice.blockSignals(True)
        self.choice.clear()
        self.choice.addItems(names)
        if current in names:
            self.choice.setCurrentIndex(names.index(current))
        self.choice.blockSignals(False)
        self.refresh()

    def choose(self, name: str) -> None:
        """Show the league called ``name``."""
        self.choice.setCurrentIndex(self.choice.findText(name))

    def refresh(self) -> None:
        """Show the chosen league: standings, tournaments, rule."""
        club = self.session.club
        name = self.choice.currentText()
        self.league = None
        if club is not None and name:
            try:
                self.league = club.league(name)
            except DirectorError as exc:  # removed meanwhile by another program
                self.notice.say(exc.text(self.session.lang), error=True)
        self.standings.set_rows(self.standing_rows())
        self.counted.set_rows(self.counted_rows())
        self.rule.setText(self.rule_text() if self.league else self.tr("No league chosen."))
        self._buttons()

    def standing_rows(self) -> list[Row]:
        """The standings as the director reads them (greyed: short of the minimum)."""
        club, lg = self.session.club, self.league
        if club is None or lg is None:
            return []
        rows = []
        for i, s in enumerate(club.standings(lg.name)):
            texts = (
                "" if s.rank is None else str(s.rank),
                s.name,
                num(s.events),
                num(s.counted),
                num(s.wins),
                str(s.best) if s.best else "",
                self.session.points(s.points),
            )
            keys = (
                i,
                (s.name.casefold(), i),
                s.events,
                s.counted,
                s.wins,
                s.best or LAST,
                s.points,
            )
            rows.append(Row(texts, keys, s.player, grey=s.rank is None))
        return rows

    def counted_rows(self) -> list[Row]:
        """The tournaments the league counts, oldest first."""
        club, lg = self.session.club, self.league
        if club is None or lg is None:
            return []
        return [
            Row(
                (t.date, t.name, num(t.entries)),
                ((t.date, t.id), t.name.casefold(), t.entries),
                t.key,
            )
            for t in club.tournaments()
            if t.id in lg.tournaments
        ]

    def rule_text(self) -> str:
        """The league's rule in plain words, one line each."""
        assert self.league is not None
        r = self.league.rule
        points = self.session.points
        if r.formula:
            lines = [self.tr("Points: {0}").format(r.formula)]
        else:
            table = loads_points_table(r.table)
            places = [
                self.tr("{0}: {1}").format(
                    first if first == last else f"{first}–{last}", points(value)
                )
                for first, last, value in table.places
            ]
            places.append(self.tr("others: {0}").format(points(table.others)))
            lines = [self.tr("Points by place: {0}").format(" · ".join(places))]
        if r.best is None:
            lines.append(self.tr("Every result counts."))
        else:
            lines.append(self.tr("Each player's best {0} results count.").format(r.best))
        if r.minimum:
            lines.append(
                self.tr("Ranked after {0} events; the others are listed below.").format(r.minimum)
            )
        if r.attendance:
            lines.append(self.tr("Attendance bonus: {0} each event.").format(points(r.attendance)))
        if r.knockout:
            lines.append(self.tr("Knock-out bonus: {0} each player.").format(points(r.knockout)))
        lines.append(
            self.tr(
                "Ties: more points, then more wins, then the better best finish, then more "
                "cashes, then more events; players equal on all of these share the rank."
            )
        )
        return "\n".join(lines)

    # -- buttons ---------------------------------------------------------------------------------
    def count_reason(self) -> str | None:
        """Why the open tournament cannot be counted now (None: it can)."""
        if self.league is None:
            return self.tr("Choose a league, or make one with New league…, first.")
        state = self.session.document.state
        lang = self.session.lang
        try:
            played(state)
        except DirectorError as exc:
            return sentence(exc.text(lang))
        club = self.session.club
        known = club.tournament(tournament_key(state)) if club is not None else None
        if known is not None and known.id in self.league.tournaments:
            again = DirectorError(
                "club.err.already_counted", tournament=known.name, league=self.league.name
            )
            return sentence(again.text(lang))
        return None

    def _buttons(self) -> None:
        self.count_button.allow(self.count_reason())
        chosen_league = None if self.league else self.tr("Choose a league first.")
        self.export_button.allow(chosen_league)
        self.print_button.allow(chosen_league)
        chosen = self.counted_view.selectionModel().selectedRows()
        self.remove_button.allow(None if chosen else self.tr("Select a tournament first."))

    # -- actions ---------------------------------------------------------------------------------
    def new_league(self) -> LeagueDialog:
        """New league…: the dialog; the league made is chosen."""
        dialog = LeagueDialog(self.session, self)
        self.dialog = dialog
        dialog.finished.connect(lambda _r: self._league_made(dialog))
        dialog.open()
        return dialog

    def _league_made(self, dialog: LeagueDialog) -> None:
        self.dialog = None
        if isinstance(dialog.stored, League):
            self.choose(dialog.stored.name)
            self.notice.say(self.tr("League {0} made.").format(dialog.stored.name))
        dialog.deleteLater()

    def _ask(self, name: str, title: str, text: str, then: Callable[[], None]) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setObjectName(name)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)

        def answered(_result: int) -> None:
            self.question = None
            box.deleteLater()
            if box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes:
                then()

        box.finished.connect(answered)
        self.question = box
        box.open()
        return box

    def count_tournament(self) -> QMessageBox | None:
        """Count this tournament…: one confirmation, then its results go into the league."""
        if self.count_reason() is not None or self.league is None:
            return None
        record = played(self.session.document.state).record
        return self._ask(
            "countQuestion",
            self.tr("Count this tournament"),
            self.tr("Count {0} ({1} entries) in the league {2}?").format(
                record.name, record.entries, self.league.name
            ),
            self._count,
        )

    def _count(self) -> None:
        club = self.session.use()
        lg = self.league
        if club is None or lg is None:
            return
        document = self.session.document
        results = played(document.state, str(document.tournament.path))
        added = self.session.act(club.add_tournament, lg.name, results)
        if added is None:
            return
        said = self.tr("{0} counted in {1}.").format(added.tournament.name, lg.name)
        if added.new_players:
            said += " " + self.tr("New in the club: {0}.").format(", ".join(added.new_players))
        else:
            said += " " + self.tr("Everyone was already in the club.")
        self.notice.say(said)

    def remove_tournament(self) -> QMessageBox | None:
        """Remove…: stop counting the selected tournament, after a confirmation."""
        chosen = self.counted_view.selectionModel().selectedRows()
        if not chosen or self.league is None:
            return None
        row = self.counted.rows[chosen[0].row()]
        league, key, name = self.league.name, row.key, row.texts[1]
        club = self.session.club

        def remove() -> None:
            if club is None:
                return
            if self.session.act(club.remove_tournament, league, key) is not None:
                self.notice.say(self.tr("{0} no longer counts in {1}.").format(name, league))

        return self._ask(
            "removeQuestion",
            self.tr("Remove a tournament"),
            self.tr(
                "Stop counting {0} in the league {1}? Its results stay in the players' history."
            ).format(name, league),
            remove,
        )

    def ask_export(self) -> None:
        """Export CSV…: the standings for Excel, in the window's language."""
        if self.league is None:
            return
        suggested = self.session.path.parent / f"{safe_name(self.league.name)}.csv"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the standings"), str(suggested), self.tr("CSV files (*.csv)")
        )
        if path:
            self.files.export_standings(self.league.name, Path(path))

    def print_standings(self) -> None:
        """Print…: the chosen league's standings."""
        if self.league is not None:
            self.files.print_standings(self.league.name)
