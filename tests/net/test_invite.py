"""The invite code: round trips, tolerant reading, and garbage refused with ValueError only."""

from __future__ import annotations

import contextlib
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from net.invite import PREFIX, Invite, make_code, new_table_id, read_code, short_code

TICKET = ("endpointac4izfptfzdxr4oe2ha77at4y3gyubkcvcfos5tc3453k3fjb7hjuaibab7qaaabqoyqg")


def ipv4() -> st.SearchStrategy[str]:
    return st.tuples(st.integers(0, 255), st.integers(0, 255), st.integers(0, 255),
                     st.integers(0, 255), st.integers(0, 65535)).map(
        lambda t: f"ws://{t[0]}.{t[1]}.{t[2]}.{t[3]}:{t[4]}")


def ipv6() -> st.SearchStrategy[str]:
    import ipaddress
    return st.tuples(st.binary(min_size=16, max_size=16), st.integers(0, 65535)).map(
        lambda t: f"ws://[{ipaddress.IPv6Address(t[0])}]:{t[1]}")


addresses = st.lists(st.one_of(ipv4(), ipv6(), st.text(max_size=40)), max_size=8)
tickets = st.one_of(
    st.none(), st.just(TICKET), st.text(max_size=60),
    st.binary(min_size=1, max_size=60).map(
        lambda b: "endpoint" + __import__("base64").b32encode(b).decode().rstrip("=").lower()))
invites = st.builds(
    Invite, table_id=st.binary(min_size=8, max_size=8).map(bytes.hex),
    protocol=st.integers(0, 2**40), addresses=addresses.map(tuple), ticket=tickets)


@given(invites)
def test_round_trip(invite: Invite) -> None:
    code = make_code(invite)
    assert code.startswith(PREFIX)
    assert set(code[len(PREFIX):]) <= set("0123456789ABCDEFGHJKMNPQRSTVWXYZ-")
    assert read_code(code) == invite


def test_tolerant_reading() -> None:
    invite = Invite(new_table_id(), 3, ("ws://127.0.0.1:50311", "ws://[::1]:50311"))
    code = make_code(invite)
    for variant in (f"  {code}\n", code.lower(), f"tabletop:{code}", f"TABLETOP://{code}",
                    code.replace("-", " "), code.replace("-", ""),
                    code.replace("1", "l").replace("TTl", "TT1"), code.replace("0", "o")):
        assert read_code(variant) == invite, variant


def test_lengths() -> None:
    """The numbers the module's docstring promises."""
    bare = Invite("0123456789abcdef", 1)
    assert len(short_code(bare).replace("-", "")) == 3 + 23
    lan = make_code(Invite("0123456789abcdef", 1, ("ws://127.0.0.1:50311",)))
    assert len(lan.replace("-", "")) <= 3 + 35
    internet = make_code(Invite("0123456789abcdef", 1, ("ws://127.0.0.1:50311",), TICKET))
    assert len(internet.replace("-", "")) <= 3 + 110
    assert read_code(short_code(Invite("0123456789abcdef", 1, ("ws://127.0.0.1:5",), TICKET))) \
        == bare


def test_a_typo_is_noticed() -> None:
    code = make_code(Invite(new_table_id(), 1, ("ws://127.0.0.1:4000",)))
    typos = 0
    for at in range(len(PREFIX), len(code)):
        if code[at] == "-":
            continue
        other = "Z" if code[at] != "Z" else "Y"
        with pytest.raises(ValueError):
            read_code(code[:at] + other + code[at + 1:])
        typos += 1
    assert typos > 20


@pytest.mark.parametrize("text", [
    "", "TT1-", "hello", "TT2-ABCDE", "TT1-UUUUU", "TT1-0", "TT1-00000-00000-00000-00000-000",
    "tabletop:", "TT1-" + "Z" * 5000])
def test_garbage_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match=r"\w"):
        read_code(text)


def test_bad_invites_are_refused() -> None:
    with pytest.raises(ValueError, match="table id"):
        make_code(Invite("xyz", 1))
    with pytest.raises(ValueError, match="negative"):
        make_code(Invite("0123456789abcdef", -1))
    with pytest.raises(ValueError, match="too many"):
        make_code(Invite("0123456789abcdef", 1, ("ws://127.0.0.1:5",) * 9))


@given(st.text(max_size=200))
def test_fuzz_text(text: str) -> None:
    with contextlib.suppress(ValueError):
        read_code(text)


@given(st.text(alphabet=string.ascii_uppercase + string.digits + "-", max_size=200))
def test_fuzz_digits(text: str) -> None:
    with contextlib.suppress(ValueError):
        read_code("TT1-" + text)


@given(invites, st.data())
def test_fuzz_mutated_codes(invite: Invite, data: st.DataObject) -> None:
    """A real code with a few digits changed, dropped or added: an invite or a ValueError."""
    code = list(make_code(invite))
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(len(PREFIX), max(len(PREFIX), len(code) - 1)))
        action = data.draw(st.sampled_from(["change", "drop", "add"]))
        char = data.draw(st.sampled_from("0123456789ABCDEFGHJKMNPQRSTVWXYZ"))
        if action == "change" and at < len(code):
            code[at] = char
        elif action == "drop" and at < len(code):
            del code[at]
        else:
            code.insert(at, char)
    with contextlib.suppress(ValueError):
        read_code("".join(code))
