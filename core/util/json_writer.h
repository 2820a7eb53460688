#pragma once
// A small streaming JSON writer: objects and arrays nest, commas are automatic,
// strings are escaped (control characters as \u00XX, UTF-8 passed through).
// Numbers are written with a fixed format so output is byte-identical across
// platforms (native and WebAssembly).
#include <string>
#include <string_view>
#include <vector>

namespace evloop {

class JsonWriter {
public:
    JsonWriter& begin_object();
    JsonWriter& end_object();
    JsonWriter& begin_array();
    JsonWriter& end_array();
    JsonWriter& key(std::string_view name);

    JsonWriter& value(std::string_view s);
    JsonWriter& value(const char* s) { return value(std::string_view(s)); }
    JsonWriter& value(const std::string& s) { return value(std::string_view(s)); }
    JsonWriter& value(bool b);
    JsonWriter& value(int n);
    JsonWriter& value(long long n);
    JsonWriter& value(double d); // up to 3 decimals, trailing zeros trimmed; NaN/inf → null
    JsonWriter& null();
    // A value written before (by another JsonWriter's str()), inserted as it is: a part
    // of a document that is kept and reused while it does not change.
    JsonWriter& raw(std::string_view json);

    const std::string& str() const { return m_out; }

private:
    void before_value();
    std::string m_out;
    std::vector<bool> m_first; // per open container: no element written yet
    bool m_after_key = false;
};

void append_json_string(std::string& out, std::string_view s);

} // namespace evloop
