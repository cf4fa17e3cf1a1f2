"""Share on the network, as the director uses it: start, show the codes and the PIN, revoke."""

from __future__ import annotations

import http.client
import json
import socket

from PySide6.QtCore import Qt

from ui.share.dialog import ShareDialog
from ui.share.server import SharedServer


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _post(port: int, path: str, body: dict, token: str = "") -> tuple[int, dict]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        conn.request("POST", path, body=json.dumps(body), headers=headers)
        answer = conn.getresponse()
        return answer.status, json.loads(answer.read())
    finally:
        conn.close()


def _on_loopback(qtbot, tournament, lang: str) -> tuple[SharedServer, ShareDialog, int]:
    """The panel shown, not sharing yet, set to this computer only on a free port."""
    shared = SharedServer(tournament.path, lang)
    dialog = ShareDialog(shared)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.running_box.isVisible()
    dialog.reach.setCurrentIndex(dialog.reach.findData("127.0.0.1"))
    port = _free_port()
    dialog.port.setValue(port)
    return shared, dialog, port


def test_share_pair_a_phone_and_revoke_it(qtbot, tournament):
    shared, dialog, port = _on_loopback(qtbot, tournament, "it")
    try:
        qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
        assert shared.running and dialog.running_box.isVisible()
        assert f"http://127.0.0.1:{port}/" in dialog.address.text()
        for name, path in (("shareCodeDisplay", ""), ("shareCodeSeats", "seats"),
                           ("shareCodeRemote", "remote")):  # fmt: skip
            code = dialog.findChild(type(dialog.address), name)
            assert not code.pixmap().isNull()
            assert code.toolTip() == f"http://127.0.0.1:{port}/{path}"
        assert dialog.pin.text() == shared.pin
        status, paired = _post(port, "/api/pair", {"pin": dialog.pin.text(), "device": "Sala 2"})
        assert status == 200
        dialog.refresh_devices()  # what its timer does every two seconds
        assert dialog.devices.item(0, 0).text() == "Sala 2"
        assert not dialog.revoke_button.isEnabled()  # nothing selected yet
        dialog.devices.selectRow(0)
        assert dialog.revoke_button.isEnabled()
        qtbot.mouseClick(dialog.revoke_button, Qt.MouseButton.LeftButton)
        assert dialog.devices.item(0, 2).text() == dialog.tr("revoked")
        status, _ = _post(port, "/api/control", {"action": "pause"}, paired["token"])
        assert status == 401
        dialog.close()  # closing the panel keeps the TVs' clock running
        assert shared.running
    finally:
        shared.stop()


def test_a_port_in_use_is_said_in_the_dialog(qtbot, tournament):
    shared = SharedServer(tournament.path, "it")
    dialog = ShareDialog(shared)
    qtbot.addWidget(dialog)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        dialog.reach.setCurrentIndex(dialog.reach.findData("127.0.0.1"))
        dialog.port.setValue(taken.getsockname()[1])
        dialog.toggle_sharing()
    assert not shared.running
    assert "porta" in dialog.error.text()


def _code(dialog, name):
    """The QR code ``name`` shown now (replaced ones wait for their deletion)."""
    shown = (dialog.codes.itemAt(i).widget() for i in range(dialog.codes.count()))
    return next(w for w in shown if w.objectName() == name)


def test_a_computer_on_two_networks_offers_each_address_for_the_codes(
    qtbot, tournament, monkeypatch
):
    # The machine's interfaces are the edge: two networks, as a laptop on the club's Wi-Fi
    # with a cable to the TVs' switch has.
    from ui.share import dialog as share_dialog

    monkeypatch.setattr(share_dialog, "network_addresses", lambda _h: ["192.168.1.10", "10.0.0.5"])
    shared, dialog, port = _on_loopback(qtbot, tournament, "en")
    try:
        dialog.toggle_sharing()
        assert dialog.where_row.isVisible()
        assert [dialog.where.itemText(i) for i in range(dialog.where.count())] == [
            f"192.168.1.10:{port}",
            f"10.0.0.5:{port}",
        ]
        assert _code(dialog, "shareCodeSeats").toolTip() == f"http://192.168.1.10:{port}/seats"
        dialog.where.setCurrentIndex(1)
        assert _code(dialog, "shareCodeSeats").toolTip() == f"http://10.0.0.5:{port}/seats"
        assert _code(dialog, "shareCodeRemote").toolTip() == f"http://10.0.0.5:{port}/remote"
        assert dialog.address.text() == f"Display: http://10.0.0.5:{port}/"
        dialog.refresh()  # the chosen address stays chosen
        assert dialog.where.currentIndex() == 1
    finally:
        shared.stop()


def test_one_address_needs_no_choice(qtbot, tournament):
    shared, dialog, _port = _on_loopback(qtbot, tournament, "en")
    try:
        dialog.toggle_sharing()
        assert not dialog.where_row.isVisible()
    finally:
        shared.stop()


def test_this_computers_addresses_are_its_own_ipv4_ones(qapp):
    from director.serve.app import addresses
    from ui.share.dialog import network_addresses

    assert network_addresses("127.0.0.1") == ["127.0.0.1"]
    found = network_addresses("0.0.0.0")
    assert found and len(set(found)) == len(found)
    for address in found:
        parts = address.split(".")
        assert len(parts) == 4 and all(p.isdigit() and int(p) < 256 for p in parts)
        assert not address.startswith("169.254.")
    assert "127.0.0.1" not in found or found == ["127.0.0.1"]
    assert found[0] == addresses("0.0.0.0")[0] or addresses("0.0.0.0") == ["127.0.0.1"]
