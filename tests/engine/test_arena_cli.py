"""The arena as a command people type (issue 28): a wrong option, agent or search parameter is
one readable line on stderr with exit code 2 (never a traceback); one spelling of the levels in
every game, the old ones still accepted; decision times as median, p95 and max over all
decisions and over searched decisions only, in the JSON and the table."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from engine import arena, games
from engine.core import Decision, Rng
from engine.ordet import AGENTS as ORDET_AGENTS
from engine.search.levels import SEARCH_PARAMETERS, agent_from_name, parse_search

ROOT = Path(__file__).resolve().parents[2]


def run_main(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = arena.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_line_error(code: int, out: str, err: str) -> str:
    """The error line, after checking it is the only output and the exit code is 2."""
    assert code == 2, (code, out, err)
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    assert lines[0].startswith("python -m engine.arena: error: ")
    return lines[0]


# ------------------------------------------------------------------- wrong --variant / --seats
@pytest.mark.parametrize(("argv", "allowed"), [
    (["--game", "supertrumf", "--variant", "nope"], ["klassisk", "blixtduell"]),
    (["--game", "supertrumf", "--seats", "9"], ["2–4 seats"]),
    (["--game", "supertrumf", "--variant", "blixtduell", "--seats", "3"], ["2 seats"]),
    (["--game", "riftforce", "--seats", "3"], ["2 seats"]),
    (["--game", "riftforce", "--variant", "nope"], ["draft", "free"]),
    (["--game", "storma", "--variant", "nope"], ["standard", "2 seats"]),
    (["--game", "storma", "--seats", "9"], ["2 seats"]),
    (["--game", "ordet", "--seats", "9"], ["2–6 seats"]),
])
def test_a_wrong_variant_or_seat_count_is_one_line_naming_what_is_allowed(
        capsys: pytest.CaptureFixture[str], argv: list[str], allowed: list[str]) -> None:
    line = one_line_error(*run_main(capsys, *argv, "--games", "1"))
    assert argv[1] in line  # the game
    for word in allowed:
        assert word in line, line


def test_a_wrong_variant_in_a_real_process_exits_2_without_a_traceback() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "engine.arena", "--game", "supertrumf", "--variant", "nope",
         "--games", "1"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1
    assert "klassisk" in proc.stderr


def test_run_raises_an_arena_error_not_a_bare_value_error() -> None:
    with pytest.raises(arena.ArenaError, match="Riftforce is for exactly 2 players"):
        arena.run("riftforce", ["normal", "random"], 1, seats=3)


def test_games_below_one_is_an_argument_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        arena.main(["--game", "supertrumf", "--games", "0"])
    assert exc.value.code == 2
    assert "at least 1" in capsys.readouterr().err


# ------------------------------------------------------------------------ agents and search
def test_an_unknown_search_parameter_is_named_with_the_accepted_ones(
        capsys: pytest.CaptureFixture[str]) -> None:
    line = one_line_error(*run_main(capsys, "--game", "supertrumf", "--agents",
                                    "search:foo=1,normal", "--games", "1"))
    assert "unknown search parameter 'foo=1'" in line
    assert "unknown agent" not in line
    for param in SEARCH_PARAMETERS:
        assert param in line


@pytest.mark.parametrize(("name", "words"), [
    ("search:iters=x", ["'iters=x'", "whole number"]),
    ("search:iters", ["'iters'", "whole number"]),
    ("search:iters=0", ["'iters=0'", "at least 1"]),
    ("search:ms=soon", ["'ms=soon'", "number"]),
    ("search:ms=0", ["'ms=0'", "positive"]),
    ("search:c=nan", ["'c=nan'", "number"]),
    ("search:paired=maybe", ["'paired=maybe'", "1 or 0"]),
])
def test_a_search_parameter_that_is_not_a_number_is_one_line(
        capsys: pytest.CaptureFixture[str], name: str, words: list[str]) -> None:
    line = one_line_error(*run_main(capsys, "--game", "riftforce", "--agents",
                                    f"{name},normal", "--games", "1"))
    assert "unknown agent" not in line
    for word in words:
        assert word in line, line


def test_a_knob_the_games_search_lacks_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    # width= is Riftforce's; Supertrumf's search refuses it in words, not with a TypeError
    line = one_line_error(*run_main(capsys, "--game", "supertrumf", "--agents",
                                    "search:width=3,normal", "--games", "1"))
    assert "does not take" in line
    assert "width" in line


def test_an_unknown_agent_still_lists_the_choices(capsys: pytest.CaptureFixture[str]) -> None:
    line = one_line_error(*run_main(capsys, "--game", "storma", "--agents", "grandmaster,normal",
                                    "--games", "1"))
    assert "unknown agent 'grandmaster' for storma" in line
    for level in ("beginner", "easy", "normal", "hard", "random", "search:hard", "iters=N"):
        assert level in line


def test_parse_search_reads_every_documented_parameter() -> None:
    assert parse_search("search:iters=400:ms=1000:c=0.7:paired=1") == {
        "iterations": 400, "ms": 1000.0, "c": 0.7, "paired": True}
    assert parse_search("search:width=3:replies=2:follow=0") == {
        "width": 3, "replies": 2, "follow": False}
    assert parse_search("search:ms=250") == {"ms": 250.0, "iterations": None}
    assert parse_search("search:paired") == {"paired": True}
    with pytest.raises(ValueError, match="unknown search parameter 'depth=3'"):
        parse_search("search:depth=3")


# ------------------------------------------------------------------------------ Ordet fanger
def test_ordet_levels_are_spelled_like_every_other_games() -> None:
    info = games.info("ordet")
    assert info.levels == ("easy", "normal", "hard")
    assert set(info.levels) <= set(games.LADDER)
    assert games.default_agent("ordet") == "normal"
    table = games.agents("ordet")
    for level in info.levels:
        old = f"bot-{level}"
        assert old in table  # the old spelling still names the same bot
        assert table[level]().level == table[old]().level == level  # type: ignore[attr-defined]
        assert table[level]().name == level  # type: ignore[attr-defined]


def test_ordet_error_text_offers_no_search(capsys: pytest.CaptureFixture[str]) -> None:
    line = one_line_error(*run_main(capsys, "--game", "ordet", "--agents", "nobody,normal",
                                    "--games", "1"))
    assert "unknown agent 'nobody' for ordet" in line
    assert "search" not in line
    for name in ("easy", "normal", "hard", "bot-easy", "bot-normal", "bot-hard"):
        assert name in line
    line = one_line_error(*run_main(capsys, "--game", "ordet", "--agents", "search:hard,normal",
                                    "--games", "1"))
    assert "no search player" in line
    with pytest.raises(ValueError, match="no search player"):
        agent_from_name(ORDET_AGENTS, None, "search:iters=5")


@pytest.mark.parametrize("names", ["hard,easy", "bot-hard,bot-easy", "bot-normal,normal"])
def test_ordet_arena_takes_the_new_and_the_old_names(capsys: pytest.CaptureFixture[str],
                                                     names: str) -> None:
    code, out, err = run_main(capsys, "--game", "ordet", "--seats", "2", "--agents", names,
                              "--games", "2", "--json")
    assert code == 0, err
    stats = json.loads(out)
    assert stats["agents"] == names.split(",")
    assert stats["errors"] == []


# ---------------------------------------------------------------------------- decision times
def test_percentile_is_the_nearest_rank() -> None:
    assert arena.percentile([], 95) == 0.0
    assert arena.percentile([0.5], 95) == 0.5
    values = [float(v) for v in range(1, 101)]  # 1..100
    assert arena.percentile(values, 95) == 95.0
    assert arena.percentile(values, 50) == 50.0
    assert arena.percentile(list(reversed(values)), 100) == 100.0
    assert arena.percentile([1.0, 2.0, 3.0], 95) == 3.0


def test_decision_summary_over_all_and_searched() -> None:
    summary = arena.decision_summary([0.001, 0.002, 0.003, 0.010], [0.010])
    assert summary == {
        "median": 2.5, "p95": 10.0, "max": 10.0, "count": 4,
        "searched": {"count": 1, "median": 10.0, "p95": 10.0, "max": 10.0},
    }
    assert arena.decision_summary([], [])["searched"] == {
        "count": 0, "median": 0.0, "p95": 0.0, "max": 0.0}


class _Result:
    def __init__(self, searched: bool) -> None:
        self.searched = searched


class _Agent:
    """An agent with a ``last`` like ``SearchAgent``'s, set or left as the test says."""

    name = "fake"

    def __init__(self) -> None:
        self.last: _Result | None = None

    def choose(self, decision: Decision[Any, Any], rng: Rng) -> Any:
        return decision.legal[0]


def test_a_search_counts_only_when_last_is_new_and_searched() -> None:
    agent = _Agent()
    assert not arena.made_a_search(agent, None)  # no search result at all
    agent.last = _Result(True)
    assert arena.made_a_search(agent, None)
    before = agent.last
    assert not arena.made_a_search(agent, before)  # left over from an earlier decision
    agent.last = _Result(False)
    assert not arena.made_a_search(agent, before)  # answered without searching
    assert not arena.made_a_search(object(), None)  # an agent without ``last``


def test_json_reports_all_and_searched_decision_times(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_main(capsys, "--game", "supertrumf", "--variant", "klassisk",
                              "--agents", "search:iters=6,normal", "--games", "2",
                              "--seed", "3", "--json")
    assert code == 0, err
    stats = json.loads(out)
    assert tuple(stats) == arena.JSON_KEYS
    search, normal = stats["decision_ms"]
    for d in (search, normal):
        assert set(d) == {"median", "p95", "max", "count", "searched"}
        assert set(d["searched"]) == {"count", "median", "p95", "max"}
        assert d["median"] <= d["p95"] <= d["max"]
        assert d["count"] > 0
    assert 0 < search["searched"]["count"] <= search["count"]
    s = search["searched"]
    assert s["median"] <= s["p95"] <= s["max"] <= search["max"]
    assert normal["searched"] == {"count": 0, "median": 0.0, "p95": 0.0, "max": 0.0}


def test_table_shows_all_and_searched_times(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_main(capsys, "--game", "supertrumf", "--variant", "klassisk",
                              "--agents", "search:iters=6,normal", "--games", "2")
    assert code == 0, err
    header = next(line for line in out.splitlines() if line.startswith("decision ms"))
    for column in ("median", "p95", "max", "searched"):
        assert column in header
    normal_row = [line for line in out.splitlines() if line.startswith("normal")][-1]
    assert normal_row.split()[4].startswith("0/")  # searched of all decisions
    assert normal_row.split()[-3:] == ["-", "-", "-"]  # never searched


def test_help_names_the_levels_and_the_search_parameters(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        arena.main(["--help"])
    assert exc.value.code == 0
    out = " ".join(capsys.readouterr().out.split())  # argparse wraps the help
    for word in ("beginner", "easy", "normal", "hard", "bot-easy", "search:hard", "p95",
                 *SEARCH_PARAMETERS):
        assert word in out, word
    assert arena.__doc__ is not None
    assert "iters=N" in arena.__doc__
    assert "bot-hard" in arena.__doc__


# ---------------------------------------------------------------------- tools/bench_aggregate
def _bench_aggregate() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "bench_aggregate", ROOT / "tools" / "bench_aggregate.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_bench_aggregate_reads_new_and_old_chunks(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    new = {"game": "riftforce", "variant": None, "agents": ["search:hard", "normal"],
           "games": 10, "wins": [6, 3], "draws": 1, "errors": [],
           "decision_ms": [arena.decision_summary([0.1, 0.2, 0.4], [0.2, 0.4]),
                           arena.decision_summary([0.001, 0.003], [])]}
    old = {**new, "decision_ms": [{"median": 300.0, "max": 900.0},
                                  {"median": 2.0, "max": 5.0}]}
    paths = []
    for i, chunk in enumerate((new, old)):
        path = tmp_path / f"chunk_{i}.json"
        path.write_text(json.dumps(chunk))
        paths.append(str(path))
    assert _bench_aggregate().main(paths) == 0
    out = capsys.readouterr().out
    assert "20 games in 2 chunks" in out
    search_line = next(line for line in out.splitlines() if "search:hard" in line)
    assert "median 250.0 ms" in search_line  # median of 200 and 300
    assert "p95 400.0 ms" in search_line  # only the new chunk has one
    assert "max 900 ms" in search_line
    assert "searched 2: median 300.0 ms  p95 400.0 ms  max 400 ms" in search_line
    normal_line = next(line for line in out.splitlines() if line.lstrip().startswith("normal"))
    assert "searched 0: -" in normal_line


@pytest.mark.parametrize(("game", "iterations", "extra"), [
    ("riftforce", 90, {"c": 0.15}), ("storma", 100, {}), ("supertrumf", 120, {"c": 0.7})])
def test_search_hard_v1_is_the_first_hard_kept(game: str, iterations: int,
                                                 extra: dict[str, float]) -> None:
    """``search:hard-v1`` is Hard as first shipped (the yardstick a new Hard is measured
    against), whatever today's Hard is; other parameters still apply over it."""
    from engine import games

    agent = agent_from_name(games.agents(game), games.search_factory(game), "search:hard-v1")
    search = agent.search  # type: ignore[attr-defined]
    assert (search.iterations, search.ms) == (iterations, 1000.0)
    for key, value in extra.items():
        assert getattr(search, key) == value
    tweaked = agent_from_name(games.agents(game), games.search_factory(game),
                              "search:hard-v1:iters=7")
    assert tweaked.search.iterations == 7  # type: ignore[attr-defined]
    assert tweaked.search.ms == 1000.0  # type: ignore[attr-defined]


def test_an_unknown_hard_version_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    line = one_line_error(*run_main(capsys, "--game", "storma", "--agents",
                                    "search:hard-v9,normal", "--games", "1"))
    assert "there is no Hard 'v9'" in line
    assert "hard-v1" in line
