#include "core/util/json_writer.h"
#include <cmath>
#include <cstdio>

namespace evloop {

void append_json_string(std::string& out, std::string_view s)
{
    out += '"';
    for (char ch : s) {
        unsigned char c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (c < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else {
                out += ch;
            }
        }
    }
    out += '"';
}

void JsonWriter::before_value()
{
    if (m_after_key) {
        m_after_key = false;
        return;
    }
    if (!m_first.empty()) {
        if (!m_first.back())
            m_out += ',';
        m_first.back() = false;
    }
}

JsonWriter& JsonWriter::begin_object()
{
    before_value();
    m_out += '{';
    m_first.push_back(true);
    return *this;
}

JsonWriter& JsonWriter::end_object()
{
    m_out += '}';
    m_first.pop_back();
    return *this;
}

JsonWriter& JsonWriter::begin_array()
{
    before_value();
    m_out += '[';
    m_first.push_back(true);
    return *this;
}

JsonWriter& JsonWriter::end_array()
{
    m_out += ']';
    m_first.pop_back();
    return *this;
}

JsonWriter& JsonWriter::key(std::string_view name)
{
    before_value();
    append_json_string(m_out, name);
    m_out += ':';
    m_after_key = true;
    return *this;
}

JsonWriter& JsonWriter::value(std::string_view s)
{
    before_value();
    append_json_string(m_out, s);
    return *this;
}

JsonWriter& JsonWriter::value(bool b)
{
    before_value();
    m_out += b ? "true" : "false";
    return *this;
}

JsonWriter& JsonWriter::value(int n) { return value(static_cast<long long>(n)); }

JsonWriter& JsonWriter::value(long long n)
{
    before_value();
    m_out += std::to_string(n);
    return *this;
}

JsonWriter& JsonWriter::value(double d)
{
    if (!std::isfinite(d))
        return null();
    before_value();
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.3f", d);
    std::string s = buf;
    while (!s.empty() && s.back() == '0')
        s.pop_back();
    if (!s.empty() && s.back() == '.')
        s.pop_back();
    if (s == "-0")
        s = "0";
    m_out += s;
    return *this;
}

JsonWriter& JsonWriter::raw(std::string_view json)
{
    before_value();
    m_out += json;
    return *this;
}

JsonWriter& JsonWriter::null()
{
    before_value();
    m_out += "null";
    return *this;
}

} // namespace evloop
