"""Publishing a tournament to the club's network: a live display, player pages, a remote.

- :mod:`~director.serve.publish`: what the screens show, as JSON data read from a tournament.
- :mod:`~director.serve.follow`: the server's view of the file, following every writer.
- :mod:`~director.serve.pairing`: the PIN, the paired devices' tokens, the throttle on guesses.
- :mod:`~director.serve.control`: what a paired remote may do, through the domain's actions.
- :mod:`~director.serve.app`: the aiohttp server (pages, API, event stream) and its security.
- :mod:`~director.serve.texts`: the pages' words, from the catalogue.
- ``assets/``: the pages, their script and style, bundled (no CDN; works offline).

No Qt here: ``director serve`` runs it alone, and the window only starts and stops it.
"""
