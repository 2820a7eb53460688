#!/usr/bin/env bash
# The `evloop` command line: output channels, exit codes and messages (design.md, CLI).
#   tests/cli/cli_tests.sh PATH/TO/evloop
set -u
evloop=${1:?usage: cli_tests.sh EVLOOP}
tmp=$(mktemp -d)
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
check "uncaught error: exit 1 with the stack on stderr" 1 "before" "Uncaught TypeError: bad thing
    at f (throws.js:3:9)" "$tmp/throws.js"

printf "let x = ;\n" > "$tmp/syntax.js"
check "syntax error: exit 2, the line with a caret, line and column" 2 "" "syntax.js:1
let x = ;
        ^

SyntaxError: Unexpected ';' (line 1, column 9)" "$tmp/syntax.js"

printf "while (true) {}\n" > "$tmp/spin.js"
check "infinite loop: exit 3 after the budget" 3 "" "instruction budget" "$tmp/spin.js" --budget=100000

printf "function f() { queueMicrotask(f); }\nf();\nconsole.log('queued');\n" > "$tmp/starve.js"
check "starving microtask loop: exit 3" 3 "queued" "frozen" "$tmp/starve.js" --budget=200000

printf "Promise.reject(new Error('nobody catches me'));\nconsole.log('sync');\n" > "$tmp/unhandled.js"
check "unhandled rejection: exit 1 after the microtasks" 1 "sync" "nobody catches me" "$tmp/unhandled.js"

printf "console.log(typeof require, typeof module, this === module.exports);\n" > "$tmp/cjs.js"
check ".js files are CommonJS like in Node" 0 "function object true" "" "$tmp/cjs.js"

printf "console.log(typeof this);\nawait null;\nconsole.log('after top-level await');\n" > "$tmp/tla.mjs"
check ".mjs files are modules with top-level await" 0 $'undefined\nafter top-level await' "" "$tmp/tla.mjs"

check "a missing file: exit 2" 2 "" "cannot open" "$tmp/does-not-exist.js"

# disasm prints the bytecode with source lines.
printf "let a = 1;\nconsole.log(a + 2);\n" > "$tmp/dis.js"
if "$evloop" disasm "$tmp/dis.js" | grep -q "GetGlobal .*console"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL disasm"; fi
if "$evloop" frobnicate "$tmp/dis.js" 2>/dev/null; then failed=$((failed + 1)); echo "FAIL unknown command accepted"; else passed=$((passed + 1)); fi

echo "cli: $passed passed, $failed failed"
[ "$failed" = 0 ]
