"""What Excel really writes: its encodings and separators, and the malformed files people make.

Every file here is written byte by byte, as the program that made it would.
"""

import codecs

import pytest

from director.tournament.csvio import CsvError, read_players

NAMES = ["Niccolò D'Angelo", "Zoë Müller", "José Núñez"]


def _write(tmp_path, name, data: bytes):
    path = tmp_path / name
    path.write_bytes(data)
    return path


def test_italian_excel_plain_csv_is_windows_1252_with_semicolons(tmp_path):
    text = "Nome;Cognome;Note\r\nNiccolò;D'Angelo;€ 20 pagati\r\nZoë;Müller;\r\n"
    path = _write(tmp_path, "iscritti.csv", text.encode("cp1252"))
    rows = read_players(path)
    assert [r.name for r in rows] == ["Niccolò D'Angelo", "Zoë Müller"]
    assert rows[0].notes == "€ 20 pagati"


def test_csv_utf8_has_a_bom(tmp_path):
    text = "Name,Nickname\r\n" + "".join(f"{n},\r\n" for n in NAMES) + "山田太郎,Taro\r\n"
    path = _write(tmp_path, "players.csv", codecs.BOM_UTF8 + text.encode("utf-8"))
    rows = read_players(path)
    assert [r.name for r in rows] == [*NAMES, "山田太郎"]
    assert rows[-1].nickname == "Taro"


def test_unicode_text_is_utf16_little_endian_with_a_bom_and_tabs(tmp_path):
    text = "Nome\tSoprannome\tEmail\r\n" + "".join(
        f"{n}\t\tx{i}@a.it\r\n" for i, n in enumerate(NAMES)
    )
    text += "שרה לוי\t\t\r\nمحمد علي\tMo\t\r\n"
    path = _write(tmp_path, "giocatori.txt", codecs.BOM_UTF16_LE + text.encode("utf-16-le"))
    rows = read_players(path)
    assert [r.name for r in rows] == [*NAMES, "שרה לוי", "محمد علي"]
    assert rows[1].email == "x1@a.it"
    assert rows[-1].nickname == "Mo"
    big_endian = _write(tmp_path, "be.txt", codecs.BOM_UTF16_BE + text.encode("utf-16-be"))
    assert [r.name for r in read_players(big_endian)] == [r.name for r in rows]


def test_utf16_that_lost_its_bom_is_still_read(tmp_path):
    path = _write(tmp_path, "nobom.txt", "Nome\tEmail\r\nNiccolò\tn@a.it\r\n".encode("utf-16-le"))
    assert [r.name for r in read_players(path)] == ["Niccolò"]


def test_an_unclosed_quote_names_its_line_and_merges_nothing(tmp_path):
    lines = ["Nome;Email", "Anna;a@a.it", "Luca;l@a.it", '"Mario Rossi;m@a.it', "Giulia;g@a.it"]
    path = _write(tmp_path, "quote.csv", "\r\n".join(lines).encode("utf-8") + b"\r\n")
    with pytest.raises(CsvError) as info:
        read_players(path)
    assert info.value.key == "csv.err.quote"
    assert str(info.value).startswith(f"{path}:4: a quote")
    assert info.value.text("it").startswith(f"{path}:4: una virgoletta")


def test_a_quote_that_closes_rows_later_is_refused_not_merged(tmp_path):
    lines = ["Nome;Email", "Anna;a@a.it", '"Mario Rossi;m@a.it', "Giulia;g@a.it", 'Luca";l@a.it']
    path = _write(tmp_path, "quote2.csv", "\n".join(lines).encode("utf-8"))
    with pytest.raises(CsvError) as info:
        read_players(path)
    assert info.value.key == "csv.err.multiline"
    assert str(info.value).startswith(f"{path}:3: this row runs on to line 5")


def test_a_line_break_inside_quoted_notes_is_kept(tmp_path):
    text = 'Nome;Note\r\nAnna;"arriva tardi\npaga alla cassa"\r\nLuca;\r\n'
    rows = read_players(_write(tmp_path, "notes.csv", text.encode("utf-8")))
    assert [(r.line, r.name, r.notes) for r in rows] == [
        (2, "Anna", "arriva tardi\npaga alla cassa"),
        (4, "Luca", ""),
    ]


def test_a_bare_carriage_return_names_its_line(tmp_path):
    data = b"Nome;Email\r\nAnna;a@a.it\r\nMario\rRossi;m@a.it\r\nLuca;l@a.it\r\n"
    path = _write(tmp_path, "cr.csv", data)
    with pytest.raises(CsvError) as info:
        read_players(path)
    assert info.value.key == "csv.err.bare_cr"
    assert str(info.value).startswith(f"{path}:3: a carriage return (CR) alone")


def test_old_mac_files_end_lines_with_cr_alone(tmp_path):
    path = _write(tmp_path, "mac.csv", "Nome;Email\rNiccolò;n@a.it\rAnna;\r".encode("cp1252"))
    assert [r.name for r in read_players(path)] == ["Niccolò", "Anna"]


def test_bytes_that_are_no_text_are_refused_with_line_column_and_value(tmp_path):
    # 0x81 means nothing in UTF-8 nor in Windows-1252.
    path = _write(tmp_path, "bad.csv", b"Nome;Email\r\nAnna;a@a.it\r\nLu\x81ca;l@a.it\r\n")
    with pytest.raises(CsvError) as info:
        read_players(path)
    assert info.value.key == "csv.err.bad_byte"
    assert str(info.value).startswith(f"{path}:3: byte 0x81 at column 3 is not text")


def test_a_file_mixing_utf8_and_windows_1252_is_refused_not_mojibake(tmp_path):
    # Niccolò in UTF-8, then Zoë in cp1252: read as cp1252 it would print "NiccolÃ²".
    data = "Nome\r\nNiccolò\r\n".encode() + "Zoë\r\n".encode("cp1252")
    path = _write(tmp_path, "mixed.csv", data)
    with pytest.raises(CsvError) as info:
        read_players(path)
    assert info.value.key == "csv.err.bad_byte"
    assert str(info.value).startswith(f"{path}:3: byte 0xeb at column 3")


def test_control_characters_and_broken_utf16_are_refused(tmp_path):
    path = _write(tmp_path, "ctl.csv", b"Nome\nAnna\nLu\x07ca\n")
    with pytest.raises(CsvError, match=r":3: byte 0x07 at column 3"):
        read_players(path)
    # A lone surrogate half in UTF-16: not text.
    data = codecs.BOM_UTF16_LE + "Nome\r\nAnna\r\n".encode("utf-16-le") + b"\x00\xd8A\x00"
    path = _write(tmp_path, "broken16.txt", data)
    with pytest.raises(CsvError, match=r":3: byte 0x00 d8 at column 1"):
        read_players(path)


def test_a_header_alone_lists_nobody(tmp_path):
    path = _write(tmp_path, "header.csv", b"Nome;Email\r\n\r\n")
    with pytest.raises(CsvError, match=r":1: no players listed under the header"):
        read_players(path)
