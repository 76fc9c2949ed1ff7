#!/bin/sh
# Issue #28's measurements of this session (bench/RESULTS.md, section 4).  Run from the
# repository root with the venv's python; seeds 60000+ were never used for tuning.
set -e
A="${PYTHON:-.venv/bin/python} -m engine.arena --json"
mkdir -p bench/v2
# Storma slottet!: today's Hard (300 iterations, cap 1.2 s) against the first Hard and Normal
$A --game storma --agents search:iters=300:ms=1200,search:hard-v1 --games 120 --seed 60000 \
  > bench/v2/storma_300_vs_v1.json
$A --game storma --agents search:iters=300:ms=1200,normal --games 120 --seed 61000 \
  > bench/v2/storma_300_vs_normal.json
$A --game storma --agents search:iters=300:ms=1200,normal --games 200 --seed 61060 \
  > bench/v2/storma_300_vs_normal_b.json
# Supertrumf Klassisk with 3 and 4 seats: one Hard among Normals (a fair share is 1/3, 1/4)
$A --game supertrumf --variant klassisk --seats 3 --agents search:hard,normal,normal \
  --games 1000 --seed 62000 > bench/v2/klassisk3_1000.json
$A --game supertrumf --variant klassisk --seats 4 --agents search:hard,normal,normal,normal \
  --games 1000 --seed 63000 > bench/v2/klassisk4_1000.json
# Riftforce's Hard (cap 1.4 s) against Normal while another process keeps one core busy
( timeout 7200 sh -c 'while :; do :; done' ) & BUSY=$!
$A --game riftforce --agents search:hard,normal --games 100 --seed 64000 \
  > bench/v2/rift_loaded.json
kill $BUSY
# search speed, the first commit of this session against this tree
${PYTHON:-.venv/bin/python} tools/search_speed.py --compare c1b4f0f --deals 3 --every 3 \
  --rounds 2 --arena-games 2 > bench/v2/search_speed.txt
