"""Right-to-left names (Hebrew, Arabic) in the order and the letter forms they are printed in.

reportlab draws the characters of a text from left to right as they are stored, and each
Arabic letter in its isolated form: "שרה" would print as "הרש" and "محمد" as four separate
letters backwards. :func:`visual` gives the line as a reader sees it, which the sheets then
draw from left to right:

* Arabic letters take their joined forms (initial, medial, final, isolated; lam with alef as
  one ligature) from Unicode's presentation forms, which the shipped DejaVu fonts have;
* the line is put in visual order by the rules of the Unicode bidirectional algorithm (UAX #9)
  that a one-line name needs: its direction is its first strong letter's; runs of the other
  direction, and numbers, keep their own order inside it; brackets are mirrored in a
  right-to-left run.

A name, a title or a venue is one line: paragraphs of mixed directions over several lines are
not the sheets' business.
"""

from __future__ import annotations

import functools
import unicodedata

#: Brackets drawn the other way round in right-to-left text (Unicode's Bidi_Mirrored).
_MIRROR = dict(zip("()[]{}<>«»‹›", ")(][}{><»«›‹", strict=True))
#: The ligature of lam with each kind of alef (Unicode's presentation forms).
_LAM, _LAM_ALEF = (
    "\u0644",
    {"\u0622": "MADDA ABOVE", "\u0623": "HAMZA ABOVE", "\u0625": "HAMZA BELOW", "\u0627": ""},
)


def has_rtl(text: str) -> bool:
    """True when ``text`` has a right-to-left letter (Hebrew, Arabic, ...)."""
    return any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in text)


@functools.lru_cache(maxsize=512)
def _form(ch: str, form: str) -> str | None:
    """The presentation form (``ISOLATED``, ``FINAL``, ``INITIAL``, ``MEDIAL``) of a letter."""
    name = unicodedata.name(ch, "")
    if not name.startswith("ARABIC LETTER "):
        return None
    try:
        return unicodedata.lookup(f"{name} {form} FORM")
    except KeyError:
        return None


def _joins_forward(ch: str | None) -> bool:
    """The letter joins the one after it (it has an initial form): dual-joining."""
    return ch is not None and _form(ch, "INITIAL") is not None


def _joins_back(ch: str | None) -> bool:
    """The letter joins the one before it (it has a final form)."""
    return ch is not None and _form(ch, "FINAL") is not None


def _neighbours(text: str) -> tuple[list[str | None], list[str | None]]:
    """Each character's previous and next letters, skipping the marks above and below."""
    letters = [None if unicodedata.category(ch) == "Mn" else ch for ch in text]
    before: list[str | None] = []
    last: str | None = None
    for ch in letters:
        before.append(last)
        last = ch if ch is not None else last
    after: list[str | None] = []
    last = None
    for ch in reversed(letters):
        after.append(last)
        last = ch if ch is not None else last
    return before, after[::-1]


def shape(text: str) -> str:
    """``text`` with its Arabic letters in their joined forms (still in logical order)."""
    if not any("\u0600" <= ch <= "\u06ff" for ch in text):
        return text
    before, after = _neighbours(text)
    out: list[str] = []
    skip = False
    for i, ch in enumerate(text):
        if skip:
            skip = False
            continue
        back = _joins_forward(before[i]) and _joins_back(ch)
        if ch == _LAM and after[i] in _LAM_ALEF and text[i + 1 : i + 2] == after[i]:
            alef = _LAM_ALEF[after[i] or ""]
            kind = f" WITH {alef}" if alef else ""
            form = "FINAL" if back else "ISOLATED"
            out.append(unicodedata.lookup(f"ARABIC LIGATURE LAM WITH ALEF{kind} {form} FORM"))
            skip = True
            continue
        forward = _joins_forward(ch) and _joins_back(after[i])
        form = {
            (True, True): "MEDIAL",
            (False, True): "INITIAL",
            (True, False): "FINAL",
            (False, False): "ISOLATED",
        }[back, forward]
        out.append(_form(ch, form) or ch)
    return "".join(out)


def _levels(text: str) -> list[int]:
    """The embedding level of each character: even left to right, odd right to left."""
    kinds = [unicodedata.bidirectional(ch) for ch in text]
    strong = [("R" if k in ("R", "AL") else "L") if k in ("L", "R", "AL") else None for k in kinds]
    base = next((s for s in strong if s is not None), "L")
    resolved: list[str] = []
    for i, kind in enumerate(kinds):
        if strong[i] is not None:
            resolved.append(strong[i] or "L")
        elif kind in ("EN", "AN"):
            resolved.append("N")  # a number: read left to right inside any text
        elif kind == "NSM" and resolved:
            resolved.append(resolved[-1])
        else:  # a space or a sign: the direction around it, when both sides agree
            prev = next((s for s in reversed(strong[:i]) if s is not None), base)
            nxt = next((s for s in strong[i + 1 :] if s is not None), base)
            resolved.append(prev if prev == nxt else base)
    if base == "R":
        return [1 if r == "R" else 2 for r in resolved]
    return [1 if r == "R" else 0 for r in resolved]


def visual(text: str) -> str:
    """``text`` (one line) as it is printed from left to right: shaped, reordered, mirrored."""
    if not has_rtl(text):
        return text
    chars = list(shape(text))
    levels = _levels("".join(chars))
    chars = [
        _MIRROR.get(ch, ch) if level % 2 else ch for ch, level in zip(chars, levels, strict=True)
    ]
    order = list(range(len(chars)))
    for level in range(max(levels), 0, -1):  # UAX #9 L2: reverse each run at this level or above
        i = 0
        while i < len(order):
            if levels[order[i]] < level:
                i += 1
                continue
            j = i
            while j < len(order) and levels[order[j]] >= level:
                j += 1
            order[i:j] = reversed(order[i:j])
            i = j
    return "".join(chars[k] for k in order)
