"""The prize pool: what the entries, rebuys and add-ons put in, what the house keeps or adds."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QWidget

from director.tournament import MoneySummary
from director.tournament.knockouts import knockouts
from ui.document import Document
from ui.payouts.look import bold, percent_text


class PoolBox(QGroupBox):
    """The prize pool, line by line, as the tournament's money summary gives it.

    Args:
        document: The open tournament.
        parent: The tab.

    Attributes:
        labels: The figure of each line, by key (``entries``, ``rebuys``, ``addons``, ``fees``,
            ``bounties``, ``guarantee``, ``overlay``, ``pool``, ``paid``).
    """

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Prize pool"))
        self.document = document
        self.form = QFormLayout(self)
        self.form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft)
        self.labels: dict[str, QLabel] = {}
        rows = (
            ("entries", self.tr("Entries")),
            ("rebuys", self.tr("Rebuys")),
            ("addons", self.tr("Add-ons")),
            ("fees", self.tr("Kept by the house")),
            ("bounties", self.tr("Bounties set aside")),
            ("guarantee", self.tr("Guarantee")),
            ("overlay", self.tr("Overlay")),
            ("pool", self.tr("Prize pool")),
            ("paid", self.tr("Places paid")),
        )
        for key, title in rows:
            label = QLabel()
            label.setObjectName(f"pool_{key}")
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.labels[key] = label
            title_label = QLabel(title)
            if key == "pool":
                bold(title_label, 1.25)
                bold(label, 1.25)
            self.form.addRow(title_label, label)

    def _times(self, count: int, price: int | None, total: int, players: int | None = None) -> str:
        """``4 × €20 = €80``; ``5 taken at different prices = €130`` once a price changed.

        Each entry, rebuy and add-on keeps the price it was taken at, so the price now times
        the count is the total only while every one was taken at it.
        """
        money = self.document.money
        if price is not None and count * price == total:
            if players is not None and players != count:
                return self.tr("{0} ({1} players) × {2} = {3}").format(
                    count, players, money(price), money(total)
                )
            return self.tr("{0} × {1} = {2}").format(count, money(price), money(total))
        if players is not None and players != count:
            return self.tr("{0} ({1} players) taken at different prices = {2}").format(
                count, players, money(total)
            )
        return self.tr("{0} taken at different prices = {1}").format(count, money(total))

    def _bounties_text(self, m: MoneySummary) -> str:
        """The bounty money, a pool apart; a progressive knockout's paid and still on heads."""
        money, s = self.document.money, self.document.state
        if not s.settings.progressive:
            return money(m.bounties_cents)
        k = knockouts(s)
        text = self.tr("{0}: {1} paid, {2} on heads").format(
            money(k.taken_cents), money(k.paid_cents), money(k.on_heads_cents)
        )
        if k.unclaimed_cents:
            text += self.tr(", {0} unclaimed").format(money(k.unclaimed_cents))
        return text

    def show_money(self, m: MoneySummary, payouts: tuple[int, ...]) -> None:
        """Show the money summary ``m`` and the number of ``payouts``."""
        s = self.document.tournament.settings
        lab, money, lang = self.labels, self.document.money, self.document.lang
        lab["entries"].setText(
            self._times(m.entries, s.buy_in.pool_cents, m.buy_ins_cents, m.unique_players)
        )
        show = self.form.setRowVisible
        show(lab["rebuys"], s.rebuy is not None or m.rebuys > 0)
        rebuy = s.rebuy.price.pool_cents if s.rebuy is not None else None
        lab["rebuys"].setText(self._times(m.rebuys, rebuy, m.rebuys_cents))
        show(lab["addons"], s.addon is not None or m.addons > 0)
        addon = s.addon.price.pool_cents if s.addon is not None else None
        lab["addons"].setText(self._times(m.addons, addon, m.addons_cents))
        fees = money(m.fees_cents)
        if s.fee_percent_bp:
            pct = f"{s.fee_percent_bp / 100:g}"
            fees = self.tr("{0} ({1}% of the pool)").format(
                fees, pct.replace(".", ",") if lang == "it" else pct
            )
        lab["fees"].setText(fees)
        show(lab["bounties"], m.bounties_cents > 0)
        lab["bounties"].setText(self._bounties_text(m))
        lab["guarantee"].setText(money(m.guarantee_cents) if m.guarantee_cents else self.tr("none"))
        show(lab["overlay"], m.guarantee_cents > 0)
        lab["overlay"].setText(
            self.tr("{0} added by the house").format(money(m.overlay_cents))
            if m.overlay_cents
            else self.tr("none (the guarantee is reached)")
        )
        lab["pool"].setText(money(m.prize_pool_cents))
        if payouts:
            lab["paid"].setText(
                self.tr("{0} of {1} entries ({2})").format(
                    len(payouts), m.entries, percent_text(len(payouts), m.entries, lang)
                )
            )
        else:
            lab["paid"].setText(self.tr("none yet"))
