cd /work/wt/search
export PYTHONPATH=.
A="nice -n 10 /work/main/.venv/bin/python -m engine.arena --json"
for i in 0 1 2 3 4 5 6 7 8 9; do
  s=$((1000 + i * 50))
  $A --game riftforce --agents search:hard,heuristic --games 100 --seed $s > bench/chunks/rift_$i.json 2>&1
  $A --game storma --agents search:hard,heuristic --games 100 --seed $s > bench/chunks/storma_$i.json 2>&1
  $A --game supertrumf --variant blixtduell --agents search:hard,heuristic --games 100 --seed $s > bench/chunks/blixt_$i.json 2>&1
  $A --game supertrumf --variant klassisk --seats 2 --agents search:hard,heuristic --games 100 --seed $s > bench/chunks/klassisk_$i.json 2>&1
done
