#include "core/util/deflate.h"
#include <algorithm>
#include <array>
#include <cstdint>
#include <queue>
#include <vector>

// RFC 1951 throughout; section numbers refer to it.

namespace evloop {

namespace {

// §3.2.5: lengths 3..258 as codes 257..285, distances 1..32768 as codes 0..29, each a
// base plus extra bits.
constexpr std::array<uint16_t, 29> kLengthBase = { 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43,
    51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258 };
constexpr std::array<uint8_t, 29> kLengthExtra = { 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4,
    4, 5, 5, 5, 5, 0 };
constexpr std::array<uint16_t, 30> kDistBase = { 1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385,
    513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577 };
constexpr std::array<uint8_t, 30> kDistExtra = { 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10,
    10, 11, 11, 12, 12, 13, 13 };
// §3.2.7: the order in which a dynamic block lists the code-length code's lengths.
constexpr std::array<uint8_t, 19> kCodeLengthOrder = { 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15 };

constexpr int kLitLenCodes = 288, kDistCodes = 30, kCodeLengthCodes = 19;
constexpr int kMaxBits = 15;
constexpr int kEndOfBlock = 256;

int length_code(int length) // 3..258 → 0..28 (add 257 for the symbol)
{
    int code = 0;
    while (code + 1 < static_cast<int>(kLengthBase.size()) && kLengthBase[code + 1] <= length)
        ++code;
    return code;
}

int dist_code(int dist) // 1..32768 → 0..29
{
    int code = 0;
    while (code + 1 < static_cast<int>(kDistBase.size()) && kDistBase[code + 1] <= dist)
        ++code;
    return code;
}

// ----------------------------------------------------------------------------------
// Encoding

// One step of the LZ77 output: a literal byte (dist == 0) or a copy of `length` bytes
// from `dist` bytes back.
struct Symbol {
    uint16_t length_or_byte;
    uint16_t dist;
};

class BitWriter {
public:
    void put(uint32_t value, int bits) // least significant bit first (§3.1.1)
    {
        m_buffer |= static_cast<uint64_t>(value) << m_count;
        m_count += bits;
        while (m_count >= 8) {
            m_out.push_back(static_cast<char>(m_buffer & 0xff));
            m_buffer >>= 8;
            m_count -= 8;
        }
    }
    void align() // to the next byte, with zero bits
    {
        if (m_count > 0)
            put(0, 8 - m_count);
    }
    std::string finish()
    {
        align();
        return std::move(m_out);
    }

private:
    std::string m_out;
    uint64_t m_buffer = 0;
    int m_count = 0;
};

// Huffman code lengths for `freq`, none longer than `limit`. A symbol that never occurs
// gets no code. When the optimal tree is too deep, the frequencies are halved (keeping
// each used symbol at least 1) until it fits: slightly worse than package-merge, and
// simple.
std::vector<uint8_t> code_lengths(std::vector<uint32_t> freq, int limit)
{
    const int n = static_cast<int>(freq.size());
    std::vector<uint8_t> lengths(n, 0);
    for (;;) {
        // Nodes 0..n-1 are the symbols, the rest are joins; ties go to the lower index,
        // so the result never depends on the queue's implementation.
        using Entry = std::pair<uint64_t, int>;
        std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
        std::vector<int> parent(n, -1);
        for (int s = 0; s < n; ++s)
            if (freq[s] > 0)
                queue.push({ freq[s], s });
        if (queue.empty())
            return lengths;
        if (queue.size() == 1) {
            lengths[queue.top().second] = 1;
            return lengths;
        }
        while (queue.size() > 1) {
            Entry a = queue.top();
            queue.pop();
            Entry b = queue.top();
            queue.pop();
            int join = static_cast<int>(parent.size());
            parent.push_back(-1);
            parent[a.second] = join;
            parent[b.second] = join;
            queue.push({ a.first + b.first, join });
        }
        // Depths, from the root down: a join's parent always has a higher index.
        std::vector<int> depth(parent.size(), 0);
        for (int i = static_cast<int>(parent.size()) - 2; i >= 0; --i)
            if (parent[i] >= 0)
                depth[i] = depth[parent[i]] + 1;
        int deepest = 0;
        for (int s = 0; s < n; ++s)
            if (freq[s] > 0)
                deepest = std::max(deepest, depth[s]);
        if (deepest <= limit) {
            for (int s = 0; s < n; ++s)
                lengths[s] = static_cast<uint8_t>(freq[s] > 0 ? depth[s] : 0);
            return lengths;
        }
        for (uint32_t& f : freq)
            if (f > 0)
                f = (f + 1) / 2;
    }
}

// Canonical codes for `lengths` (§3.2.2), bit-reversed so BitWriter::put sends the most
// significant bit first as Huffman codes require.
std::vector<uint16_t> canonical_codes(const std::vector<uint8_t>& lengths)
{
    std::array<int, kMaxBits + 1> count {};
    for (uint8_t l : lengths)
        count[l]++;
    count[0] = 0;
    std::array<int, kMaxBits + 1> next {};
    int code = 0;
    for (int bits = 1; bits <= kMaxBits; ++bits) {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    std::vector<uint16_t> codes(lengths.size(), 0);
    for (size_t s = 0; s < lengths.size(); ++s) {
        int l = lengths[s];
        if (l == 0)
            continue;
        int c = next[l]++, reversed = 0;
        for (int i = 0; i < l; ++i)
            reversed |= ((c >> i) & 1) << (l - 1 - i);
        codes[s] = static_cast<uint16_t>(reversed);
    }
    return codes;
}

// A longest earlier match for each position, through hash chains over 3-byte prefixes.
class Matcher {
public:
    explicit Matcher(std::string_view bytes)
        : m_bytes(bytes)
        , m_head(size_t(1) << kHashBits, -1)
        , m_prev(bytes.size(), -1)
    {
    }

    struct Match {
        int length = 0, dist = 0;
    };

    Match find(size_t at) const
    {
        Match best;
        if (at + kMinMatch > m_bytes.size())
            return best;
        const int max_length = static_cast<int>(std::min<size_t>(kMaxMatch, m_bytes.size() - at));
        int candidate = m_head[hash(at)];
        for (int chain = kMaxChain; candidate >= 0 && chain > 0; --chain, candidate = m_prev[candidate]) {
            int dist = static_cast<int>(at) - candidate;
            if (dist > kWindow)
                break;
            if (m_bytes[candidate + best.length] != m_bytes[at + best.length])
                continue;
            int length = 0;
            while (length < max_length && m_bytes[candidate + length] == m_bytes[at + length])
                ++length;
            if (length > best.length) {
                best = { length, dist };
                if (length == max_length)
                    break;
            }
        }
        // A 3-byte copy from far back costs about as many bits as the bytes themselves.
        if (best.length < kMinMatch || (best.length == kMinMatch && best.dist > 4096))
            return {};
        return best;
    }

    void insert(size_t at)
    {
        if (at + kMinMatch > m_bytes.size())
            return;
        uint32_t h = hash(at);
        m_prev[at] = m_head[h];
        m_head[h] = static_cast<int>(at);
    }

private:
    static constexpr int kMinMatch = 3, kMaxMatch = 258, kWindow = 32768, kMaxChain = 256;
    static constexpr int kHashBits = 15;

    uint32_t hash(size_t at) const
    {
        auto b = [&](size_t i) { return static_cast<uint32_t>(static_cast<unsigned char>(m_bytes[i])); };
        return ((b(at) << 10) ^ (b(at + 1) << 5) ^ b(at + 2)) & ((1u << kHashBits) - 1);
    }

    std::string_view m_bytes;
    std::vector<int> m_head;
    std::vector<int> m_prev;
};

std::vector<Symbol> lz77(std::string_view bytes)
{
    std::vector<Symbol> out;
    Matcher matcher(bytes);
    size_t at = 0;
    while (at < bytes.size()) {
        Matcher::Match here = matcher.find(at);
        matcher.insert(at);
        // Lazy matching: a longer match one byte later wins over this one.
        if (here.length > 0 && here.length < 32 && at + 1 < bytes.size() && matcher.find(at + 1).length > here.length)
            here = {};
        if (here.length == 0) {
            out.push_back({ static_cast<unsigned char>(bytes[at]), 0 });
            ++at;
            continue;
        }
        out.push_back({ static_cast<uint16_t>(here.length), static_cast<uint16_t>(here.dist) });
        for (int i = 1; i < here.length; ++i)
            matcher.insert(at + i);
        at += here.length;
    }
    return out;
}

struct BlockCodes {
    std::vector<uint8_t> litlen, dist;
};

BlockCodes fixed_codes()
{
    BlockCodes c { std::vector<uint8_t>(kLitLenCodes), std::vector<uint8_t>(kDistCodes + 2, 5) };
    for (int s = 0; s < kLitLenCodes; ++s)
        c.litlen[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8;
    return c;
}

// The code-length sequence of a dynamic block's header (§3.2.7): lengths as symbols
// 0..15, with 16 (repeat the previous 3-6 times), 17 (3-10 zeros) and 18 (11-138 zeros).
struct CodeLengthItem {
    uint8_t symbol, extra;
};

std::vector<CodeLengthItem> run_length(const std::vector<uint8_t>& lengths)
{
    std::vector<CodeLengthItem> out;
    size_t i = 0;
    while (i < lengths.size()) {
        uint8_t value = lengths[i];
        size_t run = 1;
        while (i + run < lengths.size() && lengths[i + run] == value)
            ++run;
        i += run;
        if (value == 0) {
            while (run >= 11) {
                size_t r = std::min<size_t>(run, 138);
                out.push_back({ 18, static_cast<uint8_t>(r - 11) });
                run -= r;
            }
            if (run >= 3) {
                out.push_back({ 17, static_cast<uint8_t>(run - 3) });
                run = 0;
            }
        } else {
            out.push_back({ value, 0 });
            --run;
            while (run >= 3) {
                size_t r = std::min<size_t>(run, 6);
                out.push_back({ 16, static_cast<uint8_t>(r - 3) });
                run -= r;
            }
        }
        for (; run > 0; --run)
            out.push_back({ value, 0 });
    }
    return out;
}

int code_length_extra_bits(int symbol) { return symbol == 16 ? 2 : symbol == 17 ? 3 : symbol == 18 ? 7 : 0; }

// A dynamic block's codes and header, measured in bits before anything is written.
struct DynamicBlock {
    BlockCodes codes;
    int hlit = 257, hdist = 1, hclen = 4;
    std::vector<CodeLengthItem> items;
    std::vector<uint8_t> cl_lengths;
    size_t header_bits = 0;
};

DynamicBlock plan_dynamic(const std::vector<uint32_t>& litlen_freq, std::vector<uint32_t> dist_freq)
{
    DynamicBlock b;
    // Two distance codes at least, so the distance code is complete even in a block
    // without copies (some decoders refuse an incomplete one).
    int used = 0;
    for (uint32_t f : dist_freq)
        used += f > 0;
    for (int s = 0; used < 2 && s < 2; ++s)
        if (dist_freq[s] == 0) {
            dist_freq[s] = 1;
            ++used;
        }
    std::vector<uint32_t> lit = litlen_freq;
    if (std::count_if(lit.begin(), lit.begin() + 286, [](uint32_t f) { return f > 0; }) < 2)
        lit[lit[0] == 0 ? 0 : 1] = 1; // the same for the literal/length code
    lit.resize(286); // 286 and 287 never occur (§3.2.6)
    b.codes.litlen = code_lengths(lit, kMaxBits);
    b.codes.dist = code_lengths(dist_freq, kMaxBits);
    b.hlit = static_cast<int>(b.codes.litlen.size());
    while (b.hlit > 257 && b.codes.litlen[b.hlit - 1] == 0)
        --b.hlit;
    b.hdist = static_cast<int>(b.codes.dist.size());
    while (b.hdist > 1 && b.codes.dist[b.hdist - 1] == 0)
        --b.hdist;
    std::vector<uint8_t> all(b.codes.litlen.begin(), b.codes.litlen.begin() + b.hlit);
    all.insert(all.end(), b.codes.dist.begin(), b.codes.dist.begin() + b.hdist);
    b.items = run_length(all);
    std::vector<uint32_t> cl_freq(kCodeLengthCodes, 0);
    for (const CodeLengthItem& item : b.items)
        cl_freq[item.symbol]++;
    b.cl_lengths = code_lengths(cl_freq, 7);
    b.hclen = kCodeLengthCodes;
    while (b.hclen > 4 && b.cl_lengths[kCodeLengthOrder[b.hclen - 1]] == 0)
        --b.hclen;
    b.header_bits = 5 + 5 + 4 + 3 * static_cast<size_t>(b.hclen);
    for (const CodeLengthItem& item : b.items)
        b.header_bits += b.cl_lengths[item.symbol] + code_length_extra_bits(item.symbol);
    return b;
}

size_t symbol_bits(const std::vector<Symbol>& symbols, size_t begin, size_t end, const BlockCodes& codes)
{
    size_t bits = codes.litlen[kEndOfBlock];
    for (size_t i = begin; i < end; ++i) {
        const Symbol& s = symbols[i];
        if (s.dist == 0) {
            bits += codes.litlen[s.length_or_byte];
            continue;
        }
        int lc = length_code(s.length_or_byte), dc = dist_code(s.dist);
        bits += codes.litlen[257 + lc] + kLengthExtra[lc] + codes.dist[dc] + kDistExtra[dc];
    }
    return bits;
}

void write_symbols(BitWriter& w, const std::vector<Symbol>& symbols, size_t begin, size_t end, const BlockCodes& codes)
{
    std::vector<uint16_t> lit = canonical_codes(codes.litlen), dist = canonical_codes(codes.dist);
    for (size_t i = begin; i < end; ++i) {
        const Symbol& s = symbols[i];
        if (s.dist == 0) {
            w.put(lit[s.length_or_byte], codes.litlen[s.length_or_byte]);
            continue;
        }
        int lc = length_code(s.length_or_byte), dc = dist_code(s.dist);
        w.put(lit[257 + lc], codes.litlen[257 + lc]);
        w.put(s.length_or_byte - kLengthBase[lc], kLengthExtra[lc]);
        w.put(dist[dc], codes.dist[dc]);
        w.put(s.dist - kDistBase[dc], kDistExtra[dc]);
    }
    w.put(lit[kEndOfBlock], codes.litlen[kEndOfBlock]);
}

void write_stored(BitWriter& w, std::string_view raw, bool final)
{
    do {
        size_t n = std::min<size_t>(raw.size(), 65535);
        bool last = final && n == raw.size();
        w.put(last ? 1 : 0, 1);
        w.put(0, 2);
        w.align();
        w.put(static_cast<uint32_t>(n), 16);
        w.put(static_cast<uint32_t>(~n & 0xffff), 16);
        for (size_t i = 0; i < n; ++i)
            w.put(static_cast<unsigned char>(raw[i]), 8);
        raw.remove_prefix(n);
    } while (!raw.empty());
}

} // namespace

std::string deflate_raw(std::string_view bytes)
{
    std::vector<Symbol> symbols = lz77(bytes);
    BitWriter w;
    constexpr size_t kBlockSymbols = 16384;
    const BlockCodes fixed = fixed_codes();
    size_t begin = 0, raw_begin = 0;
    do {
        size_t end = std::min(symbols.size(), begin + kBlockSymbols);
        size_t raw_end = raw_begin;
        std::vector<uint32_t> litlen_freq(kLitLenCodes, 0), dist_freq(kDistCodes, 0);
        for (size_t i = begin; i < end; ++i) {
            const Symbol& s = symbols[i];
            if (s.dist == 0) {
                litlen_freq[s.length_or_byte]++;
                raw_end += 1;
            } else {
                litlen_freq[257 + length_code(s.length_or_byte)]++;
                dist_freq[dist_code(s.dist)]++;
                raw_end += s.length_or_byte;
            }
        }
        litlen_freq[kEndOfBlock]++;
        const bool final = end == symbols.size();
        DynamicBlock dynamic = plan_dynamic(litlen_freq, dist_freq);
        size_t dynamic_bits = dynamic.header_bits + symbol_bits(symbols, begin, end, dynamic.codes);
        size_t fixed_bits = symbol_bits(symbols, begin, end, fixed);
        size_t raw_size = raw_end - raw_begin;
        size_t stored_bits = 7 + raw_size * 8 + 32 * (raw_size / 65535 + 1);
        if (stored_bits < fixed_bits && stored_bits < dynamic_bits) {
            write_stored(w, bytes.substr(raw_begin, raw_size), final);
        } else if (fixed_bits <= dynamic_bits) {
            w.put(final ? 1 : 0, 1);
            w.put(1, 2);
            write_symbols(w, symbols, begin, end, fixed);
        } else {
            w.put(final ? 1 : 0, 1);
            w.put(2, 2);
            w.put(dynamic.hlit - 257, 5);
            w.put(dynamic.hdist - 1, 5);
            w.put(dynamic.hclen - 4, 4);
            for (int i = 0; i < dynamic.hclen; ++i)
                w.put(dynamic.cl_lengths[kCodeLengthOrder[i]], 3);
            std::vector<uint16_t> cl_codes = canonical_codes(dynamic.cl_lengths);
            for (const CodeLengthItem& item : dynamic.items) {
                w.put(cl_codes[item.symbol], dynamic.cl_lengths[item.symbol]);
                w.put(item.extra, code_length_extra_bits(item.symbol));
            }
            write_symbols(w, symbols, begin, end, dynamic.codes);
        }
        begin = end;
        raw_begin = raw_end;
    } while (begin < symbols.size());
    return w.finish();
}

// ----------------------------------------------------------------------------------
// Decoding: canonical codes decoded a bit at a time, as RFC 1951 describes them. The
// inputs are links (a few kilobytes), so clarity wins over table-driven speed.

namespace {

struct Huffman {
    std::array<uint16_t, kMaxBits + 1> count {}; // codes of each length
    std::array<uint16_t, kLitLenCodes> symbol {}; // symbols in canonical order
};

// Builds `h` from `lengths`; returns how many codes are missing for a complete code
// (0: complete), or a negative number for an over-subscribed one.
int build_huffman(Huffman& h, const uint8_t* lengths, int n)
{
    h.count.fill(0);
    for (int s = 0; s < n; ++s)
        h.count[lengths[s]]++;
    if (h.count[0] == n)
        return 0; // no codes at all: complete, and nothing decodes
    int left = 1;
    for (int bits = 1; bits <= kMaxBits; ++bits) {
        left <<= 1;
        left -= h.count[bits];
        if (left < 0)
            return left;
    }
    std::array<uint16_t, kMaxBits + 1> offset {};
    for (int bits = 1; bits < kMaxBits; ++bits)
        offset[bits + 1] = offset[bits] + h.count[bits];
    for (int s = 0; s < n; ++s)
        if (lengths[s] != 0)
            h.symbol[offset[lengths[s]]++] = static_cast<uint16_t>(s);
    return left;
}

class Inflater {
public:
    Inflater(std::string_view in, size_t max_output)
        : m_in(in)
        , m_max(max_output)
    {
    }

    Inflated run()
    {
        Inflated result;
        bool last = false;
        while (!last && ok()) {
            last = bits(1) == 1;
            switch (bits(2)) {
            case 0: stored(); break;
            case 1: fixed(); break;
            case 2: dynamic(); break;
            default: m_damaged = true;
            }
        }
        if (m_too_long)
            result.status = Inflated::Status::TooLong;
        else if (m_damaged)
            result.status = Inflated::Status::Damaged;
        else {
            result.status = Inflated::Status::Ok;
            result.bytes = std::move(m_out);
        }
        return result;
    }

private:
    bool ok() const { return !m_damaged && !m_too_long; }

    uint32_t bits(int need)
    {
        while (m_count < need) {
            if (m_pos >= m_in.size()) {
                m_damaged = true; // ends early
                return 0;
            }
            m_buffer |= static_cast<uint32_t>(static_cast<unsigned char>(m_in[m_pos++])) << m_count;
            m_count += 8;
        }
        uint32_t value = m_buffer & ((1u << need) - 1);
        m_buffer >>= need;
        m_count -= need;
        return value;
    }

    int decode(const Huffman& h)
    {
        int code = 0, first = 0, index = 0;
        for (int len = 1; len <= kMaxBits && ok(); ++len) {
            code |= static_cast<int>(bits(1));
            int count = h.count[len];
            if (code - count < first)
                return h.symbol[index + (code - first)];
            index += count;
            first = (first + count) << 1;
            code <<= 1;
        }
        m_damaged = true; // a code that is not in the table
        return -1;
    }

    bool emit(char byte)
    {
        if (m_out.size() >= m_max) {
            m_too_long = true;
            return false;
        }
        m_out.push_back(byte);
        return true;
    }

    void stored()
    {
        m_buffer = 0; // the rest of the current byte
        m_count = 0;
        if (m_pos + 4 > m_in.size()) {
            m_damaged = true;
            return;
        }
        auto byte = [&](size_t i) { return static_cast<uint32_t>(static_cast<unsigned char>(m_in[i])); };
        uint32_t len = byte(m_pos) | byte(m_pos + 1) << 8;
        uint32_t nlen = byte(m_pos + 2) | byte(m_pos + 3) << 8;
        m_pos += 4;
        if (len != (~nlen & 0xffff) || m_pos + len > m_in.size()) {
            m_damaged = true;
            return;
        }
        for (uint32_t i = 0; i < len; ++i)
            if (!emit(m_in[m_pos + i]))
                return;
        m_pos += len;
    }

    void fixed()
    {
        static const std::pair<Huffman, Huffman> tables = [] {
            std::array<uint8_t, kLitLenCodes> lit {};
            for (int s = 0; s < kLitLenCodes; ++s)
                lit[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8;
            std::array<uint8_t, kDistCodes + 2> dist {};
            dist.fill(5);
            std::pair<Huffman, Huffman> t;
            build_huffman(t.first, lit.data(), kLitLenCodes);
            build_huffman(t.second, dist.data(), kDistCodes + 2);
            return t;
        }();
        codes(tables.first, tables.second);
    }

    void dynamic()
    {
        int nlen = static_cast<int>(bits(5)) + 257, ndist = static_cast<int>(bits(5)) + 1;
        int ncode = static_cast<int>(bits(4)) + 4;
        if (!ok() || nlen > 286 || ndist > 30) {
            m_damaged = true;
            return;
        }
        std::array<uint8_t, kCodeLengthCodes> cl {};
        for (int i = 0; i < ncode; ++i)
            cl[kCodeLengthOrder[i]] = static_cast<uint8_t>(bits(3));
        Huffman cl_code;
        if (!ok() || build_huffman(cl_code, cl.data(), kCodeLengthCodes) != 0) {
            m_damaged = true; // the code-length code must be complete
            return;
        }
        std::array<uint8_t, 286 + 30> lengths {};
        int index = 0;
        while (index < nlen + ndist && ok()) {
            int symbol = decode(cl_code);
            if (symbol < 0)
                return;
            if (symbol < 16) {
                lengths[index++] = static_cast<uint8_t>(symbol);
                continue;
            }
            uint8_t value = 0;
            int repeat = 0;
            if (symbol == 16) {
                if (index == 0) {
                    m_damaged = true; // nothing to repeat
                    return;
                }
                value = lengths[index - 1];
                repeat = 3 + static_cast<int>(bits(2));
            } else if (symbol == 17) {
                repeat = 3 + static_cast<int>(bits(3));
            } else {
                repeat = 11 + static_cast<int>(bits(7));
            }
            if (index + repeat > nlen + ndist) {
                m_damaged = true;
                return;
            }
            while (repeat-- > 0)
                lengths[index++] = value;
        }
        if (!ok())
            return;
        if (lengths[kEndOfBlock] == 0) {
            m_damaged = true; // a block that cannot end
            return;
        }
        // Incomplete codes are allowed only as a single code of one bit (§3.2.7 leaves
        // it open; zlib accepts exactly that).
        Huffman lit, dist;
        int left = build_huffman(lit, lengths.data(), nlen);
        if (left < 0 || (left > 0 && nlen - lit.count[0] != 1)) {
            m_damaged = true;
            return;
        }
        left = build_huffman(dist, lengths.data() + nlen, ndist);
        if (left < 0 || (left > 0 && ndist - dist.count[0] != 1)) {
            m_damaged = true;
            return;
        }
        codes(lit, dist);
    }

    void codes(const Huffman& lit, const Huffman& dist)
    {
        while (ok()) {
            int symbol = decode(lit);
            if (symbol < 0 || symbol == kEndOfBlock)
                return;
            if (symbol < 256) {
                if (!emit(static_cast<char>(symbol)))
                    return;
                continue;
            }
            symbol -= 257;
            if (symbol >= static_cast<int>(kLengthBase.size())) {
                m_damaged = true;
                return;
            }
            int length = kLengthBase[symbol] + static_cast<int>(bits(kLengthExtra[symbol]));
            int dsym = decode(dist);
            if (dsym < 0)
                return;
            if (dsym >= kDistCodes) {
                m_damaged = true;
                return;
            }
            size_t back = kDistBase[dsym] + bits(kDistExtra[dsym]);
            if (!ok())
                return;
            if (back > m_out.size()) {
                m_damaged = true; // before the start
                return;
            }
            for (int i = 0; i < length; ++i)
                if (!emit(m_out[m_out.size() - back]))
                    return;
        }
    }

    std::string_view m_in;
    size_t m_max;
    size_t m_pos = 0;
    uint32_t m_buffer = 0;
    int m_count = 0;
    std::string m_out;
    bool m_damaged = false, m_too_long = false;
};

} // namespace

Inflated inflate_raw(std::string_view data, size_t max_output)
{
    return Inflater(data, max_output).run();
}

} // namespace evloop
