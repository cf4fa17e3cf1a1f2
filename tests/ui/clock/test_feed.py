"""The projector's announcement line: busts and their places."""


def test_busts_are_announced_on_the_projector(main_window, tournament):
    for name in ("Mario Rossi", "Anna Bianchi", "Luca Romano"):
        tournament.entrants.register(name)
    main_window.document.act(tournament.entrants.bust, "Mario Rossi", by="Anna Bianchi")
    main_window.projector.compose()
    assert (
        main_window.projector.texts["announcement"]
        == "Mario Rossi busted in 3rd place by Anna Bianchi"
    )
