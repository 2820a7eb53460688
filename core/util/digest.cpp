// MD5 (RFC 1321), SHA-1 / SHA-224 / SHA-256 / SHA-384 / SHA-512 (FIPS 180-4) and HMAC
// (RFC 2104), written from the documents: one-shot over a whole message, which is all
// node:crypto's Hash objects here need (they keep the bytes given to update()).
#include "core/util/digest.h"

#include <array>
#include <algorithm>
#include <cstdint>
#include <vector>

namespace evloop {

namespace {

uint32_t rotl32(uint32_t x, int n) { return (x << n) | (x >> (32 - n)); }
uint32_t rotr32(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }
uint64_t rotr64(uint64_t x, int n) { return (x >> n) | (x << (64 - n)); }

uint8_t byte_at(std::string_view s, size_t i) { return static_cast<uint8_t>(s[i]); }

// 5.1.1 / 5.1.2 Padding the message (FIPS 180-4; RFC 1321 §3.1-3.2 is the same with the
// length little-endian): a 1 bit, zeros, then the message length in bits, to a whole
// number of blocks.
std::string pad_message(std::string_view message, size_t block_size, size_t length_size, bool big_endian)
{
    std::string m(message);
    m.push_back(static_cast<char>(0x80));
    while (m.size() % block_size != block_size - length_size)
        m.push_back(0);
    uint64_t bits = static_cast<uint64_t>(message.size()) * 8;
    std::string length(length_size, '\0');
    for (size_t i = 0; i < 8 && i < length_size; ++i) {
        char b = static_cast<char>((bits >> (8 * i)) & 0xff);
        if (big_endian)
            length[length_size - 1 - i] = b;
        else
            length[i] = b;
    }
    return m + length;
}

void append_be32(std::string& out, uint32_t v)
{
    for (int s = 24; s >= 0; s -= 8)
        out.push_back(static_cast<char>((v >> s) & 0xff));
}

// RFC 1321 §3 MD5 Algorithm Description.
std::string md5(std::string_view message)
{
    // §3.4: T[i] = floor(2^32 * abs(sin(i))), i = 1..64, and the per-round shift amounts.
    static const uint32_t T[64] = {
        0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
        0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
        0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
        0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
        0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
        0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
        0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
        0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
    };
    static const int S[4][4] = { { 7, 12, 17, 22 }, { 5, 9, 14, 20 }, { 4, 11, 16, 23 }, { 6, 10, 15, 21 } };
    // §3.3 Initialize MD Buffer.
    uint32_t a0 = 0x67452301, b0 = 0xefcdab89, c0 = 0x98badcfe, d0 = 0x10325476;
    std::string m = pad_message(message, 64, 8, false);
    for (size_t block = 0; block < m.size(); block += 64) {
        uint32_t X[16];
        for (int j = 0; j < 16; ++j) {
            size_t p = block + 4 * j;
            X[j] = byte_at(m, p) | (byte_at(m, p + 1) << 8) | (byte_at(m, p + 2) << 16) | (static_cast<uint32_t>(byte_at(m, p + 3)) << 24);
        }
        uint32_t a = a0, b = b0, c = c0, d = d0;
        // §3.4 Process Message in 16-Word Blocks: four rounds of 16 operations with
        // F, G, H, I and their message word orders.
        for (int i = 0; i < 64; ++i) {
            int round = i / 16;
            uint32_t f;
            int k;
            if (round == 0) { f = (b & c) | (~b & d); k = i; }
            else if (round == 1) { f = (b & d) | (c & ~d); k = (5 * i + 1) % 16; }
            else if (round == 2) { f = b ^ c ^ d; k = (3 * i + 5) % 16; }
            else { f = c ^ (b | ~d); k = (7 * i) % 16; }
            uint32_t rotated = b + rotl32(a + f + X[k] + T[i], S[round][i % 4]);
            a = d;
            d = c;
            c = b;
            b = rotated;
        }
        a0 += a;
        b0 += b;
        c0 += c;
        d0 += d;
    }
    // §3.5 Output: A, B, C, D low-order byte first.
    std::string out;
    for (uint32_t v : { a0, b0, c0, d0 })
        for (int s = 0; s < 32; s += 8)
            out.push_back(static_cast<char>((v >> s) & 0xff));
    return out;
}

// 6.1 SHA-1 (FIPS 180-4).
std::string sha1(std::string_view message)
{
    // 5.3.1: H(0).
    uint32_t H[5] = { 0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0 };
    std::string m = pad_message(message, 64, 8, true);
    for (size_t block = 0; block < m.size(); block += 64) {
        // 6.1.2 step 1: prepare the message schedule.
        uint32_t W[80];
        for (int t = 0; t < 16; ++t) {
            size_t p = block + 4 * t;
            W[t] = (static_cast<uint32_t>(byte_at(m, p)) << 24) | (byte_at(m, p + 1) << 16) | (byte_at(m, p + 2) << 8) | byte_at(m, p + 3);
        }
        for (int t = 16; t < 80; ++t)
            W[t] = rotl32(W[t - 3] ^ W[t - 8] ^ W[t - 14] ^ W[t - 16], 1);
        // Steps 2-4: the working variables through 80 rounds of f_t and K_t (4.1.1, 4.2.1).
        uint32_t a = H[0], b = H[1], c = H[2], d = H[3], e = H[4];
        for (int t = 0; t < 80; ++t) {
            uint32_t f, k;
            if (t < 20) { f = (b & c) ^ (~b & d); k = 0x5a827999; }
            else if (t < 40) { f = b ^ c ^ d; k = 0x6ed9eba1; }
            else if (t < 60) { f = (b & c) ^ (b & d) ^ (c & d); k = 0x8f1bbcdc; }
            else { f = b ^ c ^ d; k = 0xca62c1d6; }
            uint32_t T = rotl32(a, 5) + f + e + k + W[t];
            e = d;
            d = c;
            c = rotl32(b, 30);
            b = a;
            a = T;
        }
        H[0] += a;
        H[1] += b;
        H[2] += c;
        H[3] += d;
        H[4] += e;
    }
    std::string out;
    for (uint32_t v : H)
        append_be32(out, v);
    return out;
}

// 6.2 SHA-256 and 6.3 SHA-224 (FIPS 180-4): the same rounds, different H(0) and length.
std::string sha256_family(std::string_view message, bool is224)
{
    // 4.2.2: the first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    static const uint32_t K[64] = {
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    };
    // 5.3.2 / 5.3.3: H(0).
    uint32_t H[8] = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 };
    if (is224) {
        const uint32_t H224[8] = { 0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4 };
        for (int i = 0; i < 8; ++i)
            H[i] = H224[i];
    }
    std::string m = pad_message(message, 64, 8, true);
    for (size_t block = 0; block < m.size(); block += 64) {
        // 6.2.2 step 1: the message schedule with σ0 and σ1 (4.1.2).
        uint32_t W[64];
        for (int t = 0; t < 16; ++t) {
            size_t p = block + 4 * t;
            W[t] = (static_cast<uint32_t>(byte_at(m, p)) << 24) | (byte_at(m, p + 1) << 16) | (byte_at(m, p + 2) << 8) | byte_at(m, p + 3);
        }
        for (int t = 16; t < 64; ++t) {
            uint32_t s0 = rotr32(W[t - 15], 7) ^ rotr32(W[t - 15], 18) ^ (W[t - 15] >> 3);
            uint32_t s1 = rotr32(W[t - 2], 17) ^ rotr32(W[t - 2], 19) ^ (W[t - 2] >> 10);
            W[t] = s1 + W[t - 7] + s0 + W[t - 16];
        }
        // Steps 2-4 with Σ0, Σ1, Ch and Maj.
        uint32_t a = H[0], b = H[1], c = H[2], d = H[3], e = H[4], f = H[5], g = H[6], h = H[7];
        for (int t = 0; t < 64; ++t) {
            uint32_t S1 = rotr32(e, 6) ^ rotr32(e, 11) ^ rotr32(e, 25);
            uint32_t ch = (e & f) ^ (~e & g);
            uint32_t T1 = h + S1 + ch + K[t] + W[t];
            uint32_t S0 = rotr32(a, 2) ^ rotr32(a, 13) ^ rotr32(a, 22);
            uint32_t maj = (a & b) ^ (a & c) ^ (b & c);
            uint32_t T2 = S0 + maj;
            h = g;
            g = f;
            f = e;
            e = d + T1;
            d = c;
            c = b;
            b = a;
            a = T1 + T2;
        }
        H[0] += a;
        H[1] += b;
        H[2] += c;
        H[3] += d;
        H[4] += e;
        H[5] += f;
        H[6] += g;
        H[7] += h;
    }
    std::string out;
    for (int i = 0; i < (is224 ? 7 : 8); ++i)
        append_be32(out, H[i]);
    return out;
}

// 6.4 SHA-512 and 6.5 SHA-384 (FIPS 180-4): 64-bit words, 128-byte blocks, 80 rounds.
std::string sha512_family(std::string_view message, bool is384)
{
    // 4.2.3: the first 64 bits of the fractional parts of the cube roots of the first 80 primes.
    static const uint64_t K[80] = {
        0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc, 0x3956c25bf348b538,
        0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118, 0xd807aa98a3030242, 0x12835b0145706fbe,
        0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2, 0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235,
        0xc19bf174cf692694, 0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
        0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5, 0x983e5152ee66dfab,
        0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4, 0xc6e00bf33da88fc2, 0xd5a79147930aa725,
        0x06ca6351e003826f, 0x142929670a0e6e70, 0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed,
        0x53380d139d95b3df, 0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
        0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30, 0xd192e819d6ef5218,
        0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8, 0x19a4c116b8d2d0c8, 0x1e376c085141ab53,
        0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8, 0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373,
        0x682e6ff3d6b2b8a3, 0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
        0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b, 0xca273eceea26619c,
        0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178, 0x06f067aa72176fba, 0x0a637dc5a2c898a6,
        0x113f9804bef90dae, 0x1b710b35131c471b, 0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc,
        0x431d67c49c100d4c, 0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
    };
    // 5.3.5 / 5.3.4: H(0).
    uint64_t H[8] = { 0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
        0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179 };
    if (is384) {
        const uint64_t H384[8] = { 0xcbbb9d5dc1059ed8, 0x629a292a367cd507, 0x9159015a3070dd17, 0x152fecd8f70e5939,
            0x67332667ffc00b31, 0x8eb44a8768581511, 0xdb0c2e0d64f98fa7, 0x47b5481dbefa4fa4 };
        for (int i = 0; i < 8; ++i)
            H[i] = H384[i];
    }
    // 5.1.2: a 128-bit length (the high 64 bits are zero for any message here).
    std::string m = pad_message(message, 128, 16, true);
    for (size_t block = 0; block < m.size(); block += 128) {
        uint64_t W[80];
        for (int t = 0; t < 16; ++t) {
            uint64_t w = 0;
            for (int j = 0; j < 8; ++j)
                w = (w << 8) | byte_at(m, block + 8 * t + j);
            W[t] = w;
        }
        for (int t = 16; t < 80; ++t) {
            uint64_t s0 = rotr64(W[t - 15], 1) ^ rotr64(W[t - 15], 8) ^ (W[t - 15] >> 7);
            uint64_t s1 = rotr64(W[t - 2], 19) ^ rotr64(W[t - 2], 61) ^ (W[t - 2] >> 6);
            W[t] = s1 + W[t - 7] + s0 + W[t - 16];
        }
        uint64_t a = H[0], b = H[1], c = H[2], d = H[3], e = H[4], f = H[5], g = H[6], h = H[7];
        for (int t = 0; t < 80; ++t) {
            uint64_t S1 = rotr64(e, 14) ^ rotr64(e, 18) ^ rotr64(e, 41);
            uint64_t ch = (e & f) ^ (~e & g);
            uint64_t T1 = h + S1 + ch + K[t] + W[t];
            uint64_t S0 = rotr64(a, 28) ^ rotr64(a, 34) ^ rotr64(a, 39);
            uint64_t maj = (a & b) ^ (a & c) ^ (b & c);
            uint64_t T2 = S0 + maj;
            h = g;
            g = f;
            f = e;
            e = d + T1;
            d = c;
            c = b;
            b = a;
            a = T1 + T2;
        }
        H[0] += a;
        H[1] += b;
        H[2] += c;
        H[3] += d;
        H[4] += e;
        H[5] += f;
        H[6] += g;
        H[7] += h;
    }
    std::string out;
    for (int i = 0; i < (is384 ? 6 : 8); ++i) {
        append_be32(out, static_cast<uint32_t>(H[i] >> 32));
        append_be32(out, static_cast<uint32_t>(H[i]));
    }
    return out;
}

size_t block_size(std::string_view algorithm)
{
    return algorithm == "sha384" || algorithm == "sha512" ? 128 : 64;
}

} // namespace

std::optional<std::string> digest(std::string_view algorithm, std::string_view message)
{
    if (algorithm == "md5")
        return md5(message);
    if (algorithm == "sha1")
        return sha1(message);
    if (algorithm == "sha224")
        return sha256_family(message, true);
    if (algorithm == "sha256")
        return sha256_family(message, false);
    if (algorithm == "sha384")
        return sha512_family(message, true);
    if (algorithm == "sha512")
        return sha512_family(message, false);
    return std::nullopt;
}

// RFC 2104 §2 Definition of HMAC: H(K XOR opad, H(K XOR ipad, text)), a key longer than
// the block first hashed, then zero-padded to the block size.
std::optional<std::string> hmac(std::string_view algorithm, std::string_view key, std::string_view message)
{
    size_t B = block_size(algorithm);
    std::string k(key);
    if (k.size() > B) {
        auto hashed = digest(algorithm, k);
        if (!hashed)
            return std::nullopt;
        k = *hashed;
    }
    k.resize(B, '\0');
    std::string inner_key(B, '\0'), outer_key(B, '\0');
    for (size_t i = 0; i < B; ++i) {
        inner_key[i] = static_cast<char>(k[i] ^ 0x36);
        outer_key[i] = static_cast<char>(k[i] ^ 0x5c);
    }
    auto inner = digest(algorithm, inner_key + std::string(message));
    if (!inner)
        return std::nullopt;
    return digest(algorithm, outer_key + *inner);
}

// 5.2 PBKDF2 https://www.rfc-editor.org/rfc/rfc8018#section-5.2
// T_i = U_1 ^ U_2 ^ … ^ U_c, U_1 = PRF(P, S || INT(i)), U_j = PRF(P, U_{j-1}); DK = T_1 || T_2 || … cut to dkLen.
std::optional<std::string> pbkdf2(std::string_view algorithm, std::string_view password, std::string_view salt,
    uint64_t iterations, size_t key_length)
{
    std::string key;
    for (uint32_t block = 1; key.size() < key_length; ++block) {
        std::string first(salt);
        for (int shift = 24; shift >= 0; shift -= 8)
            first.push_back(static_cast<char>((block >> shift) & 0xff));
        std::optional<std::string> u = hmac(algorithm, password, first);
        if (!u)
            return std::nullopt;
        std::string t = *u;
        for (uint64_t j = 1; j < iterations; ++j) {
            u = hmac(algorithm, password, *u);
            for (size_t k = 0; k < t.size(); ++k)
                t[k] = static_cast<char>(t[k] ^ (*u)[k]);
        }
        key += t;
    }
    key.resize(key_length);
    return key;
}

namespace {

// RFC 7914 §3 The Salsa20/8 Core Function, on 16 little-endian words in place.
void salsa20_8(uint32_t b[16])
{
    uint32_t x[16];
    for (int i = 0; i < 16; ++i)
        x[i] = b[i];
    for (int i = 0; i < 8; i += 2) {
        // Columns, then rows.
        x[4] ^= rotl32(x[0] + x[12], 7);   x[8] ^= rotl32(x[4] + x[0], 9);
        x[12] ^= rotl32(x[8] + x[4], 13);  x[0] ^= rotl32(x[12] + x[8], 18);
        x[9] ^= rotl32(x[5] + x[1], 7);    x[13] ^= rotl32(x[9] + x[5], 9);
        x[1] ^= rotl32(x[13] + x[9], 13);  x[5] ^= rotl32(x[1] + x[13], 18);
        x[14] ^= rotl32(x[10] + x[6], 7);  x[2] ^= rotl32(x[14] + x[10], 9);
        x[6] ^= rotl32(x[2] + x[14], 13);  x[10] ^= rotl32(x[6] + x[2], 18);
        x[3] ^= rotl32(x[15] + x[11], 7);  x[7] ^= rotl32(x[3] + x[15], 9);
        x[11] ^= rotl32(x[7] + x[3], 13);  x[15] ^= rotl32(x[11] + x[7], 18);
        x[1] ^= rotl32(x[0] + x[3], 7);    x[2] ^= rotl32(x[1] + x[0], 9);
        x[3] ^= rotl32(x[2] + x[1], 13);   x[0] ^= rotl32(x[3] + x[2], 18);
        x[6] ^= rotl32(x[5] + x[4], 7);    x[7] ^= rotl32(x[6] + x[5], 9);
        x[4] ^= rotl32(x[7] + x[6], 13);   x[5] ^= rotl32(x[4] + x[7], 18);
        x[11] ^= rotl32(x[10] + x[9], 7);  x[8] ^= rotl32(x[11] + x[10], 9);
        x[9] ^= rotl32(x[8] + x[11], 13);  x[10] ^= rotl32(x[9] + x[8], 18);
        x[12] ^= rotl32(x[15] + x[14], 7); x[13] ^= rotl32(x[12] + x[15], 9);
        x[14] ^= rotl32(x[13] + x[12], 13); x[15] ^= rotl32(x[14] + x[13], 18);
    }
    for (int i = 0; i < 16; ++i)
        b[i] += x[i];
}

// RFC 7914 §4 scryptBlockMix: 2r blocks of 16 words in `b`; `y` is scratch of the same size.
void block_mix(uint32_t* b, uint32_t* y, size_t r)
{
    uint32_t x[16];
    for (int i = 0; i < 16; ++i)
        x[i] = b[(2 * r - 1) * 16 + i];
    for (size_t i = 0; i < 2 * r; ++i) {
        for (int k = 0; k < 16; ++k)
            x[k] ^= b[i * 16 + k];
        salsa20_8(x);
        // Even blocks first, then odd ones: B' = (Y0, Y2, …, Y1, Y3, …).
        uint32_t* out = y + ((i % 2 == 0 ? i / 2 : r + i / 2) * 16);
        for (int k = 0; k < 16; ++k)
            out[k] = x[k];
    }
    for (size_t i = 0; i < 32 * r; ++i)
        b[i] = y[i];
}

// RFC 7914 §5 scryptROMix on one 128·r-byte block, as 32·r little-endian words.
void ro_mix(uint32_t* block, size_t r, uint64_t n)
{
    size_t words = 32 * r;
    std::vector<uint32_t> v(words * n), y(words);
    for (uint64_t i = 0; i < n; ++i) {
        std::copy(block, block + words, v.begin() + static_cast<ptrdiff_t>(i * words));
        block_mix(block, y.data(), r);
    }
    for (uint64_t i = 0; i < n; ++i) {
        // Integerify: the first word of the last 64-byte block, mod N (a power of 2).
        uint64_t j = block[(2 * r - 1) * 16] & (n - 1);
        for (size_t k = 0; k < words; ++k)
            block[k] ^= v[j * words + k];
        block_mix(block, y.data(), r);
    }
}

} // namespace

std::optional<std::string> scrypt(std::string_view password, std::string_view salt, uint64_t n, uint32_t r, uint32_t p,
    size_t key_length)
{
    // RFC 7914 §6: B = PBKDF2-HMAC-SHA256(P, S, 1, p·128·r); each block through ROMix;
    // DK = PBKDF2-HMAC-SHA256(P, B, 1, dkLen).
    if (n < 2 || (n & (n - 1)) != 0 || r == 0 || p == 0)
        return std::nullopt;
    std::optional<std::string> b = pbkdf2("sha256", password, salt, 1, static_cast<size_t>(p) * 128 * r);
    if (!b)
        return std::nullopt;
    size_t words = 32 * static_cast<size_t>(r);
    std::vector<uint32_t> block(words);
    for (uint32_t i = 0; i < p; ++i) {
        char* bytes = b->data() + static_cast<size_t>(i) * 128 * r;
        for (size_t k = 0; k < words; ++k)
            block[k] = static_cast<uint32_t>(static_cast<uint8_t>(bytes[4 * k])) | static_cast<uint32_t>(static_cast<uint8_t>(bytes[4 * k + 1])) << 8
                | static_cast<uint32_t>(static_cast<uint8_t>(bytes[4 * k + 2])) << 16 | static_cast<uint32_t>(static_cast<uint8_t>(bytes[4 * k + 3])) << 24;
        ro_mix(block.data(), r, n);
        for (size_t k = 0; k < words; ++k)
            for (int s = 0; s < 4; ++s)
                bytes[4 * k + s] = static_cast<char>((block[k] >> (8 * s)) & 0xff);
    }
    return pbkdf2("sha256", password, *b, 1, key_length);
}

} // namespace evloop
