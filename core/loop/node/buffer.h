#pragma once
// Node's Buffer string encodings as natives of the Node host's binding (node/buffer.cpp).
#include "core/js/vm.h"

namespace evloop::loop::node {

// binding.encode(string, encoding) → ArrayBuffer, binding.decode(view, encoding) → string.
void define_buffer_natives(js::VM& vm, js::Object* binding);

} // namespace evloop::loop::node
