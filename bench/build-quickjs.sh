#!/usr/bin/env bash
# Builds QuickJS's `qjs` (version 2021-03-27) for bench/engine.mjs into
# build/quickjs/qjs. The sources come from the npm package qjsc@0.3.0, which
# bundles them in package/deps/quickjs_2021_03_27 with QuickJS's own Makefile;
# `make qjs` there needs only gcc and make (about a minute on 2 cores).
# Nothing of QuickJS is committed: everything lives under build/ (git-ignored).
#
#   bench/build-quickjs.sh          # skips the build when build/quickjs/qjs is current
#   JOBS=4 bench/build-quickjs.sh   # make -j4 (default 2)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/build/quickjs"
pkg="qjsc@0.3.0"
tarball="qjsc-0.3.0.tgz"
# dist.integrity of qjsc@0.3.0 on registry.npmjs.org (`npm view qjsc@0.3.0 dist.integrity`).
integrity="sha512-a7+cU6/IVcZbIejffdt/wZVMX6LL2MDL3HQ9Zb5Gm23G9DvBMS/z9GHFxz39bAvp2PvMOM+ypSOAyokt2DdZ2w=="
srcdir="$out/package/deps/quickjs_2021_03_27"
version="QuickJS version 2021-03-27"
stamp="$out/qjs.stamp"
want_stamp="$pkg $integrity"

current() {
  [[ -x "$out/qjs" && -f "$stamp" ]] || return 1
  [[ "$(cat "$stamp")" == "$want_stamp" ]] || return 1
  # `qjs -h` prints the version on its first line (and exits with status 1).
  [[ "$( ("$out/qjs" -h 2>&1 || true) | head -n 1)" == "$version" ]]
}

if current; then
  echo "build-quickjs: $out/qjs is up to date ($version)"
  exit 0
fi

for tool in node npm make gcc tar; do
  command -v "$tool" >/dev/null || { echo "build-quickjs: needs $tool" >&2; exit 1; }
done

mkdir -p "$out"
rm -f "$stamp" "$out/qjs"

sri() {
  node -e 'const c = require("node:crypto"), fs = require("node:fs");
    process.stdout.write("sha512-" + c.createHash("sha512").update(fs.readFileSync(process.argv[1])).digest("base64"));' "$1"
}
if [[ ! -f "$out/$tarball" ]] || [[ "$(sri "$out/$tarball")" != "$integrity" ]]; then
  rm -f "$out/$tarball"
  echo "build-quickjs: npm pack $pkg"
  (cd "$out" && npm pack "$pkg" --pack-destination "$out" --silent >/dev/null)
fi
got="$(sri "$out/$tarball")"
if [[ "$got" != "$integrity" ]]; then
  echo "build-quickjs: $tarball has integrity $got, expected $integrity" >&2
  exit 1
fi

rm -rf "$out/package"
tar -xzf "$out/$tarball" -C "$out"
[[ -f "$srcdir/Makefile" ]] || { echo "build-quickjs: no $srcdir/Makefile in $tarball" >&2; exit 1; }

echo "build-quickjs: make qjs in $srcdir"
make -C "$srcdir" -j"${JOBS:-2}" qjs >"$out/make.log" 2>&1 || {
  tail -n 30 "$out/make.log" >&2
  echo "build-quickjs: make failed, full log in $out/make.log" >&2
  exit 1
}
cp "$srcdir/qjs" "$out/qjs"
printf '%s\n' "$want_stamp" >"$stamp"
current || { echo "build-quickjs: $out/qjs does not report '$version'" >&2; exit 1; }
echo "build-quickjs: built $out/qjs"
