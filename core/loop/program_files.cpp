#include "core/loop/program_files.h"

namespace evloop::loop {

namespace {

std::string_view trim_end(std::string_view s)
{
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

bool name_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_' || c == '-' || c == '+'
        || c == '@' || c == '~';
}

// "" when `name` may name a file of the program, else what is wrong with it.
std::string name_problem(std::string_view name)
{
    if (name.size() > kMaxNameLength)
        return "a file name may be at most " + std::to_string(kMaxNameLength) + " bytes long";
    if (name.front() == '/')
        return "a file name is a path inside the main file's folder, without a leading /";
    size_t start = 0;
    for (;;) {
        size_t slash = name.find('/', start);
        std::string_view segment = name.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start);
        if (segment.empty())
            return "a file name has no empty folder names (//)";
        if (segment == "." || segment == "..")
            return "a file name stays inside the main file's folder: no . or .. in it";
        for (char c : segment)
            if (!name_char(c))
                return std::string("a file name is made of letters, digits and . _ - + @ ~ (with / between folders); '") + c
                    + "' is not one of them";
        if (slash == std::string_view::npos)
            return "";
        start = slash + 1;
    }
}

bool is_folder_of(std::string_view folder, std::string_view file)
{
    return file.size() > folder.size() && file.compare(0, folder.size(), folder) == 0 && file[folder.size()] == '/';
}

} // namespace

bool is_file_line(std::string_view line, std::string_view* name)
{
    constexpr std::string_view head = "// @file";
    if (line.substr(0, head.size()) != head)
        return false;
    std::string_view rest = trim_end(line.substr(head.size()));
    if (!rest.empty() && rest.front() != ' ' && rest.front() != '\t')
        return false; // "// @filename": not ours
    while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t'))
        rest.remove_prefix(1);
    if (name)
        *name = rest;
    return true;
}

bool split_program(std::string_view source, const std::string& main_name, ProgramFiles& out, std::string& error)
{
    out.files.clear();
    out.files.push_back({ main_name, 0, static_cast<uint32_t>(source.size()), 1, 0 });
    size_t pos = 0;
    uint32_t line_no = 0;
    while (pos < source.size()) {
        size_t end = source.find('\n', pos);
        size_t next = end == std::string_view::npos ? source.size() : end + 1;
        ++line_no;
        std::string_view name;
        if (is_file_line(source.substr(pos, (end == std::string_view::npos ? source.size() : end) - pos), &name)) {
            std::string where = "line " + std::to_string(line_no) + ": ";
            if (name.empty()) {
                error = where + "// @file needs the file's name, as in \"// @file lib.cjs\"";
                return false;
            }
            if (std::string problem = name_problem(name); !problem.empty()) {
                error = where + "// @file " + std::string(name) + ": " + problem;
                return false;
            }
            for (const ProgramFile& f : out.files) {
                std::string said = f.header_line ? "line " + std::to_string(f.header_line) : "the main file";
                if (f.name == name) {
                    error = where + std::string(name) + (f.header_line ? " is already a file of this program (" + said + ")"
                        : " is the main file's name (the main file is the text before the first // @file line)");
                    return false;
                }
                if (is_folder_of(f.name, name) || is_folder_of(name, f.name)) {
                    error = where + std::string(name) + " and " + f.name + " (" + said + ") cannot both be files: one is the other's folder";
                    return false;
                }
            }
            if (out.files.size() >= kMaxProgramFiles) {
                error = where + "a program may have at most " + std::to_string(kMaxProgramFiles) + " files";
                return false;
            }
            out.files.back().end = static_cast<uint32_t>(pos);
            out.files.push_back({ std::string(name), static_cast<uint32_t>(next), static_cast<uint32_t>(source.size()), line_no + 1, line_no });
        }
        pos = next;
    }
    return true;
}

} // namespace evloop::loop
