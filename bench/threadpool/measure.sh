#!/usr/bin/env bash
# CPU-bound threadpool jobs on this machine's cores (docs/semantics.md §3.4).
#
#   bench/threadpool/measure.sh [RUNS]                 real node, RUNS runs of each case (default 5)
#   bench/threadpool/measure.sh --evloop PATH [CORES]  evloop with --set cores=CORES (default: nproc)
#
# Cases: pbkdf2-parallel.cjs with 1, 2, 4 and 6 jobs on pools of 4, 2 and 8 threads, then
# main-busy.cjs with 0, 1, 2 and 4 jobs on the pool of 4. Each line gives the case and
# the completion times in ms, sorted. Real runs start only after the machine has been at
# least 95 % idle for 2 s (other builds share it); still, compare the fastest runs.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
evloop="" cores=$(nproc) runs=5
if [ "${1:-}" = --evloop ]; then
  evloop=${2:?--evloop needs a path}; cores=${3:-$cores}; runs=1
else
  runs=${1:-5}
fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
idle() { read -r _ u n s i w q sq st _ </proc/stat; echo $((u + n + s + q + sq + st)) $((i + w)); }
wait_quiet() {
  local b1 i1 b2 i2 t
  while :; do
    read -r b1 i1 < <(idle); sleep 2; read -r b2 i2 < <(idle)
    t=$((b2 - b1 + i2 - i1))
    [ "$t" -gt 0 ] && [ $(((i2 - i1) * 100 / t)) -ge 95 ] && return
  done
}
one() { # program jobs pool
  local times
  if [ -n "$evloop" ]; then
    # evloop's process.env has no JOBS: the count goes into a copy of the program.
    sed "s/Number(process.env.JOBS || [0-9]*)/$2/" "$here/$1" >"$tmp/$1"
    times=$("$evloop" run --host=node --set cores="$cores" --set UV_THREADPOOL_SIZE="$3" "$tmp/$1")
  else
    wait_quiet
    times=$(JOBS=$2 UV_THREADPOOL_SIZE=$3 node "$here/$1")
  fi
  # "120.5 sync" for the main thread's hash, the pool's times bare, in time order
  echo "$times" | awk '/ done after / { print $(NF - 1) ($1 == "sync" ? " (sync)" : "") }' | sort -n | paste -sd " " -
}
for r in $(seq "$runs"); do
  for pool in 4 2 8; do for jobs in 1 2 4 6; do
    echo "pbkdf2-parallel pool=$pool jobs=$jobs run=$r :: $(one pbkdf2-parallel.cjs $jobs $pool)"
  done; done
  for jobs in 0 1 2 4; do
    echo "main-busy pool=4 jobs=$jobs run=$r :: $(one main-busy.cjs $jobs 4)"
  done
done
