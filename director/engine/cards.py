"""Cards, the deck, and the deck commitment.

A :class:`Card` *is* an integer: its value is the card's evaluation key, chosen so that the sum of
the keys of five to seven cards identifies both the multiset of their ranks and whether five of
them share a suit (see :mod:`director.engine.evaluator`). Cards therefore cost nothing to add up,
hash and compare, and the 52 instances are created once, here.

Key layout (all fields are sums over the cards of a hand)::

    bits 24 and up : sum of 5**rank          (base-5 digits = how many cards of each rank)
    bits 0..23     : four 6-bit suit fields  (each card adds 4 to its own suit's field
                                               and a bias of 2 to every field)

With seven cards a suit field holds ``4 * count + 14``: it reaches 32 (its top bit) exactly when
five or more cards share that suit, and never overflows into the next field (at most 42 < 64).

The deck is shuffled with a cryptographically secure generator unless a ``random.Random`` is given
(seeded generators make tests and simulations reproducible). Before a hand the deck can publish a
commitment, the SHA-256 of its order and a secret; after the hand it reveals both, and anyone can
check with :func:`verify_commitment` that the deck was not changed mid-hand.
"""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets
from collections.abc import Iterable, Sequence
from typing import Literal, NamedTuple

from director.engine.errors import CardError
from director.i18n import Msg

#: Rank characters from the deuce (rank 0) to the ace (rank 12).
RANK_CHARS = "23456789TJQKA"
#: Suit characters, lowest first: clubs, diamonds, hearts, spades (the stud bring-in order).
SUIT_CHARS = "cdhs"

#: The forms a rank takes in words (see the catalogue, ``engine.rank.*``): alone, with its
#: article, plural, after a hand's name (``pair of aces``, ``coppia d'assi``), after a straight or
#: a flush (``nine high``, ``al nove``).
RankForm = Literal["", "the", "plural", "of", "high"]
_RANK_KEYS: dict[str, tuple[str, ...]] = {
    form: tuple(f"engine.rank.{form + '.' if form else ''}{c}" for c in RANK_CHARS)
    for form in ("", "the", "plural", "of", "high")
}
_SUIT_KEYS = tuple(f"engine.suit.{c}" for c in SUIT_CHARS)


def rank_words(rank: int, form: RankForm = "") -> Msg:
    """A rank (0 = deuce .. 12 = ace) in words, in one of its forms (see :data:`RankForm`)."""
    return Msg(_RANK_KEYS[form][rank])


#: Where the rank part of a key starts.
RANK_SHIFT = 24
#: Width of one suit field in the low part of a key.
SUIT_FIELD_BITS = 6
#: The bias every card adds to each suit field (see the module docstring).
SUIT_BIAS = sum(2 << (SUIT_FIELD_BITS * s) for s in range(4))
#: The top bit of each suit field: set in a 6- or 7-card sum iff that suit has five cards or more.
FLUSH_FLAGS = sum(32 << (SUIT_FIELD_BITS * s) for s in range(4))
#: Mask of the suit part of a key.
SUIT_MASK = (1 << RANK_SHIFT) - 1


def card_key(rank: int, suit: int) -> int:
    """The integer value of the card of ``rank`` (0 = deuce .. 12 = ace) and ``suit`` (0..3)."""
    ranks: int = 5**rank  # (int ** int is typed Any: a negative power would be a float)
    return (ranks << RANK_SHIFT) + (4 << (SUIT_FIELD_BITS * suit)) + SUIT_BIAS


class Card(int):
    """One of the 52 cards; ``Card("Ah")`` returns the shared instance.

    A card is an ``int`` (its evaluation key), so the evaluator adds cards directly. Use
    :attr:`rank`, :attr:`suit` and :attr:`index` for everything else.
    """

    __slots__ = ()

    def __new__(cls, text: str) -> Card:
        """The shared instance of the card ``text`` names (see :func:`parse_card`)."""
        return parse_card(text)

    @property
    def rank(self) -> int:
        """0 for a deuce up to 12 for an ace."""
        return _RANK_OF[self]

    @property
    def suit(self) -> int:
        """0 clubs, 1 diamonds, 2 hearts, 3 spades."""
        return _SUIT_OF[self]

    @property
    def index(self) -> int:
        """A dense index 0..51 (``rank * 4 + suit``)."""
        return _INDEX_OF[self]

    def name(self, lang: str = "en") -> str:
        """The card in words: ``ace of hearts``, ``asso di cuori``."""
        return self.words().text(lang)

    def words(self, *, article: bool = False) -> Msg:
        """The card in words, ready for either language.

        ``ace of hearts``; with ``article``, ``the ace of hearts`` / ``l'asso di cuori``.
        """
        rank = rank_words(self.rank, "the" if article else "")
        return Msg("engine.card", rank=rank, suit=Msg(_SUIT_KEYS[self.suit]))

    def __str__(self) -> str:
        return _TEXT_OF[self]

    def __repr__(self) -> str:
        return f"Card({_TEXT_OF[self]!r})"

    def __reduce__(self) -> tuple[type[Card], tuple[str]]:
        return (Card, (_TEXT_OF[self],))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self


def _make(rank: int, suit: int) -> Card:
    return int.__new__(Card, card_key(rank, suit))


#: All 52 cards by index (``rank * 4 + suit``): 2c 2d 2h 2s 3c ... As.
CARDS: tuple[Card, ...] = tuple(_make(r, s) for r in range(13) for s in range(4))
_RANK_OF = {c: i // 4 for i, c in enumerate(CARDS)}
_SUIT_OF = {c: i % 4 for i, c in enumerate(CARDS)}
_INDEX_OF = {c: i for i, c in enumerate(CARDS)}
_TEXT_OF = {c: RANK_CHARS[i // 4] + SUIT_CHARS[i % 4] for i, c in enumerate(CARDS)}
_BY_TEXT = {t: c for c, t in _TEXT_OF.items()}
_SUIT_SYMBOLS = {"♣": "c", "♦": "d", "♥": "h", "♠": "s"}


#: Italian card letters, by the club's names (sheet 004, "Jack (J), Donna (Q), Re (K) e Asso
#: (A)"; seeds "Cuori, Fiori, Picche o Quadri", sheet 001): R is the king, D the queen; the suit
#: initials p(icche), c(uori), q(uadri), f(iori) map to the English suit letters.
_IT_RANKS = {"R": "K", "D": "Q"}
_IT_SUITS = {"p": "s", "c": "h", "q": "d", "f": "c"}


def parse_card(text: str, lang: str = "en") -> Card:
    """Read one card: ``Ah``, ``td``, ``10s``, ``Q♥``; in Italian also ``Rc``, ``Dp``, ``10q``.

    The letter ``c`` is clubs in English but cuori (hearts) in Italian, so ``lang`` decides:
    in Italian the suit letters are p, c, q, f (and the English h, s, d, which name no other
    Italian suit), the ranks add R (re) and D (donna); in English only the English letters.
    Suit symbols ♠♥♦♣ work in both.

    Raises:
        CardError: the text is not a card (the message lists that language's letters).
    """
    t = text.strip()
    if len(t) == 3 and t[:2] == "10":
        t = "T" + t[2]
    if len(t) == 2:
        rank, suit = t[0].upper(), t[1]
        suit = _SUIT_SYMBOLS.get(suit, suit.lower())
        if lang == "it":
            rank = _IT_RANKS.get(rank, rank)
            suit = _IT_SUITS.get(suit, suit) if t[1] not in _SUIT_SYMBOLS else suit
        card = _BY_TEXT.get(rank + suit)
        if card is not None:
            return card
    if lang == "it":
        raise CardError("engine.err.card.unreadable_it", text=text)
    raise CardError("engine.err.card.unreadable", text=text, ranks=RANK_CHARS, suits=SUIT_CHARS)


def parse_cards(text: str, lang: str = "en") -> tuple[Card, ...]:
    """Read cards written one after the other, with or without spaces: ``AhKd``, ``Ah Kd 10c``.

    Args:
        text: The cards.
        lang: ``en`` or ``it``: which letters name the ranks and suits (see :func:`parse_card`).

    Raises:
        CardError: some part is not a card.
    """
    out: list[Card] = []
    for word in text.replace(",", " ").split():
        i = 0
        while i < len(word):
            size = 3 if word.startswith("10", i) else 2
            out.append(parse_card(word[i : i + size], lang))
            i += size
    return tuple(out)


def format_cards(cards: Iterable[Card]) -> str:
    """Cards written one after the other, ``AhKd``."""
    return "".join(_TEXT_OF[c] for c in cards)


def check_distinct(cards: Iterable[Card]) -> None:
    """Raise :class:`CardError` if a card appears twice."""
    seen: set[Card] = set()
    for c in cards:
        if c in seen:
            # In words, not "As": an Italian writes the ace of spades "Ap" (sheet 004's letters).
            raise CardError("engine.err.card.twice", card=c.words())
        seen.add(c)


#: Bits needed to draw a number from 0 to i.
_BITS = [(i + 1).bit_length() for i in range(52)]

#: The default generator: the operating system's cryptographically secure source.
SYSTEM_RANDOM: random.Random = secrets.SystemRandom()


class DeckReveal(NamedTuple):
    """What a deck discloses after the hand so its commitment can be checked."""

    order: str
    """The deck order from the top card down, e.g. ``"Ah7c..."`` (104 characters)."""
    secret: str
    """The secret mixed into the commitment, in hexadecimal."""
    commitment: str
    """The commitment that was published before the hand."""


def commitment_of(order: str, secret: str) -> str:
    """The SHA-256 commitment (hexadecimal) of a deck order and a hexadecimal secret."""
    data = f"director-deck-v1:{order}:{secret}".encode("ascii")
    return hashlib.sha256(data).hexdigest()


def verify_commitment(commitment: str, order: str, secret: str) -> bool:
    """True if ``order`` and ``secret`` are exactly what ``commitment`` was made from."""
    return hmac.compare_digest(commitment_of(order, secret), commitment.lower())


class Deck:
    """A 52-card deck in a fixed order, dealt from the top.

    Args:
        rng: the generator that shuffles the deck; default the system's secure generator.
        order: a complete deck order to use instead of shuffling (replays and tests).

    Raises:
        CardError: ``order`` is not the 52 cards, each once.
    """

    __slots__ = ("_cards", "_commitment", "_secret", "position")

    def __init__(self, rng: random.Random | None = None, *, order: Sequence[Card] | None = None):
        if order is None:
            cards = list(CARDS)
            # Fisher-Yates with rejection sampling: every order equally likely (the same
            # algorithm as random.shuffle, inlined because a deck is shuffled every hand).
            getrandbits = (rng or SYSTEM_RANDOM).getrandbits
            for i in range(51, 0, -1):
                bits = _BITS[i]
                j = getrandbits(bits)
                while j > i:
                    j = getrandbits(bits)
                cards[i], cards[j] = cards[j], cards[i]
        else:
            cards = list(order)
            if len(cards) != 52 or len(set(cards)) != 52:
                raise CardError("engine.err.card.deck_order")
        self._cards = cards
        self._secret: str | None = None
        self._commitment: str | None = None
        #: How many cards have been dealt (or burned) from the top.
        self.position = 0

    @property
    def order(self) -> tuple[Card, ...]:
        """The whole deck, top card first (including cards already dealt)."""
        return tuple(self._cards)

    @property
    def remaining(self) -> int:
        """Cards not dealt yet."""
        return 52 - self.position

    def deal(self, count: int = 1) -> tuple[Card, ...]:
        """Take ``count`` cards from the top.

        Raises:
            CardError: fewer than ``count`` cards are left.
        """
        p = self.position
        if p + count > 52:
            raise CardError("engine.err.card.deck_short", left=52 - p, count=count)
        self.position = p + count
        return tuple(self._cards[p : p + count])

    def peek(self, count: int = 1) -> tuple[Card, ...]:
        """The next ``count`` cards, without dealing them (tests and the dealer's view)."""
        return tuple(self._cards[self.position : self.position + count])

    @property
    def commitment(self) -> str:
        """The SHA-256 commitment to this deck's order; publish it before the hand."""
        if self._commitment is None:
            self._secret = secrets.token_hex(32)
            self._commitment = commitment_of(format_cards(self._cards), self._secret)
        return self._commitment

    def reveal(self) -> DeckReveal:
        """Disclose the order and the secret (after the hand) so the commitment can be checked."""
        commitment = self.commitment
        assert self._secret is not None
        return DeckReveal(format_cards(self._cards), self._secret, commitment)
