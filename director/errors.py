"""Errors a person can act on.

Every error the domain raises for bad input derives from :class:`DirectorError`. Its message is
one line that says what is wrong and, where it can, what to do instead; the command line prints it
as is and the GUI shows it in a message box. Anything else escaping is a bug.
"""


class DirectorError(Exception):
    """A problem with the input or the request, explained in one line for a person."""

    def __str__(self) -> str:  # never a multi-line message
        return " ".join(super().__str__().split("\n"))
