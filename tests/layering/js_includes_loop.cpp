// Compiled with core/js's include root by the CTest case "layering: core/js cannot include
// core/loop", which passes only if this include is refused (docs/architecture.md).
#include "core/loop/host.h"
