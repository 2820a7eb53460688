// Node's module loaders, the native half (docs/semantics.md §3.6): the program's files
// (its `// @file` sections, program_files.h, and the CLI's folder, run.h ReadFolder) and
// how the VM compiles and evaluates them. The loaders themselves are JavaScript
// (js/node/22-modules.js: CommonJS `require` with Node's wrapper, resolution and cache;
// ES modules linked and evaluated before their importer's body); the VM asks them through
// its hooks (`import` declarations, `import()`, `import.meta`).
#include "core/loop/node/node_host.h"
#include "core/util/messages.h"
#include "core/js/superinstructions.h"
#include "core/util/utf8.h"
#include <algorithm>
#include <cstring>

namespace evloop::loop::node {

using namespace evloop::js;

// url.pathToFileURL(path).href for an absolute path: "file://" and the path with the
// characters a URL path may not hold percent-encoded.
std::string file_url_of(const std::string& path)
{
    static const char* hex = "0123456789ABCDEF";
    std::string out = "file://";
    for (unsigned char c : path) {
        bool plain = std::isalnum(c) || std::strchr("/-._~!$&'()*+,;=:@", c);
        if (plain && c < 0x80) {
            out += static_cast<char>(c);
        } else {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    return out;
}

std::string NodeHost::main_path() const
{
    return (m_settings.directory == "/" ? "" : m_settings.directory) + "/" + m_file_name;
}

std::string_view NodeHost::main_text() const
{
    return std::string_view(m_trace.source).substr(0, m_program.main_length());
}

// The VM's file for `path` with `text`: the `// @file` section it is (while the program
// has not written another text over it), else `text` appended to the program's text.
// Compiling the same file again (after `delete require.cache[…]`) reuses it.
uint32_t NodeHost::script_for(const std::string& path, std::string_view text, bool module)
{
    std::string location = module ? file_url_of(path) : path;
    for (uint32_t i = 1; i < m_vm.script_count(); ++i) {
        const VM::Script* s = m_vm.script(i);
        if (script_path(i) == path && s->location == location && m_vm.source().compare(s->begin, s->end - s->begin, text) == 0)
            return i;
    }
    std::string prefix = (m_settings.directory == "/" ? "" : m_settings.directory) + "/";
    std::string name = path.rfind(prefix, 0) == 0 ? path.substr(prefix.size()) : path;
    uint32_t index = 0;
    for (size_t f = 0; f < m_program.files.size() && !index; ++f) // the main file too: a worker may run it
        if (m_program.files[f].name == name && m_program.text_of(m_trace.source, f) == text)
            index = m_vm.add_script({ location, name, m_program.files[f].begin, m_program.files[f].end, m_program.files[f].first_line });
    if (!index)
        index = m_vm.append_script(location, name, text);
    m_script_paths.resize(index + 1);
    m_script_paths[index] = path;
    return index;
}

const std::string& NodeHost::script_path(uint32_t index) const
{
    static const std::string none;
    return index < m_script_paths.size() ? m_script_paths[index] : none;
}

namespace {

std::string string_arg(CallArgs& a, size_t i)
{
    return a.arg(i).is_string() ? a.arg(i).as_string()->utf8() : std::string();
}

// programFiles(): [[name, text], …] of the program's `// @file` sections.
ThrowOr<Value> n_program_files(VM& vm, CallArgs&)
{
    NodeHost& h = host(vm);
    std::vector<Value> out;
    for (size_t i = 1; i < h.program().files.size(); ++i) {
        std::vector<Value> pair = { vm.string_value(h.program().files[i].name),
            vm.string_value(h.program().text_of(h.trace().source, i)) };
        out.push_back(Value(static_cast<Object*>(vm.make_array(pair))));
    }
    return Value(static_cast<Object*>(vm.make_array(out)));
}

// readFolder(relative): what the CLI's folder holds there: undefined (nothing, or no
// folder), the text of a file ({ latin1 } for bytes that are not UTF-8), or a folder's
// names (folders end in "/"). A limit the folder refuses at is an Error.
ThrowOr<Value> n_read_folder(VM& vm, CallArgs& a)
{
    NodeHost& h = host(vm);
    if (!h.read_folder)
        return Value();
    FolderEntry entry = h.read_folder(string_arg(a, 0));
    switch (entry.kind) {
    case FolderEntry::Kind::Missing:
        return Value();
    case FolderEntry::Kind::Refused:
        return vm.throw_error(vm.error_prototype(), entry.message);
    case FolderEntry::Kind::Directory: {
        std::vector<Value> names;
        for (const std::string& n : entry.names)
            names.push_back(vm.string_value(n));
        return Value(static_cast<Object*>(vm.make_array(names)));
    }
    case FolderEntry::Kind::File:
        break;
    }
    if (is_valid_utf8(entry.bytes))
        return vm.string_value(entry.bytes);
    std::u16string latin1(entry.bytes.begin(), entry.bytes.end());
    for (size_t i = 0; i < entry.bytes.size(); ++i)
        latin1[i] = static_cast<unsigned char>(entry.bytes[i]);
    Object* o = vm.make_object();
    o->put_direct(vm.key("latin1"), Value(vm.make_string(std::move(latin1))));
    return Value(o);
}

// Node's module wrapper (lib/internal/modules/cjs/loader.js wrapSafe).
const std::vector<std::string> kWrapperParameters = { "exports", "require", "module", "__filename", "__dirname" };

// compileFile(path, text, kind): the file compiled, as a function: kind "commonjs" is the
// body of Node's wrapper (exports, require, module, __filename, __dirname), "module" an
// ES module (evaluateModule runs it). A syntax error is a SyntaxError thrown at its line
// of the file, as Node reports it.
ThrowOr<Value> n_compile_file(VM& vm, CallArgs& a)
{
    NodeHost& h = host(vm);
    std::string path = string_arg(a, 0);
    std::string text = TRY(vm.to_string(a.arg(1)))->utf8();
    bool module = string_arg(a, 2) == "module";
    uint32_t script = h.script_for(path, text, module);
    std::string error;
    SourceLocation where;
    FunctionCode* code = vm.compile_script(script, module ? VM::ProgramKind::Module : VM::ProgramKind::CommonJS,
        module ? std::vector<std::string> {} : kWrapperParameters, error, &where);
    if (!code) {
        const VM::Script* s = vm.script(script);
        size_t begin = s->begin;
        for (uint32_t line = s->first_line; line < where.line && begin < s->end; ++line) {
            size_t nl = vm.source().find('\n', begin);
            begin = nl == std::string::npos ? s->end : nl + 1;
        }
        size_t end = std::min<size_t>(vm.source().find('\n', begin), s->end);
        std::string line_text = vm.source().substr(begin, end - begin);
        if (!line_text.empty() && line_text.back() == '\r')
            line_text.pop_back();
        vm.throw_syntax_error(error.substr(std::strlen("SyntaxError: ")));
        VM::ThrowSite site;
        site.file = s->location;
        site.line = vm.script_line(script, where.line);
        site.column = where.column;
        site.text = line_text;
        vm.note_foreign_throw_site(vm.exception(), site);
        return Thrown {};
    }
    vm.keep_alive(code);
    Closure* closure = vm.make_closure(code, nullptr, nullptr);
    vm.release(code);
    return Value(static_cast<Object*>(closure));
}

FunctionCode* code_of(Value fn)
{
    if (!fn.is_object())
        return nullptr;
    auto* closure = function_cast<Closure>(fn.as_object());
    return closure ? closure->code() : nullptr;
}

// [[specifier, [name, …]], …]: a module's `import` declarations.
Value requests_value(VM& vm, const FunctionCode& code)
{
    std::vector<Value> out;
    for (const FunctionCode::ModuleRequest& r : code.module_requests) {
        std::vector<Value> names;
        for (const std::string& n : r.names)
            names.push_back(vm.string_value(n));
        std::vector<Value> pair = { vm.string_value(r.specifier), Value(static_cast<Object*>(vm.make_array(names))) };
        out.push_back(Value(static_cast<Object*>(vm.make_array(pair))));
    }
    return Value(static_cast<Object*>(vm.make_array(out)));
}

// moduleRequests(fn): a compiled module's `import` declarations, [[specifier, names], …].
ThrowOr<Value> n_module_requests(VM& vm, CallArgs& a)
{
    FunctionCode* code = code_of(a.arg(0));
    return code ? requests_value(vm, *code) : Value(static_cast<Object*>(vm.make_array()));
}

// moduleExports(fn): the names a compiled module exports (its Export instructions).
ThrowOr<Value> n_module_exports(VM& vm, CallArgs& a)
{
    std::vector<Value> out;
    FunctionCode* code = code_of(a.arg(0));
    for (uint32_t pc = 0; code && pc < code->code.size();) {
        Op op = first_part(static_cast<Op>(code->code[pc]));
        if (op == Op::Export && code->code[pc + 1] < code->constants.size())
            out.push_back(code->constants[code->code[pc + 1]]);
        pc += 1 + static_cast<uint32_t>(op_info(op).operands);
    }
    return Value(static_cast<Object*>(vm.make_array(out)));
}

// evaluateModule(fn, exports): runs a compiled module's body; its exports fill `exports`.
ThrowOr<Value> n_evaluate_module(VM& vm, CallArgs& a)
{
    FunctionCode* code = code_of(a.arg(0));
    if (!code || !a.arg(1).is_object())
        return vm.throw_type_error("evaluateModule(fn, exports, entry)");
    return vm.evaluate_module(code, a.arg(1).as_object(), VM::to_boolean(a.arg(2)));
}

// setMainModule(module): the main module's `module` object (its `exports` too).
ThrowOr<Value> n_set_main_module(VM& vm, CallArgs& a)
{
    vm.commonjs_main_module = a.arg(0).is_object() ? a.arg(0).as_object() : nullptr;
    return Value();
}

// loaderFrames(lines | null): Node's module loader frames, shown in stack traces at the
// place of the calling function (the one that then calls the required file's code).
ThrowOr<Value> n_loader_frames(VM& vm, CallArgs& a)
{
    const Frame* caller = vm.current_frame();
    auto& entries = vm.internal_frame_lines;
    entries.erase(std::remove_if(entries.begin(), entries.end(), [&](const auto& e) { return e.first == caller; }), entries.end());
    std::vector<std::string> lines;
    for (Value v : array_values(vm, a.arg(0)))
        if (v.is_string())
            lines.push_back(v.as_string()->utf8());
    if (!lines.empty())
        entries.emplace_back(caller, std::move(lines));
    return Value();
}

} // namespace

// require() and import of Node's modules and of the program's files, import() and
// import.meta: the JavaScript half's loaders, told which file asks (the running one).
void NodeHost::connect_module_loader()
{
    m_vm.hooks().load_module = [this](VM& vm, const std::string& specifier) -> Object* {
        bool path = specifier.rfind("./", 0) == 0 || specifier.rfind("../", 0) == 0 || specifier.rfind('/', 0) == 0
            || specifier.rfind("file:", 0) == 0;
        if (path) {
            // A file the module imports: linked and evaluated before its body (link_module).
            Value args[] = { vm.string_value(specifier), vm.string_value(script_path(vm.current_script())) };
            auto ns = vm.call(export_fn("importedNamespace"), Value(), args);
            if (ns.is_throw()) {
                vm.take_exception();
                return nullptr;
            }
            return ns.value().is_object() ? ns.value().as_object() : nullptr;
        }
        auto modules = m_exports->get(vm, vm.key("modules"));
        if (modules.is_throw() || !modules.value().is_object())
            return nullptr;
        std::string name = specifier.rfind("node:", 0) == 0 ? specifier.substr(5) : specifier;
        auto m = modules.value().as_object()->get(vm, vm.key(name));
        if (m.is_throw() || !m.value().is_object()) {
            static const char* known[] = { "zlib", "net", "tls", "dgram", "child_process", "cluster", "worker_threads", "stream",
                "vm", "v8", "async_hooks", "inspector", "repl", "https", "http2" };
            for (const char* k : known)
                if (name == k)
                    vm.missing_module_reason = msg::text(Msg::node_module_not_simulated, { { "name", name } });
            return nullptr;
        }
        return m.value().as_object();
    };
    // A module's files are loaded and evaluated before its body runs (the main module's;
    // the JavaScript half links the files it evaluates itself).
    m_vm.hooks().link_module = [this](VM& vm, const FunctionCode& code) {
        if (code.module_requests.empty())
            return true;
        Value args[] = { requests_value(vm, code), vm.string_value(script_path(code.script)) };
        return !vm.call(export_fn("linkModule"), Value(), args).is_throw();
    };
    m_vm.hooks().dynamic_import = [this](VM& vm, Value specifier) -> ThrowOr<Value> {
        Value args[] = { specifier, vm.string_value(script_path(vm.current_script())) };
        return vm.call(export_fn("dynamicImport"), Value(), args);
    };
    m_vm.hooks().import_meta = [this](VM& vm) -> ThrowOr<Value> {
        Value args[] = { vm.string_value(script_path(vm.current_script())) };
        return vm.call(export_fn("importMeta"), Value(), args);
    };
}

void define_module_natives(VM& vm, Object* b)
{
    vm.define_native(b, "programFiles", n_program_files, 0);
    vm.define_native(b, "readFolder", n_read_folder, 1);
    vm.define_native(b, "compileFile", n_compile_file, 3);
    vm.define_native(b, "moduleRequests", n_module_requests, 1);
    vm.define_native(b, "moduleExports", n_module_exports, 1);
    vm.define_native(b, "evaluateModule", n_evaluate_module, 3);
    vm.define_native(b, "setMainModule", n_set_main_module, 1);
    vm.define_native(b, "loaderFrames", n_loader_frames, 1);
}

} // namespace evloop::loop::node
