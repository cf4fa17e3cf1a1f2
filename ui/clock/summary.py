"""The figures beside the clock: players, chips, prize pool, what is open, the estimated end."""

from __future__ import annotations

import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QFrame, QLabel, QVBoxLayout, QWidget

from director.clock import ClockView
from director.errors import DirectorError
from director.structures import Structure
from director.structures.estimate import RUNS, Estimate, EstimateStopped, estimate
from director.tournament.model import Deal
from director.tournament.prizes import remaining_prizes
from director.tournament.satellite import summary_msg
from ui.clock.controller import ClockController
from ui.common.background import SIMULATIONS, Background
from ui.common.fmt import num
from ui.document import Document

#: A bigger field is estimated once it is down to this many (about a second's work then; a
#: festival's 20,000 would keep the background worker, which also prints, busy for minutes).
LIVE_MOST = 2000

#: What an estimate is made from: the structure, players left, chips in play, entries, the level.
_Key = tuple[Structure, int, int, int, int]


class SummaryPanel(QFrame):
    """Players left, average stack, chip leader, prize pool and places paid, at a glance."""

    def __init__(
        self, document: Document, controller: ClockController, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("summaryPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.document = document
        self.labels: dict[str, QLabel] = {}
        form = QFormLayout()
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft)
        rows = (
            ("players", self.tr("Players left")),
            ("average", self.tr("Average stack")),
            ("leader", self.tr("Chip leader")),
            ("chips", self.tr("Chips in play")),
            ("pool", self.tr("Prize pool")),
            ("paid", self.tr("Places paid")),
            ("first", self.tr("First prize")),
            ("registration", self.tr("Registration")),
            ("rebuys", self.tr("Rebuys")),
            ("estimate", self.tr("Estimated end")),
        )
        self.titles: dict[str, QLabel] = {}
        for key, title in rows:
            label = QLabel()
            label.setObjectName(f"summary_{key}")
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.labels[key] = label
            self.titles[key] = QLabel(title)
            # a value of several lines (the deal) has its title beside its first line
            self.titles[key].setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            form.addRow(self.titles[key], label)
        heading = QLabel(self.tr("Tournament"))
        f = heading.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.2)
        heading.setFont(f)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(form)
        layout.addStretch(1)
        self.controller = controller
        #: Estimates run here, off the GUI thread (a big field takes a good part of a second).
        self.background = Background(self, executor=SIMULATIONS)
        self._estimate_key: _Key | None = None
        self._estimate: Estimate | DirectorError | None = None
        self._estimated_from = 0.0  # minutes of the schedule played when it was estimated
        self._wanted: tuple[_Key, float, int] | None = None  # the estimate to run next
        self._busy = False  # an estimate is running
        document.changed.connect(lambda _r: self.refresh())
        controller.changed.connect(self._level_changed)
        self._level_index = -1
        self._running = False
        self.refresh()

    def _level_changed(self, view: ClockView) -> None:
        # the average in big blinds and what is open depend on the level: refresh when it changes
        if view.index != self._level_index:
            self._level_index = view.index
            self.refresh()
        elif view.running != self._running:  # paused, the end moves later: say it again
            self._show_estimate()

    def refresh(self) -> None:
        """Read the figures again from the tournament."""
        t = self.document.tournament
        s = t.stats()
        money = t.money.summary()
        payouts = t.money.payouts()
        lab = self.labels
        lab["players"].setText(self.tr("{0} of {1} entries").format(s.players_left, s.entries))
        avg = num(s.average_stack) if s.players_left else "—"
        if s.average_in_big_blinds is not None:
            avg += self.tr(" ({0:.0f} BB)").format(s.average_in_big_blinds)
        lab["average"].setText(avg)
        if s.chip_leader is not None and s.chip_leader_chips:
            lab["leader"].setText(f"{t.state.label(s.chip_leader)} — {num(s.chip_leader_chips)}")
        else:
            lab["leader"].setText(self.tr("counts not entered"))
        chips = num(s.chips_in_play)
        if s.count_difference:
            sign = "+" if s.count_difference > 0 else "−"
            chips += self.tr(" (counted {0})").format(sign + num(abs(s.count_difference)))
        lab["chips"].setText(chips)
        pool = self.document.money(money.prize_pool_cents)
        if money.overlay_cents:
            pool += self.tr(" (overlay {0})").format(self.document.money(money.overlay_cents))
        lab["pool"].setText(pool)
        self._show_prizes(payouts)
        # the second argument tells the two apart for languages where the word agrees with the
        # noun (Italian: iscrizioni aperte, rebuy aperti)
        lab["registration"].setText(
            self.tr("open", "registration")
            if t.registration_open()
            else self.tr("closed", "registration")
        )
        if t.settings.rebuy is None:
            lab["rebuys"].setText(self.tr("none", "rebuys"))
        else:
            lab["rebuys"].setText(
                self.tr("open", "rebuys") if t.money.rebuys_open() else self.tr("closed", "rebuys")
            )
        self._estimate_end(s.players_left, s.chips_in_play, s.entries)

    def _estimate_end(self, left: int, chips: int, entries: int) -> None:
        """Estimate the end again when the players left, the chips or the level change.

        The estimate (:mod:`director.structures.estimate`) starts from where the clock is in the
        schedule, with the players really left sharing the chips in play. It runs in the
        background, one at a time: busts while one runs ask only for the latest field after it.
        """
        t, view = self.document.tournament, self.controller.view()
        key = (t.structure, left, chips, entries, view.index)
        if key == self._estimate_key:
            self._show_estimate()
            return
        self._estimate_key, self._wanted = key, None
        if left < 2 or chips <= 0 or left > LIVE_MOST:
            self._estimate = None
            self._show_estimate()
            return
        start = _schedule_minutes(t.structure, view)
        self._wanted = (key, start, max(entries, left))
        self.labels["estimate"].setText(self.tr("estimating…"))
        if not self._busy:
            self._submit()

    def _submit(self) -> None:
        """Run the estimate last asked for, if any."""
        wanted, self._wanted = self._wanted, None
        if wanted is None:
            return
        key, start, players = wanted
        structure, left, chips = key[0], key[1], key[2]
        # a festival's field costs more a run: fewer runs keep it to about 200 players' cost
        runs = max(9, min(RUNS, RUNS * 200 // left))

        closed = self.background.closed  # the window went: stop simulating for nobody

        def work() -> Estimate | DirectorError | None:
            try:
                return estimate(
                    structure,
                    players,
                    start_minute=start,
                    players_left=left,
                    chips_in_play=chips,
                    runs=runs,
                    stop=closed.is_set,
                )
            except DirectorError as exc:  # a structure too short for the field says so
                return exc
            except EstimateStopped:
                return None

        def finished(result: Estimate | DirectorError | None) -> None:
            self._busy = False
            if self._estimate_key == key:  # not one overtaken by a later bust
                self._estimate, self._estimated_from = result, start
                self._show_estimate()
            self._submit()

        self._busy = True
        self.background.submit(work, finished, lambda _exc: finished(None))

    def _show_estimate(self) -> None:
        """The estimated end as a time of day and its range; before the start, the length."""
        label, e, view = self.labels["estimate"], self._estimate, self.controller.view()
        self._running = view.running
        if e is None and self.document.state.players_left > LIVE_MOST:
            text = self.tr("once {0} players are left").format(num(LIVE_MOST))
        elif e is None:
            text = "—"
        elif isinstance(e, DirectorError):
            text = e.text(self.document.lang)
        elif not view.started:
            text = self.tr("{0} after the start ({1}–{2})").format(
                _hours(e.minutes), _hours(e.low), _hours(e.high)
            )
        else:
            text = self.tr("{0} ({1}–{2})").format(*self._end_times(e, view))
        if label.text() != text:
            label.setText(text)

    def _end_times(self, e: Estimate, view: ClockView) -> list[str]:
        """The end's median, low and high as times of day: the schedule's minutes from where
        the clock is now to each, from now."""
        now = _schedule_minutes(self.document.tournament.structure, view)
        return [_time_of_day(view.now + (m - now) * 60) for m in (e.minutes, e.low, e.high)]

    def estimated_end(self) -> str | None:
        """The estimated end as a time of day ("23:40") while the clock has started, else None
        (what the projector shows when the director wants it)."""
        e, view = self._estimate, self.controller.view()
        if not isinstance(e, Estimate) or not view.started:
            return None
        return self._end_times(e, view)[0]

    def _show_prizes(self, payouts: tuple[int, ...]) -> None:
        """Places paid and the first prize as they stand now, as the projector shows them.

        Once places are decided the row says how many are still to be paid; once a deal is
        recorded the first prize of the table no longer applies (the players left take the
        deal's amounts, the winner also what is left to play for), so the row shows the deal.
        """
        s = self.document.state
        paid, first = self.labels["paid"], self.labels["first"]
        if s.deal is not None:
            paid.setText(self.tr("{0} (deal among {1})").format(len(payouts), len(s.deal.amounts)))
            self.titles["first"].setText(self.tr("Deal"))
            first.setText(self._deal_text(s.deal))
            return
        seats = summary_msg(s)
        if seats is not None:  # a satellite: the prizes are seats
            self.titles["first"].setText(self.tr("Prizes"))
            paid.setText(str(len(payouts)))
            first.setText(seats.text(self.document.lang))
            return
        self.titles["first"].setText(self.tr("First prize"))
        left = remaining_prizes(s, payouts)
        if payouts and len(left) < len(payouts):
            paid.setText(self.tr("{0} ({1} still to be paid)").format(len(payouts), len(left)))
        else:
            paid.setText(str(len(payouts)))
        first.setText(self.document.money(left[0]) if left else "—")

    def _deal_text(self, deal: Deal) -> str:
        """Each player's share, largest first, one a line; then what is left to play for."""
        s, money = self.document.state, self.document.money
        shares = sorted(deal.amounts, key=lambda a: -a[1])
        lines = [f"{s.label(entry)}: {money(cents)}" for entry, cents in shares]
        if deal.play_for_cents:
            lines.append(self.tr("+ {0} left to play for").format(money(deal.play_for_cents)))
        return "\n".join(lines)


def _schedule_minutes(structure: Structure, view: ClockView) -> float:
    """Minutes of the schedule played: the start of the entry in play and its part played."""
    played = structure.start_second(view.index) + view.entry.seconds - view.remaining
    return min(played / 60, structure.total_seconds / 60 - 1 / 60)


def _hours(minutes: float) -> str:
    m = round(minutes)
    return f"{m // 60}:{m % 60:02d}"


def _time_of_day(epoch: float) -> str:
    return datetime.datetime.fromtimestamp(epoch).strftime("%H:%M")
