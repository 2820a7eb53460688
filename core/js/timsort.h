#pragma once
// TimSort: Array.prototype.sort's algorithm, V8's port of it (timsort.cpp), so that the
// comparator is called in the same order as in node.
#include "core/js/completion.h"
#include "core/js/value.h"
#include <vector>

namespace evloop::js {

class VM;

// One element to sort. `text` is ToString(value) computed ahead for primitives when the
// order is the default one (no comparator), or null.
struct TimSortItem {
    Value value;
    PrimitiveString* text = nullptr;
};

// Sorts `items` stably by 23.1.3.30.2 CompareArrayElements with `comparefn` (undefined: by
// ToString, in UTF-16 code unit order; none of the items is undefined). If the comparator
// throws, the throw comes back and `items` is left part-sorted.
ThrowOr<void> tim_sort(VM& vm, std::vector<TimSortItem>& items, Value comparefn);

} // namespace evloop::js
