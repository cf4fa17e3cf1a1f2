"""Running the tournament commands in-process, as the tests of the command line do."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from director.cli import main

#: run(*argv, ok=True) -> stdout of a command that succeeds, or stderr of one refused.
Cli = Callable[..., str]


def runner(capsys: pytest.CaptureFixture[str]) -> Cli:
    """A ``director`` that checks what every command promises.

    A command that succeeds exits 0. A refused one exits 1 with one line on stderr,
    ``director: error: ...`` in English or ``director: errore: ...`` in Italian, and no
    traceback.
    """

    def run(*argv: object, ok: bool = True) -> str:
        code = main([str(a) for a in argv])
        out, err = capsys.readouterr()
        if ok:
            assert code == 0, err
            return out
        assert code == 1, (code, out, err)
        assert err.startswith(("director: error: ", "director: errore: ")), err
        assert err.count("\n") == 1, err
        assert "Traceback" not in err
        return err

    return run
