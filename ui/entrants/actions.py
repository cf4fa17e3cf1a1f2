"""The Entrants tab's actions: a key each, a button each above the list, the right-click menu.

Each action is a :class:`QAction` on the tab (its keys work while the tab has focus and stay
active when the action is refused, so that pressing them says why); the buttons and the menu
trigger the same actions. A refused action's button and menu item are disabled, with the
tournament's reason as tooltip.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QToolBar, QWidget

from ui.common.actions import lettered
from ui.entrants.forms import sentence

#: The actions with a button above the list, in order (withdraw is in the right-click menu).
BAR = (
    "register",
    "rebuy",
    "double_rebuy",
    "addon",
    "bust",
    "reenter",
    "revive",
    "chips",
    "count_all",
    "edit",
)

_Key = Qt.Key | str | QKeySequence.StandardKey


class ActionBar(QToolBar):
    """The buttons above the entrants list, and the actions behind them.

    Args:
        owner: The widget the keys belong to (the tab): they work while it has focus.
        slots: What each action does, by name: the names of :data:`BAR`, ``withdraw`` (in the
            right-click menu) and ``find`` (a key only).

    Attributes:
        actions_by_name: The tab's action for each name.
        buttons: The toolbar's buttons, by action name: each one enabled when its action is
            allowed, its tooltip saying why not.
        key_texts: The key shown next to each action (``B``, ``Shift+R``).
    """

    def __init__(self, owner: QWidget, slots: Mapping[str, Callable[[], object]]) -> None:
        super().__init__()  # laid out by the tab
        self.setObjectName("entrantsToolbar")
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.setStyleSheet(
            "QToolButton { border: 1px solid palette(mid); border-radius: 3px;"
            " padding: 3px 8px; margin-right: 3px; background: palette(button); }"
            " QToolButton:disabled { color: palette(mid); border-color: palette(midlight); }"
            " QToolButton:hover { background: palette(light); }"
            " QToolButton#qt_toolbar_ext_button { border: none; background: transparent;"
            " padding: 0; }"
        )
        self.actions_by_name: dict[str, QAction] = {}
        self.buttons: dict[str, QAction] = {}
        self.key_texts: dict[str, str] = {}
        self._offered: dict[str, bool] = {}
        self._reasons: dict[str, str | None] = {}
        self._tips: dict[str, str] = self.tips()
        for name, text, key_text, keys in self._specs():
            self._add(owner, name, text, key_text, keys, slots[name])

    def _specs(self) -> Sequence[tuple[str, str, str, list[_Key]]]:
        """Each action: name, text, the key shown, the keys that trigger it."""
        return (
            ("register", self.tr("Register…"), self.tr("Ins"), [Qt.Key.Key_Insert, "Ctrl+I"]),
            ("rebuy", self.tr("Rebuy"), "R", [Qt.Key.Key_R]),
            ("double_rebuy", self.tr("Double rebuy"), self.tr("Shift+R"), ["Shift+R"]),
            ("addon", self.tr("Add-on"), "A", [Qt.Key.Key_A]),
            ("bust", self.tr("Bust…"), "B", [Qt.Key.Key_B, Qt.Key.Key_Delete]),
            ("reenter", self.tr("Re-entry"), "E", [Qt.Key.Key_E]),
            ("revive", self.tr("Bring back…"), "V", [Qt.Key.Key_V]),
            ("chips", self.tr("Chips…"), "C", [Qt.Key.Key_C]),
            ("count_all", self.tr("Count all…"), self.tr("Shift+C"), ["Shift+C"]),
            ("edit", self.tr("Edit…"), self.tr("Enter"), ["Ctrl+E"]),
            ("withdraw", self.tr("Withdraw…"), "W", [Qt.Key.Key_W]),
            ("find", self.tr("Search"), "Ctrl+F", [QKeySequence.StandardKey.Find]),
        )

    def _add(
        self,
        owner: QWidget,
        name: str,
        text: str,
        key_text: str,
        keys: list[_Key],
        slot: Callable[[], object],
    ) -> None:
        action = QAction(text, owner)
        action.setObjectName(f"entrants_{name}")
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _checked=False, slot=slot: slot())
        owner.addAction(action)
        self.actions_by_name[name] = action
        self.key_texts[name] = key_text
        if name in BAR:
            # a toolbar (not a row of push buttons): when the window is narrow the buttons
            # that do not fit go into its » menu instead of widening the window
            button = QAction(f"{text}  ({key_text})", self)
            button.setObjectName(f"entrants_{name}_button")
            button.triggered.connect(lambda _checked=False, action=action: action.trigger())
            self.addAction(button)
            self.buttons[name] = button

    def tips(self) -> dict[str, str]:
        """What each action does, with its keys (the tooltip while it is allowed)."""
        return {
            "register": self.tr("Register a new entrant (Insert or Ctrl+I)"),
            "rebuy": self.tr("A rebuy for the selected player (R)"),
            "double_rebuy": self.tr("A double rebuy for the selected player (Shift+R)"),
            "addon": self.tr("An add-on for the selected player (A)"),
            "bust": self.tr(
                "The selected player is out (B or Delete); several players out in the "
                "same hand can be busted together"
            ),
            "reenter": self.tr("A new entry for the selected busted player (E)"),
            "revive": self.tr("Bring back a player busted by mistake (V)"),
            "chips": self.tr("Type the selected player's chip count (C)"),
            "count_all": self.tr("Type the chip counts of all players left (Shift+C)"),
            "edit": self.tr("Correct the selected player's details (Enter or Ctrl+E)"),
            "withdraw": self.tr("Cancel an entry made by mistake and refund it (W)"),
            "find": self.tr("Search (Ctrl+F)"),
        }

    def show_state(
        self,
        offered: Mapping[str, bool],
        reasons: Mapping[str, str | None],
        tips: Mapping[str, str],
    ) -> None:
        """Show which actions the tournament offers and allows now.

        Args:
            offered: False for an action this tournament does not have (its button is hidden);
                an action not named is offered.
            reasons: Why each action is refused now (None or not named: allowed).
            tips: The tooltip of each allowed action; a refused one shows its reason instead.
        """
        self._offered = dict(offered)
        self._reasons = dict(reasons)
        self._tips = {
            name: tip if reasons.get(name) is None else sentence(reasons[name] or "")
            for name, tip in tips.items()
        }
        for name, button in self.buttons.items():
            button.setVisible(offered.get(name, True))
            button.setEnabled(reasons.get(name) is None)
            button.setToolTip(self._tips[name])

    def menu(self, parent: QWidget) -> QMenu:
        """The list's right-click menu: every action, disabled with its reason when not allowed."""
        menu = QMenu(parent)
        menu.setToolTipsVisible(True)
        names = [n for n in (*BAR, "withdraw") if self._offered.get(n, True)]
        # the key after a tab is shown in the menu's shortcut column (the real shortcut
        # belongs to the tab's action, which stays active to say why when refused)
        texts = lettered([(self.actions_by_name[n].text(), self.key_texts[n]) for n in names])
        for name, text in zip(names, texts, strict=True):
            action = self.actions_by_name[name]
            item = menu.addAction(text)
            item.setObjectName(f"menu_{name}")
            item.setEnabled(self._reasons.get(name) is None)
            item.setToolTip(self._tips[name])
            item.triggered.connect(lambda _c=False, a=action: a.trigger())
        return menu
