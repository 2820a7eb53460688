#!/bin/bash
# Runs measure.mjs several times, each time after waiting (at most 15 min) for a
# quiet machine: vmstat idle >= 90% over 5 s. Writes results/runN.{txt,json} and
# results/runs.log (load before and after each run), then results/summary.md.
#   bench/workers/run-several.sh [RUNS (default 5)] [extra measure.mjs args...]
set -u
here=$(cd "$(dirname "$0")" && pwd)
out=$here/results
runs=${1:-5}; shift || true
mkdir -p "$out"
: > "$out/runs.log"
files=()
for i in $(seq 1 "$runs"); do
  waited=0
  while :; do
    idle=$(vmstat 5 2 | tail -1 | awk '{print $15}')
    if [ "$idle" -ge 90 ] || [ $waited -ge 900 ]; then break; fi
    waited=$((waited + 5))
  done
  echo "run $i: start, cpu idle ${idle}% (waited ${waited}s); uptime: $(uptime)" >> "$out/runs.log"
  node "$here/measure.mjs" --json "$out/run$i.json" "$@" > "$out/run$i.txt" 2>&1
  echo "run $i: end rc=$?; uptime: $(uptime)" >> "$out/runs.log"
  files+=("$out/run$i.json")
  [ "$i" -lt "$runs" ] && sleep 20
done
node "$here/summarize.mjs" "${files[@]}" > "$out/summary.md"
