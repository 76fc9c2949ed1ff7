#!/bin/sh
# Hard vs the heuristic (= Normal), 1,000 games per game: the runs behind bench/RESULTS.md.
# Run from the repository root with the venv's python.  Riftforce and Storma in chunks of 100
# games (50 deals x 2 seat orders) on disjoint seeds, so two chunks can run side by side on a
# 2-core machine; tools/bench_aggregate.py sums them.
set -e
A="${PYTHON:-.venv/bin/python} -m engine.arena --json"
mkdir -p bench/main
for i in 0 1 2 3 4 5 6 7 8 9; do
  $A --game riftforce --agents search:hard,heuristic --games 100 --seed $((40000 + i * 50)) \
    > bench/main/rift_$i.json
  $A --game storma --agents search:hard,heuristic --games 100 --seed $((4000 + i * 50)) \
    > bench/main/storma_$i.json
done
$A --game supertrumf --variant blixtduell --agents search:hard,heuristic --games 1000 \
  --seed 12000 > bench/main/blixt_1000.json
$A --game supertrumf --variant klassisk --seats 2 --agents search:hard,heuristic --games 1000 \
  --seed 13000 > bench/main/klassisk_1000.json
