"""Mystery bounties: the prize list, the committed draw, what is left (director.tournament.mystery)."""

import hashlib
import random
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from director.engine.cards import verify_commitment
from director.errors import DirectorError
from director.i18n import message
from director.tournament import Settings
from director.tournament.mystery import (
    Draw,
    check_prizes,
    committed,
    envelopes,
    grouped,
    order_text,
    parse_prizes,
    prizes_text,
    shuffled,
    winnings,
)

SECRET = "ab" * 32


def test_a_prize_list_is_read_merged_and_written_back():
    assert parse_prizes("500x1, 100x2,20x10") == ((50000, 1), (10000, 2), (2000, 10))
    assert parse_prizes("20x3,100X1,20x2,2.50x4") == ((10000, 1), (2000, 5), (250, 4))
    assert parse_prizes("  ") == ()
    assert prizes_text(parse_prizes("1250.50x1,20x2")) == "1250.50x1,20x2"
    assert envelopes(parse_prizes("500x1,100x2")) == (50000, 10000, 10000)


@pytest.mark.parametrize(
    "text", ["500", "500x", "x3", "500x0", "0x2", "500x1;100x2", "abc", "-5x1"]
)
def test_a_malformed_list_is_refused_in_one_line_saying_the_form(text):
    with pytest.raises(DirectorError) as err:
        parse_prizes(text)
    assert err.value.key == "mystery.err.format"
    for lang in ("en", "it"):
        line = err.value.text(lang)
        assert "\n" not in line and "500x1,100x2,20x10" in line


def test_the_commitment_is_the_decks_hash_of_the_order_and_the_secret():
    # By hand: SHA-256 of "director-deck-v1:<order>:<secret>", the deck's own commitment.
    deck = committed(parse_prizes("500x1,100x2"), 3, (10000, 50000, 10000), SECRET)
    text = f"director-deck-v1:10000,50000,10000:{SECRET}"
    assert deck.commitment == hashlib.sha256(text.encode()).hexdigest()
    assert deck.verifies()
    assert verify_commitment(deck.commitment, "10000,50000,10000", SECRET)
    assert not verify_commitment(deck.commitment, "50000,10000,10000", SECRET)


def test_an_order_that_is_not_the_prizes_or_a_bad_secret_is_refused():
    prizes = parse_prizes("500x1,100x2")
    with pytest.raises(DirectorError) as err:
        committed(prizes, 1, (50000, 50000, 10000), SECRET)
    assert err.value.key == "mystery.err.order"
    with pytest.raises(DirectorError) as err:
        committed(prizes, 1, (50000, 10000, 10000), "zz")
    assert err.value.key == "mystery.err.secret"


def test_draws_open_the_envelopes_in_the_committed_order_and_stop_when_they_run_out():
    deck = committed(parse_prizes("500x1,100x2"), 1, (10000, 50000, 10000), SECRET)
    # Entry 5 out by 2, entry 6 out with nobody named (opens nothing), 7 by 3 and 4 (split).
    got = deck.next_draws([(5, (2,)), (6, ()), (7, (3, 4))])
    assert got == ((1, 5, (2,), 10000), (2, 7, (3, 4), 50000))
    after = replace(deck, draws=tuple(Draw(n, e, w, c) for n, e, w, c in got))
    assert after.left == ((10000, 1),)
    last = after.next_draws([(8, (1,)), (9, (1,))])
    assert last == ((3, 8, (1,), 10000),)  # the fourth bust finds no envelope


def test_a_split_pot_shares_the_prize_and_the_odd_cents_go_to_the_lowest_entries():
    assert Draw(1, 9, (7, 3, 5), 10000).shares() == ((7, 3333), (3, 3334), (5, 3333))
    assert Draw(1, 9, (7, 3, 5), 10001).shares() == ((7, 3333), (3, 3334), (5, 3334))


def test_the_winner_collects_the_envelopes_never_opened():
    deck = committed(parse_prizes("500x1,100x2"), 1, (10000, 50000, 10000), SECRET)
    deck = replace(deck, draws=(Draw(1, 5, (2,), 10000),))
    assert winnings(deck, None) == {2: 10000}
    assert winnings(deck, 2) == {2: 70000}
    assert winnings(None, 2) == {}


def test_a_seeded_shuffle_is_a_permutation_with_a_fresh_secret():
    prizes = parse_prizes("500x1,100x2,20x10")
    order, secret = shuffled(prizes, random.Random(1))
    again, secret2 = shuffled(prizes, random.Random(1))
    assert (order, secret) == (again, secret2)
    assert sorted(order) == sorted(envelopes(prizes)) and len(secret) == 64
    assert shuffled(prizes)[1] != shuffled(prizes)[1]  # the system's generator


@given(
    st.lists(st.tuples(st.integers(1, 10**6), st.integers(1, 20)), min_size=1, max_size=6),
    st.integers(0, 2**32),
    st.lists(st.integers(0, 3), max_size=200),
)
def test_drawn_plus_left_always_equal_the_list_entered(pairs, seed, winners):
    prizes = check_prizes(pairs)
    order, secret = shuffled(prizes, random.Random(seed))
    deck = committed(prizes, 1, order, secret)
    for i, w in enumerate(winners):
        got = deck.next_draws([(1000 + i, tuple(range(1, w + 1)))])
        deck = replace(deck, draws=deck.draws + tuple(Draw(n, e, ws, c) for n, e, ws, c in got))
        drawn = grouped([d.cents for d in deck.draws])
        both = grouped([c for c, n in drawn for _ in range(n)] + list(envelopes(deck.left)))
        assert both == prizes
        assert len({d.number for d in deck.draws}) == len(deck.draws)  # never twice
    assert deck.verifies()
    assert verify_commitment(deck.commitment, order_text(deck.order), deck.secret)


def test_settings_keep_the_prizes_and_old_settings_are_written_as_before():
    plain = Settings()
    assert "mystery" not in plain.to_dict() and "mystery_from" not in plain.to_dict()
    with_mystery = Settings(mystery=((2000, 10), (50000, 1)), mystery_from=4)
    data = with_mystery.to_dict()
    assert data["mystery"] == [[50000, 1], [2000, 10]] and data["mystery_from"] == 4
    assert Settings.from_dict(data) == with_mystery
    assert Settings.from_dict(plain.to_dict()) == plain


def test_the_announcement_texts_have_both_languages():
    fields = {"winners": "Anna", "amount": "€100", "out": "Marco"}
    assert (
        message("mystery.announce", "en", **fields) == "Mystery bounty: Anna wins €100 (Marco out)"
    )
    assert message("mystery.announce", "it", **fields) == (
        "Mystery bounty: Anna vince €100 (Marco eliminato)"
    )
