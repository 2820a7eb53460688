// Compiler output and host-provided modules.
#include "core/js/bytecode.h"
#include "js_test_util.h"
#include <catch2/catch.hpp>

using namespace evloop::js;

TEST_CASE("every instruction maps back to the source and disassembles by name", "[js][compiler]")
{
    VM vm;
    std::string error;
    FunctionCode* code = vm.compile("let total = 0;\nfor (const n of [1, 2]) {\n  total += n;\n}\nconsole.log(total);\n",
        VM::ProgramKind::CommonJS, error);
    REQUIRE(code);
    std::string listing = disassemble(*code);
    CHECK(listing.find("GetIterator") != std::string::npos);
    CHECK(listing.find("IteratorNext") != std::string::npos);
    CHECK(listing.find("GetGlobal") != std::string::npos);
    CHECK(listing.find("(\"console\")") != std::string::npos);
    // Every instruction offset has a source range on a real line of the program.
    for (uint32_t pc = 0; pc < code->code.size();) {
        SourceRange r = code->range_at(pc);
        CHECK(r.start.line >= 1);
        CHECK(r.start.line <= 5);
        pc += 1 + static_cast<uint32_t>(op_info(static_cast<Op>(code->code[pc])).operands);
    }
    // `total += n` is on line 3.
    bool saw_line_3 = false;
    for (auto& [pc, range] : code->ranges)
        saw_line_3 |= range.start.line == 3;
    CHECK(saw_line_3);
}

TEST_CASE("the opcode table drives names and operand counts", "[js][compiler]")
{
    CHECK(std::string(op_info(Op::Await).name) == "Await");
    CHECK(op_info(Op::Call).operands == 1);
    CHECK(op_info(Op::GetLocal).operands == 2);
    for (uint32_t i = 0; i < static_cast<uint32_t>(Op::Count); ++i)
        CHECK(std::string(op_info(static_cast<Op>(i)).description).size() > 3);
}

TEST_CASE("host-provided modules load through require and import", "[js][modules]")
{
    auto with_host_module = [](VM& vm) {
        vm.hooks().load_module = [](VM& v, const std::string& name) -> Object* {
            if (name != "greeter")
                return nullptr;
            Object* exports = v.make_object();
            v.define_value(exports, "greeting", v.string_value("hello"), kDefaultAttributes);
            v.define_value(exports, "default", v.string_value("the default"), kDefaultAttributes);
            return exports;
        };
    };
    {
        VM vm;
        with_host_module(vm);
        std::string out;
        vm.hooks().console = [&](ConsoleLevel, const std::string& line) { out += line + "\n"; };
        RunResult r = vm.run_program("const g = require('greeter');\nconsole.log(g.greeting);\n"
                                     "try { require('nope'); } catch (e) { console.log(e.message, e.code); }",
            VM::ProgramKind::CommonJS, "cjs.js");
        CHECK(r.status == RunResult::Status::Ok);
        CHECK(out == "hello\nCannot find module 'nope' MODULE_NOT_FOUND\n");
    }
    {
        VM vm;
        with_host_module(vm);
        std::string out;
        vm.hooks().console = [&](ConsoleLevel, const std::string& line) { out += line + "\n"; };
        RunResult r = vm.run_program("import def, { greeting } from 'greeter';\nimport * as all from 'greeter';\n"
                                     "console.log(def, greeting, all.greeting);\nexport const answer = await Promise.resolve(42);",
            VM::ProgramKind::Module, "esm.mjs");
        while (r.status == RunResult::Status::Ok && vm.run_next_job(&r)) { }
        CHECK(r.status == RunResult::Status::Ok);
        CHECK(out == "the default hello hello\n");
        REQUIRE(vm.module_exports());
        CHECK(vm.module_exports()->get_own_property(vm.key("answer"))->value.as_number() == 42);
    }
    {
        VM vm;
        RunResult r = vm.run_program("import { missing } from 'greeter';", VM::ProgramKind::Module, "esm.mjs");
        while (r.status == RunResult::Status::Ok && vm.run_next_job(&r)) { }
        // No host: the module's promise rejects with "Cannot find module".
        auto rejected = vm.take_unhandled_rejections();
        REQUIRE(rejected.size() == 1);
    }
}
