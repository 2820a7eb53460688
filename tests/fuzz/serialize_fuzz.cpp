// Trace serialization: libFuzzer target for the binary forms that cross a thread or a Web
// Worker (core/sim/run_serialize.h, core/sim/job.h). Byte 0 picks the decoder (even:
// a run, odd: a job); the rest are the bytes. Damaged bytes must be refused with a
// message, never crash or allocate without bound; bytes that decode must encode again to
// the same bytes (the format has one spelling per value).
// Run: scripts/fuzz serialize SECONDS.
#include "core/loop/host.h"
#include "core/sim/job.h"
#include "core/sim/run_serialize.h"
#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace evloop;
    if (size < 1)
        return 0;
    std::string_view bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
    std::string error;
    if (data[0] % 2 == 0) {
        loop::RunResult run;
        if (!sim::deserialize_run(bytes, run, error)) {
            if (error.empty())
                __builtin_trap(); // a refusal must say why
            return 0;
        }
        std::string again = sim::serialize_run(run);
        loop::RunResult copy;
        std::string error2;
        if (!sim::deserialize_run(again, copy, error2) || sim::serialize_run(copy) != again)
            __builtin_trap();
    } else {
        sim::Job job;
        if (!sim::deserialize_job(bytes, job, error)) {
            if (error.empty())
                __builtin_trap();
            return 0;
        }
        std::string again = sim::serialize_job(job);
        sim::Job copy;
        std::string error2;
        if (!sim::deserialize_job(again, copy, error2) || sim::serialize_job(copy) != again)
            __builtin_trap();
    }
    return 0;
}
