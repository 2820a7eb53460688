#pragma once
// Little-endian byte writing and bounds-checked reading for evloop's binary formats
// (core/sim/run_serialize, core/sim/job): "uv" is an unsigned LEB128 varint in its
// shortest form, "sv" a zigzag varint, "f64" an IEEE double, "str" a uv length and bytes.
// A reader's first failure sticks (later reads return zeros) and says at which byte.
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace evloop {

class ByteWriter {
public:
    void u8(uint8_t v) { m_out.push_back(static_cast<char>(v)); }
    void uv(uint64_t v)
    {
        while (v >= 0x80) {
            u8(static_cast<uint8_t>(v | 0x80));
            v >>= 7;
        }
        u8(static_cast<uint8_t>(v));
    }
    void sv(int64_t v) { uv((static_cast<uint64_t>(v) << 1) ^ static_cast<uint64_t>(v >> 63)); }
    void f64(double v)
    {
        uint64_t bits;
        std::memcpy(&bits, &v, 8);
        char b[8];
        for (int i = 0; i < 8; ++i)
            b[i] = static_cast<char>(bits >> (8 * i));
        m_out.append(b, 8);
    }
    void str(std::string_view s)
    {
        uv(s.size());
        m_out.append(s.data(), s.size());
    }
    void raw(const char* data, size_t n) { m_out.append(data, n); }
    void reserve(size_t n) { m_out.reserve(n); }
    std::string take() { return std::move(m_out); }

private:
    std::string m_out;
};

// Every read checks what is left; the first failure sticks (later reads return zeros) and
// says where it happened.
class ByteReader {
public:
    explicit ByteReader(std::string_view bytes)
        : m_bytes(bytes)
    {
    }
    bool ok() const { return m_error.empty(); }
    const std::string& error() const { return m_error; }
    size_t left() const { return m_bytes.size() - m_pos; }
    void fail(const std::string& why)
    {
        if (m_error.empty())
            m_error = why + " (at byte " + std::to_string(m_pos) + ")";
    }

    uint8_t u8()
    {
        if (!ok() || left() < 1) {
            fail("truncated");
            return 0;
        }
        return static_cast<uint8_t>(m_bytes[m_pos++]);
    }
    uint64_t uv()
    {
        // Most numbers in a trace (ids, lines, string indices) fit in one byte.
        if (m_pos < m_bytes.size() && !(static_cast<uint8_t>(m_bytes[m_pos]) & 0x80) && ok())
            return static_cast<uint8_t>(m_bytes[m_pos++]);
        uint64_t v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            uint8_t b = u8();
            if (!ok())
                return 0;
            if (shift == 63 && b > 1) {
                fail("a number does not fit in 64 bits");
                return 0;
            }
            v |= static_cast<uint64_t>(b & 0x7f) << shift;
            if (!(b & 0x80)) {
                if (b == 0 && shift > 0) // one encoding per number: the bytes round-trip
                    fail("a number is not in its shortest form");
                return v;
            }
        }
        fail("a number does not fit in 64 bits");
        return 0;
    }
    int64_t sv()
    {
        uint64_t v = uv();
        return static_cast<int64_t>(v >> 1) ^ -static_cast<int64_t>(v & 1);
    }
    uint32_t u32(const char* what)
    {
        uint64_t v = uv();
        if (v > UINT32_MAX) {
            fail(std::string(what) + " is out of range");
            return 0;
        }
        return static_cast<uint32_t>(v);
    }
    int int32(const char* what)
    {
        int64_t v = sv();
        if (v < INT32_MIN || v > INT32_MAX) {
            fail(std::string(what) + " is out of range");
            return 0;
        }
        return static_cast<int>(v);
    }
    double f64()
    {
        if (!ok() || left() < 8) {
            fail("truncated");
            return 0;
        }
        uint64_t bits = 0;
        for (int i = 0; i < 8; ++i)
            bits |= static_cast<uint64_t>(static_cast<uint8_t>(m_bytes[m_pos + i])) << (8 * i);
        m_pos += 8;
        double v;
        std::memcpy(&v, &bits, 8);
        return v;
    }
    // A number the UI computes with (a time, a duration): finite.
    double finite(const char* what)
    {
        double v = f64();
        if (ok() && !std::isfinite(v))
            fail(std::string(what) + " is not a finite number");
        return ok() ? v : 0;
    }
    std::string str()
    {
        uint64_t n = uv();
        if (!ok())
            return {};
        if (n > left()) {
            fail("truncated inside a string");
            return {};
        }
        std::string s(m_bytes.substr(m_pos, n));
        m_pos += n;
        return s;
    }
    bool expect(const char* data, size_t n, const char* otherwise)
    {
        if (left() < n || m_bytes.compare(m_pos, n, std::string_view(data, n)) != 0) {
            fail(otherwise);
            return false;
        }
        m_pos += n;
        return true;
    }
    // A count of items each at least `min_size` bytes long: never more than could fit in
    // what is left, so a hostile count cannot make us allocate gigabytes.
    size_t count(size_t min_size, const char* what)
    {
        uint64_t n = uv();
        if (ok() && n > left() / min_size) {
            fail(std::string("the count of ") + what + " is larger than the data");
            return 0;
        }
        return ok() ? static_cast<size_t>(n) : 0;
    }

private:
    std::string_view m_bytes;
    size_t m_pos = 0;
    std::string m_error;
};

} // namespace evloop
