"""Whole games between app processes on this machine (127.0.0.1 only): a host and one or two
guests or spectators (``tools/net_game.py``), over WebSockets, played by computer policies
through the normal seat interfaces — directly, through a bad link, with a guest and a host
killed.  Every game is played by two and by three processes (a two-seat game's third is a
spectator)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from engine import games, saves
from net import codec
from tests.net.badlink import BadLink

ROOT = Path(__file__).resolve().parents[2]
TOOL = [sys.executable, str(ROOT / "tools" / "net_game.py")]
#: a generous bound that only catches a hang (CI is a loaded 2-core machine)
PATIENCE = 240


def env() -> dict[str, str]:
    out = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1")
    out.pop("DISPLAY", None)
    return out


def start_host(tmp: Path, game: str, seats: str, *extra: str) -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen([*TOOL, "host", game, "--seats", seats, "--out",
                             str(tmp / "host.json"), "--timeout", str(PATIENCE), *extra],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env(), cwd=ROOT)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert line.startswith("ADDRESS "), (line, proc.stderr.read() if proc.stderr else "")
    return proc, line.split()[1]


def start_guest(tmp: Path, address: str, seat: int, *extra: str) -> subprocess.Popen:
    return subprocess.Popen([*TOOL, "join", address, "--seat", str(seat), "--out",
                             str(tmp / f"guest{seat}.json"), "--timeout", str(PATIENCE),
                             *extra], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env(), cwd=ROOT)


def finish(*procs: subprocess.Popen) -> None:
    for proc in procs:
        try:
            proc.wait(PATIENCE)
        except subprocess.TimeoutExpired:
            proc.kill()
        err = proc.stderr.read() if proc.stderr else ""
        assert proc.returncode == 0, err[-3000:]


def check_agree(tmp: Path, game: str, guests: list[int]) -> tuple[saves.SaveGame, list[dict]]:
    """The host's save replays to a finished game — the very state the host ended with, when
    it wrote that (``--final-out``); each guest ended with exactly its view of it, having
    applied every action once (an update per action, no gap, nothing ignored).  A spectator
    (seat -1) ended with the view of nobody's seat, and then got the whole game."""
    loaded = saves.load(tmp / "host.json")
    engine = games.get_game(game)
    assert engine.is_over(loaded.state)
    whole = codec.encode_state(game, loaded.state)
    if (tmp / "host-final.json").exists():
        assert json.loads((tmp / "host-final.json").read_text(encoding="utf-8")) == whole
    outs = []
    for seat in guests:
        out = json.loads((tmp / f"guest{seat}.json").read_text(encoding="utf-8"))
        viewer = seat if seat >= 0 else None
        assert out["seat"] == viewer
        assert out["n"] == len(loaded.actions)
        assert out["ignored"] == 0
        assert out["view"] == codec.encode_state(game, engine.view(loaded.state, viewer))
        assert out.get("final") == (whole if viewer is None else None)
        outs.append(out)
    return loaded, outs


#: (game, seats, options, the guests' seats: -1 a spectator); two and three processes each
CASES = [
    ("storma", "computer:normal,remote", "{}", [1]),
    ("storma", "remote,computer:easy", "{}", [0, -1]),
    ("riftforce", "remote,computer:easy", "{}", [0]),
    ("riftforce", "computer:easy,remote", "{}", [1, -1]),
    ("supertrumf", "remote,computer:easy", '{"variant": "blixtduell"}', [0]),
    ("supertrumf", "computer:easy,remote,remote", '{"variant": "klassisk"}', [1, 2]),
    ("ordet", "computer:easy,remote", '{"seats": 2}', [1]),
    ("ordet", "remote,computer:easy,remote", '{"seats": 3}', [0, 2]),
]


@pytest.mark.parametrize(("game", "seats", "options", "guests"), CASES,
                         ids=[f"{c[0]}-{len(c[3]) + 1}p{'-watched' * (-1 in c[3])}"
                              for c in CASES])
def test_whole_game_between_processes(tmp_path, game, seats, options, guests):
    watchers = sum(seat < 0 for seat in guests)
    host, address = start_host(tmp_path, game, seats, "--options", options, "--seed", "5",
                               "--spectators", str(watchers),
                               "--final-out", str(tmp_path / "host-final.json"))
    players = [start_guest(tmp_path, address, seat) for seat in guests]
    finish(host, *players)
    assert (tmp_path / "host-final.json").exists()
    _, outs = check_agree(tmp_path, game, guests)
    for out in outs:  # every guest was there from the deal: one update per action
        assert out["updates"] == out["n"]


def test_bad_link_loses_duplicates_nothing_and_reconnects_fast(tmp_path):
    """150 ± 50 ms each way and the guest's connection cut every 20 s (the issue's numbers):
    the game finishes with every event applied once, the guest back after every cut.  How
    fast each reconnect completes (the goal: within 2 s of the link returning) is measured
    by ``tools/net_bench.py``, not asserted here: CI's loaded machine would make it flaky."""
    host, address = start_host(tmp_path, "riftforce", "remote,computer:easy", "--seed", "8")
    port = int(address.rsplit(":", 1)[1])
    with BadLink(port, delay=0.15, jitter=0.05, cut_every=20.0) as link:
        # a person's pace: the game lasts past the second cut (about a minute)
        guest = start_guest(tmp_path, link.address, 0, "--delay-ms", "600")
        finish(host, guest)
        cuts = link.cuts
    _, (out,) = check_agree(tmp_path, "riftforce", [0])
    assert out["updates"] == out["n"]
    print(f"bad link: {out['n']} actions, {cuts} cuts, reconnects (s): {out['reconnects']}")
    assert cuts >= 2, "the game ended before the second cut: too little was tested"
    assert len(out["reconnects"]) >= cuts - 1


def _wait_for(path: Path, seconds: float = 60) -> None:
    """Until ``path`` exists (a process wrote it); a generous bound only catches a hang."""
    for _ in range(int(seconds / 0.05)):
        if path.exists():
            return
        time.sleep(0.05)
    pytest.fail(f"{path.name} never appeared")


def test_killed_guest_is_replaced_by_a_computer_and_reclaims_its_seat(tmp_path):
    host, address = start_host(tmp_path, "riftforce", "remote,computer:easy", "--seed", "3",
                               "--wait", "2", "--replace-level", "easy", "--pace-ms", "150")
    token_file = tmp_path / "token"
    first = start_guest(tmp_path, address, 0, "--token-file", str(token_file),
                        "--delay-ms", "100")
    _wait_for(token_file)
    time.sleep(1.5)
    first.send_signal(signal.SIGKILL)  # the guest's app dies: no goodbye
    first.wait(10)
    assert host.stdout is not None
    replaced = host.stdout.readline()  # the host's word comes after the wait
    assert replaced.startswith("REPLACED 0"), replaced
    again = start_guest(tmp_path, address, 0, "--token", token_file.read_text())
    finish(host, again)
    check_agree(tmp_path, "riftforce", [0])


def test_killed_host_resumes_from_its_save_and_the_guests_rejoin(tmp_path):
    host, address = start_host(tmp_path, "storma", "computer:easy,remote", "--seed", "6",
                               "--pace-ms", "150")
    port = address.rsplit(":", 1)[1]
    guest = start_guest(tmp_path, address, 1, "--delay-ms", "100")
    save = tmp_path / "host.json"
    _wait_for(save)
    time.sleep(1.5)
    host.send_signal(signal.SIGKILL)  # the host's app dies mid-game
    host.wait(10)
    moved = len(json.loads(save.read_text(encoding="utf-8"))["actions"])
    assert moved > 0
    again, address2 = start_host(tmp_path, "storma", "computer:easy,remote", "--resume",
                                 str(save), "--port", port)
    assert address2 == address
    finish(again, guest)
    loaded, _ = check_agree(tmp_path, "storma", [1])
    assert len(loaded.actions) > moved
