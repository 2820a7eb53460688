// Programs of several files (core/loop/program_files.h): the `// @file` split, how lines in
// messages map to each file's own lines while the trace keeps the whole text's, syntax
// errors that name their file, the limits, and a folder given by the caller (run.h).
#include "core/loop/program_files.h"
#include "core/loop/run.h"
#include "core/loop/settings.h"
#include "core/loop/syntax_check.h"
#include "core/trace/trace_export.h"
#include <catch2/catch.hpp>
#include <algorithm>
#include <map>

using namespace evloop;
using loop::HostKind;

namespace {

loop::Settings node_settings(bool module = false)
{
    loop::Settings s;
    s.host = HostKind::Node;
    s.module = module;
    return s;
}

std::string stdout_of(const loop::RunResult& r)
{
    std::string out;
    for (const loop::OutputLine& l : r.output)
        if (!l.is_stderr)
            out += l.text + "\n";
    return out;
}

std::string stderr_of(const loop::RunResult& r)
{
    std::string out;
    for (const loop::OutputLine& l : r.output)
        if (l.is_stderr)
            out += l.text + "\n";
    return out;
}

} // namespace

TEST_CASE("program_files: the text before the first // @file line is the main file, each such line starts a file", "[program_files]")
{
    std::string text = "// @until 100\nconsole.log(1);\n// @file lib.cjs\nexports.x = 1;\n\n// @file data/notes.txt\nline one\nline two";
    loop::ProgramFiles p;
    std::string error;
    REQUIRE(loop::split_program(text, "main.js", p, error));
    REQUIRE(p.files.size() == 3);
    CHECK(p.files[0].name == "main.js");
    CHECK(p.text_of(text, 0) == "// @until 100\nconsole.log(1);\n");
    CHECK(p.main_length() == p.files[0].end);
    CHECK(p.files[1].name == "lib.cjs");
    CHECK(p.text_of(text, 1) == "exports.x = 1;\n\n");
    CHECK(p.files[1].header_line == 3);
    CHECK(p.files[1].first_line == 4); // lib.cjs line 1 is the text's line 4
    CHECK(p.files[2].name == "data/notes.txt");
    CHECK(p.text_of(text, 2) == "line one\nline two");
    CHECK(p.files[2].first_line == 7);

    // No `// @file` line: one file, the whole text.
    REQUIRE(loop::split_program("console.log(1)", "main.js", p, error));
    CHECK(p.files.size() == 1);
    CHECK(p.main_length() == 14);

    // Only a line that is exactly `// @file NAME` from its first column counts.
    for (const char* not_ours : { "  // @file lib.js", "// @filename lib.js", "//@file lib.js", "/* // @file lib.js */", "x; // @file lib.js" }) {
        REQUIRE(loop::split_program(std::string(not_ours) + "\n", "main.js", p, error));
        CHECK(p.files.size() == 1);
    }
    REQUIRE(loop::split_program("a\n// @file\tlib.js \r\nb\n", "main.js", p, error));
    REQUIRE(p.files.size() == 2);
    CHECK(p.files[1].name == "lib.js");
}

TEST_CASE("program_files: a bad // @file line is an error that says which line and why", "[program_files]")
{
    loop::ProgramFiles p;
    std::string error;
    auto problem = [&](const std::string& text) {
        error.clear();
        CHECK_FALSE(loop::split_program(text, "main.js", p, error));
        return error;
    };
    CHECK(problem("x\n// @file\n") == "line 2: // @file needs the file's name, as in \"// @file lib.cjs\"");
    CHECK(problem("// @file ../up.js\n").find("line 1: // @file ../up.js: a file name stays inside the main file's folder") == 0);
    CHECK(problem("// @file a/./b.js\n").find("no . or ..") != std::string::npos);
    CHECK(problem("// @file /abs.js\n").find("without a leading /") != std::string::npos);
    CHECK(problem("// @file a//b.js\n").find("no empty folder names") != std::string::npos);
    CHECK(problem("// @file my file.js\n").find("' ' is not one of them") != std::string::npos);
    CHECK(problem("\n// @file a.js\n\n// @file a.js\n") == "line 4: a.js is already a file of this program (line 2)");
    CHECK(problem("// @file main.js\n").find("main.js is the main file's name") != std::string::npos);
    CHECK(problem("// @file lib\n// @file lib/a.js\n").find("cannot both be files") != std::string::npos);
    CHECK(problem("// @file " + std::string(loop::kMaxNameLength + 1, 'a') + "\n").find("at most 200 bytes") != std::string::npos);
    std::string many;
    for (size_t i = 0; i < loop::kMaxProgramFiles; ++i)
        many += "// @file f" + std::to_string(i) + ".js\n";
    CHECK(problem(many) == "line 100: a program may have at most 100 files");

    // A run ends at once, like a syntax error: exit code 2, the message, the line in the trace.
    loop::RunResult r = loop::run("console.log('never');\n// @file ../x.js\n", "main.js", node_settings());
    CHECK(r.exit_code == 2);
    CHECK(stdout_of(r).empty());
    CHECK(stderr_of(r).find("evloop: line 2: // @file ../x.js") == 0);
    bool marked = false;
    for (const trace::Event& e : r.trace->events())
        marked |= e.kind == trace::EventKind::Error && e.range.line == 2;
    CHECK(marked);
    CHECK(loop::run("console.log(1);\n// @file\n", "main.js", loop::Settings {}).exit_code == 2);
}

TEST_CASE("program_files: directives are read from the main file only", "[program_files]")
{
    loop::Settings s;
    std::string error;
    REQUIRE(loop::apply_directives("// @until 250\n// @file lib.js\n// @until 900\n", s, error));
    CHECK(s.until_ms == 250);
}

TEST_CASE("program_files: errors name the file and its own line, while the trace counts lines in the whole text", "[program_files]")
{
    // lib.cjs line 3 is the text's line 7.
    std::string text = "const lib = require('./lib.cjs');\n"      // 1
                       "try { lib.f(); } catch (e) { console.log(e.stack.split('\\n').slice(0, 2).join('|')); }\n" // 2
                       "lib.f();\n"                                // 3
                       "// @file lib.cjs\n"                        // 4
                       "exports.f = function f() {\n"              // 5 = lib 1
                       "  // lib line 2\n"                         // 6 = lib 2
                       "  null.x;\n"                               // 7 = lib 3
                       "};\n";
    loop::RunResult r = loop::run(text, "main.js", node_settings());
    CHECK(r.exit_code == 1);
    CHECK(stdout_of(r)
        == "TypeError: Cannot read properties of null (reading 'x')|    at Object.f (/home/learner/lib.cjs:3:8)\n");
    // Node's report: the file and its line, that line, the caret, the stack.
    CHECK(stderr_of(r).find("/home/learner/lib.cjs:3\n  null.x;\n       ^\n") == 0);
    CHECK(stderr_of(r).find("    at Object.<anonymous> (/home/learner/main.js:3:5)") != std::string::npos);
    // The trace: steps in lib.cjs are at the text's lines (what the editor shows).
    std::vector<uint32_t> lines;
    for (const trace::Event& e : r.trace->events())
        if (e.kind == trace::EventKind::Step)
            lines.push_back(e.range.line);
    CHECK(std::find(lines.begin(), lines.end(), 7u) != lines.end());
    CHECK(std::find(lines.begin(), lines.end(), 3u) != lines.end());
    CHECK(r.trace->source == text); // the whole text, as it was given
}

TEST_CASE("program_files: a syntax error in a file is a SyntaxError that names it, at its line", "[program_files]")
{
    std::string text = "try { require('./bad.cjs'); } catch (e) { console.log(e.name + ': ' + e.message); }\n"
                       "require('./bad.cjs');\n"
                       "// @file bad.cjs\n"
                       "const ok = 1;\n"
                       "let x = ;\n";
    loop::RunResult r = loop::run(text, "main.js", node_settings());
    CHECK(stdout_of(r) == "SyntaxError: Unexpected ';' (bad.cjs, line 2, column 9)\n");
    CHECK(r.exit_code == 1); // as in Node: an uncaught exception
    CHECK(stderr_of(r).find("/home/learner/bad.cjs:2\nlet x = ;\n        ^\n") == 0);

    // check_syntax (the Playground's editor) checks every JavaScript file: the problem is at
    // the whole text's line, and says which file and which of its lines.
    auto problem = loop::check_syntax(text, node_settings());
    REQUIRE(problem);
    CHECK(problem->line == 5);
    CHECK(problem->column == 9);
    CHECK(problem->message == "SyntaxError: Unexpected ';' (bad.cjs, line 2)");
    CHECK(text.substr(problem->offset, 1) == ";");
    // Data files are not JavaScript; a .js file that only parses as a module is one (Node 20).
    CHECK_FALSE(loop::check_syntax("require('./d.json');\n// @file d.json\n{ \"a\": 1 }\n// @file m.js\nexport const x = 1;\n", node_settings()));
    auto split = loop::check_syntax("ok;\n// @file ../no.js\n", node_settings());
    REQUIRE(split);
    CHECK(split->line == 2);
    CHECK(split->message.find("line 2: // @file ../no.js") == 0);
}

TEST_CASE("program_files: the node host serves the files to require, import and fs, and the browser host runs the main file only", "[program_files]")
{
    std::string cjs = "const a = require('./a');\n"
                      "console.log(a.name, require('./a.js') === a, require('./data.json').n);\n"
                      "console.log(require('fs').readFileSync(__dirname + '/notes/n.txt', 'utf8').trim());\n"
                      "console.log(require('fs').readdirSync(__dirname).join(' '));\n"
                      "// @file a.js\n"
                      "exports.name = 'a';\n"
                      "// @file data.json\n"
                      "{ \"n\": 7 }\n"
                      "// @file notes/n.txt\n"
                      "hello\n";
    loop::RunResult r = loop::run(cjs, "main.js", node_settings());
    CHECK(r.exit_code == 0);
    CHECK(stdout_of(r) == "a true 7\nhello\na.js data.json main.js notes\n");
    // The main file's own text is only its part (a program can read itself).
    std::string main_part = "console.log(require('fs').readFileSync(__filename, 'utf8').length);\n";
    loop::RunResult self = loop::run(main_part + "// @file x.txt\nxyz\n", "main.js", node_settings());
    CHECK(stdout_of(self) == std::to_string(main_part.size()) + "\n");

    std::string esm = "import { x } from './x.mjs';\nconsole.log('main', x);\n// @file x.mjs\nconsole.log('x first');\nexport const x = 42;\n";
    CHECK(stdout_of(loop::run(esm, "main.mjs", node_settings(true))) == "x first\nmain 42\n");

    // The browser keeps the files for workers; only the main file runs.
    loop::RunResult page = loop::run("console.log('page');\n// @file worker.js\nconsole.log('worker');\n", "main.js", loop::Settings {});
    CHECK(stdout_of(page) == "page\n");
    CHECK(page.exit_code == 0);
}

TEST_CASE("program_files: a folder given by the caller is read on demand, and only inside it", "[program_files]")
{
    std::map<std::string, std::string> disk = { { "lib.cjs", "module.exports = 'from the folder';" }, { "data.txt", "folder data" },
        { "sub/deep.js", "module.exports = require('../lib.cjs') + ' via sub';" } };
    std::vector<std::string> asked;
    loop::ReadFolder folder = [&](const std::string& relative) {
        asked.push_back(relative);
        loop::FolderEntry e;
        if (relative == "big.txt") {
            e.kind = loop::FolderEntry::Kind::Refused;
            e.message = "too big";
        } else if (relative.empty() || relative == "sub") {
            e.kind = loop::FolderEntry::Kind::Directory;
            e.names = relative.empty() ? std::vector<std::string> { "data.txt", "lib.cjs", "sub/" } : std::vector<std::string> { "deep.js" };
        } else if (auto it = disk.find(relative); it != disk.end()) {
            e.kind = loop::FolderEntry::Kind::File;
            e.bytes = it->second;
        }
        return e;
    };
    std::string text = "const fs = require('fs');\n"
                       "console.log(require('./lib.cjs'), require('./sub/deep'));\n"
                       "console.log(fs.readFileSync('data.txt', 'utf8'), fs.readdirSync('.').join(' '));\n"
                       "try { require('../outside.js'); } catch (e) { console.log(e.code); }\n"
                       "try { fs.readFileSync('../outside.txt'); } catch (e) { console.log(e.code); }\n"
                       "try { fs.readFileSync('big.txt'); } catch (e) { console.log(e.message); }\n"
                       "fs.writeFileSync('data.txt', 'changed in memory');\n"
                       "console.log(fs.readFileSync('data.txt', 'utf8'));\n";
    loop::RunResult r = loop::run(text, "main.js", node_settings(), {}, folder);
    CHECK(stdout_of(r) == "from the folder from the folder via sub\nfolder data data.txt lib.cjs main.js sub\nMODULE_NOT_FOUND\nENOENT\ntoo big\nchanged in memory\n");
    for (const std::string& a : asked)
        CHECK(a.find("..") == std::string::npos); // never a path out of the folder
    // A `// @file` section wins over the folder's file of the same name; reading is deterministic.
    loop::RunResult shadowed = loop::run("console.log(require('./lib.cjs'));\n// @file lib.cjs\nmodule.exports = 'section';\n", "main.js",
        node_settings(), {}, folder);
    CHECK(stdout_of(shadowed) == "section\n");
    loop::RunResult again = loop::run(text, "main.js", node_settings(), {}, folder);
    CHECK(stdout_of(again) == stdout_of(r));
    CHECK(again.instructions == r.instructions);
}

TEST_CASE("program_files: the same program of several files gives a byte-identical trace", "[program_files]")
{
    std::string text = "const { later } = require('./lib.cjs');\nlater(() => console.log('done'));\nimport('./m.mjs').then((m) => console.log(m.v));\n"
                       "// @file lib.cjs\nexports.later = (f) => setTimeout(f, 3);\n// @file m.mjs\nexport const v = 'm';\n";
    loop::Settings s = node_settings();
    loop::RunResult a = loop::run(text, "main.js", s), b = loop::run(text, "main.js", s);
    CHECK(stdout_of(a) == "m\ndone\n");
    CHECK(trace::to_json(*a.trace) == trace::to_json(*b.trace));
}
