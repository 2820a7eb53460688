// Compiled with core/js's include folders by the CTest case "layering: core cannot include
// Emscripten", which passes only if this include is refused (docs/architecture.md).
#include <emscripten.h>
