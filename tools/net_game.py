"""One app process of a table played across computers, driven by computer policies.

    python tools/net_game.py host GAME --seats computer,remote,remote [--options JSON]
        [--seed N] [--port 0] [--via ws|iroh] [--out save.json] [--resume save.json]
    python tools/net_game.py join ADDRESS --seat 1 [--level easy] [--out view.json]
    python tools/net_game.py join ADDRESS --seat -1 [--out view.json]      (a spectator)

Why a tool: the multi-process tests (``tests/net/test_processes.py``) start a host and its
guests as separate processes on this machine, as people would on theirs, and compare what each
ended with.  The host is the app's own ``Session`` with ``Hosting`` (its computer seats think
in the think process like in the app); a guest is the app's ``GuestClient`` with its
``GuestSession``, whose seat a computer policy plays through ``GuestSession.submit`` — the door
a person's gestures use; ``--seat -1`` watches as a spectator.  The host prints
``ADDRESS <address>`` once it listens (and starts once its remote seats and ``--spectators``
watchers are there); each process writes what it ended with to ``--out`` (the host its save,
and with ``--final-out`` its whole final state, which the tests hold against the save's
replay) and exits 0 (1 on a refusal or a timeout).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _app() -> Any:
    from PySide6.QtCore import QCoreApplication, QTimer

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])

    def fail(kind: Any, value: Any, tb: Any) -> None:  # a bug in a slot ends the run at once
        import traceback

        traceback.print_exception(kind, value, tb)
        os._exit(2)

    sys.excepthook = fail
    return app, QTimer


def _listener(via: str, port: int) -> Any:
    if via in ("iroh", "iroh-local"):  # iroh-local: relays and address lookup off (tests)
        from ui.net.iroh_link import INTERNET, LOCAL, IrohListener

        local = via == "iroh-local"
        return IrohListener(LOCAL if local else INTERNET, "127.0.0.1:0" if local else None)
    from ui.net.websocket import WsListener

    return WsListener("127.0.0.1", port)


def _dialer(address: str, local: bool) -> Any:
    if address.startswith("ws://"):
        from ui.net.websocket import WsDialer

        return WsDialer()
    from ui.net.iroh_link import INTERNET, LOCAL, IrohDialer

    return IrohDialer(LOCAL if local else INTERNET, "127.0.0.1:0" if local else None)


def host(args: argparse.Namespace) -> int:
    from engine import saves
    from ui.net.hosting import Hosting
    from ui.seats import COMPUTER, SeatConfig
    from ui.session import Session

    app, timer = _app()
    kinds = [k.strip() for k in args.seats.split(",")]
    seats = [SeatConfig(f"P{i + 1}", kind.split(":")[0],
                        kind.split(":")[1] if ":" in kind else args.level)
             for i, kind in enumerate(kinds)]
    actions: list[Any] = []
    seed, options, net_meta = args.seed, json.loads(args.options), {}
    if args.resume:
        loaded = saves.load(args.resume)
        seed, options, actions = loaded.seed, loaded.options, list(loaded.actions)
        seats = [SeatConfig.from_json(s) for s in loaded.meta["seats"]]
        net_meta = dict(loaded.meta.get("network") or {})
    if args.game in ("supertrumf", "ordet"):  # the games whose seat count is an option
        options.setdefault("seats", len(seats))
    session = Session(args.game, options, seed, seats, actions)
    session.computer_pace_ms = args.pace_ms
    session.net_meta = net_meta
    hosting = Hosting(session, host_name="host", wait_s=args.wait)
    listener = _listener(args.via, args.port)
    hosting.listen(listener)
    print(f"ADDRESS {listener.address}", flush=True)

    def save() -> None:
        if args.out:
            session.record.save(args.out, session.meta())

    session.eventsApplied.connect(lambda _events: save())
    started = [False]

    def maybe_start() -> None:
        if not started[0] and hosting.table.all_joined() and not any(
                s.peer is not None and s.peer.link is None for s in hosting.table.seats) \
                and len(hosting.table.spectators) >= args.spectators:
            started[0] = True
            session.start()

    hosting.news.connect(lambda what, seat: maybe_start())
    if args.replace_level:  # the host's word, scripted: a computer takes an overdue seat
        hosting.overdue.connect(lambda seat: (print(f"REPLACED {seat}", flush=True),
                                              hosting.replace(seat, args.replace_level)))
    if args.kill_after:
        timer.singleShot(int(args.kill_after * 1000), lambda: os._exit(3))
    over = [False]

    def finished() -> None:
        over[0] = True
        save()
        if args.final_out:  # what the host ended with, not what its save replays to
            from net import codec

            Path(args.final_out).write_text(json.dumps(codec.encode_state(
                session.game_name, session.state)), encoding="utf-8")
        # the guests get their last update; the host then waits for them to leave
        timer.singleShot(200, check_done)

    def check_done() -> None:
        if all(s.peer is None or s.peer.link is None for s in hosting.table.seats
               if s.kind != COMPUTER) and all(p.link is None for p in hosting.table.spectators):
            app.exit(0)
        else:
            timer.singleShot(100, check_done)

    session.gameOver.connect(finished)
    timer.singleShot(int(args.timeout * 1000), lambda: app.exit(1))
    maybe_start()
    code = int(app.exec())
    save()
    hosting.close()
    return code


def join(args: argparse.Namespace) -> int:
    from engine import games
    from engine.core import Decision, Rng
    from net import codec
    from ui.net.guest_client import GuestClient

    app, timer = _app()
    dialer = _dialer(args.address, args.iroh_local)
    client = GuestClient(dialer.dial, args.address, name=f"Guest{args.seat}")
    if args.token:  # a guest that comes back (a restarted app): its seat's token
        client.mirror.token = args.token
    agent: Any = None
    rng = Rng(args.seat + 100)
    result: dict[str, Any] = {"updates": 0}

    def seated(session: Any) -> None:
        nonlocal agent
        if agent is None:
            table = games.agents(session.game_name)
            agent = (table.get(args.level) or table[games.default_agent(session.game_name)])()
        session.eventsApplied.connect(lambda _e: result.__setitem__(
            "updates", result["updates"] + 1))
        session.changed.connect(lambda: timer.singleShot(0, lambda: play(session)))
        if args.seat >= 0:  # a spectator is done once the whole game came (finalState)
            session.gameOver.connect(lambda: finish(session))
        if args.token_file:
            Path(args.token_file).write_text(str(client.mirror.token), encoding="utf-8")
        timer.singleShot(0, lambda: play(session))
        if session.is_over() and (args.seat >= 0 or client.mirror.final is not None):
            finish(session)

    def play(session: Any) -> None:
        m = client.mirror
        if (m.pending is not None or m.seat is None or session.is_over()
                or m.seat not in session.game.acting_seats(session.state)):
            return
        legal = session.game.legal_actions(session.state, m.seat)
        action = agent.choose(Decision(session.game, session.game.clone(session.state),
                                       m.seat, legal), rng)
        if args.delay_ms:  # a person's pace: the game lasts long enough for cuts and kills
            at = m.n
            timer.singleShot(args.delay_ms,
                             lambda: m.n == at and m.pending is None and session.submit(action))
        else:
            session.submit(action)

    def finish(session: Any) -> None:
        m = client.mirror
        result.update({"view": codec.encode_state(m.game_name, m.state), "n": m.n,
                       "seq": m.seq, "ignored": m.ignored, "seat": m.seat,
                       "reconnects": client.reconnects})
        if m.final is not None:  # a spectator's whole finished game
            result["final"] = codec.encode_state(m.game_name, m.final)
        if args.out:
            Path(args.out).write_text(json.dumps(result), encoding="utf-8")
        client.close()
        timer.singleShot(100, lambda: app.exit(0))

    def refused(why: str, params: dict[str, Any]) -> None:
        print(f"REFUSED {why} {json.dumps(params)}", flush=True)
        app.exit(1)

    client.seatsListed.connect(lambda _m: client.sit(args.seat))
    if args.seat < 0:
        client.finalState.connect(lambda _state: client.session is not None
                                  and finish(client.session))
    client.seated.connect(seated)
    client.refusedConnection.connect(refused)
    client.unreachable.connect(lambda reason: (print(f"UNREACHABLE {reason}", flush=True),
                                               app.exit(1)))
    timer.singleShot(int(args.timeout * 1000), lambda: app.exit(1))
    client.connect_to_host()
    return int(app.exec())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="role", required=True)
    h = sub.add_parser("host")
    h.add_argument("game")
    h.add_argument("--seats", required=True)
    h.add_argument("--options", default="{}")
    h.add_argument("--seed", type=int, default=1)
    h.add_argument("--level", default="easy")
    h.add_argument("--port", type=int, default=0)
    h.add_argument("--via", choices=("ws", "iroh", "iroh-local"), default="ws")
    h.add_argument("--out", default="")
    h.add_argument("--resume", default="")
    h.add_argument("--wait", type=float, default=120.0)
    h.add_argument("--timeout", type=float, default=300.0)
    h.add_argument("--kill-after", type=float, default=0.0)
    h.add_argument("--pace-ms", type=int, default=0)
    h.add_argument("--replace-level", default="")
    h.add_argument("--spectators", type=int, default=0)
    h.add_argument("--final-out", default="")
    j = sub.add_parser("join")
    j.add_argument("address")
    j.add_argument("--seat", type=int, required=True)
    j.add_argument("--level", default="easy")
    j.add_argument("--out", default="")
    j.add_argument("--timeout", type=float, default=300.0)
    j.add_argument("--token", default="")
    j.add_argument("--iroh-local", action="store_true")
    j.add_argument("--token-file", default="")
    j.add_argument("--delay-ms", type=int, default=0)
    args = parser.parse_args(argv)
    return host(args) if args.role == "host" else join(args)


if __name__ == "__main__":
    sys.exit(main())
