"""Snapshots of the derived state, kept in the tournament file so opening need not replay it all.

Replaying a log costs more per record as the tournament grows (every record makes a new
immutable state), so a festival's file of 5,000 entrants took seconds to open. A snapshot is
the state after one record, with the undo and redo stacks and the clock, stored in the file's
``snapshots`` table (:mod:`director.tournament.store`). Opening reads the newest snapshot that
matches and replays only the records after it.

A snapshot is a shortcut, never the truth: the log is. One is used only if all of these hold,
else the log is replayed from the start as before:

* it was written by a program that folds records into states the same way: its ``model`` is
  :data:`MODEL_VERSION` and a fingerprint of the code that defines and folds the state (the
  sources of ``director/tournament``, ``seating``, ``structures`` and ``yamlread``, or the
  program's version where no sources ship), so a changed state class or a changed rule never
  loads a stale snapshot;
* the log up to the record it names is the one it was made from (the hash of the log through
  that record, :meth:`~director.tournament.store.Store.log_hashes`);
* its bytes are whole (a digest over them) and they read back into values of the classes the
  program has now, with the same fields (the classes and their fields are stored with it).

A snapshot is written in the same transaction as a record every
:data:`~director.tournament.store.SNAPSHOT_STRETCH` records, and when the tournament is closed if
:data:`ON_CLOSE_AFTER` records followed the last one. Writing one never fails an action: a state
this module cannot write (a value of a kind it does not know) is simply not snapshotted.

Undo reaches back past a snapshot: the stacks keep the records' numbers, the records are read
from the log when needed, and an earlier state is rebuilt from the newest snapshot kept in the
file whose undo stack starts ours (:class:`FileArchive`), then the records after it. So that
there is one, the first snapshot written after a whole replay comes with one of an earlier
checkpoint of the undo stack.

The format is JSON (compressed): a table of values, each after the values it holds; values of
dataclasses and enums of ``director`` by class, tuples, lists, sets and mappings by tag; nothing
in a file can name anything else to build.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import gc
import hashlib
import json
import operator
import sys
import zlib
from collections.abc import Callable, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Any

from director import __version__
from director.tournament.events import Created, Event
from director.tournament.history import History
from director.tournament.model import TournamentState
from director.tournament.store import SnapshotRow, Store

#: The format of a snapshot; a program that reads another one replays the log instead.
MODEL_VERSION = 1
#: Closing writes a snapshot when at least this many records followed the newest one.
ON_CLOSE_AFTER = 32
#: The packages whose code defines the state and folds records into it.
FOLDING = ("tournament", "seating", "structures", "yamlread")

_SCALARS = (str, int, float, bool, type(None))
_TUPLE, _LIST, _FROZENSET, _DICT, _PROXY, _OBJECT, _ENUM = range(7)
#: Values of a kind looked up before giving up on finding equal ones already written.
_TRY_SHARING = 64


class SnapshotError(ValueError):
    """A snapshot that cannot be written or used (the log is replayed instead)."""


@functools.cache
def model() -> str:
    """What a snapshot must have been written by to be used: the version and the fingerprint."""
    root = Path(__file__).resolve().parent.parent
    digest = hashlib.sha256(f"{MODEL_VERSION}:{__version__}".encode())
    for package in FOLDING:
        for source in sorted((root / package).rglob("*.py")):
            digest.update(str(source.relative_to(root)).encode() + b"\0")
            digest.update(source.read_bytes())
    return f"{MODEL_VERSION}:{digest.hexdigest()[:32]}"


# -- the state as JSON ---------------------------------------------------------------------------
# The state is written as a table of values, each after the values it holds, which it names by
# their place in the table (``[i]``); scalars stay in place. Equal immutable values are written
# once (most entries' payments are the same), so reading builds each value once, in one pass.
class _Encoder:
    """Values into the table; the classes met are listed with their fields."""

    def __init__(self) -> None:
        self.classes: dict[type, int] = {}
        self.table: list[list[Any]] = []
        self.nodes: list[list[Any]] = []
        self._fields: dict[type, tuple[int, Callable[[Any], Any], int]] = {}
        self._seen: dict[tuple[Any, ...], list[int]] = {}
        # Per kind: [values met, values found already written]; a kind whose first values are
        # all different (entries, people) is not looked up any more.
        self._hits: dict[type, list[int]] = {}

    def _class(self, cls: type) -> tuple[int, Callable[[Any], Any], int]:
        if cls not in self._fields:
            if not cls.__module__.startswith("director."):
                raise SnapshotError(f"a value of {cls.__qualname__} is not the program's")
            names = [f.name for f in dataclasses.fields(cls) if f.init]
            self.classes[cls] = len(self.table)
            self.table.append([f"{cls.__module__}:{cls.__qualname__}", names])
            self._fields[cls] = (self.classes[cls], operator.attrgetter(*names), len(names))
        return self._fields[cls]

    def _node(self, node: list[Any], kind: type | None) -> list[int]:
        """``node`` put in the table (once, if an equal immutable one is there); its reference.

        ``kind``: the immutable kind of the value, None for a mutable one (never shared).
        """
        hits = self._hits.setdefault(kind, [0, 0]) if kind is not None else None
        if hits is not None and (hits[1] or hits[0] < _TRY_SHARING):
            hits[0] += 1
            key = tuple((c[0],) if type(c) is list else c for c in node)
            ref = self._seen.get(key)
            if ref is not None:
                hits[1] += 1
                return ref
            ref = self._seen[key] = [len(self.nodes)]
            self.nodes.append(node)
            return ref
        self.nodes.append(node)
        return [len(self.nodes) - 1]

    def value(self, x: Any) -> Any:
        """A scalar as it is, anything else as its reference in the table."""
        kind = type(x)
        if kind in _SCALARS:
            return x
        fields = self._fields.get(kind)
        if fields is None and dataclasses.is_dataclass(x):
            fields = self._class(kind)
        if fields is not None:
            index, get, count = fields
            values = get(x) if count != 1 else (get(x),)
            children = [v if type(v) in _SCALARS else self.value(v) for v in values]
            return self._node(
                [_OBJECT, index, *children], kind if kind.__hash__ is not None else None
            )
        if kind is tuple or kind is list or kind is frozenset:
            tag = _TUPLE if kind is tuple else _LIST if kind is list else _FROZENSET
            items = [v if type(v) in _SCALARS else self.value(v) for v in x]
            return self._node([tag, *items], None if kind is list else kind)
        if kind is dict or kind is MappingProxyType:
            node: list[Any] = [_DICT if kind is dict else _PROXY]
            for k, v in x.items():
                node.append(k if type(k) in _SCALARS else self.value(k))
                node.append(v if type(v) in _SCALARS else self.value(v))
            return self._node(node, None)
        if isinstance(x, enum.Enum):
            if kind not in self.classes:
                self.classes[kind] = len(self.table)
                self.table.append([f"{kind.__module__}:{kind.__qualname__}", []])
            return self._node([_ENUM, self.classes[kind], x.value], kind)
        raise SnapshotError(f"a value of {kind.__qualname__} cannot be kept in a snapshot")


def encode_state(state: TournamentState) -> bytes:
    """The state as compressed JSON (SnapshotError if it holds a value of an unknown kind)."""
    encoder = _Encoder()
    root = encoder.value(state)
    data = {"classes": encoder.table, "values": encoder.nodes, "state": root}
    return zlib.compress(json.dumps(data, separators=(",", ":")).encode(), 1)


def _resolve(name: str, fields: list[str]) -> tuple[type, bool]:
    """The class named ``module:qualname`` (already loaded, the program's, same fields)."""
    module_name, _, qualname = name.partition(":")
    module = sys.modules.get(module_name)
    if module is None or not module_name.startswith("director."):
        raise SnapshotError(f"{name} is not a class of this program")
    cls: Any = module
    for part in qualname.split("."):
        cls = getattr(cls, part, None)
    if isinstance(cls, type) and issubclass(cls, enum.Enum) and not fields:
        return cls, False
    if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
        raise SnapshotError(f"{name} is not a value class of this program")
    now = [f for f in dataclasses.fields(cls) if f.init]
    if [f.name for f in now] != fields:
        raise SnapshotError(f"{name} has other fields now")
    return cls, any(f.kw_only for f in now)


def decode_state(blob: bytes) -> TournamentState:
    """Read back :func:`encode_state` (SnapshotError for anything else)."""
    try:
        data = json.loads(zlib.decompress(blob))
        classes = [_resolve(name, fields) for name, fields in data["classes"]]
        names = [fields for _, fields in data["classes"]]
        collecting = gc.isenabled()
        gc.disable()  # tens of thousands of new values, none of them garbage: no need to look
        try:
            values = _built(data["values"], classes, names)
        finally:
            if collecting:
                gc.enable()
        state = values[data["state"][0]]
    except SnapshotError:
        raise
    except Exception as exc:  # any damage at all means: replay the log instead
        raise SnapshotError(f"unreadable snapshot ({type(exc).__name__}: {exc})") from None
    if not isinstance(state, TournamentState):
        raise SnapshotError("the snapshot is not a tournament's state")
    return state


def _built(nodes: list[Any], classes: list[tuple[type, bool]], names: list[list[str]]) -> list[Any]:
    """Every value of the table, each from the ones before it."""
    out: list[Any] = []
    for node in nodes:
        tag = node[0]
        if tag == _OBJECT:
            cls, by_name = classes[node[1]]
            args = [out[v[0]] if type(v) is list else v for v in node[2:]]
            out.append(
                cls(**dict(zip(names[node[1]], args, strict=True))) if by_name else cls(*args)
            )
            continue
        if tag == _ENUM:
            out.append(classes[node[1]][0](node[2]))
            continue
        items = [out[v[0]] if type(v) is list else v for v in node[1:]]
        if tag == _TUPLE:
            out.append(tuple(items))
        elif tag == _LIST:
            out.append(items)
        elif tag == _FROZENSET:
            out.append(frozenset(items))
        elif tag in (_DICT, _PROXY):
            mapping = dict(zip(items[::2], items[1::2], strict=True))
            out.append(mapping if tag == _DICT else MappingProxyType(mapping))
        else:
            raise SnapshotError(f"unknown tag {tag}")
    return out


# -- rows of the snapshots table -------------------------------------------------------------------
def _digest(seq: int, model_key: str, log_hash: str, history: bytes, state: bytes) -> str:
    head = f"{seq}:{model_key}:{log_hash}:{len(history)}:".encode()
    return hashlib.sha256(head + history + state).hexdigest()


def make_row(
    seq: int,
    log_hash: str,
    state: bytes,
    done: Sequence[int],
    undone: Sequence[int],
    clock: dict[str, Any] | None,
) -> SnapshotRow:
    """The row of a snapshot after record ``seq`` (``state`` from :func:`encode_state`)."""
    stacks = {"done": list(done), "undone": list(undone), "clock": clock}
    history = zlib.compress(json.dumps(stacks, separators=(",", ":")).encode(), 1)
    key = model()
    digest = _digest(seq, key, log_hash, history, state)
    return SnapshotRow(seq, key, log_hash, digest, history, state)


def _stacks(row: SnapshotRow) -> dict[str, Any]:
    """The stacks and clock of a whole row (SnapshotError if the row is damaged)."""
    history, state = bytes(row.history), bytes(row.state)
    if _digest(row.seq, row.model, row.log_hash, history, state) != row.digest:
        raise SnapshotError(f"snapshot {row.seq} is damaged")
    try:
        stacks = json.loads(zlib.decompress(history))
        done = [int(s) for s in stacks["done"]]
        undone = [int(s) for s in stacks["undone"]]
        clock = stacks["clock"]
    except Exception as exc:  # any damage at all means: replay the log instead
        raise SnapshotError(f"snapshot {row.seq} is damaged ({exc})") from None
    if clock is not None and not isinstance(clock, dict):
        raise SnapshotError(f"snapshot {row.seq} has no clock")
    return {"done": done, "undone": undone, "clock": clock}


class FileArchive:
    """The log and the snapshots of one open file, for a history that did not read them all.

    Args:
        store: The open file.
        valid: seq -> log hash of the snapshots known to match the log (checked at opening or
            written by this program).
    """

    def __init__(self, store: Store, valid: dict[int, str] | None = None) -> None:
        self.store = store
        self.valid: dict[int, str] = dict(valid or {})

    def records(self, seqs: Sequence[int]) -> list[Event]:
        """The records numbered ``seqs``, in that order."""
        return self.store.records(seqs)

    def load(self, seq: int) -> tuple[TournamentState, dict[str, Any]] | None:
        """The state and stacks of the snapshot after ``seq``, if it is whole and current."""
        row = self.store.snapshot(seq)
        if row is None or row.model != model() or self.valid.get(seq) != row.log_hash:
            return None
        try:
            stacks = _stacks(row)
            return decode_state(bytes(row.state)), stacks
        except SnapshotError:
            return None

    def state_after(self, done: Sequence[int], low: int) -> tuple[int, TournamentState] | None:
        """The state after the most actions of ``done`` (more than ``low``) a snapshot has."""
        best: tuple[int, int] | None = None
        for seq, key, log_hash in self.store.snapshots():
            if key != model() or self.valid.get(seq) != log_hash:
                continue
            row = self.store.snapshot(seq)
            try:
                stacks = _stacks(row) if row is not None else None
            except SnapshotError:
                continue
            if stacks is None:
                continue
            m = len(stacks["done"])
            better = best is None or m > best[0]
            if better and low < m <= len(done) and stacks["done"] == list(done[:m]):
                best = (m, seq)
        if best is None:
            return None
        loaded = self.load(best[1])
        return None if loaded is None else (best[0], loaded[0])


def restore(store: Store) -> tuple[History, FileArchive] | None:
    """The history as the newest usable snapshot left it, or None (then replay the log).

    The records after the snapshot are not fed yet: the caller reads them as in a replay.
    """
    rows = [(seq, log_hash) for seq, key, log_hash in store.snapshots() if key == model()]
    if not rows:
        return None
    hashes = store.log_hashes({seq for seq, _ in rows})
    archive = FileArchive(store, {seq: h for seq, h in rows if hashes.get(seq) == h})
    for seq, _ in rows:
        loaded = archive.load(seq) if seq in archive.valid else None
        if loaded is None:
            continue
        created = store.records([1])[0]
        if not isinstance(created, Created):
            return None
        state, stacks = loaded
        history = History.restored(created, state, stacks["done"], stacks["undone"], archive)
        history.clock = stacks["clock"]
        history.last_seq = seq
        return history, archive
    return None
