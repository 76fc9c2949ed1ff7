#!/bin/sh
# Round robin of the levels, 200 games per pair (seed 5000); Normal vs Hard is run_main.sh.
set -e
A="${PYTHON:-.venv/bin/python} -m engine.arena --json --games 200 --seed 5000"
mkdir -p bench/rr
for g in storma blixt klassisk riftforce; do
  case $g in
    storma) G="--game storma";;
    blixt) G="--game supertrumf --variant blixtduell";;
    klassisk) G="--game supertrumf --variant klassisk --seats 2";;
    riftforce) G="--game riftforce";;
  esac
  for pair in beginner,easy beginner,normal easy,normal beginner,search:hard easy,search:hard; do
    name=$(echo "$pair" | sed 's/search://; s/,/_/')
    $A $G --agents "$pair" > "bench/rr/${g}_$name.json"
  done
done
