"""Where a tournament file is kept decides its SQLite journal: WAL on a local disk, the rollback
journal in a synced folder or on a network drive (sqlite.org/wal.html: WAL needs one machine)."""

from pathlib import Path

import pytest

from ui.common.recent import journal_for, mount_type

MOUNTS = (
    "/dev/sda1 / ext4 rw,relatime 0 0\n"
    "proc /proc proc rw 0 0\n"
    "//server/club /mnt/club cifs rw,vers=3.0 0 0\n"
    "server:/export /mnt/nfs\\040share nfs4 rw 0 0\n"
    "/dev/sdb1 /mnt/club/local ext4 rw 0 0\n"
)


@pytest.fixture(autouse=True)
def no_onedrive(monkeypatch):
    for name in ("OneDrive", "OneDriveConsumer", "OneDriveCommercial"):
        monkeypatch.delenv(name, raising=False)


def test_a_local_disk_keeps_wal(tmp_path):
    assert journal_for(tmp_path / "Club.director", MOUNTS) is None
    assert journal_for(Path("/home/anna/Documents/Director/Club.director"), MOUNTS) is None


def test_a_network_share_uses_the_rollback_journal():
    assert journal_for(Path("/mnt/club/Director/Club.director"), MOUNTS) == "delete"
    assert journal_for(Path("/mnt/nfs share/Club.director"), MOUNTS) == "delete"


def test_the_innermost_mount_decides():
    assert mount_type(Path("/mnt/club/local/Club.director"), MOUNTS) == "ext4"
    assert journal_for(Path("/mnt/club/local/Club.director"), MOUNTS) is None
    assert mount_type(Path("/mnt/clubhouse/Club.director"), MOUNTS) == "ext4"  # not /mnt/club


def test_the_onedrive_folder_windows_names_uses_the_rollback_journal(tmp_path, monkeypatch):
    synced = tmp_path / "Sync" / "Stuff"
    monkeypatch.setenv("OneDrive", str(tmp_path / "Sync"))
    assert journal_for(synced / "Director" / "Club.director", MOUNTS) == "delete"
    assert journal_for(tmp_path / "Local" / "Club.director", MOUNTS) is None


@pytest.mark.parametrize(
    "folder",
    [
        "OneDrive - Poker Club ASD/Documents",
        "Dropbox/Director",
        "Google Drive/My Drive",
        "Library/Mobile Documents/com~apple~CloudDocs",
    ],
)
def test_folders_of_the_sync_clients_use_the_rollback_journal(tmp_path, folder):
    assert journal_for(tmp_path / folder / "Club.director", MOUNTS) == "delete"


def test_a_file_named_like_a_sync_folder_is_still_local(tmp_path):
    assert journal_for(tmp_path / "Dropbox", MOUNTS) is None
