#!/usr/bin/env bash
# The `evloop` command line: output channels, exit codes and messages (design.md, CLI).
#   tests/cli/cli_tests.sh PATH/TO/evloop
set -u
evloop=${1:?usage: cli_tests.sh EVLOOP}
case "$evloop" in /*) ;; */*) evloop="$PWD/$evloop" ;; esac # some checks run from another folder
tmp=$(mktemp -d)
# Node prints the real path of the program (symlinks resolved), so stacks name this one.
real_tmp=$(cd "$tmp" && pwd -P)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0

check() { # name expected-exit expected-stdout stderr-substring file [args...]
  local name=$1 want_rc=$2 want_out=$3 want_err=$4 file=$5
  shift 5
  local out err rc
  out=$("$evloop" run "$@" "$file" 2>"$tmp/err")
  rc=$?
  err=$(cat "$tmp/err")
  if [ "$rc" = "$want_rc" ] && [ "$out" = "$want_out" ] && [[ "$err" == *"$want_err"* ]]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $name: exit $rc (want $want_rc)"
    echo "  stdout: $out"
    echo "  stderr: $err"
  fi
}

printf "console.log('a');\nconsole.warn('w');\nconsole.error('e');\nconsole.info('i');\nconsole.debug('d');\n" > "$tmp/channels.js"
check "log/info/debug go to stdout, warn/error to stderr" 0 $'a\ni\nd' "w" "$tmp/channels.js"

printf "console.log('before');\nfunction f() {\n  throw new TypeError('bad thing');\n}\nf();\n" > "$tmp/throws.js"
check "uncaught error in node: exit 1, the line of the throw with a caret, then the stack" 1 "before" "$real_tmp/throws.js:3
  throw new TypeError('bad thing');
  ^

TypeError: bad thing
    at f ($real_tmp/throws.js:3:9)
    at Object.<anonymous> ($real_tmp/throws.js:5:1)" "$tmp/throws.js" --host=node
check "uncaught error in a page: reported, the page goes on (exit 0)" 0 "before" "Uncaught TypeError: bad thing" "$tmp/throws.js"

printf "let x = ;\n" > "$tmp/syntax.js"
check "syntax error: exit 2, the line with a caret, line and column" 2 "" "syntax.js:1
let x = ;
        ^

SyntaxError: Unexpected ';' (line 1, column 9)" "$tmp/syntax.js"

printf "while (true) {}\n" > "$tmp/spin.js"
check "infinite loop: exit 3 after the budget" 3 "" "the page is frozen" "$tmp/spin.js" --budget=100000
check "infinite loop in node: exit 3" 3 "" "the event loop is blocked" "$tmp/spin.js" --budget=100000 --host=node

printf "function f() { queueMicrotask(f); }\nf();\nconsole.log('queued');\n" > "$tmp/starve.js"
check "starving microtask loop: exit 3" 3 "queued" "frozen" "$tmp/starve.js" --set microtask_cap=50000
printf "function f() { process.nextTick(f); }\nf();\nsetTimeout(() => console.log('never'), 0);\n" > "$tmp/ticks.js"
check "starving nextTick loop: exit 3, timers starved" 3 "" "no timer, I/O callback or setImmediate would ever run" "$tmp/ticks.js" --host=node --set microtask_cap=50000

printf "Promise.reject(new Error('nobody catches me'));\nconsole.log('sync');\n" > "$tmp/unhandled.js"
check "unhandled rejection in node: exit 1 after the microtasks" 1 "sync" "nobody catches me" "$tmp/unhandled.js" --host=node
check "unhandled rejection in a page: reported, exit 0" 0 "sync" "Uncaught (in promise) Error: nobody catches me" "$tmp/unhandled.js"
check "unhandled rejection in node: printed as Node prints it (no \"(in promise)\")" 1 "sync" "$real_tmp/unhandled.js:1
Promise.reject(new Error('nobody catches me'));
               ^

Error: nobody catches me" "$tmp/unhandled.js" --host=node
printf "console.log('a');\nthrow new Error('boom');\n" > "$tmp/top.mjs"
check "ES module top-level throw: a plain uncaught error, exit 1" 1 "a" "file://$real_tmp/top.mjs:2
throw new Error('boom');
      ^

Error: boom
    at file://$real_tmp/top.mjs:2:7" "$tmp/top.mjs"

printf "console.log(typeof require, typeof module, this === module.exports);\n" > "$tmp/cjs.js"
check ".js files on the node host are CommonJS" 0 "function object true" "" "$tmp/cjs.js" --host=node
cp "$tmp/cjs.js" "$tmp/cjs.cjs"
check ".cjs files run on the node host" 0 "function object true" "" "$tmp/cjs.cjs"
printf "console.log(typeof require, typeof window, typeof document.body);\n" > "$tmp/page.js"
check ".js files run in a page by default" 0 "undefined object object" "" "$tmp/page.js"

printf "// @input click #nothing @ 10ms\nconsole.log(1);\n" > "$tmp/badclick.js"
check "a click on a missing element is reported" 0 "1" "found no element" "$tmp/badclick.js"
printf "// @input click button[ @ 10ms\nconsole.log(1);\n" > "$tmp/badselector.js"
check "a click with a selector that does not parse is reported" 0 "1" "is not a valid CSS selector" "$tmp/badselector.js"
check "a malformed --input: exit 2" 2 "" "click needs a CSS selector" "$tmp/page.js" --input="click @ 5ms"
check "an unknown setting: exit 2" 2 "" "unknown setting" "$tmp/page.js" --set frobs=1
check "a bad setting value: exit 2" 2 "" "takes a number" "$tmp/page.js" --set refresh=fast
printf "// @until soon\nconsole.log(1);\n" > "$tmp/baddirective.js"
check "a malformed directive: exit 2 with its line" 2 "" "line 1:" "$tmp/baddirective.js"
if "$evloop" run --format=json "$tmp/page.js" 2>/dev/null | node -e '
  const t = JSON.parse(require("fs").readFileSync(0, "utf8"));
  process.exit(t.format === "evloop-trace" && t.version === 1 && t.events.some((e) => e.kind === "console") ? 0 : 1)'; then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL --format=json prints the trace as JSON"
fi
check "--chrome-trace to an unwritable path: exit 2" 2 "undefined object object" "cannot write" "$tmp/page.js" --chrome-trace=/nonexistent/dir/t.json

printf "console.log(typeof this);\nawait null;\nconsole.log('after top-level await');\n" > "$tmp/tla.mjs"
check ".mjs files are modules with top-level await" 0 $'undefined\nafter top-level await' "" "$tmp/tla.mjs"

check "a missing file: exit 2" 2 "" "cannot open" "$tmp/does-not-exist.js"

# disasm prints the bytecode with source lines.
printf "let a = 1;\nconsole.log(a + 2);\n" > "$tmp/dis.js"
if "$evloop" disasm "$tmp/dis.js" | grep -q "GetGlobal .*console"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL disasm"; fi
if "$evloop" frobnicate "$tmp/dis.js" 2>/dev/null; then failed=$((failed + 1)); echo "FAIL unknown command accepted"; else passed=$((passed + 1)); fi

# --chrome-trace writes valid Chrome Trace Event JSON: every event has ph/ts/pid/tid,
# B and E balance per thread, timestamps are numbers; threadpool threads get tracks.
printf "const c = require('crypto');\nfor (let i = 0; i < 3; i++) c.pbkdf2('p', 's', 1000, 8, 'sha512', () => console.log('done', i));\nsetTimeout(() => console.log('t'), 5);\n" > "$tmp/pool.cjs"
for f in "$tmp/pool.cjs" "$(dirname "$0")/../scenarios/blocking-click.js"; do
  if "$evloop" run --chrome-trace="$tmp/chrome.json" "$f" >/dev/null 2>&1 && node -e '
    const t = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    if (!Array.isArray(t.traceEvents) || t.traceEvents.length < 5) throw new Error("no traceEvents");
    const open = new Map();
    for (const e of t.traceEvents) {
      if (typeof e.ph !== "string" || typeof e.pid !== "number" || typeof e.tid !== "number") throw new Error("bad event " + JSON.stringify(e));
      if (e.ph !== "M" && typeof e.ts !== "number") throw new Error("no ts " + JSON.stringify(e));
      if (e.ph === "X" && !(e.dur >= 0)) throw new Error("bad dur");
      if (e.ph === "B") open.set(e.tid, (open.get(e.tid) || 0) + 1);
      if (e.ph === "E") { const n = (open.get(e.tid) || 0) - 1; if (n < 0) throw new Error("E without B on " + e.tid); open.set(e.tid, n); }
    }
    for (const [tid, n] of open) if (n !== 0) throw new Error(n + " open slices on thread " + tid);
  ' "$tmp/chrome.json"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1)); echo "FAIL --chrome-trace of $(basename "$f") is not valid Chrome Trace Event JSON"
  fi
done
if grep -q "threadpool worker 3" "$tmp/chrome.json" 2>/dev/null || "$evloop" run --chrome-trace="$tmp/chrome.json" "$tmp/pool.cjs" >/dev/null 2>&1 && grep -q "threadpool worker 3" "$tmp/chrome.json"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL three pbkdf2 calls should use three threadpool tracks"
fi

# Determinism through the command line: the same program twice gives identical trace files.
"$evloop" run --trace="$tmp/a.json" "$(dirname "$0")/../scenarios/chunked-click.js" >/dev/null 2>&1
"$evloop" run --trace="$tmp/b.json" "$(dirname "$0")/../scenarios/chunked-click.js" >/dev/null 2>&1
if cmp -s "$tmp/a.json" "$tmp/b.json" && [ -s "$tmp/a.json" ]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL two runs gave different trace files"; fi

# The threadpool's size comes from the environment, as in real Node; the file's
# `// @env` and --set win over it. Four pbkdf2 jobs finish together on 4 threads and in
# two waves on 2.
cat > "$tmp/pool.cjs" <<'EOF'
const crypto = require('crypto');
const start = performance.now();
const ends = [];
for (let i = 0; i < 4; i++)
  crypto.pbkdf2('pw', 'salt', 100000, 64, 'sha512', () => {
    ends.push(performance.now() - start);
    if (ends.length === 4) console.log(ends[3] > ends[0] * 1.5 ? 'waves' : 'together');
  });
EOF
check "threadpool: 4 threads by default" 0 "together" "" "$tmp/pool.cjs"
export UV_THREADPOOL_SIZE=2
check "threadpool: UV_THREADPOOL_SIZE=2 from the environment" 0 "waves" "" "$tmp/pool.cjs"
check "threadpool: --set wins over the environment" 0 "together" "" "$tmp/pool.cjs" --set UV_THREADPOOL_SIZE=4
export UV_THREADPOOL_SIZE=many
check "threadpool: a bad UV_THREADPOOL_SIZE is named, libuv's 1 thread used" 0 "waves" "UV_THREADPOOL_SIZE=many is not a count from 1 to 1024; libuv would use 1 thread" "$tmp/pool.cjs"
unset UV_THREADPOOL_SIZE
printf "const { port1, port2 } = new MessageChannel();\nport2.on('message', (m) => console.log('got', m));\nport1.postMessage('hi');\n" > "$tmp/open-port.cjs"
check "a MessagePort left open: the run ends with a note, not a hang" 0 "got hi" "a MessagePort or BroadcastChannel is still open" "$tmp/open-port.cjs"

# Programs of several files: `evloop run dir/main.cjs` reads the files next to it, from any
# working directory, read-only and never outside that folder.
mkdir -p "$tmp/app/lib" "$tmp/app/data" "$tmp/outside"
printf "secret\n" > "$tmp/outside/secret.txt"
printf "module.exports = 'outside';\n" > "$tmp/outside/mod.js"
ln -s "$tmp/outside/secret.txt" "$tmp/app/data/link.txt"
cat > "$tmp/app/main.cjs" <<'EOF'
const fs = require('fs');
const greet = require('./lib/greet');
console.log(greet('cli'), require('./data/config.json').level);
fs.readFile('./data/notes.txt', 'utf8', (err, text) => console.log('readFile:', err, text.trim()));
console.log(fs.readFileSync(__dirname + '/data/notes.txt', 'utf8').trim());
for (const p of ['../outside/mod.js', '../../outside/mod.js']) {
  try { require(p); } catch (e) { console.log(p, e.code); }
}
for (const p of ['../outside/secret.txt', 'data/link.txt']) {
  try { fs.readFileSync(p); } catch (e) { console.log(p, e.code); }
}
fs.writeFileSync('data/notes.txt', 'written in the run only');
console.log(fs.readFileSync('data/notes.txt', 'utf8'));
EOF
printf "module.exports = (who) => 'hello ' + who;\n" > "$tmp/app/lib/greet.js"
printf '{ "level": 3 }\n' > "$tmp/app/data/config.json"
printf "notes on disk\n" > "$tmp/app/data/notes.txt"
cd "$tmp" || exit 1
check "several files: require, JSON and fs.readFile against the main file's folder; ../ and links out of it are missing" 0 \
  $'hello cli 3\nnotes on disk\n../outside/mod.js MODULE_NOT_FOUND\n../../outside/mod.js MODULE_NOT_FOUND\n../outside/secret.txt ENOENT\ndata/link.txt ENOENT\nwritten in the run only\nreadFile: null written in the run only' \
  "" app/main.cjs
cd - >/dev/null || exit 1
if [ "$(cat "$tmp/app/data/notes.txt")" = "notes on disk" ]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL the run wrote to the folder"; fi

printf "import { twice } from './lib/twice.mjs';\nconsole.log(twice(21));\n" > "$tmp/app/esm.mjs"
printf "export const twice = (x) => x * 2;\n" > "$tmp/app/lib/twice.mjs"
check "several files: static import of a .mjs next to the main file" 0 "42" "" "$tmp/app/esm.mjs"
printf "import { nothing } from './lib/none.mjs';\n" > "$tmp/app/missing.mjs"
check "several files: a missing import is Node's ERR_MODULE_NOT_FOUND, exit 1" 1 "" "Cannot find module '$real_tmp/app/lib/none.mjs' imported from $real_tmp/app/missing.mjs" "$tmp/app/missing.mjs"

cat > "$tmp/app/sections.cjs" <<'EOF'
console.log(require('./lib/greet')('sections'), require('./local.cjs'));
// @file local.cjs
module.exports = 'a section';
EOF
check "several files: // @file sections and the folder's files together" 0 "hello sections a section" "" "$tmp/app/sections.cjs"
printf "require('./lib/broken.cjs');\n" > "$tmp/app/syntax.cjs"
printf "// ok\nlet x = ;\n" > "$tmp/app/lib/broken.cjs"
check "several files: a syntax error in a required file names it and its line" 1 "" "$real_tmp/app/lib/broken.cjs:2
let x = ;
        ^

SyntaxError: Unexpected ';' (lib/broken.cjs, line 2, column 9)" "$tmp/app/syntax.cjs"
printf "console.log(1);\n// @file ../escape.js\n" > "$tmp/app/escape.cjs"
check "several files: a // @file name out of the folder is refused, exit 2" 2 "" "line 2: // @file ../escape.js: a file name stays inside the main file's folder" "$tmp/app/escape.cjs"

# The limits: files of at most 16 MiB, at most 500 files per run.
mkdir -p "$tmp/many"
head -c $((16 * 1024 * 1024 + 1)) /dev/zero > "$tmp/many/big.txt"
for i in $(seq 1 501); do echo "module.exports = $i;" > "$tmp/many/m$i.js"; done
cat > "$tmp/many/main.cjs" <<'EOF'
try { require('fs').readFileSync('big.txt'); } catch (e) { console.log(e.message); }
let sum = 0;
try { for (let i = 1; i <= 501; i++) sum += require('./m' + i); } catch (e) { console.log(sum, e.message); }
EOF
check "several files: the limits are errors that say which" 0 "evloop did not read big.txt: it is bigger than 16 MiB, the limit for one file
125250 evloop did not read m501.js: a run reads at most 500 files of the program's folder" "" "$tmp/many/main.cjs"

echo "cli: $passed passed, $failed failed"
[ "$failed" = 0 ]
