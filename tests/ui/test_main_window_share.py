"""View > Share on the network from the main window: the panel, and the server closed with it."""

from __future__ import annotations

import http.client
import socket


def test_share_from_the_view_menu_and_stop_with_the_window(qtbot, main_window):
    action = main_window.findChild(type(main_window.undo_action), "shareNetwork")
    assert action is not None and action.isEnabled()
    action.trigger()
    dialog = main_window.share_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.reach.setCurrentIndex(dialog.reach.findData("127.0.0.1"))
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    dialog.port.setValue(port)
    dialog.toggle_sharing()
    assert main_window.shared.running
    dialog.close()
    action.trigger()  # the same panel again, still sharing
    assert main_window.share_dialog is dialog and dialog.running_box.isVisible()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request("GET", "/api/state")
    assert conn.getresponse().status == 200
    conn.close()
    main_window.close()
    assert not main_window.shared.running
