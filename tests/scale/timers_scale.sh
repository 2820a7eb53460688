#!/usr/bin/env bash
# Many timers cost the same per timer as a few (issue 13: 200 000 timers in under a
# second natively). Guards the timer queues against a quadratic corner coming back,
# without a wall-clock limit: on each host it runs the same program with N and 4N timers
# and checks
#   - the output, as real Node v20.20.2 prints it ("done N": the last callback ran),
#   - the bytecode count (--instructions) grows at most 4.2 times (the JavaScript side),
#   - the CPU time (user + sys of the child, the best of two runs) grows at most 10 times:
#     linear work gives about 4 (up to 6 measured on a loaded machine: page faults and
#     cache misses grow with the heap), a quadratic corner 16.
#   tests/scale/timers_scale.sh PATH/TO/evloop [N]
set -u
evloop=${1:?usage: timers_scale.sh EVLOOP [N]}
small=${2:-25000}
large=$((small * 4))
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0

program() { # the program of /tmp/t200k.js in issue 13, with n timers
  echo "let n=0; for (let i=0;i<$1;i++) setTimeout(()=>{ if(++n===$1) console.log(\"done\", n); }, i%100);" > "$tmp/t$1.js"
}
program "$small"
program "$large"

cpu_ms() { # host n → the child's user+sys CPU in ms (best of two); output and count in files
  local best="" run t
  for run in 1 2; do
    t=$( { TIMEFORMAT='%3U %3S'; time "$evloop" run --host="$1" --instructions "$tmp/t$2.js" >"$tmp/out" 2>"$tmp/err"; } 2>&1 )
    local ms
    ms=$(echo "$t" | awk '{ printf "%d", ($1 + $2) * 1000 }')
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
  done
  echo "$best"
}

for host in browser node; do
  small_ms=$(cpu_ms "$host" "$small")
  small_out=$(cat "$tmp/out")
  small_count=$(sed -n 's/^evloop: instructions: //p' "$tmp/err")
  large_ms=$(cpu_ms "$host" "$large")
  large_out=$(cat "$tmp/out")
  large_count=$(sed -n 's/^evloop: instructions: //p' "$tmp/err")
  echo "$host: $small timers ${small_ms} ms CPU, $small_count instructions; $large timers ${large_ms} ms CPU, $large_count instructions"
  if [ "$small_out" != "done $small" ] || [ "$large_out" != "done $large" ]; then
    echo "FAIL $host: output \"$small_out\" / \"$large_out\" (node: \"done $small\" / \"done $large\")"
    failed=1
  fi
  if [ -z "$small_count" ] || [ -z "$large_count" ] || [ $((large_count * 10)) -gt $((small_count * 42)) ]; then
    echo "FAIL $host: the bytecode count grew more than 4.2 times"
    failed=1
  fi
  # Below 10 ms of CPU the clock's ticks say nothing: then only the large run is checked
  # against 10 times that floor.
  floor=$(( small_ms > 10 ? small_ms : 10 ))
  if [ "$large_ms" -gt $((floor * 10)) ]; then
    echo "FAIL $host: CPU time grew from ${small_ms} ms to ${large_ms} ms for 4 times the timers (quadratic?)"
    failed=1
  fi
done
exit $failed
