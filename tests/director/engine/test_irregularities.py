"""The dealer's mistakes at a hold'em table, ruled by the club's sheet (000 §04), on built decks.

Four players, the button is p4 (player 3): the deal goes p1, p2, p3, p4 and around again, so deck
positions 0-3 are the first cards, 4-7 the second ones, 8 the flop's burn, 9-11 the flop.
"""

from __future__ import annotations

import random

import pytest

from director.engine import irregularities as ir
from director.engine import phh
from director.engine.cards import CARDS, Deck, format_cards, parse_cards, verify_commitment
from director.engine.errors import ConfigurationError, EngineError, IllegalActionError
from director.engine.holdem import HoldemHand
from director.engine.records import (
    Action,
    BoardDealt,
    DealerError,
    Decision,
    ForcedBet,
    HoleCardsDealt,
    PotAwarded,
    RuleSource,
    Ruling,
    Street,
)
from director.engine.rules import AnteType, Rules
from director.engine.stud import StudHand
from director.i18n import Msg
from tests.helpers.engine import SHARED_RULES, deck_for, play_randomly
from tests.helpers.stud import STAKES

HOLES = ["AhKh", "2c2d", "7s8s", "QdJc"]
BOARD = "Tc9c8c4h5d"
RULES = Rules(50, 100, ante=10)
SHEET = SHARED_RULES


def dealt(rules=RULES, stacks=None) -> HoldemHand:
    return HoldemHand(stacks or [1000] * 4, 3, rules, deck=deck_for(4, 3, HOLES, BOARD))


def of(h: HoldemHand, kind) -> list:
    return [r for r in h.history if isinstance(r, kind)]


def chips(h: HoldemHand) -> int:
    return sum(h.stacks) + h.pot


def test_the_deal_order_these_tests_rely_on():
    h = dealt()
    assert h.deck.order[:8] == parse_cards("Ah2c7sQdKh2d8sJc")
    assert h.deck.order[9:12] == parse_cards("Tc9c8c")


# ---------------------------------------------------------------------- exposed hole cards


def test_the_first_hole_card_exposed_is_a_misdeal_blinds_and_antes_back_same_button():
    h = dealt()
    new_order = list(reversed(CARDS))
    ruling = ir.rule(h, ir.HoleCardsExposed(("Ah",)), reshuffled=new_order)
    assert ruling.error is DealerError.FIRST_CARD_EXPOSED
    assert ruling.decision is Decision.MISDEAL
    assert ruling.cards == parse_cards("Ah")
    assert ruling.returned == (60, 110, 10, 10)  # each player's blind and ante
    assert ruling.reshuffled == tuple(new_order)
    assert "Se la prima carta coperta distribuita viene scoperta" in ruling.rule_text("it")
    assert "misdeal" in ruling.rule_text()
    assert "il bottone resta a p4" in ruling.action_text("it")
    assert "the button stays with p4" in ruling.action_text()
    # Dealt again from the new deck, the same button, the blinds posted again.
    assert h.button == 3
    assert h.hole_cards(0) == (new_order[0], new_order[4])
    assert h.stacks == [940, 890, 990, 990]
    assert chips(h) == 4000
    records = h.history
    k = records.index(ruling)
    assert isinstance(records[k - 1], HoleCardsDealt)  # the void deal stays in the history
    assert [type(r) for r in records[k + 1 :]] == [ForcedBet] * 6 + [HoleCardsDealt]
    assert h.to_act == 2  # the hand goes on as a new deal


def test_another_single_hole_card_exposed_is_replaced_by_the_top_card_and_burned():
    h = dealt()
    top = h.deck.order[8]  # the top card once the deal is complete (the flop's burn)
    ruling = ir.rule(h, ir.HoleCardsExposed(("Kh",)))  # p1's second card
    assert ruling.error is DealerError.HOLE_CARD_EXPOSED
    assert ruling.decision is Decision.CARD_REPLACED
    assert ruling.replaced == ((0, parse_cards("Kh")[0], top),)
    assert ruling.burn == parse_cards("Kh")[0]
    assert ruling.returned == (0, 0, 0, 0)
    assert "il gioco continua" in ruling.rule_text("it")
    assert "Il gioco continua: p1 non può tenere il re di cuori" in ruling.action_text("it")
    assert "p1 cannot keep the king of hearts" in ruling.action_text()
    assert h.hole_cards(0) == (parse_cards("Ah")[0], top)
    assert h.to_act == 2 and chips(h) == 4000
    for _ in range(3):
        h.call()
    h.check()
    (flop,) = of(h, BoardDealt)
    assert flop.burn == parse_cards("Kh")[0]  # the exposed card is the burn card
    assert flop.cards == parse_cards("Tc9c8c")  # the flop is the one the deck had


def test_two_hole_cards_exposed_at_once_is_a_misdeal():
    h = dealt()
    ruling = ir.rule(h, ir.HoleCardsExposed(("Kh", "2d")), rng=random.Random(1))
    assert ruling.error is DealerError.HOLE_CARDS_EXPOSED
    assert ruling.decision is Decision.MISDEAL
    assert "più di una carta coperta" in ruling.rule_text("it")
    assert chips(h) == 4000 and h.stacks == [940, 890, 990, 990]


def test_a_second_exposed_card_in_the_same_deal_is_a_misdeal():
    h = dealt()
    first = ir.rule(h, ir.HoleCardsExposed(("Kh",)))
    assert first.decision is Decision.CARD_REPLACED
    second = ir.rule(h, ir.HoleCardsExposed(("2d",)), rng=random.Random(2))
    assert second.error is DealerError.HOLE_CARDS_EXPOSED
    assert second.decision is Decision.MISDEAL
    # After the misdeal the count starts again: one exposed card is replaced once more.
    card = h.hole_cards(1)[1]
    third = ir.rule(h, ir.HoleCardsExposed((card,)))
    assert third.decision is Decision.CARD_REPLACED


def test_exposed_cards_are_ruled_only_during_the_deal_and_only_if_they_are_hole_cards():
    h = dealt()
    with pytest.raises(IllegalActionError, match="Tc is not anybody's hole card now"):
        ir.verify_ruling(h, ir.HoleCardsExposed(("Tc",)))
    h.call()
    before = h.snapshot()
    assert not ir.can_rule(h, ir.HoleCardsExposed(("Kh",)))
    with pytest.raises(IllegalActionError, match="the betting has begun"):
        ir.rule(h, ir.HoleCardsExposed(("Kh",)))
    with pytest.raises(IllegalActionError, match="the betting has begun"):
        ir.rule(h, ir.ExtraCardsDealt())
    assert h.snapshot() == before


# ---------------------------------------------------------------------- extra cards


def test_an_extra_card_to_the_first_player_goes_back_as_the_burn_card():
    h = dealt()
    top = h.deck.order[8]
    ruling = ir.rule(h, ir.ExtraCardsDealt())
    assert ruling.error is DealerError.EXTRA_CARD
    assert ruling.decision is Decision.EXTRA_CARD_BURNED
    assert ruling.cards == (top,) and ruling.burn == top
    assert "restituita al deck e usata come carta bruciata" in ruling.rule_text("it")
    assert "La carta in più data a p1" in ruling.action_text("it")
    for _ in range(3):
        h.call()
    h.check()
    (flop,) = of(h, BoardDealt)
    assert flop.burn == top and flop.cards == parse_cards("Tc9c8c")


@pytest.mark.parametrize("twice", [False, True])
def test_more_than_one_extra_card_is_a_misdeal(twice):
    h = dealt()
    if twice:
        ir.rule(h, ir.ExtraCardsDealt())
        ruling = ir.rule(h, ir.ExtraCardsDealt(), rng=random.Random(3))
    else:
        ruling = ir.rule(h, ir.ExtraCardsDealt(2), rng=random.Random(3))
    assert ruling.error is DealerError.EXTRA_CARDS
    assert ruling.decision is Decision.MISDEAL
    assert "più di una carta extra, è un errore" in ruling.rule_text("it")
    assert chips(h) == 4000 and h.button == 3


def test_an_exposed_card_then_an_extra_card_the_extra_card_burns_the_exposed_one_is_dead():
    h = dealt()
    order = h.deck.order
    ir.rule(h, ir.HoleCardsExposed(("8s",)))  # p3's second card, replaced by order[8]
    assert h.hole_cards(2) == (order[2], order[8])
    ruling = ir.rule(h, ir.ExtraCardsDealt())  # the next card, order[9], went to p1
    assert ruling.burn == order[9]
    for _ in range(3):
        h.call()
    h.check()
    (flop,) = of(h, BoardDealt)
    assert flop.burn == order[9] and flop.cards == order[10:13]
    assert parse_cards("8s")[0] not in (*h.board, *(c for p in range(4) for c in h.hole_cards(p)))
    assert h.deck.order[-1] == parse_cards("8s")[0]  # out of play, at the bottom


# ---------------------------------------------------------------------- the flop


def _to_the_flop(h: HoldemHand) -> None:
    for _ in range(3):
        h.call()
    h.check()


def test_a_flop_with_too_many_cards_is_dealt_again_without_another_burn():
    h = dealt()
    _to_the_flop(h)
    old = of(h, BoardDealt)[0]
    stub = list(h.deck.order[9:])
    new = stub[::-1]
    ruling = ir.rule(h, ir.FlopTooManyCards(), reshuffled=new)
    assert ruling.error is DealerError.FLOP_TOO_MANY_CARDS
    assert ruling.decision is Decision.FLOP_REDEALT
    assert ruling.cards == old.cards and ruling.burn == old.burn
    assert "anche se fosse possibile sapere quale carta era quella extra" in ruling.rule_text("it")
    assert "Robert's Rules" in ruling.source_text()
    assert ruling.sources == (RuleSource.SHEET_000_04, RuleSource.ROBERTS_REDEALT_FLOP)
    assert h.board == new[:3]
    flops = of(h, BoardDealt)
    assert flops[-1] == BoardDealt(Street.FLOP, tuple(new[:3]), old.burn)  # the same burn
    assert h.history.index(ruling) == h.history.index(flops[-1]) - 1
    assert h.street is Street.FLOP and h.to_act == 0
    assert chips(h) == 4000
    h.check()  # play goes on
    with pytest.raises(IllegalActionError, match="the betting on the flop has begun"):
        ir.rule(h, ir.FlopTooManyCards())


def test_a_flop_error_before_the_flop_is_refused():
    h = dealt()
    with pytest.raises(IllegalActionError, match="there is no flop yet"):
        ir.rule(h, ir.FlopTooManyCards())


def test_a_flop_redealt_after_an_all_in_deals_the_rest_again_and_awards_the_pots_again():
    h = dealt(stacks=[300, 1000, 1000, 1000])
    h.fold()  # p3
    h.fold()  # p4
    h.all_in()  # p1: 290
    h.call()  # p2 calls: nobody else can bet, the board runs out and the pot is awarded
    assert h.is_complete
    stacks_before = h.final_stacks
    new = list(h.deck.order[9:])
    random.Random(5).shuffle(new)
    ruling = ir.rule(h, ir.FlopTooManyCards(extra=2), reshuffled=new)
    assert h.is_complete
    assert h.board == [*new[:3], new[4], new[6]]  # turn and river after their burns
    awards = of(h, PotAwarded)
    assert all(h.history.index(a) > h.history.index(ruling) for a in awards)
    assert sum(h.final_stacks) == 3300
    assert stacks_before[2:] == h.final_stacks[2:] == (990, 990)


# ---------------------------------------------------------------------- misdeal, saving


def test_a_misdeal_with_a_big_blind_ante_returns_both_and_posts_them_again():
    rules = Rules(50, 100, ante=100, ante_type=AnteType.BIG_BLIND)
    h = dealt(rules=rules)
    ruling = ir.rule(h, ir.HoleCardsExposed(("Ah",)), rng=random.Random(9))
    assert ruling.returned == (50, 200, 0, 0)
    assert h.stacks == [950, 800, 1000, 1000] and h.dead == 100


def test_rulings_replay_from_to_dict():
    r = random.Random(11)
    for k in range(30):
        h = HoldemHand([1000] * 4, k % 4, RULES, rng=r)
        events = [
            ir.HoleCardsExposed((h.hole_cards(1)[1],)),
            ir.ExtraCardsDealt(),
            ir.HoleCardsExposed((h.hole_cards(2)[0],)),
        ]
        for event in events[: k % 4]:
            ir.rule(h, event, rng=r)
        for _ in range(3):
            h.call()
        h.check()
        if k % 2:
            ir.rule(h, ir.FlopTooManyCards(), rng=r)
        data = h.to_dict()
        assert data["version"] == (2 if k % 4 or k % 2 else 1)
        again = HoldemHand.from_dict(data)
        assert again.history == h.history
        assert again.snapshot() == h.snapshot()
    plain = HoldemHand([1000] * 2, 0, RULES, rng=r)
    assert "irregularities" not in plain.to_dict()


def test_the_italian_texts_are_the_club_sheets_words():
    sheets = list(SHEET.glob("000_*.txt"))
    if not sheets:
        pytest.skip("the club's rule sheets are not here")
    text = sheets[0].read_text(encoding="utf-8")
    for error in DealerError:
        rule = Msg(f"engine.rule.{error}")
        assert rule.text("it") in text, error
        assert rule.text("en") and "\n" not in rule.text("en")
    assert RuleSource.SHEET_000_04.text() == "club sheet 000 §04"


def test_rulings_are_immutable_records_in_the_history():
    h = dealt()
    ruling = ir.rule(h, ir.ExtraCardsDealt())
    assert isinstance(ruling, Ruling)
    with pytest.raises(AttributeError):
        ruling.burn = None  # type: ignore[misc]
    assert h.history[-1] is ruling
    assert ruling._asdict()["decision"] == "extra_card_burned"


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: ir.HoleCardsExposed(()), "at least one"),
        (lambda: ir.HoleCardsExposed(("Ah", "Ah")), "named once"),
        (lambda: ir.HoleCardsExposed(("Zz",)), "not a card"),
        (lambda: ir.ExtraCardsDealt(0), "1 or more"),
        (lambda: ir.FlopTooManyCards(-1), "1 or more"),
    ],
)
def test_bad_reports_are_refused(make, message):
    with pytest.raises(EngineError, match=message):
        make()


def test_a_wrong_reshuffle_is_refused_and_changes_nothing():
    h = dealt()
    before = h.snapshot()
    with pytest.raises(ConfigurationError, match="must list exactly these 52 cards"):
        ir.rule(h, ir.HoleCardsExposed(("Ah",)), reshuffled=CARDS[:51])
    assert h.snapshot() == before
    assert not of(h, Ruling) and not any(isinstance(r, Action) for r in h.history)


def test_only_hold_em_hands_are_ruled():
    h = StudHand([100, 100], 1, STAKES)
    assert not ir.can_rule(h, ir.ExtraCardsDealt())  # type: ignore[arg-type]


def test_the_commitment_published_before_the_hand_still_checks_out_after_rulings():
    h = HoldemHand([1000] * 4, 3, RULES, rng=random.Random(21))
    published = h.deck.commitment
    first_order = h.deck.order
    ir.rule(h, ir.HoleCardsExposed((h.hole_cards(1)[1],)))
    ir.rule(h, ir.HoleCardsExposed((h.hole_cards(2)[1],)), rng=random.Random(22))  # misdeal
    _to_the_flop(h)
    ir.rule(h, ir.FlopTooManyCards(), rng=random.Random(23))
    assert isinstance(h.deck, ir.RuledDeck)
    assert h.deck.commitment == published
    reveal = h.deck.reveal()
    assert reveal.order == format_cards(first_order)
    assert verify_commitment(published, reveal.order, reveal.secret)
    # What was dealt is the first order changed by the rulings, each reshuffle recorded.
    misdeal, flop = [r for r in of(h, Ruling) if r.reshuffled]
    assert h.deck.order[:9] == misdeal.reshuffled[:9]
    assert tuple(h.board) == flop.reshuffled[:3]


def test_written_hands_with_rulings_replay_to_the_same_result():
    r = random.Random(31)
    for k in range(40):
        h = HoldemHand([r.randint(300, 3000) for _ in range(4)], k % 4, RULES, rng=r)
        if k % 3 == 0:
            ir.rule(h, ir.HoleCardsExposed((h.hole_cards(1)[1],)))
        elif k % 3 == 1:
            ir.rule(h, ir.HoleCardsExposed((h.deck.order[0],)), rng=r)
        for _ in range(3):
            h.call()
        h.check()
        ir.rule(h, ir.FlopTooManyCards(), rng=r)
        play_randomly(h, r)
        again = phh.replay(phh.loads(phh.write_hand(h)))
        pos = [(h.button + 1 + j) % 4 for j in range(4)]
        assert list(again.finishing_stacks) == [h.final_stacks[p] for p in pos]


def _refusal_key(hand, event) -> str:
    with pytest.raises(IllegalActionError) as caught:
        ir.verify_ruling(hand, event)
    return caught.value.key


def test_each_reason_to_refuse_a_ruling_has_its_own_key():
    h = dealt()
    assert _refusal_key(h, ir.FlopTooManyCards()) == "engine.err.ruling.no_flop"
    assert _refusal_key(h, ir.HoleCardsExposed(("Tc",))) == "engine.err.ruling.not_a_hole_card"
    assert _refusal_key(h, "a spilled drink") == "engine.err.ruling.unknown"  # type: ignore[arg-type]
    h.call()
    assert _refusal_key(h, ir.HoleCardsExposed(("Kh",))) == "engine.err.ruling.betting_begun"
    assert _refusal_key(h, ir.ExtraCardsDealt()) == "engine.err.ruling.betting_begun"
    while h.street is Street.PREFLOP:
        h.check_or_call()
    # The flop is out and nobody has acted on it: a flop error can be ruled.
    assert ir.can_rule(h, ir.FlopTooManyCards())
    h.check()
    assert _refusal_key(h, ir.FlopTooManyCards()) == "engine.err.ruling.flop_betting_begun"
    stud = StudHand([100, 100], 1, STAKES)
    assert _refusal_key(stud, ir.ExtraCardsDealt()) == "engine.err.ruling.not_holdem"
    assert set(ir.REFUSALS) == {
        "engine.err.ruling.not_holdem",
        "engine.err.ruling.no_flop",
        "engine.err.ruling.flop_betting_begun",
        "engine.err.ruling.unknown",
        "engine.err.ruling.betting_begun",
        "engine.err.ruling.not_a_hole_card",
    }


def test_the_refusals_speak_italian():
    h = dealt()
    with pytest.raises(IllegalActionError) as caught:
        ir.verify_ruling(h, ir.FlopTooManyCards())
    assert (
        caught.value.text("it") == "il flop non c'è ancora: un errore sul flop viene dopo il flop"
    )
    assert str(caught.value) == "there is no flop yet: a flop error comes after the flop"


def test_the_hand_is_ruled_through_its_public_api_and_stays_the_same_object():
    h = dealt()
    assert h.ruling_state is None
    view = h
    ruling = ir.rule(h, ir.ExtraCardsDealt())
    assert view is h and h.history[-1] is ruling
    state = h.ruling_state
    assert state is not None and state.extra and len(state.entries) == 1
    again = h.redealt(Deck(order=h.deck.order))  # the same set-up, dealt from the same order
    assert again.ruling_state is None
    assert [again.hole_cards(p) for p in range(4)] == [h.hole_cards(p) for p in range(4)]
    assert again.forced == h.forced and again.names == h.names
