"""The invite to a table: one code a person can read aloud, paste or scan (Qt-free).

What it carries: the table's id (random, 8 bytes, shown as 16 hex digits), the app's protocol
version, the addresses the host listens on in the local network (``ws://ip:port``, possibly
several: a laptop has Wi-Fi and a cable) and, when internet play is on, the host's iroh ticket.

The form: ``TT1-`` then Crockford base-32 digits in groups of five, e.g.
``TT1-8ZQ3K-D2M4V-...``.  Why this alphabet: it is URL-safe, has no letters that read alike
(no I, L, O, U; a typed ``I``/``L`` is read as 1 and ``O`` as 0) and does not care about case,
so a code read aloud, typed in lowercase or pasted with a ``tabletop:`` prefix, spaces or line
breaks still reads.  Three check bytes at the end turn a typo into a clear "mistyped" instead
of a wrong table.

How long: a code with only the table id (``short_code``: read aloud, the guest's app finds the
table on the local network by its id) is 23 digits; one local address adds 11-12 digits; an
iroh ticket adds about 75 (the ticket's own bytes: the host's 32-byte key and its direct
addresses), so an internet invite is some 110-140 digits.  That one is meant for copy and paste
or the QR picture, not for reading aloud.
"""

from __future__ import annotations

import hashlib
import ipaddress
import re
import secrets
from base64 import b32decode, b32encode
from dataclasses import dataclass

#: what every code starts with: "TT" for Tabletop, "1" for this layout of the bytes
PREFIX = "TT1-"
#: Crockford's base 32: digits and letters without I, L, O and U
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_VALUE = {c: i for i, c in enumerate(ALPHABET)}
_VALUE.update({"I": 1, "L": 1, "O": 0})
#: the most local addresses a code carries (more is a mistake, not a network)
MAX_ADDRESSES = 8
#: the longest text a code may hold in one field (a ticket is about 80 characters)
MAX_FIELD = 1024
_CHECK = 3
_GROUP = 5

# the kinds of local address: compact IPv4/IPv6 with a port, or the text as it is
_V4, _V6, _TEXT = 4, 6, 0
# the kinds of iroh ticket: none, iroh's "endpoint" + base-32 bytes, or the text as it is
_NO_TICKET, _ENDPOINT_TICKET, _TEXT_TICKET = 0, 1, 2
_TICKET_KIND = "endpoint"


@dataclass(frozen=True)
class Invite:
    """What a guest needs to find and join a table."""

    #: 16 lowercase hex digits (``new_table_id``)
    table_id: str
    #: the app's network protocol version: a guest with another one is refused politely
    protocol: int
    #: where the host listens in the local network ("ws://192.168.1.20:50311")
    addresses: tuple[str, ...] = ()
    #: the host's iroh ``EndpointTicket`` string when internet play is on
    ticket: str | None = None


def new_table_id() -> str:
    """A fresh random table id: 8 bytes as 16 hex digits."""
    return secrets.token_hex(8)


def make_code(invite: Invite) -> str:
    """The invite as a code ("TT1-XXXXX-XXXXX-..."); ValueError when it cannot be one (a
    table id that is not 16 hex digits, a negative protocol, too many or too long fields)."""
    if not re.fullmatch(r"[0-9a-f]{16}", invite.table_id):
        raise ValueError("the table id is not 16 hex digits")
    if invite.protocol < 0:
        raise ValueError("the protocol version is negative")
    if len(invite.addresses) > MAX_ADDRESSES:
        raise ValueError("too many addresses")
    data = bytearray(bytes.fromhex(invite.table_id))
    data += _varint(invite.protocol)
    data.append(len(invite.addresses))
    for address in invite.addresses:
        data += _pack_address(address)
    data += _pack_ticket(invite.ticket)
    data += _check(bytes(data))
    digits = _to_base32(bytes(data))
    return PREFIX + "-".join(digits[i:i + _GROUP] for i in range(0, len(digits), _GROUP))


def short_code(invite: Invite) -> str:
    """The part to read aloud: the table id and protocol only (23 digits); the guest's app
    finds the table's addresses on the local network by its id."""
    return make_code(Invite(invite.table_id, invite.protocol))


def read_code(text: str) -> Invite:
    """The invite in a code as typed, pasted or scanned; ValueError with a short reason (in
    English, for the log: the dialog shows its own translated text) when it is none."""
    if not isinstance(text, str):
        raise ValueError("not text")
    compact = re.sub(r"[\s\-_.]+", "", text).upper()
    if compact.startswith("TABLETOP:"):
        compact = compact[len("TABLETOP:"):].lstrip("/")
    if not compact.startswith("TT1"):
        if compact.startswith("TT"):
            raise ValueError("a code from another version of the app")
        raise ValueError("not a table code")
    digits = compact[3:]
    if len(digits) > 8 * (MAX_FIELD + 64):
        raise ValueError("too long")
    data = _from_base32(digits)
    if len(data) < 8 + 1 + 1 + 1 + _CHECK:
        raise ValueError("too short")
    body, check = data[:-_CHECK], data[-_CHECK:]
    if _check(body) != check:
        raise ValueError("mistyped: the check digits do not match")
    reader = _Reader(body)
    table_id = reader.take(8).hex()
    protocol = reader.varint()
    count = reader.byte()
    if count > MAX_ADDRESSES:
        raise ValueError("too many addresses")
    addresses = tuple(_unpack_address(reader) for _ in range(count))
    ticket = _unpack_ticket(reader)
    if not reader.done():
        raise ValueError("extra bytes at the end")
    return Invite(table_id, protocol, addresses, ticket)


# --- the fields ---------------------------------------------------------------------------

def _pack_address(address: str) -> bytes:
    match = re.fullmatch(r"ws://(\[[0-9a-fA-F:.]+\]|[0-9.]+):(\d{1,5})", address)
    if match:
        host, port = match.group(1).strip("[]"), int(match.group(2))
        try:
            ip = ipaddress.ip_address(host)
        except ValueError:
            ip = None
        if ip is not None and port < 65536 and _format_address(ip, port) == address:
            kind = _V4 if ip.version == 4 else _V6
            return bytes([kind]) + ip.packed + port.to_bytes(2, "big")
    return bytes([_TEXT]) + _text_field(address)


def _format_address(ip: ipaddress.IPv4Address | ipaddress.IPv6Address, port: int) -> str:
    host = str(ip) if ip.version == 4 else f"[{ip}]"
    return f"ws://{host}:{port}"


def _unpack_address(reader: _Reader) -> str:
    kind = reader.byte()
    if kind == _V4:
        return _format_address(ipaddress.IPv4Address(reader.take(4)), reader.uint16())
    if kind == _V6:
        return _format_address(ipaddress.IPv6Address(reader.take(16)), reader.uint16())
    if kind == _TEXT:
        return reader.text()
    raise ValueError("an unknown kind of address")


def _pack_ticket(ticket: str | None) -> bytes:
    if ticket is None:
        return bytes([_NO_TICKET])
    body = ticket[len(_TICKET_KIND):]
    if ticket.startswith(_TICKET_KIND) and re.fullmatch(r"[a-z2-7]+", body):
        try:
            raw = b32decode(body.upper() + "=" * (-len(body) % 8))
        except ValueError:
            raw = None
        if raw is not None and _ticket_text(raw) == ticket and len(raw) <= MAX_FIELD:
            return bytes([_ENDPOINT_TICKET]) + _varint(len(raw)) + raw
    return bytes([_TEXT_TICKET]) + _text_field(ticket)


def _ticket_text(raw: bytes) -> str:
    return _TICKET_KIND + b32encode(raw).decode("ascii").rstrip("=").lower()


def _unpack_ticket(reader: _Reader) -> str | None:
    kind = reader.byte()
    if kind == _NO_TICKET:
        return None
    if kind == _ENDPOINT_TICKET:
        return _ticket_text(reader.take(reader.length()))
    if kind == _TEXT_TICKET:
        return reader.text()
    raise ValueError("an unknown kind of ticket")


def _text_field(text: str) -> bytes:
    raw = text.encode("utf-8")
    if len(raw) > MAX_FIELD:
        raise ValueError("a field is too long")
    return _varint(len(raw)) + raw


def _varint(number: int) -> bytes:
    out = bytearray()
    while True:
        low, number = number & 0x7F, number >> 7
        out.append(low | (0x80 if number else 0))
        if not number:
            return bytes(out)


def _check(data: bytes) -> bytes:
    return hashlib.blake2b(data, digest_size=_CHECK, person=b"tabletop-invite").digest()


class _Reader:
    """Bytes read front to back; every shortfall is a ValueError."""

    def __init__(self, data: bytes) -> None:
        self._data = data
        self._at = 0

    def take(self, count: int) -> bytes:
        if count < 0 or self._at + count > len(self._data):
            raise ValueError("cut short")
        part = self._data[self._at:self._at + count]
        self._at += count
        return part

    def byte(self) -> int:
        return self.take(1)[0]

    def uint16(self) -> int:
        return int.from_bytes(self.take(2), "big")

    def varint(self) -> int:
        number = 0
        for shift in range(0, 64, 7):
            byte = self.byte()
            number |= (byte & 0x7F) << shift
            if not byte & 0x80:
                return number
        raise ValueError("a number is too long")

    def length(self) -> int:
        length = self.varint()
        if length > MAX_FIELD:
            raise ValueError("a field is too long")
        return length

    def text(self) -> str:
        try:
            return self.take(self.length()).decode("utf-8")
        except UnicodeDecodeError:
            raise ValueError("a text field is not UTF-8") from None

    def done(self) -> bool:
        return self._at == len(self._data)


# --- base 32 ------------------------------------------------------------------------------

def _to_base32(data: bytes) -> str:
    number = int.from_bytes(data, "big")
    bits = len(data) * 8
    count = -(-bits // 5)
    number <<= count * 5 - bits
    return "".join(ALPHABET[(number >> (5 * (count - 1 - i))) & 31] for i in range(count))


def _from_base32(digits: str) -> bytes:
    number = 0
    for char in digits:
        value = _VALUE.get(char)
        if value is None:
            raise ValueError(f"{char!r} is not a code digit")
        number = number << 5 | value
    bits = len(digits) * 5
    size = bits // 8
    if bits - size * 8 >= 5:
        raise ValueError("a digit too many or too few")
    spare = bits - size * 8
    if number & ((1 << spare) - 1):
        raise ValueError("mistyped: the last digit does not fit")
    return (number >> spare).to_bytes(size, "big")
