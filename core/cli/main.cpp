// evloop — command-line interface.
//
//   evloop run [--module] [--budget=N] [--instructions] FILE
//                                               run a program; one stdout line per console call
//   evloop disasm [--module] FILE               print the bytecode
//
// .mjs files are modules. Exit codes: 0 ok, 1 uncaught error, 2 usage or syntax error,
// 3 budget exceeded. Diagnostics go to stderr.
#include "core/js/inspect.h"
#include "core/js/promise.h"
#include "core/js/vm.h"
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

using namespace evloop::js;

namespace {

constexpr uint64_t kDefaultBudget = 200'000'000; // instructions
constexpr size_t kMaxSourceBytes = 16 * 1024 * 1024;

int usage()
{
    std::fprintf(stderr,
        "usage: evloop run [--module] [--budget=N] [--instructions] FILE\n"
        "       evloop disasm [--module] FILE\n");
    return 2;
}

bool read_file(const std::string& path, std::string& out, std::string& error)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "cannot open " + path + ": " + std::strerror(errno);
        return false;
    }
    std::ostringstream buf;
    buf << in.rdbuf();
    out = buf.str();
    if (out.size() > kMaxSourceBytes) {
        error = path + " is " + std::to_string(out.size()) + " bytes; the limit is " + std::to_string(kMaxSourceBytes);
        return false;
    }
    return true;
}

// Like Node: "file.js:3", the source line, and a caret under the column.
void print_source_excerpt(const std::string& file, const std::string& source, SourceLocation where)
{
    if (where.line == 0)
        return;
    size_t start = 0;
    for (uint32_t line = 1; line < where.line && start != std::string::npos; ++line) {
        start = source.find('\n', start);
        if (start != std::string::npos)
            ++start;
    }
    if (start == std::string::npos)
        return;
    size_t end = source.find('\n', start);
    std::string text = source.substr(start, end == std::string::npos ? std::string::npos : end - start);
    if (!text.empty() && text.back() == '\r')
        text.pop_back();
    if (text.size() > 200)
        text = text.substr(0, 200);
    // The caret lines up in code points; tabs stay tabs so it matches the line above.
    std::string pad;
    uint32_t column = 1;
    for (size_t i = 0; i < text.size() && column < where.column; ++i) {
        unsigned char c = static_cast<unsigned char>(text[i]);
        if ((c & 0xC0) == 0x80)
            continue;
        pad += c == '\t' ? '\t' : ' ';
        ++column;
    }
    std::fprintf(stderr, "%s:%u\n%s\n%s^\n\n", file.c_str(), where.line, text.c_str(), pad.c_str());
}

bool ends_with(const std::string& s, const char* suffix)
{
    size_t n = std::strlen(suffix);
    return s.size() >= n && s.compare(s.size() - n, n, suffix) == 0;
}

std::string base_name(const std::string& path)
{
    size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// Runs the program and its jobs; `instructions` receives the count executed.
int run_program(const std::string& path, bool module, uint64_t budget, uint64_t& instructions)
{
    std::string source, error;
    if (!read_file(path, source, error)) {
        std::fprintf(stderr, "evloop: %s\n", error.c_str());
        return 2;
    }
    VM vm;
    vm.set_instruction_budget(budget);
    struct CountOnExit {
        VM& vm;
        uint64_t& out;
        ~CountOnExit() { out = vm.instructions(); }
    } count_on_exit { vm, instructions };
    vm.hooks().console = [](ConsoleLevel level, const std::string& line) {
        bool to_stderr = level == ConsoleLevel::Warn || level == ConsoleLevel::Error;
        std::FILE* out = to_stderr ? stderr : stdout;
        std::fwrite(line.data(), 1, line.size(), out); // the line may contain NUL characters
        std::fputc('\n', out);
    };
    RunResult result = vm.run_program(source, module ? VM::ProgramKind::Module : VM::ProgramKind::CommonJS, base_name(path));
    auto report = [&](const RunResult& r) -> int {
        std::fflush(stdout);
        if (r.status == RunResult::Status::SyntaxError) {
            print_source_excerpt(base_name(path), source, r.location);
            std::fprintf(stderr, "%s\n", r.message.c_str());
            return 2;
        }
        if (r.status == RunResult::Status::BudgetExceeded) {
            std::fprintf(stderr, "evloop: %s. A real engine would still be running: the page would be frozen, "
                                 "and no timer, input or I/O callback would ever run.\n", r.message.c_str());
            return 3;
        }
        std::fprintf(stderr, "Uncaught %s\n", r.message.c_str());
        return 1;
    };
    if (result.status != RunResult::Status::Ok)
        return report(result);
    // The minimal host: after the script, run every queued job (microtasks).
    for (;;) {
        RunResult job_result;
        if (!vm.run_next_job(&job_result))
            break;
        if (job_result.status != RunResult::Status::Ok)
            return report(job_result);
    }
    // Node 20 ends the process on an unhandled rejection (after the microtasks drained).
    for (PromiseObject* p : vm.take_unhandled_rejections()) {
        if (p->is_handled)
            continue;
        std::fflush(stdout);
        Value reason = p->result;
        std::string text;
        if (reason.is_object() && reason.as_object()->object_class() == ObjectClass::Error)
            text = inspect(vm, reason);
        else
            text = "[UnhandledPromiseRejection: This error originated either by throwing inside of an async function "
                   "without a catch block, or by rejecting a promise which was not handled with .catch(). The promise "
                   "rejected with the reason \"" + inspect(vm, reason) + "\".] {\n  code: 'ERR_UNHANDLED_REJECTION'\n}";
        std::fprintf(stderr, "Uncaught (in promise) %s\n", text.c_str());
        return 1;
    }
    std::fflush(stdout);
    return 0;
}

// `--instructions` prints the count on stderr at exit (determinism checks compare it).
int run(const std::string& path, bool module, uint64_t budget, bool print_instructions)
{
    uint64_t instructions = 0;
    int rc = run_program(path, module, budget, instructions);
    if (print_instructions)
        std::fprintf(stderr, "evloop: instructions: %llu\n", static_cast<unsigned long long>(instructions));
    return rc;
}

int disasm(const std::string& path, bool module)
{
    std::string source, error;
    if (!read_file(path, source, error)) {
        std::fprintf(stderr, "evloop: %s\n", error.c_str());
        return 2;
    }
    VM vm;
    SourceLocation where;
    FunctionCode* code = vm.compile(source, module ? VM::ProgramKind::Module : VM::ProgramKind::CommonJS, error, &where);
    if (!code) {
        print_source_excerpt(base_name(path), source, where);
        std::fprintf(stderr, "%s\n", error.c_str());
        return 2;
    }
    std::fputs(disassemble(*code).c_str(), stdout);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2)
        return usage();
    std::string command = argv[1];
    bool module = false;
    bool print_instructions = false;
    uint64_t budget = kDefaultBudget;
    std::string file;
    for (int i = 2; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--module")
            module = true;
        else if (a == "--instructions")
            print_instructions = true;
        else if (a.rfind("--budget=", 0) == 0)
            budget = std::strtoull(a.c_str() + 9, nullptr, 10);
        else if (!a.empty() && a[0] == '-')
            return usage();
        else if (file.empty())
            file = a;
        else
            return usage();
    }
    if (file.empty())
        return usage();
    if (ends_with(file, ".mjs"))
        module = true;
    if (command == "run")
        return run(file, module, budget, print_instructions);
    if (command == "disasm")
        return disasm(file, module);
    return usage();
}
