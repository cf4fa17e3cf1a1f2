"""What the felt shows of the table's session: the dealer's view (every card face up, the cards
still down for the table shaded) or the wall's (hole cards face down until they are turned up)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject

from director.engine.cards import Card
from director.engine.equity import Equity, pot_equity
from director.engine.holdem import HoldemHand
from director.engine.records import PotAwarded
from director.engine.stud import StudHand
from director.table import PlayedHand, SeatPlayer, TableSession, TableSetup
from ui.common.fmt import num
from ui.play.deal import redeal_commitments
from ui.play.felt import Banner, FeltScene, SeatScene
from ui.play.rulings import ruling_texts, ruling_title
from ui.play.words import TableWords, percent

Hand = HoldemHand | StudHand
#: Per pot, the players (indexes among those still in) who may win it, and their chances in it.
_PerPot = tuple[tuple[tuple[int, ...], ...], tuple[Equity, ...]]


@dataclass(frozen=True)
class _Seen:
    """What the table sees of the hand in play, read once for all its seats."""

    public: bool
    stacks: tuple[int, ...]
    bets: tuple[int, ...]
    shown: dict[int, tuple[Card, ...]]
    acting: int | None
    equity: Equity | None
    equity_players: tuple[int, ...]
    pot_equity: tuple[Equity, ...]
    pot_players: tuple[tuple[int, ...], ...]
    awards: tuple[PotAwarded, ...]
    won: tuple[int, ...]
    strengths: dict[int, int]
    mucked: frozenset[int]
    finished: bool


class SceneBuilder(QObject):
    """Builds the felt's scenes from the table's session.

    Args:
        session: The table's session.
        number: The table number.
        words: The table window's shared words.
        parent: The table window.
    """

    def __init__(
        self,
        session: TableSession,
        number: int,
        words: TableWords,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.number = number
        self.words = words
        #: The last chances per pot worked out, with what they were worked out for.
        self._per_pot: tuple[object, tuple[Equity, ...]] = ((), ())

    def build(self, *, public: bool, now: float, setup: TableSetup) -> FeltScene:
        """What a view shows now: the dealer's (``public`` False) or the wall's.

        ``setup`` is the table as the next hand would be dealt (shown between hands).
        """
        session = self.session
        played = session.current
        hand = session.hand
        shown_setup = played.setup if played is not None else setup
        seats = shown_setup.seats
        scene = FeltScene(seats=max(seats, 2) if seats else 9)
        self._head(scene, shown_setup, played)
        if hand is not None and played is not None:
            seen = self._seen(public, hand)
            seated = {
                p.seat: self._player(seen, hand, i, p) for i, p in enumerate(played.setup.players)
            }
            for p in played.setup.waiting:
                seated[p.seat] = SeatScene(
                    seat=p.seat, name=p.name, stack=p.chips, note=self.tr("Sits out"), folded=True
                )
            scene.pots = self._pots(hand, seen.awards)
            if seen.acting is not None:
                scene.shot = session.shot_remaining(now)
                scene.shot_total = session.shot.seconds
                scene.message = ""
            elif session.running_out:
                scene.message = self.tr("All-in")
        else:
            seated = self._between_hands(setup)
            scene.message = setup.problem_text(self.words.lang)
        scene.banner = self._banner(public)
        scene.seat_scenes = [seated.get(k, SeatScene(seat=k)) for k in range(1, scene.seats + 1)]
        return scene

    def _head(self, scene: FeltScene, setup: TableSetup, played: PlayedHand | None) -> None:
        """The title, the stakes, the board and the deck's commitment at the foot."""
        session = self.session
        scene.title = self.tr("Table {0}").format(self.number)
        if played is not None:
            scene.title += " · " + self.tr("hand {0}").format(played.number)
        scene.subtitle = self.words.stakes(setup.level)
        scene.all_in_label = self.tr("ALL-IN")
        scene.board = session.board
        scene.board_slots = 0 if setup.stud else 5
        redealt = redeal_commitments(played) if played is not None else ()
        if played is not None and redealt:
            # A misdeal dealt the hand again from a new deck, which has its own commitment.
            scene.footer = self.tr("Redeal's deck commitment (SHA-256): {0}").format(redealt[-1])
        elif played is not None:
            scene.footer = self.tr("Deck commitment (SHA-256): {0}").format(played.commitment)
        else:
            scene.footer = self.tr("Next deck commitment (SHA-256): {0}").format(
                session.deck.commitment
            )
        if played is not None and played.reveal is not None and played.verified:
            scene.footer = self.tr("Deck revealed: it matches its commitment {0}").format(
                played.commitment
            )

    def _seen(self, public: bool, hand: Hand) -> _Seen:
        """What the table sees of the hand now (the engine's awards and winnings once it is over)."""
        session = self.session
        la = session.legal()
        eq = session.all_in_equity()
        players = session.equity_players() if eq is not None else ()
        per_pot = self._pot_equity(hand, players) if eq is not None else ((), ())
        awards = session.awards()
        showdown = session.showdown()
        return _Seen(
            public=public,
            stacks=session.stacks(),
            bets=session.bets(),
            shown=session.shown_cards(),
            acting=la.player if la is not None else None,
            equity=eq,
            equity_players=players,
            pot_equity=per_pot[1],
            pot_players=per_pot[0],
            awards=awards,
            won=hand.winnings() if awards else (0,) * hand.players,
            strengths={p: st for p, showed, st, _c in showdown if showed and st is not None},
            mucked=frozenset(p for p, showed, _s, _c in showdown if not showed),
            finished=session.finished,
        )

    def _player(self, seen: _Seen, hand: Hand, i: int, p: SeatPlayer) -> SeatScene:
        """The seat of player ``i`` of the hand: his cards as this view shows them, his chips."""
        dealt = self.session.cards(i)
        cards = tuple(c for c, _up in dealt)
        hidden = tuple(not up for _c, up in dealt)
        turned = i in seen.shown
        faces = tuple(not seen.public or up or turned for _c, up in dealt)
        if seen.public and hand.folded[i]:
            cards = faces = hidden = ()
        stack = seen.stacks[i]
        return SeatScene(
            seat=p.seat,
            name=p.name,
            stack=stack,
            bet=seen.bets[i] if seen.bets else 0,
            cards=cards,
            face_up=not seen.public or turned,
            faces=faces,
            hidden=hidden if not seen.public else (),
            folded=hand.folded[i],
            all_in=not hand.folded[i] and stack == 0 and not seen.finished,
            acting=seen.acting == i,
            marks=self._marks(p.seat),
            note=self._note(seen, hand, i, p) if i not in seen.equity_players else "",
            chances=self._chances(seen, i) if i in seen.equity_players else (),
            winner=bool(seen.awards) and seen.won[i] > 0,
            won=seen.won[i],
            estimated=not p.counted and not seen.finished,
        )

    def _marks(self, seat: int) -> tuple[str, ...]:
        played = self.session.current
        assert played is not None
        return played.setup.position_marks(seat)

    def _pot_equity(self, hand: Hand, players: tuple[int, ...]) -> _PerPot:
        """Per pot, who of ``players`` may win it and their chances, when there are side pots.

        Worked out once per board and kept: the felt is painted several times a second.
        """
        breakdown = self.session.pots()
        if not isinstance(hand, HoldemHand) or breakdown is None or len(breakdown.pots) < 2:
            return (), ()
        groups = tuple(
            tuple(players.index(p) for p in pot.eligible if p in players) for pot in breakdown.pots
        )
        if not all(groups):
            return (), ()
        holes = tuple(tuple(hand.hole_cards(p)) for p in players)
        key = (holes, self.session.board, groups)  # the cards, not the hand: ids are reused
        if self._per_pot[0] != key:
            self._per_pot = (key, pot_equity(holes, groups, self.session.board))
        return groups, self._per_pot[1]

    def _chances(self, seen: _Seen, i: int) -> tuple[str, ...]:
        """His chances, one line each: per pot he can win when there are side pots (his share
        of it, ties split), else his chance to win and, if he may share the pot, to tie."""
        k = seen.equity_players.index(i)
        if seen.pot_equity:
            lines = []
            for pot, (eq, group) in enumerate(zip(seen.pot_equity, seen.pot_players, strict=True)):
                if k not in group:
                    continue
                label = self.tr("Main") if pot == 0 else self.tr("Side {0}").format(pot)
                lines.append(self.tr("{0} {1}%").format(label, percent(eq.equity(k))))
            return tuple(lines)
        assert seen.equity is not None
        lines = [self.tr("Win {0}%").format(percent(seen.equity.win(k)))]
        if seen.equity.ties[k]:
            lines.append(self.tr("Tie {0}%").format(percent(seen.equity.tie(k))))
        return tuple(lines)

    def _note(self, seen: _Seen, hand: Hand, i: int, p: SeatPlayer) -> str:
        """The line under a player's name: his hand, mucked, folded, or out."""
        if seen.finished and seen.stacks[i] == 0:
            return self.words.out(p.entry)
        if i in seen.strengths:
            return self.words.hand(seen.strengths[i])
        if i in seen.mucked:
            return self.tr("Mucked")
        if hand.folded[i]:
            return self.tr("Folded")
        return ""

    def _pots(self, hand: Hand, awards: tuple[PotAwarded, ...]) -> list[str]:
        """The pots under the board: who won each once awarded, else how much is in each."""
        if awards:
            return [
                self.tr("{0} {1} → {2}").format(
                    self.words.pot(a.pot),
                    num(a.amount),
                    " & ".join(hand.names[w] for w in a.winners),
                )
                for a in awards
            ]
        breakdown = self.session.pots()
        if breakdown is None:
            return []
        lines = []
        for side, pot in enumerate(breakdown.pots):
            label = self.tr("Pot") if len(breakdown.pots) == 1 else self.words.pot(side)
            lines.append(self.tr("{0} {1}").format(label, num(pot.amount)))
        return lines

    def _between_hands(self, setup: TableSetup) -> dict[int, SeatScene]:
        """The seats as the next hand would be dealt: stacks, positions, who sits out."""
        seated = {}
        for p in (*setup.players, *setup.waiting):
            waiting = p in setup.waiting
            seated[p.seat] = SeatScene(
                seat=p.seat,
                name=p.name,
                stack=p.chips,
                marks=setup.position_marks(p.seat),
                note=self.tr("Sits out") if waiting else "",
                folded=waiting,
                estimated=not p.counted,
            )
        return seated

    def _banner(self, public: bool) -> Banner | None:
        """The ruling on a dealer's error, until the next action.

        The room is not told the card of an extra card that went back as the burn card (see
        :func:`~ui.play.rulings.ruling_texts`): the first player, who got it, is named instead.
        """
        session = self.session
        ruling = session.announced
        if ruling is None or session.hand is None:
            return None
        first = session.first_card() if public else None
        room = session.hand.names[first[0]] if first is not None else None
        action, rule = ruling_texts(ruling, self.words.lang, room=room)
        return Banner(ruling_title(ruling), action, rule)
