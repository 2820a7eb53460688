// evloop — command-line interface.
//
//   evloop run [--host=browser|node] [--module] [--until=MS] [--input="click #id @ 120ms"]...
//              [--set key=value]... [--trace=FILE] [--chrome-trace=FILE] [--format=text|json]
//              [--metrics] [--budget=N] [--instructions] FILE
//                          run a program in a simulated browser tab (default) or Node.js
//                          process; one stdout line per console call and nothing else
//   evloop check [--partial] [DIR]              validate the lessons of DIR (default lessons/en);
//                                               a locale folder (lessons/bn) also against English,
//                                               lessons/ every locale
//   evloop messages [FILE]                      the UI texts' catalogue for translators
//                                               (FILE: a catalogue to carry over)
//   evloop disasm [--module] FILE               print the bytecode
//
// .mjs files are ES modules run by the node host, .cjs files CommonJS run by it; the
// program's leading `// @…` comments are settings too (core/loop/settings.h). The files
// next to FILE are the program's other files (require, import, fs), read-only and only
// inside that folder (folder_reader), as are its `// @file` sections. Exit codes:
// 0 ok, 1 uncaught error (where the host would exit), 2 usage or syntax error, 3 budget
// exceeded or a starving loop. Diagnostics, --metrics and warnings go to stderr.
#include "core/js/vm.h"
#include "core/util/messages.h"
#include "core/loop/host.h"
#include "core/trace/trace_export.h"
#include "core/trace/trace_state.h"
#include "core/tutor/tutor.h"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>
#include <memory>
#include <sstream>
#include <string>
#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

using namespace evloop;
using namespace evloop::js;

namespace {

constexpr size_t kMaxSourceBytes = 16 * 1024 * 1024;

int usage()
{
    std::fprintf(stderr,
        "usage: evloop run [--host=browser|node] [--module] [--until=MS] [--input=\"click #id @ 120ms\"]...\n"
        "                  [--set key=value]... [--trace=FILE] [--chrome-trace=FILE] [--format=text|json]\n"
        "                  [--metrics] [--budget=N] [--instructions] FILE\n"
        "       evloop check [--partial] [DIR]  validate every lesson in DIR (default lessons/en);\n"
        "                         lessons/bn also against lessons/en (--partial: a lesson not yet\n"
        "                         translated is listed, not a problem); lessons/ checks every locale\n"
        "       evloop messages [FILE]  the catalogue of UI texts to translate (FILE's translations kept)\n"
        "       evloop disasm [--module] FILE\n"
        "settings (--set): host, module, until, cpu, refresh, hidden, UV_THREADPOOL_SIZE, cores, disk_ms,\n"
        "                  network_ms, fetch_ms, startup_ms, seed, budget, task_limit_ms, starve_ms, microtask_cap,\n"
        "                  detail\n");
    return 2;
}

bool read_file(const std::string& path, std::string& out, std::string& error)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = msg::text(Msg::cli_cannot_open, { { "file", path }, { "error", std::strerror(errno) } });
        return false;
    }
    std::ostringstream buf;
    buf << in.rdbuf();
    out = buf.str();
    if (out.size() > kMaxSourceBytes) {
        error = msg::text(Msg::cli_file_too_large, { { "file", path }, { "size", out.size() }, { "max", kMaxSourceBytes } });
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

// The main file's folder, as `evloop run` gives it to the program (core/loop/run.h
// ReadFolder): read-only, never outside the folder (a symbolic link that leads out of it is
// as missing as a path with ..), and at most kMaxFolderFiles files of at most
// kMaxSourceBytes each and kMaxFolderBytes in all. Past a limit the program gets an error
// that says which.
constexpr size_t kMaxFolderFiles = 500;
constexpr size_t kMaxFolderBytes = 64 * 1024 * 1024;
constexpr size_t kMaxFolderEntries = 10000;

loop::ReadFolder folder_reader(const std::filesystem::path& folder)
{
    namespace fs = std::filesystem;
    struct State {
        fs::path root;
        size_t files = 0, bytes = 0;
    };
    auto state = std::make_shared<State>();
    std::error_code failed;
    state->root = fs::canonical(folder, failed);
    if (failed)
        return {};
    return [state](const std::string& relative) {
        using Entry = loop::FolderEntry;
        Entry entry;
        fs::path rel = fs::path(relative).lexically_normal();
        for (const fs::path& part : rel)
            if (part == ".." || rel.is_absolute())
                return entry; // never outside the folder: as if it were missing
        std::error_code ec;
        fs::path real = fs::canonical(relative.empty() ? state->root : state->root / rel, ec);
        if (ec)
            return entry;
        auto [root_end, real_it] = std::mismatch(state->root.begin(), state->root.end(), real.begin(), real.end());
        if (root_end != state->root.end())
            return entry; // a link out of the folder
        std::string shown = relative.empty() ? msg::text(Msg::cli_the_folder) : relative;
        if (fs::is_directory(real, ec)) {
            entry.kind = Entry::Kind::Directory;
            for (const fs::directory_entry& d : fs::directory_iterator(real, ec)) {
                if (entry.names.size() >= kMaxFolderEntries) {
                    entry.kind = Entry::Kind::Refused;
                    entry.message = msg::text(Msg::cli_folder_too_many_names, { { "max", kMaxFolderEntries }, { "folder", shown } });
                    return entry;
                }
                std::error_code dec;
                entry.names.push_back(d.path().filename().string() + (d.is_directory(dec) ? "/" : ""));
            }
            std::sort(entry.names.begin(), entry.names.end());
            return entry;
        }
        if (!fs::is_regular_file(real, ec))
            return entry;
        uintmax_t size = fs::file_size(real, ec);
        auto refuse = [&](std::string why) {
            entry.kind = Entry::Kind::Refused;
            entry.message = msg::text(Msg::cli_did_not_read, { { "file", shown }, { "why", why } });
            return entry;
        };
        if (ec || size > kMaxSourceBytes)
            return refuse(msg::text(Msg::cli_read_file_too_big, { { "mib", kMaxSourceBytes / (1024 * 1024) } }));
        if (state->files >= kMaxFolderFiles)
            return refuse(msg::text(Msg::cli_read_too_many_files, { { "max", kMaxFolderFiles } }));
        if (state->bytes + size > kMaxFolderBytes)
            return refuse(msg::text(Msg::cli_read_too_many_bytes, { { "mib", kMaxFolderBytes / (1024 * 1024) } }));
        std::string error;
        if (!read_file(real.string(), entry.bytes, error))
            return refuse(error);
        ++state->files;
        state->bytes += entry.bytes.size();
        entry.kind = Entry::Kind::File;
        return entry;
    };
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

struct RunOptions {
    loop::Settings settings;
    bool host_given = false;
    bool module_given = false;
    std::vector<std::string> sets;   // --set key=value, applied after the program's directives
    std::vector<std::string> inputs; // --input=…, replacing the program's @input directives
    std::string trace_file, chrome_trace_file;
    bool json = false;
    bool metrics = false;
    bool print_instructions = false;
    bool partial = false; // check: untranslated lessons are listed, not problems
    bool transcript = false;
};

bool write_file(const std::string& path, const std::string& text)
{
    std::ofstream out(path, std::ios::binary);
    out << text;
    return static_cast<bool>(out);
}

// The environment variables the simulated process reads, as `evloop run` inherits them
// from the shell (`UV_THREADPOOL_SIZE=2 evloop run pool.mjs`, as with real Node). The
// file's `// @env` directives and --set come later, so they win.
void apply_environment(loop::Settings& s)
{
    // libuv reads UV_THREADPOOL_SIZE once, with atoi: 0 (or no digits) gives 1 thread and
    // anything above 1024 gives 1024 (deps/uv/src/threadpool.c, init_threads). We keep
    // its answer for every value and say so when the text was not a plain count.
    const char* text = std::getenv("UV_THREADPOOL_SIZE");
    if (!text)
        return;
    char* end = nullptr;
    long long n = std::strtoll(text, &end, 10);
    bool plain = end != text && *end == '\0' && n >= 1 && n <= 1024;
    if (n < 1)
        n = n < 0 ? 1024 : 1; // atoi's negative result becomes a huge unsigned count in libuv
    if (n > 1024)
        n = 1024;
    if (!plain)
        std::fprintf(stderr, "evloop: %s\n", msg::plural(Msg::cli_bad_threadpool_size, n, { { "value", text } }).c_str());
    s.threadpool_size = static_cast<int>(n);
}

int run(const std::string& path, RunOptions& o)
{
    std::string source, error;
    if (!read_file(path, source, error)) {
        std::fprintf(stderr, "evloop: %s\n", error.c_str());
        return 2;
    }
    loop::Settings& s = o.settings;
    loop::ReadFolder folder;
    if (!o.host_given && (ends_with(path, ".mjs") || ends_with(path, ".cjs")))
        s.host = loop::HostKind::Node;
    if (!o.module_given && ends_with(path, ".mjs"))
        s.module = true;
    {
        // The node host's file system knows where the file really is (__dirname, stack
        // traces): its real path, symbolic links resolved, as node takes it.
        std::error_code ec;
        std::filesystem::path file = std::filesystem::canonical(std::filesystem::path(path), ec);
        if (ec)
            file = std::filesystem::absolute(std::filesystem::path(path), ec);
        if (!ec) {
            s.directory = file.parent_path().lexically_normal().string();
            folder = folder_reader(file.parent_path());
        }
    }
    apply_environment(s);
    // Calls and statement steps are recorded only when someone reads the trace (--trace,
    // --chrome-trace, --format=json): the instruction hook costs a quarter of a call-heavy
    // program's time. Tasks, console lines, errors and the metrics are always kept, and the
    // run is the same either way (instructions, virtual times, output). `detail` in a
    // directive or --set still chooses.
    if (o.trace_file.empty() && o.chrome_trace_file.empty() && !o.json)
        s.detail = trace::Detail::Tasks;
    loop::Overrides overrides;
    overrides.inputs = o.inputs;
    for (const std::string& kv : o.sets) {
        size_t eq = kv.find('=');
        if (eq == std::string::npos) {
            std::fprintf(stderr, "evloop: %s\n", msg::text(Msg::cli_set_needs_key_value, { { "argument", kv } }).c_str());
            return 2;
        }
        overrides.sets.emplace_back(kv.substr(0, eq), kv.substr(eq + 1));
    }
    if (!loop::settings_for_program(source, s, overrides, s, error)) {
        std::fprintf(stderr, "evloop: %s: %s\n", path.c_str(), error.c_str());
        return 2;
    }
    if (o.json)
        s.detail = trace::Detail::Full;
    loop::RunResult result = loop::run(source, base_name(path), s, {}, folder);
    const trace::Trace& t = *result.trace;
    if (result.exit_code == 2) {
        for (const trace::Event& e : t.events())
            if (e.kind == trace::EventKind::Error && e.sub == 1 && !e.range.empty()) {
                print_source_excerpt(base_name(path), source, SourceLocation { 0, e.range.line, e.range.column });
                break;
            }
    }
    for (const loop::OutputLine& line : result.output) {
        if (o.json && !line.is_stderr)
            continue;
        std::FILE* out = line.is_stderr ? stderr : stdout;
        if (line.is_stderr)
            std::fflush(stdout); // keep the two channels in the order things happened
        std::fwrite(line.text.data(), 1, line.text.size(), out); // a line may contain NUL characters
        if (line.newline)
            std::fputc('\n', out);
    }
    std::fflush(stdout);
    if (o.json)
        std::fputs(trace::to_json(t).c_str(), stdout);
    if (o.metrics)
        std::fputs(trace::metrics_text(t).c_str(), stderr);
    if (o.transcript)
        std::fputs(trace::transcript(t).c_str(), stderr);
    if (!o.trace_file.empty() && !write_file(o.trace_file, trace::to_json(t))) {
        std::fprintf(stderr, "evloop: %s\n", msg::text(Msg::cli_cannot_write, { { "file", o.trace_file } }).c_str());
        return 2;
    }
    if (!o.chrome_trace_file.empty() && !write_file(o.chrome_trace_file, trace::to_chrome_trace(t))) {
        std::fprintf(stderr, "evloop: %s\n", msg::text(Msg::cli_cannot_write, { { "file", o.chrome_trace_file } }).c_str());
        return 2;
    }
    if (o.print_instructions)
        std::fprintf(stderr, "evloop: instructions: %llu\n", static_cast<unsigned long long>(result.instructions));
    return result.exit_code;
}

// evloop check [DIR]: every lesson parses; examples and order quizzes run twice with
// identical traces, within the budget; quizzes are unambiguous.
int check(const std::string& directory, bool partial)
{
    tutor::CheckResult r = tutor::check_lessons(directory, partial);
    for (const std::string& p : r.problems)
        std::fprintf(stderr, "%s\n", p.c_str());
    if (!r.untranslated.empty()) {
        std::string list;
        for (const std::string& file : r.untranslated)
            list += (list.empty() ? "" : ", ") + file;
        std::printf("not translated yet (--partial): %s\n", list.c_str());
    }
    std::printf("evloop check %s: %d lessons, %d examples, %d order quizzes, %d exercises, %zu problems\n", directory.c_str(), r.lessons,
        r.examples, r.quizzes, r.exercises, r.problems.size());
    return r.problems.empty() ? 0 : 1;
}

// evloop messages [FILE]: the catalogue file translators fill in (core/util/messages.h):
// every UI text's key with its English, and FILE's translations where it has them.
int messages(const std::string& path)
{
    msg::Catalogue translation;
    if (!path.empty()) {
        std::string text, error;
        if (!read_file(path, text, error)) {
            std::fprintf(stderr, "evloop: %s\n", error.c_str());
            return 2;
        }
        std::vector<Diagnostic> problems;
        translation = msg::parse_catalogue(text, "", path, problems);
        for (const Diagnostic& d : problems)
            std::fprintf(stderr, "%s\n", d.to_string().c_str());
        if (!problems.empty())
            return 1;
    }
    std::printf("# evloop's UI texts, one `key = text` a line (core/util/messages.h). Each key's English\n"
                "# is the comment above it. Keep every {placeholder}; `\\n` is a line break,\n# `\\s` a space a text begins or ends with.\n%s",
        msg::catalogue_file(path.empty() ? nullptr : &translation).c_str());
    return 0;
}

int disasm(const std::string& path, bool module)
{
    std::string source, error;
    if (!read_file(path, source, error)) {
        std::fprintf(stderr, "evloop: %s\n", error.c_str());
        return 2;
    }
    // The main file only (its `// @file` sections are other files).
    loop::ProgramFiles files;
    if (!loop::split_program(source, base_name(path), files, error)) {
        std::fprintf(stderr, "evloop: %s: %s\n", path.c_str(), error.c_str());
        return 2;
    }
    VM vm;
    SourceLocation where;
    FunctionCode* code = vm.compile(std::string_view(source).substr(0, files.main_length()),
        module ? VM::ProgramKind::Module : VM::ProgramKind::CommonJS, error, &where);
    if (!code) {
        print_source_excerpt(base_name(path), source, where);
        std::fprintf(stderr, "%s\n", error.c_str());
        return 2;
    }
    std::fputs(disassemble(*code).c_str(), stdout);
    return 0;
}

} // namespace

// Memory comes from the kernel a page at a time: each first touch of a 4 KiB page is a
// page fault, and on this project's 2-core VM faults cost more than the work. Starting
// a run (the realm, the host's JavaScript half compiled: about 8 MB of malloc'd syntax
// trees, bytecode and cells) took 2 200 faults, more than half of an empty program's
// time; a million queued jobs took 140 000 (sys 0.95 s of 2.3 s). So the heap is one
// region of 1 GiB reserved at start (M_TOP_PAD; untouched pages cost nothing and count
// in no one's memory) that asks for transparent huge pages (MADV_HUGEPAGE, honoured where
// the system's setting is "madvise" or "always"): 2 MiB per fault. Blocks up to 32 MiB
// come from it too (M_MMAP_THRESHOLD; a big vector is not an mmap of its own), and it is
// never trimmed (M_TRIM_THRESHOLD). This is what GLIBC_TUNABLES=glibc.malloc.hugetlb=1 with
// a large top_pad and mmap_threshold does. Measured with perf stat: an empty program
// 2 200 -> 550-730 faults, user+sys 54-65 -> 38-43 ms; queue_microtask_1m 143 000 ->
// ~800 faults, 2.3 -> 0.4-0.9 s. Nothing a program can observe changes; when the kernel
// refuses the reservation malloc goes on with its defaults, and without glibc on Linux (the
// WebAssembly build) this does nothing.
static void grow_heap_in_huge_pages()
{
#if defined(__linux__) && defined(__GLIBC__) && defined(MADV_HUGEPAGE)
    constexpr size_t kReserve = size_t(1) << 30;
    constexpr uintptr_t kHuge = uintptr_t(2) << 20;
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TOP_PAD, static_cast<int>(kReserve));
    // Allocations larger than what is left of the heap's top make malloc extend it now,
    // by the request plus the pad.
    auto start = reinterpret_cast<uintptr_t>(sbrk(0));
    void* blocks[8] = {};
    for (void*& block : blocks) {
        block = std::malloc(96 * 1024);
        if (reinterpret_cast<uintptr_t>(sbrk(0)) != start)
            break;
    }
    for (void* block : blocks)
        std::free(block);
    auto end = reinterpret_cast<uintptr_t>(sbrk(0));
    if (end - start < kReserve / 2) {
        // Refused (a strict overcommit setting): every later growth would ask for the
        // pad again and fail too, so malloc goes back to its defaults.
        mallopt(M_TOP_PAD, 128 * 1024);
        mallopt(M_MMAP_THRESHOLD, 128 * 1024);
        return;
    }
    // Kept: free() never trims it (the threshold is above it), and growth past it asks
    // for a smaller pad.
    mallopt(M_TRIM_THRESHOLD, std::numeric_limits<int>::max());
    mallopt(M_TOP_PAD, 64 << 20);
    uintptr_t from = (start + kHuge - 1) & ~(kHuge - 1);
    uintptr_t to = end & ~(kHuge - 1);
    if (to > from)
        madvise(reinterpret_cast<void*>(from), to - from, MADV_HUGEPAGE);
#endif
}

int main(int argc, char** argv)
{
    grow_heap_in_huge_pages();
    if (argc < 2)
        return usage();
    std::string command = argv[1];
    RunOptions o;
    std::string file;
    auto value_of = [](const std::string& a, const char* flag, std::string& out) {
        size_t n = std::strlen(flag);
        if (a.compare(0, n, flag) != 0)
            return false;
        out = a.substr(n);
        return true;
    };
    for (int i = 2; i < argc; ++i) {
        std::string a = argv[i], v;
        // "--flag value" is accepted as well as "--flag=value".
        auto next = [&](const char* flag) {
            if (a == flag && i + 1 < argc) {
                v = argv[++i];
                return true;
            }
            return value_of(a, (std::string(flag) + "=").c_str(), v);
        };
        std::string error;
        if (a == "--module") {
            o.settings.module = true;
            o.module_given = true;
        } else if (a == "--instructions")
            o.print_instructions = true;
        else if (a == "--partial" && command == "check")
            o.partial = true;
        else if (a == "--metrics")
            o.metrics = true;
        else if (a == "--transcript")
            o.transcript = true;
        else if (next("--host")) {
            if (!o.settings.set("host", v, error)) {
                std::fprintf(stderr, "evloop: --host: %s\n", error.c_str());
                return 2;
            }
            o.host_given = true;
        } else if (next("--until"))
            o.sets.push_back("until=" + v);
        else if (next("--budget"))
            o.sets.push_back("budget=" + v);
        else if (next("--input"))
            o.inputs.push_back(v);
        else if (next("--set"))
            o.sets.push_back(v);
        else if (next("--trace"))
            o.trace_file = v;
        else if (next("--chrome-trace"))
            o.chrome_trace_file = v;
        else if (next("--format")) {
            if (v != "text" && v != "json") {
                std::fprintf(stderr, "evloop: %s\n", msg::text(Msg::cli_bad_format, { { "value", v } }).c_str());
                return 2;
            }
            o.json = v == "json";
        } else if (!a.empty() && a[0] == '-')
            return usage();
        else if (file.empty())
            file = a;
        else
            return usage();
    }
    if (command == "check")
        return check(file.empty() ? std::string("lessons/en") : file, o.partial);
    if (command == "messages")
        return messages(file);
    if (file.empty())
        return usage();
    if (command == "run")
        return run(file, o);
    if (command == "disasm")
        return disasm(file, o.settings.module || ends_with(file, ".mjs"));
    return usage();
}
