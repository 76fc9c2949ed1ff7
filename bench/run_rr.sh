#!/bin/sh
# Round robin of the levels per game (one process at a time).  Pairs with Hard use fewer games
# (time); Normal vs Hard is the main benchmark (bench/chunks).
cd /work/wt/search
export PYTHONPATH=.
A="nice -n 10 /work/main/.venv/bin/python -m engine.arena --json"
run() { # name n args...
  out=bench/rr/$1.json; n=$2; shift 2
  $A --games "$n" --seed 5000 "$@" > "$out" 2>&1
}
for g in storma blixt klassisk riftforce; do
  case $g in
    storma) G="--game storma";;
    blixt) G="--game supertrumf --variant blixtduell";;
    klassisk) G="--game supertrumf --variant klassisk --seats 2";;
    riftforce) G="--game riftforce";;
  esac
  run ${g}_beginner_easy 200 $G --agents beginner,easy
  run ${g}_beginner_normal 200 $G --agents beginner,normal
  run ${g}_easy_normal 200 $G --agents easy,normal
done
for g in storma blixt klassisk riftforce; do
  case $g in
    storma) G="--game storma"; n=40;;
    blixt) G="--game supertrumf --variant blixtduell"; n=100;;
    klassisk) G="--game supertrumf --variant klassisk --seats 2"; n=60;;
    riftforce) G="--game riftforce"; n=20;;
  esac
  run ${g}_easy_hard $n $G --agents easy,search:hard
  run ${g}_beginner_hard $n $G --agents beginner,search:hard
done
