#pragma once
// A simulation job: what loop::run() needs (the program, its file name, the settings),
// and its binary form for handing it to another thread or a Web Worker.
#include "core/loop/settings.h"
#include <string>
#include <string_view>

namespace evloop::sim {

struct Job {
    std::string source;
    std::string file_name = "main.js";
    loop::Settings settings;
};

inline constexpr uint8_t kSerializedJobVersion = 4;

// "EVLJ" u8 version, str source, str file name, then every field of loop::Settings in
// declaration order (core/util/bytes.h has the encodings). A field added to Settings
// must be added here too (tests/core/sim_tests.cpp checks every one survives).
std::string serialize_job(const Job& job);
// False with a message on damaged bytes or a setting outside what Settings::set accepts.
bool deserialize_job(std::string_view bytes, Job& out, std::string& error);

} // namespace evloop::sim
