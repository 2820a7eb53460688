#!/usr/bin/env bash
# Desktop build smoke test: the GLFW + OpenGL 3 app opens under Xvfb, draws a lesson,
# navigates (it prints the URL changes the page would make) and exits cleanly.
# A screenshot goes to build/test-artifacts/desktop-1280x800.png.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
app=$root/build/native/web/evloop-desktop
out=$root/build/test-artifacts
mkdir -p "$out"
[ -x "$app" ] || { echo "desktop smoke: $app is not built" >&2; exit 1; }

export LIBGL_ALWAYS_SOFTWARE=1
log=$(mktemp)
# A home of its own: the app keeps progress and settings in ~/.local/share/evloop.
export HOME=$(mktemp -d)
trap 'rm -rf "$log" "$HOME"' EXIT
# Xvfb's screen is captured while the app runs (about 2 s of frames), then it quits.
xvfb-run -a -s "-screen 0 1280x800x24 -nolisten tcp" bash -c '
  "$1" --lesson does-not-exist --light --frames 240 > "$2" 2>&1 &
  pid=$!
  sleep 1.5
  import -window root "$3" 2>/dev/null || echo "screenshot failed" >> "$2"
  wait $pid
' _ "$app" "$log" "$out/desktop-1280x800.png"
cat "$log"
# An unknown lesson must be corrected to the first one, like the page corrects its URL.
grep -qx "location: #lesson=one-thread" "$log" || { echo "desktop smoke: expected a URL correction" >&2; exit 1; }
if grep -qi "error" "$log"; then echo "desktop smoke: errors printed" >&2; exit 1; fi
[ -s "$out/desktop-1280x800.png" ] || { echo "desktop smoke: no screenshot" >&2; exit 1; }
# --light was kept for the next start, as the page keeps the theme in localStorage.
[ "$(cat "$HOME/.local/share/evloop/settings.txt" 2>/dev/null)" = "theme light" ] || { echo "desktop smoke: the theme was not saved" >&2; exit 1; }
echo "desktop smoke: ok"
