#pragma once
// 7.4 Operations on Iterator Objects, for builtins that consume iterables
// (Array.from, new Map(iterable), new Set(iterable), …).
#include "core/js/vm.h"
#include <optional>

namespace evloop::js {

struct IteratorRecord {
    Value iterator;
    Value next_method;
};

// 7.4.2 GetIteratorFromMethod ( obj, method )
ThrowOr<IteratorRecord> get_iterator_from_method(VM& vm, Value obj, Value method);
// 7.4.3 GetIterator ( obj, sync ): TypeError "… is not iterable" when there is no @@iterator.
ThrowOr<IteratorRecord> get_iterator(VM& vm, Value obj);
// 7.4.8 IteratorStepValue ( iteratorRecord ): the next value, or nothing once done.
ThrowOr<std::optional<Value>> iterator_step_value(VM& vm, IteratorRecord& record);
// 7.4.9 IteratorClose ( iteratorRecord, completion ) for a throw completion: `return` is
// called and the original exception wins over anything it does. Returns that throw.
Thrown iterator_close_on_throw(VM& vm, IteratorRecord& record);

} // namespace evloop::js
