"""The length estimate in the window: when a tournament on a structure ends, and how it goes.

:class:`EstimatePanel` says the estimated end ("about 3 h 35 min (10-90 %: 3 h 05 - 4 h 10), in
level 19") and plots, over the hours, the players left and the average stack in big blinds: the
median of the simulated tournaments as a line, the range eight in ten stay within (their 10th to
90th percentile) shaded around it. :class:`EstimateDialog` (the structure editor's and the new
tournament wizard's "Estimate") asks for the field (players, starting stack, rebuys, add-ons,
hands an hour) and estimates again as they change.

The figures are :func:`director.structures.estimate.estimate`'s, as ``director structure
estimate`` prints them. A field of a few hundred takes a good part of a second to simulate, so
the estimate runs off the GUI thread (:class:`ui.common.background.Background`), one at a time,
the latest inputs winning; the clock on the other tab never waits for it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCharts import (
    QAbstractAxis,
    QAreaSeries,
    QChart,
    QChartView,
    QLineSeries,
    QLogValueAxis,
    QValueAxis,
)
from PySide6.QtCore import QCoreApplication, QLocale, QMargins, QPointF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from director.errors import DirectorError
from director.i18n import message
from director.limits import MAX_CHIPS, MAX_COUNT
from director.structures import Level, Structure
from director.structures.estimate import HANDS_PER_HOUR, RUNS, CurvePoint, Estimate, estimate
from ui.common.background import SIMULATIONS, Background
from ui.common.fmt import blinds
from ui.common.sizes import resize_to_fit
from ui.document import error_text
from ui.setup.fields import message_label, show_message

#: Players the estimate starts from when there are no entries yet (a club's evening).
DEFAULT_PLAYERS = 40
#: The largest field the window simulates: a festival's day (10,000 players take seconds in the
#: background; a million would hold the worker, and every PDF behind it, for minutes).
MOST_PLAYERS = 10_000
#: The median line, and the 10-90 % range shaded in the same colour.
MEDIAN_COLOUR = QColor("#1f5fa8")
RANGE_COLOUR = QColor(31, 95, 168, 64)
END_COLOUR = QColor("#8a5a00")
#: The estimate dialog's size when it opens (fits a 1366x768 laptop: ui.common.sizes).
ESTIMATE_SIZE = QSize(1000, 600)


translate = QCoreApplication.translate


def duration_text(minutes: float) -> str:
    """``3 h 35 min`` (``45 min`` under an hour), to the minute."""
    hours, rest = divmod(round(minutes), 60)
    if not hours:
        return translate("Estimate", "{0} min").format(rest)
    return translate("Estimate", "{0} h {1:02d} min").format(hours, rest)


def short_duration(minutes: float) -> str:
    """``3 h 05`` (``45 min`` under an hour): the ends of a range, beside a full duration."""
    hours, rest = divmod(round(minutes), 60)
    if not hours:
        return translate("Estimate", "{0} min").format(rest)
    return translate("Estimate", "{0} h {1:02d}").format(hours, rest)


def level_stakes(level: Level) -> str:
    """A level's blinds (``2.000 / 4.000``), or its bets in stud and fixed limit."""
    if level.game.uses_blinds:
        return blinds(level.small_blind, level.big_blind)
    return blinds(level.small_bet, level.big_bet)


def end_text(structure: Structure, result: Estimate) -> str:
    """``Estimated end: about 3 h 35 min (10-90 %: 3 h 05 - 4 h 10), in level 19 (...)``."""
    level = next((lv for lv in structure.levels if lv.number == result.end_level), None)
    stakes = f" ({level_stakes(level)})" if level is not None else ""
    return translate(
        "Estimate", "Estimated end: about {0} (10-90 %: {1} – {2}), in level {3}{4}"
    ).format(
        duration_text(result.minutes),
        short_duration(result.low),
        short_duration(result.high),
        result.end_level,
        stakes,
    )


class EstimateChart(QChartView):
    """One plot over the hours: the median line, the 10-90 % range shaded, the estimated end.

    Args:
        title: What is plotted ("Players left").
        axis: The vertical axis's title.
        log: A logarithmic vertical axis (the average stack falls from thousands of big blinds
            to a handful: on a straight axis the evening's end would be a flat line).
    """

    def __init__(self, title: str, axis: str, *, log: bool = False) -> None:
        chart = QChart()
        super().__init__(chart)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumSize(320, 240)
        chart.setTitle(title)
        chart.setLocalizeNumbers(True)  # 1,5 h in Italian, 1.5 h in English
        chart.setLocale(QLocale())
        chart.setMargins(QMargins(4, 4, 4, 4))
        chart.setBackgroundRoundness(0)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        self.median = QLineSeries()
        self.median.setName(translate("Estimate", "Median"))
        self.median.setPen(QPen(MEDIAN_COLOUR, 2.5))
        self.low = QLineSeries()
        self.high = QLineSeries()
        self.band = QAreaSeries(self.high, self.low)
        # QAreaSeries does not own its edges. Left to Python, they were deleted whenever the
        # chart's wrapper went first (a window closed, a collection), while the chart still
        # drew from them: freed memory, and a crash at some later window. The area owns them.
        self.low.setParent(self.band)
        self.high.setParent(self.band)
        self.band.setName(translate("Estimate", "10-90 %"))
        self.band.setBrush(QBrush(RANGE_COLOUR))
        self.band.setPen(QPen(Qt.PenStyle.NoPen))
        self.end = QLineSeries()
        self.end.setName(translate("Estimate", "End"))
        self.end.setPen(QPen(END_COLOUR, 1.5, Qt.PenStyle.DashLine))
        self.x_axis = QValueAxis()
        self.x_axis.setTitleText(translate("Estimate", "Hours from the start"))
        self.y_axis: QAbstractAxis
        if log:
            y_log = QLogValueAxis()
            y_log.setBase(10)
            y_log.setLabelFormat("%.0f")
            y_log.setMinorTickCount(8)
            self.y_axis = y_log
        else:
            y_lin = QValueAxis()
            y_lin.setLabelFormat("%.0f")
            self.y_axis = y_lin
        self.y_axis.setTitleText(axis)
        chart.addAxis(self.x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self.y_axis, Qt.AlignmentFlag.AlignLeft)
        for series in (self.band, self.median, self.end):
            chart.addSeries(series)
            series.attachAxis(self.x_axis)
            series.attachAxis(self.y_axis)
        self.clear()

    def plot(self, curve: Sequence[CurvePoint], end_minute: float) -> None:
        """Draw ``curve`` (minute, median, low, high) and a dashed line at the estimated end."""
        self.median.replace([QPointF(m / 60, med) for m, med, _lo, _hi in curve])
        self.low.replace([QPointF(m / 60, lo) for m, _med, lo, _hi in curve])
        self.high.replace([QPointF(m / 60, hi) for m, _med, _lo, hi in curve])
        if not curve:
            self.end.clear()
            return
        first, last = curve[0][0] / 60, max(curve[-1][0], end_minute) / 60
        self._hours(first, last)
        bottom = min(p[2] for p in curve)
        top = max(p[3] for p in curve)
        if isinstance(self.y_axis, QLogValueAxis):
            # whole decades, so that both ends are labelled (1, 10, 100, 1,000 big blinds)
            low = 10.0 ** math.floor(math.log10(max(bottom, 1.0)))
            high = 10.0 ** math.ceil(math.log10(max(top, 10.0)))
        else:
            low, high = 0.0, max(top, 2.0)
        self.y_axis.setRange(low, high)
        if isinstance(self.y_axis, QValueAxis):
            self.y_axis.applyNiceNumbers()
            low, high = self.y_axis.min(), self.y_axis.max()
        self.end.replace([QPointF(end_minute / 60, low), QPointF(end_minute / 60, high)])

    def _hours(self, first: float, last: float) -> None:
        """The time axis from ``first`` to ``last`` hours: a tick each hour, or half hour when
        short, or every few hours for a festival's day (at most about eight labels)."""
        step = 0.5 if last - first <= 2.5 else float(max(1, math.ceil((last - first) / 8)))
        start = math.floor(first / step) * step
        end = max(math.ceil(last / step) * step, start + step)
        self.x_axis.setRange(start, end)
        self.x_axis.setTickType(QValueAxis.TickType.TicksDynamic)
        self.x_axis.setTickAnchor(0.0)
        self.x_axis.setTickInterval(step)
        self.x_axis.setMinorTickCount(1 if step == 1.0 else 0)
        self.x_axis.setLabelFormat("%.1f h" if step < 1 else "%.0f h")

    def clear(self) -> None:
        """Nothing plotted (nothing asked yet, or refused): empty axes over an evening."""
        for series in (self.median, self.low, self.high, self.end):
            series.clear()
        self._hours(0.0, 4.0)
        if isinstance(self.y_axis, QLogValueAxis):
            self.y_axis.setRange(1.0, 1000.0)
        else:
            self.y_axis.setRange(0.0, 40.0)


class EstimatePanel(QWidget):
    """The estimated end in one line, and the two plots side by side.

    Args:
        lang: ``it`` or ``en``: the language of the domain's refusals and warnings.
    """

    def __init__(self, lang: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("estimatePanel")
        self.lang = lang
        self.summary = QLabel()
        self.summary.setObjectName("estimateSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.summary.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.summary.setFont(font)
        self.message = message_label()
        self.message.setObjectName("estimateMessage")
        self.players_chart = EstimateChart(
            translate("Estimate", "Players left"), translate("Estimate", "Players")
        )
        self.players_chart.setObjectName("estimatePlayers")
        self.stack_chart = EstimateChart(
            translate("Estimate", "Average stack"),
            translate("Estimate", "Big blinds (logarithmic scale)"),
            log=True,
        )
        self.stack_chart.setObjectName("estimateStack")
        charts = QHBoxLayout()
        charts.addWidget(self.players_chart, 1)
        charts.addWidget(self.stack_chart, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.summary)
        layout.addWidget(self.message)
        layout.addLayout(charts, 1)
        #: The estimate shown (None while there is none: refused, or on its way).
        self.estimate: Estimate | None = None

    def show_estimate(self, structure: Structure, result: Estimate) -> None:
        """Say the end of ``result`` and plot its curves."""
        self.estimate = result
        self.summary.setText(end_text(structure, result))
        if result.overrun:  # the same warning as ``director structure estimate``
            share = max(1, round(100 * result.overrun))
            text = message("structures.estimate.overrun", self.lang, share=share)
            show_message(self.message, text[:1].upper() + text[1:])
        else:
            show_message(self.message, "")
        self.players_chart.plot(result.players_left_curve, result.minutes)
        self.stack_chart.plot(result.average_bb_curve, result.minutes)

    def show_refusal(self, text: str) -> None:
        """Say why there is no estimate (one line) and plot nothing."""
        self.estimate = None
        self.summary.setText(translate("Estimate", "No estimate."))
        show_message(self.message, text)
        self.players_chart.clear()
        self.stack_chart.clear()

    def show_busy(self) -> None:
        """Say that an estimate is on its way (the last one stays plotted meanwhile)."""
        self.summary.setText(translate("Estimate", "Estimating…"))


@dataclass(frozen=True)
class Field:
    """What an estimate is made for: the players, their stack and the pace of play."""

    players: int
    stack: int
    rebuys: int = 0
    addons: int = 0
    hands_per_hour: float = HANDS_PER_HOUR


def count_spin(name: str, top: int = MAX_COUNT) -> QSpinBox:
    """A spin box of a count from 0 (the domain refuses what makes no sense, in its words)."""
    spin = QSpinBox()
    spin.setObjectName(name)
    spin.setRange(0, top)
    spin.setGroupSeparatorShown(True)
    spin.setKeyboardTracking(False)  # typing 120 estimates once, not for 1 and 12 on the way
    return spin


class EstimateDialog(QDialog):
    """The structure editor's and the wizard's "Estimate": the field in, the end and plots out.

    Args:
        structure: The structure estimated.
        players: The players to start from (the tournament's entries, or a club's evening).
        lang: ``it`` or ``en``: the language of the domain's refusals.
        runs: Tournaments simulated for each estimate (the model's own by default).
    """

    def __init__(
        self,
        structure: Structure,
        *,
        players: int = DEFAULT_PLAYERS,
        lang: str = "en",
        runs: int = RUNS,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("estimateDialog")
        self.setWindowTitle(self.tr("Estimate: {0}").format(structure.name))
        self.structure = structure
        self.runs = runs
        self.players_spin = count_spin("estimatePlayers", MOST_PLAYERS)
        self.players_spin.setValue(players)
        self.stack_spin = count_spin("estimateStack", MAX_CHIPS)
        self.stack_spin.setValue(structure.starting_stack)
        self.rebuys_spin = count_spin("estimateRebuys")
        self.addons_spin = count_spin("estimateAddons")
        self.hands_spin = QDoubleSpinBox()
        self.hands_spin.setObjectName("estimateHands")
        self.hands_spin.setRange(0, 200)
        self.hands_spin.setDecimals(0)
        self.hands_spin.setValue(HANDS_PER_HOUR)
        self.hands_spin.setKeyboardTracking(False)
        self.hands_spin.setToolTip(
            self.tr("Hands a full table deals in an hour (about 30 in a live room).")
        )
        field = QFormLayout()
        field.addRow(self.tr("Players"), self.players_spin)
        field.addRow(self.tr("Starting stack"), self.stack_spin)
        more = QFormLayout()
        more.addRow(self.tr("Rebuys (in all)"), self.rebuys_spin)
        more.addRow(self.tr("Add-ons (in all)"), self.addons_spin)
        pace = QFormLayout()
        pace.addRow(self.tr("Hands an hour per table"), self.hands_spin)
        row = QHBoxLayout()
        for form in (field, more, pace):
            row.addLayout(form)
            row.addSpacing(16)
        row.addStretch(1)
        self.panel = EstimatePanel(lang)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.panel, 1)
        layout.addWidget(buttons)
        self.background = Background(self, executor=SIMULATIONS)
        self._wanted: Field | None = None
        self._running: Field | None = None
        for spin in (self.players_spin, self.stack_spin, self.rebuys_spin, self.addons_spin):
            spin.valueChanged.connect(lambda _v: self.request())
        self.hands_spin.valueChanged.connect(lambda _v: self.request())
        resize_to_fit(self, ESTIMATE_SIZE)
        self.request()

    def field(self) -> Field:
        """The field as the inputs say it."""
        return Field(
            self.players_spin.value(),
            self.stack_spin.value(),
            self.rebuys_spin.value(),
            self.addons_spin.value(),
            self.hands_spin.value(),
        )

    @property
    def busy(self) -> bool:
        """True while an estimate runs or waits to."""
        return self._running is not None

    def request(self) -> None:
        """Estimate for the inputs now (after the one running, if any)."""
        self._wanted = self.field()
        if self._running is None:
            self._start()

    def _start(self) -> None:
        wanted, self._wanted = self._wanted, None
        if wanted is None:
            return
        self._running = wanted
        self.panel.show_busy()
        structure, runs = self.structure, self.runs
        self.background.submit(
            lambda: estimate(
                structure,
                wanted.players,
                stack=wanted.stack,
                rebuys=wanted.rebuys,
                addons=wanted.addons,
                hands_per_hour=wanted.hands_per_hour,
                runs=runs,
            ),
            self._done,
            self._failed,
        )

    def _done(self, result: Estimate) -> None:
        self._running = None
        self.panel.show_estimate(self.structure, result)
        self._start()

    def _failed(self, exc: BaseException) -> None:
        self._running = None
        if not isinstance(exc, DirectorError):
            raise exc  # a bug: shown, not taken for a refusal
        self.panel.show_refusal(error_text(exc, self.panel.lang))
        self._start()

    def finish(self, timeout: float = 30.0) -> None:
        """Deliver every estimate asked for now (tests; the window never waits for one)."""
        while self.busy:
            self.background.wait(timeout)
