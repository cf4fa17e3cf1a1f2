"""View ▸ Share on the network: the tournament's display, player pages and remote for phones.

The server itself is the domain's (:mod:`director.serve`); this package only starts and stops
it in a thread of the app's process (:mod:`ui.share.server`) and shows the addresses, their QR
codes, the PIN and the paired devices (:mod:`ui.share.dialog`).
"""
