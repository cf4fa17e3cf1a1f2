"""File ▸ New tournament: a wizard that asks, page by page, what the evening is set up with.

Pages (:mod:`ui.setup.wizard_pages`): the event (name, date, venue); the blind structure (a
shipped one with a preview of its first levels, or a YAML file, checked with the same messages
as ``director structure check``); the money (buy-in and fee as clubs write them, "20+5" or
"20,50"; currency, bounty, guarantee); entries, rebuys and the add-on; the tables; the payouts
(table, rounding, minimum prize, with a preview); where to save the file. Each page checks what
was typed before going on and says in one line what is wrong. The defaults are a club's usual
evening: the club-50 structure, 20+5, nine seats a table.

:meth:`NewTournamentWizard.result_values` gives what :meth:`ui.app.App.create` needs.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QWidget, QWizard

from director.structures import Structure
from director.tournament import Settings, format_money
from director.tournament.mystery import prizes_text
from ui.common.fmt import num
from ui.common.sizes import WIZARD, resize_to_fit
from ui.setup.fields import FieldProblem, date_text, ui_language
from ui.setup.mystery import MysterySection
from ui.setup.sections import (
    EventSection,
    MoneySection,
    PayoutsSection,
    RulesSection,
    Section,
    TablesSection,
)
from ui.setup.wizard_pages import (
    MoneyPage,
    PayoutsPage,
    RulesPage,
    SavePage,
    SectionPage,
    StructurePage,
    TablesPage,
    escape,
)

#: A line of the summary: what (bold) and its value (rich text).
Row = tuple[str, str]


@dataclass(frozen=True)
class NewTournament:
    """What the wizard was told: where to save, the structure, the settings, the tables."""

    path: Path
    structure: Structure
    settings: Settings
    tables: int


class NewTournamentWizard(QWizard):
    """File ▸ New tournament.

    Args:
        lang: ``it`` or ``en``: the language of the messages and amounts (None: the windows').
        parent: The main window, or None.
    """

    def __init__(self, lang: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newTournamentWizard")
        self.setWindowTitle(self.tr("New tournament"))
        self.setWizardStyle(QWizard.WizardStyle.ModernStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        self.lang: str = lang or ui_language()
        lang = self.lang
        # not "event": that is QObject's own event handler
        self.event_section = EventSection(lang)
        self.money = MoneySection(lang)
        self.rules = RulesSection(lang)
        self.tables = TablesSection(lang, tables=True)
        self.payouts = PayoutsSection(lang)
        # the level range follows the structure chosen (MoneyPage.initializePage)
        self.mystery = MysterySection(lang, 1)
        self.sections: tuple[Section, ...] = (
            self.event_section,
            self.money,
            self.mystery,
            self.rules,
            self.tables,
            self.payouts,
        )
        defaults = Settings()
        for section in self.sections:
            section.load(defaults)
        self.event_section.name_edit.clear()
        self.event_section.date_edit.setText(date_text(_dt.date.today().isoformat()))
        self._build_pages()
        # one size for every page (QWizard widens itself for a page that needs more)
        resize_to_fit(self, WIZARD)

    def _build_pages(self) -> None:
        """The seven pages, each given the parts of the form it reads."""
        self.event_page = self._section_page(
            self.event_section,
            self.tr("The tournament"),
            self.tr("Its name is printed on every sheet and shown on the projector."),
        )
        self.structure_page = StructurePage(self.lang)
        self.money_page = MoneyPage(self.money, self.mystery, self.structure_page.structure)
        self.money_page.setTitle(self.tr("Money"))
        self.money_page.setSubTitle(
            self.tr(
                "Write the buy-in as the club does: 20+5 is 20 to the prize pool and a 5 fee; "
                "20,50 is accepted."
            )
        )
        self.rules_page = RulesPage(self.rules, self.structure_page.structure)
        self.tables_page = TablesPage(self.tables)
        self.payouts_page = PayoutsPage(self.payouts, self.money, self.lang)
        self.save_page = SavePage(self.lang, self.collected, self.summary_html)
        self.pages = (
            self.event_page,
            self.structure_page,
            self.money_page,
            self.rules_page,
            self.tables_page,
            self.payouts_page,
            self.save_page,
        )
        for page in self.pages:
            self.addPage(page)

    @staticmethod
    def _section_page(section: Section, title: str, subtitle: str) -> SectionPage:
        page = SectionPage(section)
        page.setTitle(title)
        page.setSubTitle(subtitle)
        page.finish_layout()
        return page

    def collected(self) -> dict[str, Any]:
        """Every setting filled in so far (pages not yet checked are read now)."""
        values: dict[str, Any] = {}
        for section in self.sections:
            try:
                values.update(section.read())
            except FieldProblem:
                continue
        return values

    # -- the summary on the last page ------------------------------------------------------------
    def summary_html(self, values: dict[str, Any]) -> str:
        """The new tournament at a glance (for the last page)."""
        rows = [
            *self._event_rows(values),
            *self._money_rows(values),
            *self._entry_rows(values),
            *self._table_rows(values),
        ]
        body = "".join(
            f"<tr><td style='padding-right:16px'><b>{k}</b></td><td>{v}</td></tr>" for k, v in rows
        )
        return f"<table>{body}</table>"

    def _money(self, values: dict[str, Any], cents: int) -> str:
        return format_money(cents, values.get("currency", "EUR"), self.lang)

    def _event_rows(self, values: dict[str, Any]) -> list[Row]:
        """Name, date, venue and the structure."""
        structure = self.structure_page.structure()
        rows = [
            (self.tr("Name"), escape(values.get("name", ""))),
            (self.tr("Date"), date_text(values.get("date", ""))),
        ]
        if values.get("venue"):
            rows.append((self.tr("Venue"), escape(values["venue"])))
        if structure is not None:
            rows.append((self.tr("Structure"), escape(structure.name)))
        return rows

    def _money_rows(self, values: dict[str, Any]) -> list[Row]:
        """The buy-in (and a fee taken from the pool), the bounty and the guarantee."""
        rows = []
        price = values.get("buy_in")
        if price is not None:
            text = price.text(values.get("currency", "EUR"), self.lang)
            if values.get("fee_percent_bp"):
                pct = f"{values['fee_percent_bp'] / 100:g}"
                text += " " + self.tr("(the house keeps {0}% of the pool)").format(
                    pct.replace(".", ",") if self.lang == "it" else pct
                )
            rows.append((self.tr("Buy-in"), text))
        if values.get("bounty_cents"):
            bounty = self._money(values, values["bounty_cents"])
            if values.get("progressive"):
                bounty += " " + self.tr("(progressive knockout)")
            rows.append((self.tr("Bounty"), bounty))
        if values.get("mystery"):
            rows.append(
                (
                    self.tr("Mystery bounties"),
                    self.tr("{0}, drawn from level {1}").format(
                        escape(prizes_text(values["mystery"])), values.get("mystery_from")
                    ),
                )
            )
        if values.get("guarantee_cents"):
            rows.append((self.tr("Guarantee"), self._money(values, values["guarantee_cents"])))
        return rows

    def _entry_rows(self, values: dict[str, Any]) -> list[Row]:
        """Late registration, rebuys and the add-on."""
        cur, lang = values.get("currency", "EUR"), self.lang
        late = values.get("late_registration_level")
        rebuy = values.get("rebuy")
        addon = values.get("addon")
        return [
            (
                self.tr("Late registration"),
                self.tr("until the end of level {0}").format(late)
                if late
                else self.tr("only before the clock starts"),
            ),
            (
                self.tr("Rebuys"),
                self.tr("{0} for {1} chips, until the end of level {2}").format(
                    rebuy.price.text(cur, lang), num(rebuy.chips), rebuy.until_level
                )
                if rebuy
                else self.tr("none"),
            ),
            (
                self.tr("Add-on"),
                self.tr("{0} for {1} chips, at level {2}").format(
                    addon.price.text(cur, lang), num(addon.chips), addon.level
                )
                if addon
                else self.tr("none"),
            ),
        ]

    def _table_rows(self, values: dict[str, Any]) -> list[Row]:
        """The tables to set up and the payout table."""
        seats = values["seats_per_table"]
        tables = self.tables.tables()
        return [
            (
                self.tr("Tables"),
                self.tr("{0} of {1} seats").format(tables, seats)
                if tables
                else self.tr("none yet, {0} seats each").format(seats),
            ),
            (self.tr("Payout table"), escape(self.payouts.chooser.table().name)),
        ]

    def result_values(self) -> NewTournament:
        """What to create: the file, the structure, the settings and the tables to set up."""
        structure = self.structure_page.structure()
        settings = self.save_page.settings
        if settings is None:
            settings = Settings().changed(**self.collected())
        assert structure is not None
        return NewTournament(
            path=self.save_page.path(),
            structure=structure,
            settings=settings,
            tables=self.tables.tables(),
        )
