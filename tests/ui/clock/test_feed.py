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


def test_several_tables_breaking_at_once_are_named_on_the_projector(main_window, tournament):
    from director.tournament.model import entry_of
    from tests.helpers.tables import room

    t = tournament
    room(t, players=30, tables=4)
    # 13 players fit at two tables of 9: tables 4 and 3 break in one proposal (TDA rule 10).
    while t.state.players_left > 13:
        biggest = max(t.state.tables.values(), key=lambda x: x.count)
        t.entrants.bust(entry_of(next(iter(biggest.occupants.values()))))
    proposal = t.seating.proposal()
    assert proposal.tables == (4, 3)
    main_window.document.act(t.seating.apply_proposal, proposal)
    assert main_window.announcement.startswith("Tables 3, 4 break:   ")
