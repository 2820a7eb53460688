#include "core/util/verify.h"
#include <cstdio>
#include <cstdlib>

namespace evloop {

void verify_failed(const char* what, const char* file, int line)
{
    std::fprintf(stderr, "evloop: internal error: %s failed at %s:%d\n", what, file, line);
    std::abort();
}

} // namespace evloop
