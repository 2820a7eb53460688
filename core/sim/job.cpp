#include "core/sim/job.h"
#include "core/util/bytes.h"

namespace evloop::sim {

namespace {
constexpr char kMagic[4] = { 'E', 'V', 'L', 'J' };
}

std::string serialize_job(const Job& job)
{
    ByteWriter w;
    const loop::Settings& s = job.settings;
    w.raw(kMagic, sizeof kMagic);
    w.u8(kSerializedJobVersion);
    w.str(job.source);
    w.str(job.file_name);
    w.u8(static_cast<uint8_t>(s.host));
    w.u8(s.module ? 1 : 0);
    w.f64(s.until_ms);
    w.f64(s.cpu_slowdown);
    w.sv(s.refresh_hz);
    w.u8(s.hidden ? 1 : 0);
    w.sv(s.threadpool_size);
    w.sv(s.cores);
    w.f64(s.disk_ms);
    w.f64(s.network_ms);
    w.f64(s.fetch_ms);
    w.f64(s.startup_ms);
    w.uv(s.seed);
    w.uv(s.budget);
    w.f64(s.task_limit_ms);
    w.f64(s.starve_ms);
    w.uv(s.microtask_cap);
    w.u8(static_cast<uint8_t>(s.detail));
    w.uv(s.inputs.size());
    for (const loop::Input& in : s.inputs) {
        w.u8(static_cast<uint8_t>(in.type));
        w.str(in.target);
        w.f64(in.at_ms);
    }
    w.str(s.html);
    w.str(s.directory);
    return w.take();
}

bool deserialize_job(std::string_view bytes, Job& out, std::string& error)
{
    out = Job {};
    ByteReader r(bytes);
    loop::Settings& s = out.settings;
    if (r.expect(kMagic, sizeof kMagic, "not a serialized evloop job")) {
        uint8_t version = r.u8();
        if (r.ok() && version != kSerializedJobVersion)
            r.fail("version " + std::to_string(version) + " of the job format is not " + std::to_string(kSerializedJobVersion));
    }
    out.source = r.str();
    out.file_name = r.str();
    auto flag = [&](const char* what) {
        uint8_t v = r.u8();
        if (r.ok() && v > 1)
            r.fail(std::string(what) + " is not 0 or 1");
        return v == 1;
    };
    // Numbers within what the hosts can run (the ranges of Settings::set, a little wider).
    auto number = [&](const char* what, double min, double max) {
        double v = r.finite(what);
        if (r.ok() && (v < min || v > max))
            r.fail(std::string(what) + " is out of range");
        return v;
    };
    auto integer = [&](const char* what, int min, int max) {
        int v = r.int32(what);
        if (r.ok() && (v < min || v > max))
            r.fail(std::string(what) + " is out of range");
        return v;
    };
    uint8_t host = r.u8();
    if (r.ok() && host > static_cast<uint8_t>(loop::HostKind::Node))
        r.fail("unknown host");
    s.host = static_cast<loop::HostKind>(host);
    s.module = flag("module");
    s.until_ms = number("until", 0, 3'600'000);
    s.cpu_slowdown = number("cpu slowdown", 0.01, 1000);
    s.refresh_hz = integer("refresh rate", 1, 1000);
    s.hidden = flag("hidden");
    s.threadpool_size = integer("threadpool size", 1, 1024);
    s.cores = integer("cores", 1, 64);
    s.disk_ms = number("disk_ms", 0, 3'600'000);
    s.network_ms = number("network_ms", 0, 3'600'000);
    s.fetch_ms = number("fetch_ms", 0, 3'600'000);
    s.startup_ms = number("startup_ms", 0, 3'600'000);
    s.seed = r.uv();
    s.budget = r.uv();
    s.task_limit_ms = number("task_limit_ms", 1, 3'600'000);
    s.starve_ms = number("starve_ms", 1, 3'600'000);
    s.microtask_cap = r.uv();
    uint8_t detail = r.u8();
    if (r.ok() && detail > static_cast<uint8_t>(trace::Detail::Full))
        r.fail("unknown detail level");
    s.detail = static_cast<trace::Detail>(detail);
    size_t inputs = r.count(1 + 1 + 8, "inputs");
    for (size_t i = 0; i < inputs && r.ok(); ++i) {
        loop::Input in;
        uint8_t type = r.u8();
        if (r.ok() && type > static_cast<uint8_t>(loop::Input::Type::Request))
            r.fail("unknown input type");
        in.type = static_cast<loop::Input::Type>(type);
        in.target = r.str();
        in.at_ms = number("an input's time", 0, 3'600'000);
        s.inputs.push_back(std::move(in));
    }
    s.html = r.str();
    s.directory = r.str();
    if (r.ok() && r.left() != 0)
        r.fail(std::to_string(r.left()) + " bytes after the end of the job");
    if (!r.ok()) {
        error = r.error();
        return false;
    }
    return true;
}

} // namespace evloop::sim
