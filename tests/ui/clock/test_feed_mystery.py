"""The projector announces each mystery bounty draw, in English and Italian."""


def _mystery_bust(main_window, tournament):
    for name in ("Anna", "Marco", "Luca"):
        tournament.entrants.register(name)
    secret = "7a" * 32
    tournament.act(tournament.mystery.verify_set, "100x1,20x1", 1, (10000, 2000), secret)
    main_window.document.act(tournament.entrants.bust, "Marco", by="Anna")
    main_window.projector.compose()
    return main_window.projector.texts["announcement"]


def test_a_draw_is_announced_after_the_bust(main_window, tournament):
    assert _mystery_bust(main_window, tournament) == (
        "Marco busted in 3rd place by Anna   Mystery bounty: Anna wins €100 (Marco out)"
    )


def test_a_draw_is_announced_in_italian(main_window, tournament):
    main_window.document.lang = "it"
    text = _mystery_bust(main_window, tournament)
    assert text.endswith("Mystery bounty: Anna vince € 100 (Marco eliminato)")
