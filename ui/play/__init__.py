"""Playing a hand at a table: the table window, its felt (dealer's and wall views), and the floor tool.

- :mod:`~ui.play.window`: the table window (:func:`~ui.play.window.open_table`), wiring the parts
  below; :mod:`~ui.play.sessions`: the session behind it, one per table of the open tournament.
- :mod:`~ui.play.deal`: the set-up, Deal, the deck's commitment; :mod:`~ui.play.counts`: the chip
  counts before the deal.
- :mod:`~ui.play.controls`: the Action box (the engine's legal actions and refusals).
- :mod:`~ui.play.dealer_errors`: the Dealer error menu and its dialogs (club sheet 000 §04);
  :mod:`~ui.play.rulings`: a ruling in the window's words.
- :mod:`~ui.play.result`: the pots and the showdown; :mod:`~ui.play.history`: the hands played.
- :mod:`~ui.play.scene`: what the felt shows; :mod:`~ui.play.felt`: the felt painted;
  :mod:`~ui.play.wall`: the projected view; :mod:`~ui.play.words`: words several parts share;
  :mod:`~ui.play.widgets`: small helpers.
- :mod:`~ui.play.floor_tool`: settle a disputed pot at a live table.
"""
