// Mutation fuzzing: corpus programs with bytes flipped, cut short or spliced must give a
// syntax error, an exception, a budget stop or a normal end — never a crash or a hang.
#include "js_test_util.h"
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace {

struct Rng {
    uint64_t state;
    uint64_t next()
    {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return state;
    }
    size_t below(size_t n) { return n ? static_cast<size_t>(next() % n) : 0; }
};

std::string mutate(const std::string& src, Rng& rng)
{
    std::string s = src;
    static const char* kTokens[] = { "(", ")", "{", "}", "[", "]", "=>", "await ", "async ", "new ", "class ",
        "...", "?.", "`${", "'", "\"", ";", ",", "\n", "function ", "return ", "throw ", "let ", "super", "this" };
    int edits = 1 + static_cast<int>(rng.below(4));
    for (int i = 0; i < edits && !s.empty(); ++i) {
        size_t at = rng.below(s.size());
        switch (rng.below(5)) {
        case 0: s[at] = static_cast<char>(rng.below(256)); break;
        case 1: s.resize(at); break;
        case 2: s.insert(at, kTokens[rng.below(sizeof kTokens / sizeof *kTokens)]); break;
        case 3: s.erase(at, rng.below(20)); break;
        default: {
            size_t from = rng.below(s.size());
            s.insert(at, s.substr(from, rng.below(60)));
        }
        }
    }
    return s;
}

} // namespace

TEST_CASE("mutated corpus programs never crash or hang the engine", "[js][fuzz]")
{
    namespace fs = std::filesystem;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(EVLOOP_SOURCE_DIR "/tests/corpus/neutral"))
        if (entry.path().extension() == ".js")
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    REQUIRE(files.size() > 50);
    Rng rng { 0x5EED1234ABCDull };
    int runs = 0, syntax = 0;
    for (size_t i = 0; i < files.size(); i += 2) {
        std::ifstream in(files[i]);
        std::stringstream buf;
        buf << in.rdbuf();
        for (int k = 0; k < 4; ++k) {
            std::string program = mutate(buf.str(), rng);
            JsRun r = run_js(program, 200'000);
            ++runs;
            syntax += r.status == evloop::js::RunResult::Status::SyntaxError;
            if (r.status == evloop::js::RunResult::Status::SyntaxError)
                CHECK(r.message.rfind("SyntaxError: ", 0) == 0);
        }
    }
    CHECK(runs > 200);
    CHECK(syntax > 0);
}
