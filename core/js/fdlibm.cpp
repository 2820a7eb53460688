// fdlibm: Math's transcendental functions, as V8 computes them.
//
// V8 computes Math's transcendental functions with its port of fdlibm (src/base/ieee754.cc),
// not the C library, so these are the same algorithms with the same constants: results are
// bit-identical with Node's, and the same on every platform (the C libraries of the desktop
// and WebAssembly builds round differently, e.g. glibc's cbrt(27) is 3.0000000000000004).
//
// ====================================================
// Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//
// Developed at SunSoft, a Sun Microsystems, Inc. business.
// Permission to use, copy, modify, and distribute this
// software is freely granted, provided that this notice
// is preserved.
// ====================================================
#include "core/js/fdlibm.h"
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace evloop::js::fdlibm {

namespace {

// The bits of a double (std::bit_cast is missing from some of the toolchains we build with).
uint64_t bits_of(double x)
{
    uint64_t bits;
    std::memcpy(&bits, &x, sizeof bits);
    return bits;
}
double from_bits(uint64_t bits)
{
    double x;
    std::memcpy(&x, &bits, sizeof x);
    return x;
}

// The two 32-bit halves of a double, as fdlibm reads and writes them.
int32_t high_word(double x) { return static_cast<int32_t>(bits_of(x) >> 32); }
uint32_t low_word(double x) { return static_cast<uint32_t>(bits_of(x)); }
double from_words(uint32_t high, uint32_t low) { return from_bits((static_cast<uint64_t>(high) << 32) | low); }
double with_high_word(double x, uint32_t high) { return from_words(high, low_word(x)); }
double with_low_word(double x, uint32_t low) { return from_words(static_cast<uint32_t>(high_word(x)), low); }

// __kernel_rem_pio2: x (nx 24-bit chunks scaled by 2^e0) minus N·π/2, in y[0] + y[1]
// (53-bit precision); returns N mod 8.
int kernel_rem_pio2(const double* x, double* y, int e0, int nx)
{
    // 2/π in 24-bit chunks.
    static constexpr int32_t two_over_pi[] = {
        0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163, 0xABDEBB, 0xC561B7,
        0x246E3A, 0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129, 0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C,
        0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C, 0x845F8B, 0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11,
        0x8B5A0A, 0x6D1F6D, 0x367ECF, 0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7,
        0x8A5292, 0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3, 0x91615E,
        0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880, 0x4D7327, 0x310606, 0x1556CA, 0x73A8C9, 0x60E27B, 0xC08C6B,
    };
    // π/2 in 24-bit chunks.
    static const double pio2_chunks[] = {
        from_words(0x3FF921FB, 0x40000000), from_words(0x3E74442D, 0x00000000), from_words(0x3CF84698, 0x80000000),
        from_words(0x3B78CC51, 0x60000000), from_words(0x39F01B83, 0x80000000), from_words(0x387A2520, 0x40000000),
        from_words(0x36E38222, 0x80000000), from_words(0x3569F31D, 0x00000000),
    };
    constexpr double two24 = 16777216.0, twon24 = 5.96046447753906250000e-08;
    constexpr int jk = 4; // terms of 2/π for 64-bit ("extended") precision
    constexpr int jp = jk;

    int32_t iq[20] = {};
    double f[20] = {}, fq[20] = {}, q[20] = {};
    int jx = nx - 1;
    int jv = (e0 - 3) / 24;
    if (jv < 0)
        jv = 0;
    int q0 = e0 - 24 * (jv + 1);

    // f[0..jx+jk] = two_over_pi[jv-jx .. jv+jk]
    int j = jv - jx;
    int m = jx + jk;
    for (int i = 0; i <= m; i++, j++)
        f[i] = j < 0 ? 0.0 : static_cast<double>(two_over_pi[j]);
    // q[0..jk]
    for (int i = 0; i <= jk; i++) {
        double fw = 0.0;
        for (j = 0; j <= jx; j++)
            fw += x[j] * f[jx + i - j];
        q[i] = fw;
    }

    int jz = jk;
    int n, ih;
    double z;
    for (;;) {
        // Distill q[] into iq[] in reverse.
        int i = 0;
        j = jz;
        for (z = q[jz]; j > 0; i++, j--) {
            double fw = static_cast<double>(static_cast<int32_t>(twon24 * z));
            iq[i] = static_cast<int32_t>(z - two24 * fw);
            z = q[j - 1] + fw;
        }
        // n
        z = std::scalbn(z, q0);
        z -= 8.0 * std::floor(z * 0.125);
        n = static_cast<int32_t>(z);
        z -= static_cast<double>(n);
        ih = 0;
        if (q0 > 0) {
            i = iq[jz - 1] >> (24 - q0);
            n += i;
            iq[jz - 1] -= i << (24 - q0);
            ih = iq[jz - 1] >> (23 - q0);
        } else if (q0 == 0) {
            ih = iq[jz - 1] >> 23;
        } else if (z >= 0.5) {
            ih = 2;
        }
        if (ih > 0) { // q > 0.5
            n += 1;
            int32_t carry = 0;
            for (i = 0; i < jz; i++) { // 1 - q
                j = iq[i];
                if (carry == 0) {
                    if (j != 0) {
                        carry = 1;
                        iq[i] = 0x1000000 - j;
                    }
                } else {
                    iq[i] = 0xFFFFFF - j;
                }
            }
            if (q0 > 0) {
                if (q0 == 1)
                    iq[jz - 1] &= 0x7FFFFF;
                else if (q0 == 2)
                    iq[jz - 1] &= 0x3FFFFF;
            }
            if (ih == 2) {
                z = 1.0 - z;
                if (carry != 0)
                    z -= std::scalbn(1.0, q0);
            }
        }
        // Recompute with more terms if the result cancelled to zero.
        if (z == 0.0) {
            j = 0;
            for (i = jz - 1; i >= jk; i--)
                j |= iq[i];
            if (j == 0) {
                int k = 1;
                while (jk >= k && iq[jk - k] == 0)
                    k++;
                for (i = jz + 1; i <= jz + k; i++) {
                    f[jx + i] = two_over_pi[jv + i];
                    double fw = 0.0;
                    for (j = 0; j <= jx; j++)
                        fw += x[j] * f[jx + i - j];
                    q[i] = fw;
                }
                jz += k;
                continue;
            }
        }
        break;
    }

    // Chop off zero terms, or break z into 24-bit chunks.
    if (z == 0.0) {
        jz -= 1;
        q0 -= 24;
        while (iq[jz] == 0) {
            jz--;
            q0 -= 24;
        }
    } else {
        z = std::scalbn(z, -q0);
        if (z >= two24) {
            double fw = static_cast<double>(static_cast<int32_t>(twon24 * z));
            iq[jz] = static_cast<int32_t>(z - two24 * fw);
            jz += 1;
            q0 += 24;
            iq[jz] = static_cast<int32_t>(fw);
        } else {
            iq[jz] = static_cast<int32_t>(z);
        }
    }

    // Convert the integer chunks to floating point, then multiply by π/2.
    double fw = std::scalbn(1.0, q0);
    for (int i = jz; i >= 0; i--) {
        q[i] = fw * iq[i];
        fw *= twon24;
    }
    for (int i = jz; i >= 0; i--) {
        fw = 0.0;
        for (int k = 0; k <= jp && k <= jz - i; k++)
            fw += pio2_chunks[k] * q[i + k];
        fq[jz - i] = fw;
    }
    // Compress fq[] into y[0] + y[1].
    fw = 0.0;
    for (int i = jz; i >= 0; i--)
        fw += fq[i];
    y[0] = ih == 0 ? fw : -fw;
    fw = fq[0] - fw;
    for (int i = 1; i <= jz; i++)
        fw += fq[i];
    y[1] = ih == 0 ? fw : -fw;
    return n & 7;
}

// __ieee754_rem_pio2: x - N·π/2 in y[0] + y[1]; returns N.
int32_t rem_pio2(double x, double* y)
{
    static constexpr int32_t npio2_hw[] = {
        0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C, 0x4025FDBB, 0x402921FB,
        0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C, 0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB,
        0x403AB41B, 0x403C463A, 0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
        0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB, 0x404858EB, 0x404921FB,
    };
    static const double two24 = 1.67772160000000000000e+07;
    static const double invpio2 = from_words(0x3FE45F30, 0x6DC9C883); // 53 bits of 2/π
    static const double pio2_1 = from_words(0x3FF921FB, 0x54400000);  // first 33 bits of π/2
    static const double pio2_1t = from_words(0x3DD0B461, 0x1A626331); // π/2 - pio2_1
    static const double pio2_2 = from_words(0x3DD0B461, 0x1A600000);  // second 33 bits of π/2
    static const double pio2_2t = from_words(0x3BA3198A, 0x2E037073); // π/2 - (pio2_1 + pio2_2)
    static const double pio2_3 = from_words(0x3BA3198A, 0x2E000000);  // third 33 bits of π/2
    static const double pio2_3t = from_words(0x397B839A, 0x252049C1); // π/2 - (pio2_1 + pio2_2 + pio2_3)

    int32_t hx = high_word(x);
    int32_t ix = hx & 0x7FFFFFFF;
    if (ix <= 0x3FE921FB) { // |x| ~<= π/4: no reduction
        y[0] = x;
        y[1] = 0;
        return 0;
    }
    if (ix < 0x4002D97C) { // |x| < 3π/4: n = ±1
        if (hx > 0) {
            double z = x - pio2_1;
            if (ix != 0x3FF921FB) {
                y[0] = z - pio2_1t;
                y[1] = (z - y[0]) - pio2_1t;
            } else { // near π/2: 33 + 33 + 53 bits of π
                z -= pio2_2;
                y[0] = z - pio2_2t;
                y[1] = (z - y[0]) - pio2_2t;
            }
            return 1;
        }
        double z = x + pio2_1;
        if (ix != 0x3FF921FB) {
            y[0] = z + pio2_1t;
            y[1] = (z - y[0]) + pio2_1t;
        } else {
            z += pio2_2;
            y[0] = z + pio2_2t;
            y[1] = (z - y[0]) + pio2_2t;
        }
        return -1;
    }
    if (ix <= 0x413921FB) { // |x| ~<= 2^19·(π/2): medium size
        double t = std::fabs(x);
        int32_t n = static_cast<int32_t>(t * invpio2 + 0.5);
        double fn = static_cast<double>(n);
        double r = t - fn * pio2_1;
        double w = fn * pio2_1t; // first round, good to 85 bits
        if (n < 32 && ix != npio2_hw[n - 1]) {
            y[0] = r - w;
        } else {
            int32_t j = ix >> 20;
            y[0] = r - w;
            int32_t i = j - ((high_word(y[0]) >> 20) & 0x7FF);
            if (i > 16) { // second iteration, good to 118 bits
                t = r;
                w = fn * pio2_2;
                r = t - w;
                w = fn * pio2_2t - ((t - r) - w);
                y[0] = r - w;
                i = j - ((high_word(y[0]) >> 20) & 0x7FF);
                if (i > 49) { // third iteration, 151 bits
                    t = r;
                    w = fn * pio2_3;
                    r = t - w;
                    w = fn * pio2_3t - ((t - r) - w);
                    y[0] = r - w;
                }
            }
        }
        y[1] = (r - y[0]) - w;
        if (hx < 0) {
            y[0] = -y[0];
            y[1] = -y[1];
            return -n;
        }
        return n;
    }
    if (ix >= 0x7FF00000) { // Infinity or NaN
        y[0] = y[1] = x - x;
        return 0;
    }
    // Large arguments: z = scalbn(|x|, ilogb(x) - 23) in three 24-bit chunks.
    int32_t e0 = (ix >> 20) - 1046;
    double z = from_words(static_cast<uint32_t>(ix - (e0 << 20)), low_word(x));
    double tx[3];
    for (int i = 0; i < 2; i++) {
        tx[i] = static_cast<double>(static_cast<int32_t>(z));
        z = (z - tx[i]) * two24;
    }
    tx[2] = z;
    int nx = 3;
    while (tx[nx - 1] == 0.0)
        nx--;
    int32_t n = kernel_rem_pio2(tx, y, e0, nx);
    if (hx < 0) {
        y[0] = -y[0];
        y[1] = -y[1];
        return -n;
    }
    return n;
}

// __kernel_sin: sin(x + y) on [-π/4, π/4]; iy = 0 means y is 0.
double kernel_sin(double x, double y, int iy)
{
    constexpr double S1 = -1.66666666666666324348e-01, S2 = 8.33333333332248946124e-03, S3 = -1.98412698298579493134e-04,
                     S4 = 2.75573137070700676789e-06, S5 = -2.50507602534068634195e-08, S6 = 1.58969099521155010221e-10;
    int32_t ix = high_word(x) & 0x7FFFFFFF;
    if (ix < 0x3E400000) // |x| < 2^-27
        return x;
    double z = x * x;
    double v = z * x;
    double r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
    if (iy == 0)
        return x + v * (S1 + z * r);
    return x - ((z * (0.5 * y - v * r) - y) - v * S1);
}

// __kernel_cos: cos(x + y) on [-π/4, π/4].
double kernel_cos(double x, double y)
{
    constexpr double C1 = 4.16666666666666019037e-02, C2 = -1.38888888888741095749e-03, C3 = 2.48015872894767294178e-05,
                     C4 = -2.75573143513906633035e-07, C5 = 2.08757232129817482790e-09, C6 = -1.13596475577881948265e-11;
    int32_t ix = high_word(x) & 0x7FFFFFFF;
    if (ix < 0x3E400000) // |x| < 2^-27
        return 1.0;
    double z = x * x;
    double r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
    if (ix < 0x3FD33333) // |x| < 0.3
        return 1.0 - (0.5 * z - (z * r - x * y));
    double qx = ix > 0x3FE90000 ? 0.28125 : from_words(static_cast<uint32_t>(ix - 0x00200000), 0); // x/4
    double hz = 0.5 * z - qx;
    double a = 1.0 - qx;
    return a - (hz - (z * r - x * y));
}

// __kernel_tan: tan(x + y) on [-π/4, π/4] if iy = 1, else -1/tan(x + y).
double kernel_tan(double x, double y, int iy)
{
    static constexpr double T[] = {
        3.33333333333334091986e-01, 1.33333333333201242699e-01, 5.39682539762260521377e-02, 2.18694882948595424599e-02,
        8.86323982359930005737e-03, 3.59207910759131235356e-03, 1.45620945432529025516e-03, 5.88041240820264096874e-04,
        2.46463134818469906812e-04, 7.81794442939557092300e-05, 7.14072491382608190305e-05, -1.85586374855275456654e-05,
        2.59073051863633712884e-05,
    };
    constexpr double pio4 = 7.85398163397448278999e-01, pio4lo = 3.06161699786838301793e-17;
    int32_t hx = high_word(x);
    int32_t ix = hx & 0x7FFFFFFF;
    if (ix < 0x3E300000) { // |x| < 2^-28
        if (((static_cast<uint32_t>(ix) | low_word(x)) | static_cast<uint32_t>(iy + 1)) == 0)
            return 1.0 / std::fabs(x);
        if (iy == 1)
            return x;
        // -1 / (x + y), carefully.
        double w = x + y;
        double z = with_low_word(w, 0);
        double v = y - (z - x);
        double a = -1.0 / w;
        double t = with_low_word(a, 0);
        double s = 1.0 + t * z;
        return t + a * (s + t * v);
    }
    if (ix >= 0x3FE59428) { // |x| >= 0.6744
        if (hx < 0) {
            x = -x;
            y = -y;
        }
        double z = pio4 - x;
        double w = pio4lo - y;
        x = z + w;
        y = 0.0;
    }
    double z = x * x;
    double w = z * z;
    // x^5·(T1 + x^2·T2 + ...) split into odd and even terms.
    double r = T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * (T[9] + w * T[11]))));
    double v = z * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * (T[10] + w * T[12])))));
    double s = z * x;
    r = y + z * (s * (r + v) + y);
    r += T[0] * s;
    w = x + r;
    if (ix >= 0x3FE59428) {
        v = iy;
        return (1 - ((hx >> 30) & 2)) * (v - 2.0 * (x - (w * w / (w + v) - r)));
    }
    if (iy == 1)
        return w;
    // -1 / (x + r), accurately.
    z = with_low_word(w, 0);
    v = r - (z - x);
    double a = -1.0 / w;
    double t = with_low_word(a, 0);
    s = 1.0 + t * z;
    return t + a * (s + t * v);
}

} // namespace

double sin(double x)
{
    int32_t ix = high_word(x) & 0x7FFFFFFF;
    if (ix <= 0x3FE921FB)
        return kernel_sin(x, 0.0, 0);
    if (ix >= 0x7FF00000)
        return x - x; // NaN
    double y[2];
    switch (rem_pio2(x, y) & 3) {
    case 0: return kernel_sin(y[0], y[1], 1);
    case 1: return kernel_cos(y[0], y[1]);
    case 2: return -kernel_sin(y[0], y[1], 1);
    default: return -kernel_cos(y[0], y[1]);
    }
}

double cos(double x)
{
    int32_t ix = high_word(x) & 0x7FFFFFFF;
    if (ix <= 0x3FE921FB)
        return kernel_cos(x, 0.0);
    if (ix >= 0x7FF00000)
        return x - x;
    double y[2];
    switch (rem_pio2(x, y) & 3) {
    case 0: return kernel_cos(y[0], y[1]);
    case 1: return -kernel_sin(y[0], y[1], 1);
    case 2: return -kernel_cos(y[0], y[1]);
    default: return kernel_sin(y[0], y[1], 1);
    }
}

double tan(double x)
{
    int32_t ix = high_word(x) & 0x7FFFFFFF;
    if (ix <= 0x3FE921FB)
        return kernel_tan(x, 0.0, 1);
    if (ix >= 0x7FF00000)
        return x - x;
    double y[2];
    int32_t n = rem_pio2(x, y);
    return kernel_tan(y[0], y[1], 1 - ((n & 1) << 1));
}

namespace {

// The rational approximation of (asin(x) - x) / x^3 shared by asin and acos.
double asin_ratio(double t)
{
    constexpr double pS0 = 1.66666666666666657415e-01, pS1 = -3.25565818622400915405e-01, pS2 = 2.01212532134862925881e-01,
                     pS3 = -4.00555345006794114027e-02, pS4 = 7.91534994289814532176e-04, pS5 = 3.47933107596021167570e-05,
                     qS1 = -2.40339491173441421878e+00, qS2 = 2.02094576023350569471e+00, qS3 = -6.88283971605453293030e-01,
                     qS4 = 7.70381505559019352791e-02;
    double p = t * (pS0 + t * (pS1 + t * (pS2 + t * (pS3 + t * (pS4 + t * pS5)))));
    double q = 1.0 + t * (qS1 + t * (qS2 + t * (qS3 + t * qS4)));
    return p / q;
}

} // namespace

constexpr double kPio2Hi = 1.57079632679489655800e+00, kPio2Lo = 6.12323399573676603587e-17;

double acos(double x)
{
    constexpr double pi = 3.14159265358979311600e+00;
    int32_t hx = high_word(x);
    int32_t ix = hx & 0x7FFFFFFF;
    if (ix >= 0x3FF00000) { // |x| >= 1
        if (((ix - 0x3FF00000) | static_cast<int32_t>(low_word(x))) == 0)
            return hx > 0 ? 0.0 : pi + 2.0 * kPio2Lo;
        return NAN;
    }
    if (ix < 0x3FE00000) { // |x| < 0.5
        if (ix <= 0x3C600000)
            return kPio2Hi + kPio2Lo;
        double r = asin_ratio(x * x);
        return kPio2Hi - (x - (kPio2Lo - x * r));
    }
    if (hx < 0) { // x < -0.5
        double z = (1.0 + x) * 0.5;
        double s = std::sqrt(z);
        double r = asin_ratio(z);
        double w = r * s - kPio2Lo;
        return pi - 2.0 * (s + w);
    }
    // x > 0.5
    double z = (1.0 - x) * 0.5;
    double s = std::sqrt(z);
    double df = with_low_word(s, 0);
    double c = (z - df * df) / (s + df);
    double r = asin_ratio(z);
    double w = r * s + c;
    return 2.0 * (df + w);
}

double asin(double x)
{
    constexpr double pio4_hi = 7.85398163397448278999e-01;
    int32_t hx = high_word(x);
    int32_t ix = hx & 0x7FFFFFFF;
    if (ix >= 0x3FF00000) { // |x| >= 1
        if (((ix - 0x3FF00000) | static_cast<int32_t>(low_word(x))) == 0)
            return x * kPio2Hi + x * kPio2Lo;
        return NAN;
    }
    if (ix < 0x3FE00000) { // |x| < 0.5
        if (ix < 0x3E400000)
            return x;
        double w = asin_ratio(x * x);
        return x + x * w;
    }
    // 1 > |x| >= 0.5
    double w = 1.0 - std::fabs(x);
    double t = w * 0.5;
    double r = asin_ratio(t);
    double s = std::sqrt(t);
    if (ix >= 0x3FEF3333) { // |x| > 0.975
        t = kPio2Hi - (2.0 * (s + s * r) - kPio2Lo);
    } else {
        w = with_low_word(s, 0);
        double c = (t - w * w) / (s + w);
        double p = 2.0 * s * r - (kPio2Lo - 2.0 * c);
        double q = pio4_hi - 2.0 * w;
        t = pio4_hi - (p - q);
    }
    return hx > 0 ? t : -t;
}

double atan(double x)
{
    static constexpr double atanhi[] = { 4.63647609000806093515e-01, 7.85398163397448278999e-01, 9.82793723247329054082e-01, 1.57079632679489655800e+00 };
    static constexpr double atanlo[] = { 2.26987774529616870924e-17, 3.06161699786838301793e-17, 1.39033110312309984516e-17, 6.12323399573676603587e-17 };
    static constexpr double aT[] = {
        3.33333333333329318027e-01, -1.99999999998764832476e-01, 1.42857142725034663711e-01, -1.11111104054623557880e-01,
        9.09088713343650656196e-02, -7.69187620504482999495e-02, 6.66107313738753120669e-02, -5.83357013379057348645e-02,
        4.97687799461593236017e-02, -3.65315727442169155270e-02, 1.62858201153657823623e-02,
    };
    int32_t hx = high_word(x);
    int32_t ix = hx & 0x7FFFFFFF;
    if (ix >= 0x44100000) { // |x| >= 2^66
        if (ix > 0x7FF00000 || (ix == 0x7FF00000 && low_word(x) != 0))
            return x + x; // NaN
        return hx > 0 ? atanhi[3] + atanlo[3] : -atanhi[3] - atanlo[3];
    }
    int id;
    if (ix < 0x3FDC0000) { // |x| < 0.4375
        if (ix < 0x3E400000)
            return x;
        id = -1;
    } else {
        x = std::fabs(x);
        if (ix < 0x3FF30000) {     // |x| < 1.1875
            if (ix < 0x3FE60000) { // 7/16 <= |x| < 11/16
                id = 0;
                x = (2.0 * x - 1.0) / (2.0 + x);
            } else { // 11/16 <= |x| < 19/16
                id = 1;
                x = (x - 1.0) / (x + 1.0);
            }
        } else if (ix < 0x40038000) { // |x| < 2.4375
            id = 2;
            x = (x - 1.5) / (1.0 + 1.5 * x);
        } else { // 2.4375 <= |x| < 2^66
            id = 3;
            x = -1.0 / x;
        }
    }
    double z = x * x;
    double w = z * z;
    double s1 = z * (aT[0] + w * (aT[2] + w * (aT[4] + w * (aT[6] + w * (aT[8] + w * aT[10])))));
    double s2 = w * (aT[1] + w * (aT[3] + w * (aT[5] + w * (aT[7] + w * aT[9]))));
    if (id < 0)
        return x - x * (s1 + s2);
    z = atanhi[id] - ((x * (s1 + s2) - atanlo[id]) - x);
    return hx < 0 ? -z : z;
}

double atan2(double y, double x)
{
    constexpr double pi_o_4 = 7.8539816339744827900E-01, pi_o_2 = 1.5707963267948965580E+00, pi = 3.1415926535897931160E+00,
                     pi_lo = 1.2246467991473531772E-16;
    if (std::isnan(x) || std::isnan(y))
        return x + y;
    int32_t hx = high_word(x), hy = high_word(y);
    uint32_t lx = low_word(x), ly = low_word(y);
    int32_t ix = hx & 0x7FFFFFFF, iy = hy & 0x7FFFFFFF;
    if (x == 1.0)
        return atan(y);
    int m = ((hy >> 31) & 1) | ((hx >> 30) & 2); // 2·sign(x) + sign(y)
    if ((static_cast<uint32_t>(iy) | ly) == 0) { // y = ±0
        switch (m) {
        case 0:
        case 1: return y;
        case 2: return pi;
        default: return -pi;
        }
    }
    if ((static_cast<uint32_t>(ix) | lx) == 0) // x = ±0
        return hy < 0 ? -pi_o_2 : pi_o_2;
    if (ix == 0x7FF00000) { // x = ±∞
        if (iy == 0x7FF00000) {
            switch (m) {
            case 0: return pi_o_4;
            case 1: return -pi_o_4;
            case 2: return 3.0 * pi_o_4;
            default: return -3.0 * pi_o_4;
            }
        }
        switch (m) {
        case 0: return 0.0;
        case 1: return -0.0;
        case 2: return pi;
        default: return -pi;
        }
    }
    if (iy == 0x7FF00000) // y = ±∞
        return hy < 0 ? -pi_o_2 : pi_o_2;
    int32_t k = (iy - ix) >> 20;
    double z;
    if (k > 60) { // |y/x| > 2^60
        z = pi_o_2 + 0.5 * pi_lo;
        m &= 1;
    } else if (hx < 0 && k < -60) {
        z = 0.0; // 0 > |y|/x > -2^-60
    } else {
        z = atan(std::fabs(y / x));
    }
    switch (m) {
    case 0: return z;
    case 1: return -z;
    case 2: return pi - (z - pi_lo);
    default: return (z - pi_lo) - pi;
    }
}

constexpr double kLn2Hi = 6.93147180369123816490e-01, kLn2Lo = 1.90821492927058770002e-10;
constexpr double kTwo54 = 1.80143985094819840000e+16;
constexpr double kLg1 = 6.666666666666735130e-01, kLg2 = 3.999999999940941908e-01, kLg3 = 2.857142874366239149e-01,
                 kLg4 = 2.222219843214978396e-01, kLg5 = 1.818357216161805012e-01, kLg6 = 1.531383769920937332e-01,
                 kLg7 = 1.479819860511658591e-01;

double exp(double x)
{
    constexpr double halF[2] = { 0.5, -0.5 };
    constexpr double o_threshold = 7.09782712893383973096e+02, u_threshold = -7.45133219101941108420e+02;
    constexpr double ln2HI[2] = { 6.93147180369123816490e-01, -6.93147180369123816490e-01 };
    constexpr double ln2LO[2] = { 1.90821492927058770002e-10, -1.90821492927058770002e-10 };
    constexpr double invln2 = 1.44269504088896338700e+00;
    constexpr double P1 = 1.66666666666666019037e-01, P2 = -2.77777777770155933842e-03, P3 = 6.61375632143793436117e-05,
                     P4 = -1.65339022054652515390e-06, P5 = 4.13813679705723846039e-08;
    constexpr double E = 2.718281828459045;
    constexpr double twom1000 = 9.33263618503218878990e-302, two1023 = 8.988465674311579539e307;

    uint32_t hx = static_cast<uint32_t>(high_word(x));
    int xsb = static_cast<int>((hx >> 31) & 1);
    hx &= 0x7FFFFFFF;
    if (hx >= 0x40862E42) { // |x| >= 709.78...
        if (hx >= 0x7FF00000) {
            if (((hx & 0xFFFFF) | low_word(x)) != 0)
                return x + x; // NaN
            return xsb == 0 ? x : 0.0;
        }
        if (x > o_threshold)
            return INFINITY;
        if (x < u_threshold)
            return 0.0;
    }
    double hi = 0.0, lo = 0.0;
    int k = 0;
    if (hx > 0x3FD62E42) {     // |x| > 0.5·ln2
        if (hx < 0x3FF0A2B2) { // and |x| < 1.5·ln2
            // V8 returns exactly E for exp(1), which the computation gets wrong in the last bit.
            if (x == 1.0)
                return E;
            hi = x - ln2HI[xsb];
            lo = ln2LO[xsb];
            k = 1 - xsb - xsb;
        } else {
            k = static_cast<int>(invln2 * x + halF[xsb]);
            double t = k;
            hi = x - t * ln2HI[0];
            lo = t * ln2LO[0];
        }
        x = hi - lo;
    } else if (hx < 0x3E300000) { // |x| < 2^-28
        return 1.0 + x;
    }
    double t = x * x;
    double twopk = k >= -1021 ? from_words(static_cast<uint32_t>(0x3FF00000 + (k << 20)), 0)
                              : from_words(static_cast<uint32_t>(0x3FF00000 + ((k + 1000) << 20)), 0);
    double c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
    if (k == 0)
        return 1.0 - ((x * c) / (c - 2.0) - x);
    double y = 1.0 - ((lo - (x * c) / (2.0 - c)) - hi);
    if (k >= -1021) {
        if (k == 1024)
            return y * 2.0 * two1023;
        return y * twopk;
    }
    return y * twopk * twom1000;
}

double expm1(double x)
{
    constexpr double o_threshold = 7.09782712893383973096e+02, invln2 = 1.44269504088896338700e+00;
    constexpr double Q1 = -3.33333333333331316428e-02, Q2 = 1.58730158725481460165e-03, Q3 = -7.93650757867487942473e-05,
                     Q4 = 4.00821782732936239552e-06, Q5 = -2.01099218183624371326e-07;
    uint32_t hx = static_cast<uint32_t>(high_word(x));
    uint32_t xsb = hx & 0x80000000;
    hx &= 0x7FFFFFFF;
    if (hx >= 0x4043687A) {     // |x| >= 56·ln2
        if (hx >= 0x40862E42) { // |x| >= 709.78...
            if (hx >= 0x7FF00000) {
                if (((hx & 0xFFFFF) | low_word(x)) != 0)
                    return x + x; // NaN
                return xsb == 0 ? x : -1.0;
            }
            if (x > o_threshold)
                return INFINITY;
        }
        if (xsb != 0) // x < -56·ln2
            return -1.0;
    }
    double hi, lo, c = 0, t;
    int32_t k;
    if (hx > 0x3FD62E42) {     // |x| > 0.5·ln2
        if (hx < 0x3FF0A2B2) { // and |x| < 1.5·ln2
            if (xsb == 0) {
                hi = x - kLn2Hi;
                lo = kLn2Lo;
                k = 1;
            } else {
                hi = x + kLn2Hi;
                lo = -kLn2Lo;
                k = -1;
            }
        } else {
            k = static_cast<int32_t>(invln2 * x + (xsb == 0 ? 0.5 : -0.5));
            t = k;
            hi = x - t * kLn2Hi;
            lo = t * kLn2Lo;
        }
        x = hi - lo;
        c = (hi - x) - lo;
    } else if (hx < 0x3C900000) { // |x| < 2^-54
        return x;
    } else {
        k = 0;
    }
    double hfx = 0.5 * x;
    double hxs = x * hfx;
    double r1 = 1.0 + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
    t = 3.0 - r1 * hfx;
    double e = hxs * ((r1 - t) / (6.0 - x * t));
    if (k == 0)
        return x - (x * e - hxs);
    double twopk = from_words(static_cast<uint32_t>(0x3FF00000 + (k << 20)), 0);
    e = (x * (e - c) - c);
    e -= hxs;
    if (k == -1)
        return 0.5 * (x - e) - 0.5;
    if (k == 1) {
        if (x < -0.25)
            return -2.0 * (e - (x + 0.5));
        return 1.0 + 2.0 * (x - e);
    }
    double y;
    if (k <= -2 || k > 56) {
        y = 1.0 - (e - x);
        if (k == 1024)
            y = y * 2.0 * 8.98846567431158e+307;
        else
            y = y * twopk;
        return y - 1.0;
    }
    if (k < 20) {
        t = from_words(static_cast<uint32_t>(0x3FF00000 - (0x200000 >> k)), 0); // 1 - 2^-k
        y = t - (e - x);
        y = y * twopk;
    } else {
        t = from_words(static_cast<uint32_t>((0x3FF - k) << 20), 0); // 2^-k
        y = x - (e + t);
        y += 1.0;
        y = y * twopk;
    }
    return y;
}

double log(double x)
{
    int32_t hx = high_word(x);
    uint32_t lx = low_word(x);
    int32_t k = 0;
    if (hx < 0x00100000) { // x < 2^-1022
        if (((hx & 0x7FFFFFFF) | static_cast<int32_t>(lx)) == 0)
            return -INFINITY;
        if (hx < 0)
            return NAN;
        k -= 54;
        x *= kTwo54; // scale up a subnormal
        hx = high_word(x);
    }
    if (hx >= 0x7FF00000)
        return x + x;
    k += (hx >> 20) - 1023;
    hx &= 0x000FFFFF;
    int32_t i = (hx + 0x95F64) & 0x100000;
    x = with_high_word(x, static_cast<uint32_t>(hx | (i ^ 0x3FF00000))); // normalize x or x/2
    k += (i >> 20);
    double f = x - 1.0;
    double dk;
    if ((0x000FFFFF & (2 + hx)) < 3) { // -2^-20 <= f < 2^-20
        if (f == 0.0) {
            if (k == 0)
                return 0.0;
            dk = static_cast<double>(k);
            return dk * kLn2Hi + dk * kLn2Lo;
        }
        double R = f * f * (0.5 - 0.33333333333333333 * f);
        if (k == 0)
            return f - R;
        dk = static_cast<double>(k);
        return dk * kLn2Hi - ((R - dk * kLn2Lo) - f);
    }
    double s = f / (2.0 + f);
    dk = static_cast<double>(k);
    double z = s * s;
    i = hx - 0x6147A;
    double w = z * z;
    int32_t j = 0x6B851 - hx;
    double t1 = w * (kLg2 + w * (kLg4 + w * kLg6));
    double t2 = z * (kLg1 + w * (kLg3 + w * (kLg5 + w * kLg7)));
    i |= j;
    double R = t2 + t1;
    if (i > 0) {
        double hfsq = 0.5 * f * f;
        if (k == 0)
            return f - (hfsq - s * (hfsq + R));
        return dk * kLn2Hi - ((hfsq - (s * (hfsq + R) + dk * kLn2Lo)) - f);
    }
    if (k == 0)
        return f - s * (f - R);
    return dk * kLn2Hi - ((s * (f - R) - dk * kLn2Lo) - f);
}

double log1p(double x)
{
    int32_t hx = high_word(x);
    int32_t ax = hx & 0x7FFFFFFF;
    int32_t k = 1;
    int32_t hu = 0;
    double f = 0, c = 0;
    if (hx < 0x3FDA827A) {      // 1 + x < sqrt(2)+
        if (ax >= 0x3FF00000) { // x <= -1.0
            if (x == -1.0)
                return -INFINITY;
            return NAN;
        }
        if (ax < 0x3E200000) { // |x| < 2^-29
            if (ax < 0x3C900000) // |x| < 2^-54
                return x;
            return x - x * x * 0.5;
        }
        if (hx > 0 || hx <= static_cast<int32_t>(0xBFD2BEC4)) { // sqrt(2)/2- <= 1 + x < sqrt(2)+
            k = 0;
            f = x;
            hu = 1;
        }
    }
    if (hx >= 0x7FF00000)
        return x + x;
    if (k != 0) {
        double u;
        if (hx < 0x43400000) {
            u = 1.0 + x;
            hu = high_word(u);
            k = (hu >> 20) - 1023;
            c = k > 0 ? 1.0 - (u - x) : x - (u - 1.0); // correction term
            c /= u;
        } else {
            u = x;
            hu = high_word(u);
            k = (hu >> 20) - 1023;
            c = 0;
        }
        hu &= 0x000FFFFF;
        if (hu < 0x6A09E) { // u ~< sqrt(2)
            u = with_high_word(u, static_cast<uint32_t>(hu | 0x3FF00000));
        } else {
            k += 1;
            u = with_high_word(u, static_cast<uint32_t>(hu | 0x3FE00000));
            hu = (0x00100000 - hu) >> 2;
        }
        f = u - 1.0;
    }
    double hfsq = 0.5 * f * f;
    if (hu == 0) { // |f| < 2^-20
        if (f == 0.0) {
            if (k == 0)
                return 0.0;
            c += k * kLn2Lo;
            return k * kLn2Hi + c;
        }
        double R = hfsq * (1.0 - 0.66666666666666666 * f);
        if (k == 0)
            return f - R;
        return k * kLn2Hi - ((R - (k * kLn2Lo + c)) - f);
    }
    double s = f / (2.0 + f);
    double z = s * s;
    double R = z * (kLg1 + z * (kLg2 + z * (kLg3 + z * (kLg4 + z * (kLg5 + z * (kLg6 + z * kLg7))))));
    if (k == 0)
        return f - (hfsq - s * (hfsq + R));
    return k * kLn2Hi - ((hfsq - (s * (hfsq + R) + (k * kLn2Lo + c))) - f);
}

namespace {

// k_log1p: log(1 + f) - f for 1 + f in ~[sqrt(2)/2, sqrt(2)].
double kernel_log1p(double f)
{
    double s = f / (2.0 + f);
    double z = s * s;
    double w = z * z;
    double t1 = w * (kLg2 + w * (kLg4 + w * kLg6));
    double t2 = z * (kLg1 + w * (kLg3 + w * (kLg5 + w * kLg7)));
    double R = t2 + t1;
    double hfsq = 0.5 * f * f;
    return s * (hfsq + R);
}

} // namespace

double log2(double x)
{
    constexpr double ivln2hi = 1.44269504072144627571e+00, ivln2lo = 1.67517131648865118353e-10;
    int32_t hx = high_word(x);
    uint32_t lx = low_word(x);
    int32_t k = 0;
    if (hx < 0x00100000) { // x < 2^-1022
        if (((hx & 0x7FFFFFFF) | static_cast<int32_t>(lx)) == 0)
            return -INFINITY;
        if (hx < 0)
            return NAN;
        k -= 54;
        x *= kTwo54;
        hx = high_word(x);
    }
    if (hx >= 0x7FF00000)
        return x + x;
    if (hx == 0x3FF00000 && lx == 0)
        return 0.0;
    k += (hx >> 20) - 1023;
    hx &= 0x000FFFFF;
    int32_t i = (hx + 0x95F64) & 0x100000;
    x = with_high_word(x, static_cast<uint32_t>(hx | (i ^ 0x3FF00000)));
    k += (i >> 20);
    double y = static_cast<double>(k);
    double f = x - 1.0;
    double hfsq = 0.5 * f * f;
    double r = kernel_log1p(f);
    // f - hfsq in extra precision, then y + val_hi with Dekker's normalization.
    double hi = with_low_word(f - hfsq, 0);
    double lo = (f - hi) - hfsq + r;
    double val_hi = hi * ivln2hi;
    double val_lo = (lo + hi) * ivln2lo + lo * ivln2hi;
    double w = y + val_hi;
    val_lo += (y - w) + val_hi;
    val_hi = w;
    return val_lo + val_hi;
}

double log10(double x)
{
    constexpr double ivln10 = 4.34294481903251816668e-01, log10_2hi = 3.01029995663611771306e-01,
                     log10_2lo = 3.69423907715893078616e-13;
    int32_t hx = high_word(x);
    uint32_t lx = low_word(x);
    int32_t k = 0;
    if (hx < 0x00100000) { // x < 2^-1022
        if (((hx & 0x7FFFFFFF) | static_cast<int32_t>(lx)) == 0)
            return -INFINITY;
        if (hx < 0)
            return NAN;
        k -= 54;
        x *= kTwo54;
        hx = high_word(x);
        lx = low_word(x);
    }
    if (hx >= 0x7FF00000)
        return x + x;
    if (hx == 0x3FF00000 && lx == 0)
        return 0.0;
    k += (hx >> 20) - 1023;
    int32_t i = static_cast<int32_t>((static_cast<uint32_t>(k) & 0x80000000) >> 31);
    hx = (hx & 0x000FFFFF) | ((0x3FF - i) << 20);
    double y = k + i;
    x = from_words(static_cast<uint32_t>(hx), lx);
    double z = y * log10_2lo + ivln10 * log(x);
    return z + y * log10_2hi;
}

double cbrt(double x)
{
    constexpr uint32_t B1 = 715094163, B2 = 696219795; // (1023 - 1023/3 - 0.03306235651 [- 54/3]) · 2^20
    constexpr double P0 = 1.87595182427177009643, P1 = -1.88497979543377169875, P2 = 1.621429720105354466140,
                     P3 = -0.758397934778766047437, P4 = 0.145996192886612446982;
    int32_t hx = high_word(x);
    uint32_t low = low_word(x);
    uint32_t sign = static_cast<uint32_t>(hx) & 0x80000000;
    hx = static_cast<int32_t>(static_cast<uint32_t>(hx) ^ sign);
    if (hx >= 0x7FF00000)
        return x + x; // NaN, ±∞
    double t;
    // A rough cube root to 5 bits from the exponent bits.
    if (hx < 0x00100000) { // zero or subnormal
        if ((static_cast<uint32_t>(hx) | low) == 0)
            return x;
        t = from_words(0x43500000, 0) * x; // 2^54 · x
        uint32_t high = static_cast<uint32_t>(high_word(t));
        t = from_words(sign | ((high & 0x7FFFFFFF) / 3 + B2), 0);
    } else {
        t = from_words(sign | (static_cast<uint32_t>(hx) / 3 + B1), 0);
    }
    // To 23 bits with a polynomial, then rounded away from zero to 23 bits.
    double r = (t * t) * (t / x);
    t = t * ((P0 + r * (P1 + r * P2)) + ((r * r) * r) * (P3 + r * P4));
    t = from_bits((bits_of(t) + 0x80000000) & 0xFFFFFFFFC0000000ULL);
    // One Newton step to 53 bits.
    double s = t * t;
    r = x / s;
    double w = t + t;
    r = (r - t) / (w + r);
    return t + t * r;
}

double acosh(double x)
{
    constexpr double ln2 = 6.93147180559945286227e-01;
    int32_t hx = high_word(x);
    uint32_t lx = low_word(x);
    if (hx < 0x3FF00000) // x < 1
        return NAN;
    if (hx >= 0x41B00000) { // x > 2^28
        if (hx >= 0x7FF00000)
            return x + x;
        return log(x) + ln2;
    }
    if (((hx - 0x3FF00000) | static_cast<int32_t>(lx)) == 0)
        return 0.0;
    if (hx > 0x40000000) { // 2^28 > x > 2
        double t = x * x;
        return log(2.0 * x - 1.0 / (x + std::sqrt(t - 1.0)));
    }
    double t = x - 1.0; // 1 < x < 2
    return log1p(t + std::sqrt(2.0 * t + t * t));
}

double asinh(double x)
{
    constexpr double ln2 = 6.93147180559945286227e-01;
    int32_t hx = high_word(x);
    int32_t ix = hx & 0x7FFFFFFF;
    if (ix >= 0x7FF00000)
        return x + x;
    if (ix < 0x3E300000) // |x| < 2^-28
        return x;
    double w;
    if (ix > 0x41B00000) { // |x| > 2^28
        w = log(std::fabs(x)) + ln2;
    } else if (ix > 0x40000000) { // 2^28 > |x| > 2
        double t = std::fabs(x);
        w = log(2.0 * t + 1.0 / (std::sqrt(x * x + 1.0) + t));
    } else { // 2 > |x| > 2^-28
        double t = x * x;
        w = log1p(std::fabs(x) + t / (1.0 + std::sqrt(1.0 + t)));
    }
    return hx > 0 ? w : -w;
}

double atanh(double x)
{
    int32_t hx = high_word(x);
    uint32_t lx = low_word(x);
    int32_t ix = hx & 0x7FFFFFFF;
    if (std::fabs(x) > 1 || std::isnan(x)) // |x| > 1
        return NAN;
    if (ix == 0x3FF00000 && lx == 0)
        return x > 0 ? INFINITY : -INFINITY;
    if (ix < 0x3E300000) // |x| < 2^-28
        return x;
    x = with_high_word(x, static_cast<uint32_t>(ix));
    double t;
    if (ix < 0x3FE00000) { // |x| < 0.5
        t = x + x;
        t = 0.5 * log1p(t + t * x / (1.0 - x));
    } else {
        t = 0.5 * log1p((x + x) / (1.0 - x));
    }
    return hx >= 0 ? t : -t;
}

double cosh(double x)
{
    constexpr double KCOSH_OVERFLOW = 710.4758600739439;
    int32_t ix = high_word(x) & 0x7FFFFFFF;
    if (ix < 0x3FD62E43) { // |x| in [0, 0.5·ln2]: 1 + expm1(|x|)^2 / (2·exp(|x|))
        double t = expm1(std::fabs(x));
        double w = 1.0 + t;
        if (ix < 0x3C800000)
            return w;
        return 1.0 + (t * t) / (w + w);
    }
    if (ix < 0x40360000) { // |x| in [0.5·ln2, 22]: (exp(|x|) + 1/exp(|x|)) / 2
        double t = exp(std::fabs(x));
        return 0.5 * t + 0.5 / t;
    }
    if (ix < 0x40862E42) // |x| in [22, log(maxdouble)]
        return 0.5 * exp(std::fabs(x));
    if (std::fabs(x) <= KCOSH_OVERFLOW) {
        double w = exp(0.5 * std::fabs(x));
        double t = 0.5 * w;
        return t * w;
    }
    if (ix >= 0x7FF00000) // ∞ or NaN
        return x * x;
    return INFINITY;
}

double sinh(double x)
{
    constexpr double KSINH_OVERFLOW = 710.4758600739439, TWO_M28 = 3.725290298461914e-9, LOG_MAXD = 709.7822265625;
    double h = x < 0 ? -0.5 : 0.5;
    double ax = std::fabs(x);
    if (ax < 22) { // sign(x) · 0.5 · (E + E/(E + 1)), E = expm1(|x|)
        if (ax < TWO_M28)
            return x;
        double t = expm1(ax);
        if (ax < 1)
            return h * (2 * t - t * t / (t + 1));
        return h * (t + t / (t + 1));
    }
    if (ax < LOG_MAXD)
        return h * exp(ax);
    if (ax <= KSINH_OVERFLOW) {
        double w = exp(0.5 * ax);
        double t = h * w;
        return t * w;
    }
    return x * 1.0e307; // ±∞ or NaN
}

double tanh(double x)
{
    int32_t jx = high_word(x);
    int32_t ix = jx & 0x7FFFFFFF;
    if (ix >= 0x7FF00000) { // ±∞ or NaN
        if (jx >= 0)
            return 1.0 / x + 1.0;
        return 1.0 / x - 1.0;
    }
    double z;
    if (ix < 0x40360000) {   // |x| < 22
        if (ix < 0x3E300000) // |x| < 2^-28
            return x;
        if (ix >= 0x3FF00000) { // |x| >= 1
            double t = expm1(2.0 * std::fabs(x));
            z = 1.0 - 2.0 / (t + 2.0);
        } else {
            double t = expm1(-2.0 * std::fabs(x));
            z = -t / (t + 2.0);
        }
    } else {
        z = 1.0; // |x| >= 22
    }
    return jx >= 0 ? z : -z;
}

// __ieee754_pow as V8 has it: (±1) ** ±∞ is NaN, and one step rounds differently (below).
double pow(double x, double y)
{
    static const double bp[] = { 1.0, 1.5 };
    static const double dp_h[] = { 0.0, from_words(0x3FE2B803, 0x40000000) }; // log2(1.5) high
    static const double dp_l[] = { 0.0, from_words(0x3E4CFDEB, 0x43CFD006) }; // log2(1.5) low
    static const double two53 = from_words(0x43400000, 0);
    constexpr double huge = 1.0e300, tiny = 1.0e-300;
    // Polynomial coefficients for (3/2)·(log(x) - 2s - 2/3·s^3).
    static const double L1 = from_words(0x3FE33333, 0x33333303), L2 = from_words(0x3FDB6DB6, 0xDB6FABFF),
                        L3 = from_words(0x3FD55555, 0x518F264D), L4 = from_words(0x3FD17460, 0xA91D4101),
                        L5 = from_words(0x3FCD864A, 0x93C9DB65), L6 = from_words(0x3FCA7E28, 0x4A454EEF);
    static const double P1 = from_words(0x3FC55555, 0x5555553E), P2 = from_words(0xBF66C16C, 0x16BEBD93),
                        P3 = from_words(0x3F11566A, 0xAF25DE2C), P4 = from_words(0xBEBBBD41, 0xC5D26BF1),
                        P5 = from_words(0x3E663769, 0x72BEA4D0);
    static const double lg2 = from_words(0x3FE62E42, 0xFEFA39EF), lg2_h = from_words(0x3FE62E43, 0x00000000),
                        lg2_l = from_words(0xBE205C61, 0x0CA86C39);
    static const double ovt = 8.0085662595372944372e-17; // -(1024 - log2(ovfl + .5ulp))
    static const double cp = from_words(0x3FEEC709, 0xDC3A03FD), cp_h = from_words(0x3FEEC709, 0xE0000000),
                        cp_l = from_words(0xBE3E2FE0, 0x145B01F5); // 2/(3·ln2), high and low
    static const double ivln2 = from_words(0x3FF71547, 0x652B82FE), ivln2_h = from_words(0x3FF71547, 0x60000000),
                        ivln2_l = from_words(0x3E54AE0B, 0xF85DDF44); // 1/ln2, high and low

    int32_t hx = high_word(x), hy = high_word(y);
    uint32_t lx = low_word(x), ly = low_word(y);
    int32_t ix = hx & 0x7FFFFFFF, iy = hy & 0x7FFFFFFF;

    if ((static_cast<uint32_t>(iy) | ly) == 0) // x ** 0 is 1
        return 1.0;
    if (ix > 0x7FF00000 || (ix == 0x7FF00000 && lx != 0) || iy > 0x7FF00000 || (iy == 0x7FF00000 && ly != 0))
        return x + y; // NaN

    // yisint: 0 if y is not an integer, 1 if odd, 2 if even (only needed for x < 0).
    int yisint = 0;
    if (hx < 0) {
        if (iy >= 0x43400000) {
            yisint = 2;
        } else if (iy >= 0x3FF00000) {
            int k = (iy >> 20) - 0x3FF;
            if (k > 20) {
                uint32_t j = ly >> (52 - k);
                if ((j << (52 - k)) == ly)
                    yisint = 2 - static_cast<int>(j & 1);
            } else if (ly == 0) {
                int32_t j = iy >> (20 - k);
                if ((j << (20 - k)) == iy)
                    yisint = 2 - (j & 1);
            }
        }
    }

    // Special values of y.
    if (ly == 0) {
        if (iy == 0x7FF00000) { // y is ±∞
            if (((ix - 0x3FF00000) | static_cast<int32_t>(lx)) == 0)
                return y - y; // (±1) ** ±∞ is NaN
            if (ix >= 0x3FF00000) // (|x| > 1) ** ±∞ is ∞, 0
                return hy >= 0 ? y : 0.0;
            return hy < 0 ? -y : 0.0; // (|x| < 1) ** ±∞ is ∞, 0
        }
        if (iy == 0x3FF00000) // y is ±1
            return hy < 0 ? 1.0 / x : x;
        if (hy == 0x40000000) // y is 2
            return x * x;
        if (hy == 0x3FE00000 && hx >= 0) // y is 0.5, x >= +0
            return std::sqrt(x);
    }

    double ax = std::fabs(x);
    // Special values of x: ±0, ±∞, ±1.
    if (lx == 0 && (ix == 0x7FF00000 || ix == 0 || ix == 0x3FF00000)) {
        double z = ax;
        if (hy < 0)
            z = 1.0 / z;
        if (hx < 0) {
            if (((ix - 0x3FF00000) | yisint) == 0)
                z = (z - z) / (z - z); // (-1) ** non-integer is NaN
            else if (yisint == 1)
                z = -z; // (x < 0) ** odd = -(|x| ** odd)
        }
        return z;
    }

    int n = (hx >> 31) + 1;
    if ((n | yisint) == 0) // (x < 0) ** non-integer is NaN
        return (x - x) / (x - x);

    double s = 1.0; // the sign of the result
    if ((n | (yisint - 1)) == 0)
        s = -1.0; // (-x) ** odd integer

    double t1, t2;
    if (iy > 0x41E00000) {     // |y| > 2^31
        if (iy > 0x43F00000) { // |y| > 2^64: must overflow or underflow
            if (ix <= 0x3FEFFFFF)
                return hy < 0 ? huge * huge : tiny * tiny;
            if (ix >= 0x3FF00000)
                return hy > 0 ? huge * huge : tiny * tiny;
        }
        // Over- or underflow if x is not close to one.
        if (ix < 0x3FEFFFFF)
            return hy < 0 ? s * huge * huge : s * tiny * tiny;
        if (ix > 0x3FF00000)
            return hy > 0 ? s * huge * huge : s * tiny * tiny;
        // |1 - x| <= 2^-20: log(x) by x - x^2/2 + x^3/3 - x^4/4.
        double t = ax - 1.0;
        double w = (t * t) * (0.5 - t * (0.3333333333333333333333 - t * 0.25));
        double u = ivln2_h * t;
        double v = t * ivln2_l - w * ivln2;
        t1 = with_low_word(u + v, 0);
        t2 = v - (t1 - u);
    } else {
        n = 0;
        if (ix < 0x00100000) { // subnormal x
            ax *= two53;
            n -= 53;
            ix = high_word(ax);
        }
        n += (ix >> 20) - 0x3FF;
        int32_t j = ix & 0x000FFFFF;
        ix = j | 0x3FF00000; // normalize ix
        int k;
        if (j <= 0x3988E) { // |x| < sqrt(3/2)
            k = 0;
        } else if (j < 0xBB67A) { // |x| < sqrt(3)
            k = 1;
        } else {
            k = 0;
            n += 1;
            ix -= 0x00100000;
        }
        ax = with_high_word(ax, static_cast<uint32_t>(ix));
        // ss = s_h + s_l = (x - 1)/(x + 1) or (x - 1.5)/(x + 1.5)
        double u = ax - bp[k];
        double v = 1.0 / (ax + bp[k]);
        double ss = u * v;
        double s_h = with_low_word(ss, 0);
        // t_h = ax + bp[k], high part
        double t_h = from_words(static_cast<uint32_t>(((ix >> 1) | 0x20000000) + 0x00080000 + (k << 18)), 0);
        double t_l = ax - (t_h - bp[k]);
        double s_l = v * ((u - s_h * t_h) - s_h * t_l);
        // log(ax)
        double s2 = ss * ss;
        double r = s2 * s2 * (L1 + s2 * (L2 + s2 * (L3 + s2 * (L4 + s2 * (L5 + s2 * L6)))));
        r += s_l * (s_h + ss);
        s2 = s_h * s_h;
        t_h = with_low_word(3.0 + s2 + r, 0);
        t_l = r - ((t_h - 3.0) - s2);
        // u + v = ss·(1 + ...)
        u = s_h * t_h;
        v = s_l * t_h + t_l * ss;
        // 2/(3·log2)·(ss + ...)
        double p_h = with_low_word(u + v, 0);
        double p_l = v - (p_h - u);
        double z_h = cp_h * p_h;
        double z_l = cp_l * p_h + p_l * cp + dp_l[k];
        // log2(ax) = (ss + ...)·2/(3·log2) = n + dp_h + z_h + z_l
        double t = static_cast<double>(n);
        t1 = with_low_word(((z_h + z_l) + dp_h[k]) + t, 0);
        t2 = z_l - (((t1 - t) - dp_h[k]) - z_h);
    }

    // (y1 + y2)·(t1 + t2), with y split into y1 + y2.
    double y1 = with_low_word(y, 0);
    double p_l = (y - y1) * t1 + y * t2;
    double p_h = y1 * t1;
    double z = p_l + p_h;
    int32_t j = high_word(z);
    int32_t i = static_cast<int32_t>(low_word(z));
    if (j >= 0x40900000) { // z >= 1024
        if (((j - 0x40900000) | i) != 0)
            return s * huge * huge; // overflow
        if (p_l + ovt > z - p_h)
            return s * huge * huge;
    } else if ((j & 0x7FFFFFFF) >= 0x4090CC00) { // z <= -1075
        if (((j - static_cast<int32_t>(0xC090CC00)) | i) != 0)
            return s * tiny * tiny; // underflow
        if (p_l <= z - p_h)
            return s * tiny * tiny;
    }
    // 2 ** (p_h + p_l)
    i = j & 0x7FFFFFFF;
    int k = (i >> 20) - 0x3FF;
    n = 0;
    if (i > 0x3FE00000) { // |z| > 0.5: n = [z + 0.5]
        n = j + (0x00100000 >> (k + 1));
        k = ((n & 0x7FFFFFFF) >> 20) - 0x3FF; // the new k for n
        double t = from_words(static_cast<uint32_t>(n & ~(0x000FFFFF >> k)), 0);
        n = ((n & 0x000FFFFF) | 0x00100000) >> (20 - k);
        if (j < 0)
            n = -n;
        p_h -= t;
    }
    double t = with_low_word(p_l + p_h, 0);
    double u = t * lg2_h;
    double v = (p_l - (t - p_h)) * lg2 + t * lg2_l;
    z = u + v;
    double w = v - (z - u);
    t = z * z;
    t1 = z - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
    // V8 divides by the whole difference here, unlike fdlibm's (z·t1)/(t1 - 2) - (w + z·w);
    // the results differ in the last bit for some arguments (10 ** -4 is 0.00009999999999999999).
    double r = (z * t1) / ((t1 - 2.0) - (w + z * w));
    z = 1.0 - (r - z);
    j = high_word(z);
    j += static_cast<int32_t>(static_cast<uint32_t>(n) << 20);
    if ((j >> 20) <= 0)
        z = std::scalbn(z, n); // subnormal result
    else
        z = with_high_word(z, static_cast<uint32_t>(high_word(z) + static_cast<int32_t>(static_cast<uint32_t>(n) << 20)));
    return s * z;
}

} // namespace evloop::js::fdlibm
