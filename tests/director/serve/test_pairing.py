"""Pairing a phone: the PIN for a token, the throttle on guesses, revoking a device."""

from __future__ import annotations

import pytest

from director.clock import ManualTime
from director.serve.pairing import TRIES, WINDOW, Devices, PairingError, Throttle, new_pin


@pytest.fixture
def devices(evening, clock):
    path, _t = evening
    d = Devices(path, "123456", clock)
    yield d
    d.close()


def test_a_pin_has_six_digits_with_leading_zeros():
    assert new_pin(lambda n: 42) == "000042"
    assert len(new_pin()) == 6 and new_pin().isdigit()


def test_the_right_pin_gives_a_token_that_names_the_device(devices):
    token = devices.pair("123456", "  Floor   2 ", "10.0.0.5")
    device = devices.check(token)
    assert device is not None and device.name == "Floor 2" and device.active
    assert devices.check(token + "x") is None


def test_the_token_is_kept_only_as_a_digest_in_the_file(evening, devices):
    path, _t = evening
    token = devices.pair("123456", "Floor 2", "10.0.0.5")
    assert token.encode() not in path.read_bytes()


def test_a_wrong_pin_is_refused_and_five_in_a_minute_block_the_address(devices, clock):
    for _ in range(TRIES):
        with pytest.raises(PairingError) as exc:
            devices.pair("000000", "Floor 2", "10.0.0.9")
        assert exc.value.key == "serve.err.wrong_pin"
    with pytest.raises(PairingError) as exc:
        devices.pair("123456", "Floor 2", "10.0.0.9")  # even the right PIN, now
    assert exc.value.key == "serve.err.too_many_tries"
    assert devices.pair("123456", "Floor 3", "10.0.0.10")  # another address is not blocked
    clock.advance(WINDOW)
    assert devices.pair("123456", "Floor 2", "10.0.0.9")


def test_the_throttle_window_slides():
    throttle = Throttle(tries=2, window=60)
    throttle.failed("a", 0)
    throttle.failed("a", 30)
    assert throttle.blocked("a", 59)
    assert not throttle.blocked("a", 61)  # the first try is a minute old


def test_a_revoked_device_is_refused_and_every_device_is_listed(devices):
    first = devices.pair("123456", "Floor 1", "a")
    second = devices.pair("123456", "Floor 2", "b")
    listed = devices.all()
    assert [d.name for d in listed] == ["Floor 2", "Floor 1"]
    devices.revoke(listed[1].id)
    assert devices.check(first) is None
    assert devices.check(second) is not None
    assert not devices.all()[1].active


def test_pairing_persists_across_servers_on_the_same_file(evening, devices, clock):
    path, _t = evening
    token = devices.pair("123456", "Floor 2", "a")
    again = Devices(path, None, clock)
    try:
        assert again.check(token).name == "Floor 2"
    finally:
        again.close()


@pytest.mark.parametrize("name", ["", "   ", "x" * 41, "bad\x00name"])
def test_a_device_needs_a_usable_name(devices, name):
    with pytest.raises(PairingError) as exc:
        devices.pair("123456", name, "a")
    assert exc.value.key == "serve.err.device_name"


def test_without_a_pin_nobody_pairs(evening):
    path, _t = evening
    closed = Devices(path, None, ManualTime(0.0))
    try:
        with pytest.raises(PairingError) as exc:
            closed.pair("123456", "Floor 2", "a")
        assert exc.value.key == "serve.err.pairing_closed"
    finally:
        closed.close()
