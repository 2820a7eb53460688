#include "core/js/bytecode.h"
#include "core/js/object.h"
#include "core/js/superinstructions.h"
#include "core/util/verify.h"
#include <algorithm>
#include <cstdio>

namespace evloop::js {


void FunctionCode::visit_edges(Visitor& v)
{
    v.visit(name_string);
    for (const Value& c : constants)
        v.visit(c);
    for (size_t i = 0; i < constant_keys.size(); ++i)
        if (constant_key_ready[i])
            constant_keys[i].visit(v);
    for (FunctionCode* f : functions)
        v.visit(f);
}

void FunctionCode::mark_statements() const
{
    m_statement_marks.assign(code.size(), 0);
    for (const auto& [offset, where] : statements)
        if (offset < code.size())
            m_statement_marks[offset] = 1;
}

void FunctionCode::finish(bool fuse)
{
    VERIFY(!m_padded && "a function's code is finished once");
    mark_statements();
    if (fuse)
        fuse_superinstructions(*this, m_statement_marks);
    code.insert(code.end(), kCodePadding, 0);
    m_padded = true;
    m_statement_marks.resize(code.size(), 0);
}

const SourceRange* FunctionCode::statement_at(uint32_t pc) const
{
    if (!starts_statement(pc))
        return nullptr;
    auto it = std::lower_bound(statements.begin(), statements.end(), pc,
        [](const std::pair<uint32_t, SourceRange>& a, uint32_t b) { return a.first < b; });
    return it != statements.end() && it->first == pc ? &it->second : nullptr;
}

SourceRange FunctionCode::range_at(uint32_t pc) const
{
    auto it = std::upper_bound(ranges.begin(), ranges.end(), pc, [](uint32_t p, const auto& e) { return p < e.first; });
    if (it == ranges.begin())
        return range;
    return std::prev(it)->second;
}

SourceRange FunctionCode::origin_at(uint32_t pc) const
{
    auto it = std::upper_bound(call_sites.begin(), call_sites.end(), pc, [](uint32_t p, const CallSite& c) { return p < c.begin; });
    if (it != call_sites.begin() && pc < std::prev(it)->end)
        return std::prev(it)->range;
    return range_at(pc);
}

static std::string describe_constant(const Value& v)
{
    if (v.is_string())
        return "\"" + v.as_string()->utf8() + "\"";
    if (v.is_number())
        return number_to_string(v.as_number());
    if (v.is_bigint())
        return to_string(v.as_bigint()) + "n";
    return "?";
}

static void disassemble_into(const FunctionCode& f, std::string& out)
{
    char buf[160];
    out += "function " + (f.name.empty() ? std::string("<anonymous>") : f.name);
    std::snprintf(buf, sizeof buf, " (slots %u, length %u%s%s)\n", f.slot_count, f.length, f.is_async ? ", async" : "",
        f.strict ? ", strict" : "");
    out += buf;
    uint32_t last_line = 0;
    for (uint32_t pc = 0; pc < f.code_end();) {
        Op op = first_part(static_cast<Op>(f.code[pc])); // as the compiler wrote it
        const OpInfo& info = op_info(op);
        SourceRange r = f.range_at(pc);
        std::string line_col = r.start.line != last_line ? std::to_string(r.start.line) + ":" + std::to_string(r.start.column) : "";
        last_line = r.start.line;
        std::snprintf(buf, sizeof buf, "  %5u  %-8s %-22s", pc, line_col.c_str(), info.name);
        out += buf;
        for (int i = 0; i < info.operands; ++i) {
            uint32_t operand = f.code[pc + 1 + i];
            out += " " + std::to_string(operand);
            bool is_constant_operand = (i == 0 && (op == Op::LoadConst || op == Op::GetGlobal || op == Op::TypeofGlobal || op == Op::SetGlobal
                                                    || op == Op::DeclareGlobalVar || op == Op::DeclareGlobalFunction || op == Op::GetProp
                                                    || op == Op::SetProp || op == Op::DefineField || op == Op::DefineMethod || op == Op::DeleteProp
                                                    || op == Op::ThrowConstError || op == Op::Export
                                                    || op == Op::ImportNamespace || op == Op::ImportBinding))
                || (i == 1 && op == Op::ImportBinding);
            if (is_constant_operand && operand < f.constants.size())
                out += " (" + describe_constant(f.constants[operand]) + ")";
        }
        out += "\n";
        pc += 1 + static_cast<uint32_t>(info.operands);
    }
    for (const FunctionCode* nested : f.functions) {
        out += "\n";
        disassemble_into(*nested, out);
    }
}

std::string disassemble(const FunctionCode& code)
{
    std::string out;
    disassemble_into(code, out);
    return out;
}

} // namespace evloop::js
