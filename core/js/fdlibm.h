#pragma once
// fdlibm: Math's transcendental functions, computed as V8 computes them (its port of Sun's
// fdlibm, src/base/ieee754.cc), so results are bit-identical with Node's and the same on
// every platform, whatever the C library rounds. fdlibm.cpp holds the port.
//
//   sin cos tan asin acos atan atan2    trigonometric (arguments reduced by __ieee754_rem_pio2)
//   sinh cosh tanh asinh acosh atanh    hyperbolic
//   exp expm1 log log1p log2 log10      exponential and logarithms
//   cbrt pow                            roots and powers (pow is __ieee754_pow as V8 has it)
namespace evloop::js::fdlibm {

double sin(double x);
double cos(double x);
double tan(double x);
double asin(double x);
double acos(double x);
double atan(double x);
double atan2(double y, double x);
double sinh(double x);
double cosh(double x);
double tanh(double x);
double asinh(double x);
double acosh(double x);
double atanh(double x);
double exp(double x);
double expm1(double x);
double log(double x);
double log1p(double x);
double log2(double x);
double log10(double x);
double cbrt(double x);
// __ieee754_pow as V8 has it: (±1) ** ±∞ is NaN (C's pow gives 1), one step rounds as V8's.
double pow(double x, double y);

} // namespace evloop::js::fdlibm
