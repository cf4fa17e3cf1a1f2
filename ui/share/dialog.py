"""Share on the network: start the server, show where phones go, pair the floor, revoke a phone.

The dialog is only a panel over :class:`~ui.share.server.SharedServer`: closing it leaves the
server running (the TVs keep their clock); Stop, opening another tournament or quitting ends
it. The addresses come with a QR code each, so a phone's camera opens the page without typing.
A laptop on two networks (the club's Wi-Fi and a cable to the TV's switch) offers each of its
addresses, the one it reaches the network by first.
"""

from __future__ import annotations

import datetime as dt
import io

import segno
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from director.errors import DirectorError
from director.serve.app import addresses
from ui.common.theme import legible
from ui.setup.fields import ERROR_COLOR
from ui.share.server import DEFAULT_PORT, SharedServer

#: How often the list of paired devices is read again while the dialog is open (milliseconds).
DEVICES_MS = 2000
#: The QR codes' module size in pixels (a phone reads them from a metre away on a laptop).
QR_SCALE = 5


def network_addresses(host: str) -> list[str]:
    """The addresses a phone can type to reach a server listening on ``host``.

    For every interface (0.0.0.0): the address this computer reaches the network by first, then
    the IPv4 address of every other interface that is up, neither loopback nor link-local (a
    169.254 address means no network gave it one). Loopback only when there is nothing else.
    """
    first = addresses(host)
    if host not in ("0.0.0.0", "::", ""):
        return first
    found = [a for a in first if a != "127.0.0.1"]
    flag = QNetworkInterface.InterfaceFlag
    for interface in QNetworkInterface.allInterfaces():
        flags = interface.flags()
        if not (flags & flag.IsUp and flags & flag.IsRunning) or flags & flag.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            ip = entry.ip()
            ipv4 = ip.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
            if ipv4 and not ip.isLinkLocal() and ip.toString() not in found:
                found.append(ip.toString())
    return found or ["127.0.0.1"]


def qr_pixmap(url: str) -> QPixmap:
    """A QR code of ``url`` (medium error correction, a quiet zone of two modules)."""
    buffer = io.BytesIO()
    segno.make(url, error="m").save(buffer, kind="png", scale=QR_SCALE, border=2)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


class ShareDialog(QDialog):
    """Start or stop sharing, and what phones need to join.

    Args:
        shared: The server of the open tournament (running or not).
        parent: The main window.
    """

    def __init__(self, shared: SharedServer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shareDialog")
        self.setWindowTitle(self.tr("Share on the network"))
        self.shared = shared
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "TVs and phones on the club's Wi-Fi show the clock, find their seat and see "
                "the payouts. The floor's phones can pair as remotes with the PIN."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        layout.addLayout(self._settings_row())
        self.error = QLabel()
        self.error.setObjectName("shareError")
        self.error.setWordWrap(True)
        red = legible(ERROR_COLOR, self.palette()).name()  # lighter on a dark palette (AA)
        self.error.setStyleSheet(f"color: {red}; font-weight: bold;")
        layout.addWidget(self.error)
        self.running_box = QWidget()
        self.running_box.setObjectName("shareRunning")
        box = QVBoxLayout(self.running_box)
        box.setContentsMargins(0, 0, 0, 0)
        self.address = QLabel()
        self.address.setObjectName("shareAddress")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.addWidget(self.address)
        self.where = QComboBox()
        self.where.setObjectName("shareWhere")
        self.where.setToolTip(
            self.tr("This computer is on more than one network: the codes are for the one chosen.")
        )
        self.where.currentIndexChanged.connect(lambda _i: self._show_address())
        self.where_row = QWidget()
        where = QHBoxLayout(self.where_row)
        where.setContentsMargins(0, 0, 0, 0)
        where.addWidget(QLabel(self.tr("Codes for the address")))
        where.addWidget(self.where, 1)
        box.addWidget(self.where_row)
        self.codes = QGridLayout()
        box.addLayout(self.codes)
        box.addLayout(self._pin_row())
        box.addWidget(QLabel(self.tr("Paired phones")))
        self.devices = QTableWidget(0, 3)
        self.devices.setObjectName("shareDevices")
        self.devices.setHorizontalHeaderLabels(
            [self.tr("Name"), self.tr("Paired at"), self.tr("State")]
        )
        self.devices.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.devices.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.devices.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.devices.itemSelectionChanged.connect(self._selection_changed)
        box.addWidget(self.devices)
        self.revoke_button = QPushButton(self.tr("&Revoke the selected phone"))
        self.revoke_button.setObjectName("shareRevoke")
        self.revoke_button.clicked.connect(self.revoke_selected)
        box.addWidget(self.revoke_button, 0, Qt.AlignmentFlag.AlignRight)
        layout.addWidget(self.running_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self._timer = QTimer(self)
        self._timer.setInterval(DEVICES_MS)
        self._timer.timeout.connect(self.refresh_devices)
        self.refresh()

    def _settings_row(self) -> QFormLayout:
        form = QFormLayout()
        self.reach = QComboBox()
        self.reach.setObjectName("shareReach")
        self.reach.addItem(self.tr("The club's network (every phone on the Wi-Fi)"), "0.0.0.0")
        self.reach.addItem(self.tr("This computer only (to try it)"), "127.0.0.1")
        self.port = QSpinBox()
        self.port.setObjectName("sharePort")
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        row = QHBoxLayout()
        row.addWidget(self.reach, 1)
        row.addWidget(QLabel(self.tr("Port")))
        row.addWidget(self.port)
        self.toggle = QPushButton()
        self.toggle.setObjectName("shareToggle")
        self.toggle.clicked.connect(self.toggle_sharing)
        row.addWidget(self.toggle)
        form.addRow(self.tr("Reach"), row)
        return form

    def _pin_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Remote PIN")))
        self.pin = QLabel()
        self.pin.setObjectName("sharePin")
        font = self.pin.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        font.setLetterSpacing(font.SpacingType.AbsoluteSpacing, 4)
        self.pin.setFont(font)
        self.pin.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row.addWidget(self.pin)
        renew = QPushButton(self.tr("&New PIN"))
        renew.setObjectName("shareNewPin")
        renew.setToolTip(self.tr("The old PIN pairs no more; phones already paired stay paired."))
        renew.clicked.connect(self.renew_pin)
        row.addWidget(renew)
        row.addStretch(1)
        return row

    # -- acting ----------------------------------------------------------------------------------
    def toggle_sharing(self) -> None:
        """Start sharing, or stop it."""
        self.error.clear()
        if self.shared.running:
            self.shared.stop()
        else:
            try:
                self.shared.start(str(self.reach.currentData()), self.port.value())
            except DirectorError as exc:
                self.error.setText(exc.text(self.shared.lang))
        self.refresh()

    def renew_pin(self) -> None:
        """A fresh PIN."""
        self.shared.renew_pin()
        self.refresh()

    def revoke_selected(self) -> None:
        """Refuse the selected phone's actions from now on."""
        rows = {i.row() for i in self.devices.selectedItems()}
        for row in rows:
            item = self.devices.item(row, 0)
            if item is not None:
                self.shared.revoke(int(item.data(Qt.ItemDataRole.UserRole)))
        self.refresh_devices()

    # -- showing ---------------------------------------------------------------------------------
    def urls(self) -> list[str]:
        """The display's address on each of this computer's addresses."""
        return [f"http://{a}:{self.shared.port}/" for a in network_addresses(self.shared.host)]

    def refresh(self) -> None:
        """Show whether it is shared, and where."""
        running = self.shared.running
        self.toggle.setText(self.tr("&Stop sharing") if running else self.tr("&Start sharing"))
        self.reach.setEnabled(not running)
        self.port.setEnabled(not running)
        self.running_box.setVisible(running)
        if running:
            chosen = self.where.currentData()
            self.where.blockSignals(True)
            self.where.clear()
            for url in self.urls():
                self.where.addItem(url.removeprefix("http://").rstrip("/"), url)
            self.where.setCurrentIndex(max(0, self.where.findData(chosen)))
            self.where.blockSignals(False)
            self.where_row.setVisible(self.where.count() > 1)
            self._show_address()
            self.pin.setText(self.shared.pin)
            self.refresh_devices()
            self._timer.start()
        else:
            self._timer.stop()
        self.adjustSize()

    def _show_address(self) -> None:
        """The chosen address, and the codes that open its pages."""
        url = self.where.currentData()
        if not url:
            return
        self.address.setText(self.tr("Display: {0}").format(url))
        self._fill_codes(url)

    def _fill_codes(self, url: str) -> None:
        while self.codes.count():
            item = self.codes.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        pages = (
            (self.tr("Display (TVs)"), url, "shareCodeDisplay"),
            (self.tr("Find your seat (players)"), url + "seats", "shareCodeSeats"),
            (self.tr("Remote (floor)"), url + "remote", "shareCodeRemote"),
        )
        for column, (title, link, name) in enumerate(pages):
            code = QLabel()
            code.setObjectName(name)
            code.setPixmap(qr_pixmap(link))
            code.setToolTip(link)
            code.setAlignment(Qt.AlignmentFlag.AlignCenter)
            caption = QLabel(f"{title}\n{link}")
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            caption.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.codes.addWidget(code, 0, column)
            self.codes.addWidget(caption, 1, column)

    def refresh_devices(self) -> None:
        """Read the paired phones again."""
        devices = self.shared.devices()
        self.devices.setRowCount(len(devices))
        for row, device in enumerate(devices):
            when = dt.datetime.fromtimestamp(device.paired_at).strftime("%H:%M")
            state = self.tr("paired") if device.active else self.tr("revoked")
            for column, text in enumerate((device.name, when, state)):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, device.id)
                self.devices.setItem(row, column, item)
        self._selection_changed()

    def _selection_changed(self) -> None:
        rows = {i.row() for i in self.devices.selectedItems()}
        active = any(
            (item := self.devices.item(r, 2)) is not None and item.text() == self.tr("paired")
            for r in rows
        )
        self.revoke_button.setEnabled(active)
