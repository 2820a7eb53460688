# Sourced by scripts/build-native and scripts/build-web: sets `launcher` to the CMake
# arguments that compile through ccache when it is installed (scripts/setup installs it),
# so a second build of the same sources (a fresh clone in CI, another worktree) reuses
# the objects of the first. Paths are hashed relative to the checkout, so clones in
# other folders share the cache. EVLOOP_CCACHE=0 turns it off.
launcher=()
if [ "${EVLOOP_CCACHE:-1}" != 0 ] && command -v ccache >/dev/null 2>&1; then
  cache_env="$(command -v cmake);-E;env;CCACHE_BASEDIR=$root;CCACHE_NOHASHDIR=1;CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-5G};$(command -v ccache)"
  launcher=("-DCMAKE_C_COMPILER_LAUNCHER=$cache_env" "-DCMAKE_CXX_COMPILER_LAUNCHER=$cache_env")
else
  launcher=(-DCMAKE_C_COMPILER_LAUNCHER= -DCMAKE_CXX_COMPILER_LAUNCHER=)
fi
