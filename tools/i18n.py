"""Translation catalogue maintenance: ``python tools/i18n.py update|check|stats``.

Why a script: the list of source files, the languages and the lupdate/lrelease flags must be
the same for the developer who updates the catalogues and for the test that proves they are
complete and compiled; both call the functions here.

* ``update``: run ``pyside6-lupdate`` over engine/, ui/ and main.py into
  ``translations/tabletop_{sv,de,nb}.ts`` (obsolete entries dropped) and the English plural
  file ``tabletop_en.ts`` (``-pluralonly``), then compile every ``.ts`` to ``.qm``.
* ``check``: exit 1 if any source string is missing from a ``.ts`` file, any entry is
  unfinished, or a committed ``.qm`` differs from what ``lrelease`` makes of its ``.ts``.
* ``stats``: print entry counts and unfinished counts per language.
* ``todo FILE``: write the unfinished entries of every language to ``FILE`` (JSON: a list of
  ``{"context", "source", "comment", "plural", "sv", "de", "nb"}``, the translations empty or
  as they stand) — a translator fills them in, in any editor;
* ``fill FILE``: put the translations of such a file into the catalogues (an empty one is
  skipped; a plural's forms are a list) and compile them.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
LANGS = {"sv": "sv_SE", "de": "de_DE", "nb": "nb_NO"}


def _tool(name: str) -> str:
    exe = Path(sys.executable).parent / name
    if exe.exists():
        return str(exe)
    found = shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 into the venv")
    return found


def sources() -> list[str]:
    files = [ROOT / "main.py"]
    for folder in ("engine", "ui"):
        files.extend(sorted((ROOT / folder).rglob("*.py")))
    return [str(f.relative_to(ROOT)) for f in files]


def lupdate(ts: Path, lang: str | None, plural_only: bool = False) -> None:
    cmd = [_tool("pyside6-lupdate"), *sources(), "-no-obsolete", "-locations", "none",
           "-source-language", "en_GB"]
    if plural_only:
        cmd += ["-pluralonly", "-target-language", "en_GB"]
    elif lang:
        cmd += ["-target-language", lang]
    cmd += ["-ts", str(ts)]
    subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True, text=True)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True,
                   capture_output=True, text=True)


def ts_files() -> dict[str, Path]:
    out = {code: TS_DIR / f"tabletop_{code}.ts" for code in LANGS}
    out["en"] = TS_DIR / "tabletop_en.ts"
    return out


def update() -> None:
    TS_DIR.mkdir(exist_ok=True)
    for code, ts in ts_files().items():
        if code == "en":
            lupdate(ts, None, plural_only=True)
        else:
            lupdate(ts, LANGS[code])
        lrelease(ts, ts.with_suffix(".qm"))


def entries(ts: Path) -> dict[tuple[str, str, str], ET.Element]:
    """(context, source, comment) -> message element."""
    out: dict[tuple[str, str, str], ET.Element] = {}
    root = ET.parse(ts).getroot()
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            key = (name, msg.findtext("source") or "", msg.findtext("comment") or "")
            out[key] = msg
    return out


def problems() -> list[str]:
    """Everything that makes the committed catalogues incomplete or stale."""
    found: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / "fresh_sv.ts"
        lupdate(fresh, LANGS["sv"])
        wanted = set(entries(fresh))
        for code, ts in ts_files().items():
            if not ts.exists():
                found.append(f"{ts.name} is missing")
                continue
            have = entries(ts)
            if code != "en":
                for key in sorted(wanted - set(have)):
                    found.append(f"{ts.name}: missing source string {key[0]}/{key[1]!r}")
                for key, msg in have.items():
                    tr = msg.find("translation")
                    if tr is None:
                        continue
                    kind = tr.get("type")
                    if kind in ("vanished", "obsolete"):
                        continue
                    texts = [tr.text or ""] + [n.text or "" for n in tr.iter("numerusform")]
                    if kind == "unfinished" or not any(t.strip() for t in texts):
                        found.append(f"{ts.name}: unfinished {key[0]}/{key[1]!r}")
            qm = ts.with_suffix(".qm")
            built = Path(tmp) / qm.name
            lrelease(ts, built)
            if not qm.exists() or qm.read_bytes() != built.read_bytes():
                found.append(f"{qm.name} is out of date: run python tools/i18n.py update")
    return found


def stats() -> None:
    for code, ts in ts_files().items():
        if not ts.exists():
            print(f"{code}: missing")
            continue
        have = entries(ts)
        unfinished = sum(1 for m in have.values()
                         if (m.find("translation") is not None
                             and m.find("translation").get("type") == "unfinished"))  # type: ignore[union-attr]
        print(f"{code}: {len(have)} entries, {unfinished} unfinished")


def _is_unfinished(msg: ET.Element) -> bool:
    tr = msg.find("translation")
    if tr is None or tr.get("type") in ("vanished", "obsolete"):
        return False
    texts = [tr.text or ""] + [n.text or "" for n in tr.iter("numerusform")]
    return tr.get("type") == "unfinished" or not any(t.strip() for t in texts)


def todo(out: Path) -> int:
    """The unfinished entries of every language, one record per source string."""
    records: dict[tuple[str, str, str], dict[str, object]] = {}
    for code in LANGS:
        for key, msg in entries(ts_files()[code]).items():
            if not _is_unfinished(msg):
                continue
            plural = msg.get("numerus") == "yes"
            record = records.setdefault(key, {"context": key[0], "source": key[1],
                                              "comment": key[2], "plural": plural,
                                              **{c: ([] if plural else "") for c in LANGS}})
            tr = msg.find("translation")
            assert tr is not None
            record[code] = ([n.text or "" for n in tr.iter("numerusform")] if plural
                            else tr.text or "")
    out.write_text(json.dumps(list(records.values()), ensure_ascii=False, indent=1) + "\n",
                   encoding="utf-8")
    return len(records)


def fill(path: Path) -> int:
    """Translations from a ``todo`` file into the catalogues; how many were set."""
    records = json.loads(path.read_text(encoding="utf-8"))
    done = 0
    for code in LANGS:
        ts = ts_files()[code]
        tree = ET.parse(ts)
        wanted = {(r["context"], r["source"], r.get("comment", "")): r[code] for r in records
                  if r.get(code)}
        for ctx in tree.getroot().iter("context"):
            name = ctx.findtext("name") or ""
            for msg in ctx.iter("message"):
                key = (name, msg.findtext("source") or "", msg.findtext("comment") or "")
                text = wanted.get(key)
                tr = msg.find("translation")
                if not text or tr is None:
                    continue
                if isinstance(text, list):
                    for node, form in zip(tr.iter("numerusform"), text, strict=True):
                        node.text = form
                else:
                    tr.text = text
                tr.attrib.pop("type", None)
                done += 1
        _write_ts(tree, ts)
        lrelease(ts, ts.with_suffix(".qm"))
    return done


def _write_ts(tree: ET.ElementTree, ts: Path) -> None:
    """Write a catalogue back the way lupdate writes it (its header, its indentation), so a
    later ``update`` changes only what changed."""
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                  encoding="utf-8")


def main(argv: list[str]) -> int:
    cmd = argv[1] if len(argv) > 1 else "check"
    if cmd == "update":
        update()
        stats()
        return 0
    if cmd == "stats":
        stats()
        return 0
    if cmd == "todo" and len(argv) > 2:
        print(f"{todo(Path(argv[2]))} unfinished entries written to {argv[2]}")
        return 0
    if cmd == "fill" and len(argv) > 2:
        print(f"{fill(Path(argv[2]))} translations set")
        update()  # lupdate's own formatting, and the .qm files
        stats()
        return 0
    if cmd == "check":
        found = problems()
        for line in found[:200]:
            print(line)
        print(f"{len(found)} problem(s)")
        return 1 if found else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
