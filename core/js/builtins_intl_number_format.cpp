// 15 NumberFormat Objects https://tc39.es/ecma402/#numberformat-objects
// Intl.NumberFormat, printing what Node 20's ICU prints: for en-US by hand, and for the CLDR
// locales of intl_locale_data.inc from their symbols, grouping (en-IN's lakhs, es's and
// pl's minimum grouping digits), percent / currency / accounting patterns, currency symbols
// and spacing, and compact patterns (partition_locale_number_pattern). For both: decimal, percent,
// currency (symbol, narrowSymbol, code, name; standard and accounting signs), unit
// (simple and "-per-" units, short / narrow / long), the digit options, rounding modes,
// grouping, signDisplay, and the standard / scientific / engineering / compact notations.
// Numbers are decimal digit strings: ICU formats a Number from its shortest round-trip
// digits (so 1.005 rounds to "1.01", as Node prints), a BigInt or a decimal string exactly.
//
//   Decimal, round_decimal              the digits and 15.5.10 rounding modes
//   to_raw_precision, to_raw_fixed      15.5.8 / 15.5.9
//   format_numeric_to_string            15.5.3 FormatNumericToString
//   compute_exponent                    15.5.11 ComputeExponent
//   partition_number_pattern            15.5.4 PartitionNumberPattern (the en-US patterns)
//   initialize_number_format            15.1.2 InitializeNumberFormat
//   the constructor, format, formatToParts, resolvedOptions, supportedLocalesOf
#include "core/js/bigint.h"
#include "core/js/intl.h"
#include "core/js/intl_locale_data.h"
#include "core/js/vm.h"
#include <cmath>
#include <cstring>

namespace evloop::js {

namespace {

// --- options ------------------------------------------------------------------------------

enum class RoundingType { FractionDigits, SignificantDigits, MorePrecision, LessPrecision };

struct NumberFormatOptions {
    std::string style = "decimal";
    std::string currency;                 // upper case
    std::string currency_display = "symbol";
    std::string currency_sign = "standard";
    std::string unit;
    std::string unit_display = "short";
    int minimum_integer_digits = 1;
    int minimum_fraction_digits = 0;
    int maximum_fraction_digits = 3;
    int minimum_significant_digits = 1;
    int maximum_significant_digits = 21;
    RoundingType rounding_type = RoundingType::FractionDigits;
    std::string computed_rounding_priority = "auto";
    std::string use_grouping = "auto"; // "auto", "always", "min2" or "false"
    std::string notation = "standard";
    std::string compact_display = "short";
    std::string sign_display = "auto";
    std::string rounding_mode = "halfExpand";
    std::string trailing_zero_display = "auto";
    std::string locale = "en-US";
    const LocaleData* data = nullptr; // nullptr: en-US's own patterns
};

class NumberFormatObject final : public Object {
public:
    explicit NumberFormatObject(Object* prototype)
        : Object(prototype, ObjectClass::Ordinary)
    {
    }
    const char* class_name() const override { return "Intl.NumberFormat"; }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        v.visit(bound_format);
    }
    NumberFormatOptions options;
    Value bound_format; // [[BoundFormat]], made on the first read of `format`
};

// --- en-US data (CLDR as Node 20's ICU has it) ---------------------------------------------

struct CurrencyData {
    const char* code;
    const char* symbol;
    const char* narrow;
    const char* name_one;
    const char* name_other;
    int digits;
};

// SIMPLIFIED: the currencies learners use most. Any other well-formed code prints as
// ICU prints a currency it has no en data for: the code as its symbol and its name.
constexpr CurrencyData kCurrencies[] = {
    { "USD", "$", "$", "US dollar", "US dollars", 2 },
    { "EUR", "€", "€", "euro", "euros", 2 },
    { "GBP", "£", "£", "British pound", "British pounds", 2 },
    { "JPY", "¥", "¥", "Japanese yen", "Japanese yen", 0 },
    { "CAD", "CA$", "$", "Canadian dollar", "Canadian dollars", 2 },
    { "AUD", "A$", "$", "Australian dollar", "Australian dollars", 2 },
    { "CHF", "CHF", "CHF", "Swiss franc", "Swiss francs", 2 },
    { "INR", "₹", "₹", "Indian rupee", "Indian rupees", 2 },
    { "CNY", "CN¥", "¥", "Chinese yuan", "Chinese yuan", 2 },
    { "MXN", "MX$", "$", "Mexican peso", "Mexican pesos", 2 },
    { "BRL", "R$", "R$", "Brazilian real", "Brazilian reals", 2 },
    { "KRW", "₩", "₩", "South Korean won", "South Korean won", 0 },
    { "HKD", "HK$", "$", "Hong Kong dollar", "Hong Kong dollars", 2 },
    { "NZD", "NZ$", "$", "New Zealand dollar", "New Zealand dollars", 2 },
    { "SEK", "SEK", "kr", "Swedish krona", "Swedish kronor", 2 },
    { "SGD", "SGD", "$", "Singapore dollar", "Singapore dollars", 2 },
    { "ZAR", "ZAR", "R", "South African rand", "South African rand", 2 },
    { "RUB", "RUB", "₽", "Russian ruble", "Russian rubles", 2 },
    { "PLN", "PLN", "zł", "Polish zloty", "Polish zlotys", 2 },
};

const CurrencyData* find_currency(const std::string& code)
{
    for (const CurrencyData& c : kCurrencies)
        if (code == c.code)
            return &c;
    return nullptr;
}

// 15.5.1 CurrencyDigits ( currency )
int currency_digits(const std::string& code)
{
    const CurrencyData* c = find_currency(code);
    return c ? c->digits : 2;
}

// The en-US forms of a simple unit: what follows the number (a leading space is a
// literal part, the rest the unit part), singular and plural.
struct UnitData {
    const char* unit;
    const char* short_one;
    const char* short_other;
    const char* narrow_one;
    const char* narrow_other;
    const char* long_one;
    const char* long_other;
    const char* per_short;  // as the denominator of a "-per-" unit ("/h")
};

// 6.6.2 IsSanctionedSingleUnitIdentifier: the sanctioned units evloop has data for.
// SIMPLIFIED: the sanctioned units missing here (stone, fluid-ounce, petabyte, ...) are
// refused with a "not supported by evloop yet" TypeError.
constexpr UnitData kUnits[] = {
    { "acre", " ac", " ac", "ac", "ac", " acre", " acres", "ac" },
    { "bit", " bit", " bit", "bit", "bit", " bit", " bits", "bit" },
    { "byte", " byte", " byte", "B", "B", " byte", " bytes", "B" },
    { "celsius", "°C", "°C", "°C", "°C", " degree Celsius", " degrees Celsius", "°C" },
    { "centimeter", " cm", " cm", "cm", "cm", " centimeter", " centimeters", "cm" },
    { "day", " day", " days", "d", "d", " day", " days", "d" },
    { "degree", " deg", " deg", "°", "°", " degree", " degrees", "deg" },
    { "fahrenheit", "°F", "°F", "°", "°", " degree Fahrenheit", " degrees Fahrenheit", "°F" },
    { "foot", " ft", " ft", "′", "′", " foot", " feet", "ft" },
    { "gallon", " gal", " gal", "gal", "gal", " gallon", " gallons", "gal" },
    { "gigabit", " Gb", " Gb", "Gb", "Gb", " gigabit", " gigabits", "Gb" },
    { "gigabyte", " GB", " GB", "GB", "GB", " gigabyte", " gigabytes", "GB" },
    { "gram", " g", " g", "g", "g", " gram", " grams", "g" },
    { "hectare", " ha", " ha", "ha", "ha", " hectare", " hectares", "ha" },
    { "hour", " hr", " hr", "h", "h", " hour", " hours", "h" },
    { "inch", " in", " in", "″", "″", " inch", " inches", "in" },
    { "kilobit", " kb", " kb", "kb", "kb", " kilobit", " kilobits", "kb" },
    { "kilobyte", " kB", " kB", "kB", "kB", " kilobyte", " kilobytes", "kB" },
    { "kilogram", " kg", " kg", "kg", "kg", " kilogram", " kilograms", "kg" },
    { "kilometer", " km", " km", "km", "km", " kilometer", " kilometers", "km" },
    { "liter", " L", " L", "L", "L", " liter", " liters", "L" },
    { "megabit", " Mb", " Mb", "Mb", "Mb", " megabit", " megabits", "Mb" },
    { "megabyte", " MB", " MB", "MB", "MB", " megabyte", " megabytes", "MB" },
    { "meter", " m", " m", "m", "m", " meter", " meters", "m" },
    { "mile", " mi", " mi", "mi", "mi", " mile", " miles", "mi" },
    { "milliliter", " mL", " mL", "mL", "mL", " milliliter", " milliliters", "mL" },
    { "millimeter", " mm", " mm", "mm", "mm", " millimeter", " millimeters", "mm" },
    { "millisecond", " ms", " ms", "ms", "ms", " millisecond", " milliseconds", "ms" },
    { "minute", " min", " min", "m", "m", " minute", " minutes", "min" },
    { "month", " mth", " mths", "m", "m", " month", " months", "m" },
    { "ounce", " oz", " oz", "oz", "oz", " ounce", " ounces", "oz" },
    { "percent", "%", "%", "%", "%", " percent", " percent", "%" },
    { "pound", " lb", " lb", "#", "#", " pound", " pounds", "lb" },
    { "second", " sec", " sec", "s", "s", " second", " seconds", "s" },
    { "terabit", " Tb", " Tb", "Tb", "Tb", " terabit", " terabits", "Tb" },
    { "terabyte", " TB", " TB", "TB", "TB", " terabyte", " terabytes", "TB" },
    { "week", " wk", " wks", "w", "w", " week", " weeks", "w" },
    { "yard", " yd", " yd", "yd", "yd", " yard", " yards", "yd" },
    { "year", " yr", " yrs", "y", "y", " year", " years", "y" },
};

// The sanctioned simple units of ECMA-402's table, for the well-formedness check.
constexpr const char* kSanctionedUnits[] = {
    "acre", "bit", "byte", "celsius", "centimeter", "day", "degree", "fahrenheit", "fluid-ounce",
    "foot", "gallon", "gigabit", "gigabyte", "gram", "hectare", "hour", "inch", "kilobit",
    "kilobyte", "kilogram", "kilometer", "liter", "megabit", "megabyte", "meter", "microsecond",
    "mile", "mile-scandinavian", "milliliter", "millimeter", "millisecond", "minute", "month",
    "nanosecond", "ounce", "percent", "petabit", "petabyte", "pound", "second", "stone", "terabit",
    "terabyte", "week", "yard", "year",
};

const UnitData* find_unit(const std::string& unit)
{
    for (const UnitData& u : kUnits)
        if (unit == u.unit)
            return &u;
    return nullptr;
}

bool is_sanctioned_single_unit(const std::string& unit)
{
    for (const char* u : kSanctionedUnits)
        if (unit == u)
            return true;
    return false;
}

// 6.6.3 IsWellFormedUnitIdentifier ( unitIdentifier )
bool is_well_formed_unit_identifier(const std::string& unit)
{
    if (is_sanctioned_single_unit(unit))
        return true;
    size_t per = unit.find("-per-");
    if (per == std::string::npos || unit.find("-per-", per + 1) != std::string::npos)
        return false;
    return is_sanctioned_single_unit(unit.substr(0, per)) && is_sanctioned_single_unit(unit.substr(per + 5));
}

// The compound units CLDR names on their own.
struct CompoundUnitData {
    const char* unit;
    const char* short_form;
    const char* long_one;
    const char* long_other;
};
constexpr CompoundUnitData kCompoundUnits[] = {
    { "mile-per-hour", " mph", " mile per hour", " miles per hour" },
    { "mile-per-gallon", " mpg", " mile per gallon", " miles per gallon" },
    { "kilometer-per-hour", " km/h", " kilometer per hour", " kilometers per hour" },
    { "meter-per-second", " m/s", " meter per second", " meters per second" },
};

// --- decimal numbers -----------------------------------------------------------------------

// |x| = 0.d1 d2 ... dn × 10^point: `point` digits stand before the decimal point
// (negative: zeros after it). No leading or trailing zeros; empty digits mean zero.
struct Decimal {
    std::string digits;
    int point = 0;
    bool is_zero() const { return digits.empty(); }
};

void normalize(Decimal& d)
{
    size_t nz = d.digits.find_first_not_of('0');
    if (nz == std::string::npos) {
        d.digits.clear();
        d.point = 0;
        return;
    }
    d.digits.erase(0, nz);
    d.point -= static_cast<int>(nz);
    while (!d.digits.empty() && d.digits.back() == '0')
        d.digits.pop_back();
}

Decimal decimal_from_double(double x)
{
    Decimal d;
    x = std::fabs(x);
    if (x == 0)
        return d;
    ShortestDecimal s = shortest_decimal(x);
    d.digits = s.digits;
    d.point = s.exponent + 1;
    normalize(d);
    return d;
}

// A mathematical value as ECMA-402's Intl mathematical values hold it.
struct MathematicalValue {
    enum class Kind { Finite, NaN, Infinity } kind = Kind::Finite;
    bool negative = false; // also for -0
    Decimal decimal;
};

// 15.5.10 GetUnsignedRoundingMode and 15.5.17 ApplyUnsignedRoundingMode, on digits:
// keeps the digits at and above 10^magnitude.
Decimal round_decimal(const Decimal& x, int magnitude, const std::string& mode, bool negative)
{
    if (x.is_zero())
        return x;
    int keep = x.point - magnitude; // digits kept
    if (keep >= static_cast<int>(x.digits.size()))
        return x; // exact
    // Compare the dropped part with half a unit of the last kept place.
    int half; // -1 below half, 0 exactly half, 1 above half
    if (keep < 0) {
        half = -1; // below a tenth of the unit
    } else {
        char first = x.digits[static_cast<size_t>(keep)];
        bool rest = static_cast<size_t>(keep) + 1 < x.digits.size(); // no trailing zeros: nonzero
        half = first > '5' ? 1 : first < '5' ? -1 : (rest ? 1 : 0);
    }
    bool last_odd = keep > 0 && ((x.digits[static_cast<size_t>(keep) - 1] - '0') % 2 == 1);
    bool up;
    if (mode == "ceil")
        up = !negative;
    else if (mode == "floor")
        up = negative;
    else if (mode == "expand")
        up = true;
    else if (mode == "trunc")
        up = false;
    else if (half != 0)
        up = half > 0;
    else if (mode == "halfCeil")
        up = !negative;
    else if (mode == "halfFloor")
        up = negative;
    else if (mode == "halfTrunc")
        up = false;
    else if (mode == "halfEven")
        up = last_odd;
    else
        up = true; // halfExpand
    Decimal r;
    r.point = x.point;
    r.digits = keep > 0 ? x.digits.substr(0, static_cast<size_t>(keep)) : "";
    if (up) {
        if (keep <= 0) {
            r.digits = "1";
            r.point = magnitude + 1;
        } else {
            int i = keep - 1;
            while (i >= 0 && r.digits[static_cast<size_t>(i)] == '9')
                r.digits[static_cast<size_t>(i--)] = '0';
            if (i < 0) {
                r.digits.insert(r.digits.begin(), '1');
                r.point += 1;
            } else {
                r.digits[static_cast<size_t>(i)]++;
            }
        }
    }
    normalize(r);
    if (r.is_zero())
        r.point = 0;
    return r;
}

struct RawFormat {
    Decimal rounded;
    int fraction_digits = 0;    // fraction digits shown (trailing zeros included)
    int rounding_magnitude = 0; // [[RoundingMagnitude]]
};

int fraction_digit_count(const Decimal& d)
{
    return std::max(0, static_cast<int>(d.digits.size()) - d.point);
}

// 15.5.8 ToRawPrecision ( x, minPrecision, maxPrecision, unsignedRoundingMode )
RawFormat to_raw_precision(const Decimal& x, int min_precision, int max_precision, const std::string& mode, bool negative)
{
    RawFormat r;
    int point = x.is_zero() ? 1 : x.point;
    r.rounding_magnitude = point - max_precision;
    r.rounded = round_decimal(x, r.rounding_magnitude, mode, negative);
    int rounded_point = r.rounded.is_zero() ? 1 : r.rounded.point;
    r.fraction_digits = std::max(fraction_digit_count(r.rounded), min_precision - rounded_point);
    return r;
}

// 15.5.9 ToRawFixed ( x, minFraction, maxFraction, roundingIncrement, unsignedRoundingMode )
RawFormat to_raw_fixed(const Decimal& x, int min_fraction, int max_fraction, const std::string& mode, bool negative)
{
    RawFormat r;
    r.rounding_magnitude = -max_fraction;
    r.rounded = round_decimal(x, r.rounding_magnitude, mode, negative);
    r.fraction_digits = std::max(fraction_digit_count(r.rounded), min_fraction);
    return r;
}

struct FormattedNumber {
    std::string integer;  // at least minimumIntegerDigits digits
    std::string fraction; // may be empty
    Decimal rounded;
};

// 15.5.3 FormatNumericToString ( intlObject, x ) https://tc39.es/ecma402/#sec-formatnumberstring
FormattedNumber format_numeric_to_string(const NumberFormatOptions& o, const Decimal& x, bool negative)
{
    RawFormat result;
    switch (o.rounding_type) {
    case RoundingType::SignificantDigits:
        result = to_raw_precision(x, o.minimum_significant_digits, o.maximum_significant_digits, o.rounding_mode, negative);
        break;
    case RoundingType::FractionDigits:
        result = to_raw_fixed(x, o.minimum_fraction_digits, o.maximum_fraction_digits, o.rounding_mode, negative);
        break;
    default: {
        RawFormat s = to_raw_precision(x, o.minimum_significant_digits, o.maximum_significant_digits, o.rounding_mode, negative);
        RawFormat f = to_raw_fixed(x, o.minimum_fraction_digits, o.maximum_fraction_digits, o.rounding_mode, negative);
        bool pick_significant = o.rounding_type == RoundingType::MorePrecision
            ? s.rounding_magnitude <= f.rounding_magnitude
            : s.rounding_magnitude > f.rounding_magnitude;
        result = pick_significant ? s : f;
        break;
    }
    }
    FormattedNumber out;
    out.rounded = result.rounded;
    const Decimal& d = result.rounded;
    // The integer digits, then the fraction digits padded with zeros.
    if (d.point > 0) {
        out.integer = d.digits.substr(0, std::min(d.digits.size(), static_cast<size_t>(d.point)));
        out.integer.append(static_cast<size_t>(d.point) - out.integer.size(), '0');
    }
    if (out.integer.empty())
        out.integer = "0";
    if (fraction_digit_count(d) > 0) {
        if (d.point < 0)
            out.fraction = std::string(static_cast<size_t>(-d.point), '0') + d.digits;
        else
            out.fraction = d.digits.substr(static_cast<size_t>(d.point));
    }
    if (static_cast<int>(out.fraction.size()) < result.fraction_digits)
        out.fraction.append(static_cast<size_t>(result.fraction_digits) - out.fraction.size(), '0');
    // 7. If intlObject.[[TrailingZeroDisplay]] is "stripIfInteger" and x is an integer, drop the fraction.
    if (o.trailing_zero_display == "stripIfInteger" && out.fraction.find_first_not_of('0') == std::string::npos)
        out.fraction.clear();
    // 9-10. Pad the integer to minimumIntegerDigits.
    if (static_cast<int>(out.integer.size()) < o.minimum_integer_digits)
        out.integer.insert(0, static_cast<size_t>(o.minimum_integer_digits) - out.integer.size(), '0');
    return out;
}

// 15.5.12 ComputeExponentForMagnitude ( numberFormat, magnitude )
int compute_exponent_for_magnitude(const NumberFormatOptions& o, int magnitude)
{
    if (o.notation == "scientific")
        return magnitude;
    if (o.notation == "engineering")
        return magnitude >= 0 ? magnitude / 3 * 3 : -((-magnitude + 2) / 3 * 3);
    if (o.notation == "compact" && o.data) {
        // The locale's pattern for the largest magnitude at or below this one: its zeros
        // are the digits shown before the suffix ("00 Mio." from 10^7: exponent 6).
        const CompactPattern* best = nullptr;
        for (const CompactPattern* p = o.compact_display == "long" ? o.data->compact_long : o.data->compact_short; p->pattern; ++p)
            if (p->magnitude <= magnitude && std::strcmp(p->count, "other") == 0 && (!best || p->magnitude > best->magnitude))
                best = p;
        if (!best)
            return 0;
        int zeros = 0;
        for (const char* c = best->pattern; *c; ++c)
            zeros += *c == '0';
        return best->magnitude - (zeros - 1);
    }
    if (o.notation == "compact") {
        // en: thousand, million, billion, trillion (short and long alike).
        if (magnitude < 3)
            return 0;
        return std::min(magnitude / 3 * 3, 12);
    }
    return 0;
}

// 15.5.11 ComputeExponent ( numberFormat, x )
int compute_exponent(const NumberFormatOptions& o, const Decimal& x, bool negative)
{
    // 1. If x = 0, return 0.
    if (x.is_zero())
        return 0;
    // 3. Let magnitude be the base 10 logarithm of x rounded down to the nearest integer.
    int magnitude = x.point - 1;
    int exponent = compute_exponent_for_magnitude(o, magnitude);
    Decimal scaled = x;
    scaled.point -= exponent;
    FormattedNumber r = format_numeric_to_string(o, scaled, negative);
    if (r.rounded.is_zero())
        return exponent;
    if (r.rounded.point - 1 == magnitude - exponent)
        return exponent;
    return compute_exponent_for_magnitude(o, magnitude + 1);
}

// --- the en-US patterns --------------------------------------------------------------------

struct Part {
    const char* type;
    std::string value;
};

const char* compact_suffix(int exponent, bool long_display)
{
    switch (exponent) {
    case 3: return long_display ? "thousand" : "K";
    case 6: return long_display ? "million" : "M";
    case 9: return long_display ? "billion" : "B";
    case 12: return long_display ? "trillion" : "T";
    default: return "";
    }
}

// en's cardinal plural category of a formatted number: "one" for a bare 1.
bool is_plural_one(const FormattedNumber& n, int exponent)
{
    return exponent == 0 && n.fraction.empty() && n.integer.find_first_not_of('0') != std::string::npos
        && n.integer.substr(n.integer.find_first_not_of('0')) == "1";
}

// A pattern's text after the number: a leading space is a literal part, the rest `type`.
void append_suffix(std::vector<Part>& parts, const std::string& suffix, const char* type)
{
    size_t i = 0;
    while (i < suffix.size() && suffix[i] == ' ')
        ++i;
    if (i > 0)
        parts.push_back({ "literal", suffix.substr(0, i) });
    if (i < suffix.size())
        parts.push_back({ type, suffix.substr(i) });
}

// The unit text after the number, or "" when the unit is unknown to evloop.
std::string unit_suffix(const NumberFormatOptions& o, bool one)
{
    const std::string& display = o.unit_display;
    if (const UnitData* u = find_unit(o.unit)) {
        if (display == "long")
            return one ? u->long_one : u->long_other;
        if (display == "narrow")
            return one ? u->narrow_one : u->narrow_other;
        return one ? u->short_one : u->short_other;
    }
    size_t per = o.unit.find("-per-");
    if (per == std::string::npos)
        return "";
    for (const CompoundUnitData& c : kCompoundUnits) {
        if (o.unit == c.unit) {
            if (display == "long")
                return one ? c.long_one : c.long_other;
            std::string s = c.short_form;
            return display == "narrow" ? s.substr(1) : s;
        }
    }
    const UnitData* numerator = find_unit(o.unit.substr(0, per));
    const UnitData* denominator = find_unit(o.unit.substr(per + 5));
    if (!numerator || !denominator)
        return "";
    if (display == "long")
        return std::string(one ? numerator->long_one : numerator->long_other) + " per" + denominator->long_one;
    std::string s = std::string(numerator->short_other) + "/" + denominator->per_short;
    return display == "narrow" && s[0] == ' ' ? s.substr(1) : s;
}

// --- the patterns of the other locales (CLDR, intl_locale_data.inc) ------------------------

// CLDR's cardinal plural category of a formatted number (integer digits i, fraction f) for
// the languages of the table, as the compact patterns need it.
std::string plural_category(const std::string& language, const std::string& integer, const std::string& fraction)
{
    bool v0 = fraction.find_first_not_of('0') == std::string::npos && fraction.empty();
    long long i = 0;
    for (char c : integer.size() > 15 ? integer.substr(integer.size() - 15) : integer)
        i = i * 10 + (c - '0');
    long long i10 = i % 10, i100 = i % 100;
    if (language == "ja" || language == "zh" || language == "ko" || language == "id" || language == "tr")
        return language == "tr" && i == 1 && v0 ? "one" : "other";
    if (language == "fr" || language == "pt" || language == "hi")
        return i <= 1 ? (language == "hi" && i == 1 && !v0 ? "other" : "one") : (language != "hi" && v0 && i != 0 && i % 1000000 == 0 ? "many" : "other");
    if (language == "ru" || language == "pl") {
        if (!v0)
            return "other";
        if (language == "ru" ? i10 == 1 && i100 != 11 : i == 1)
            return "one";
        if (i10 >= 2 && i10 <= 4 && !(i100 >= 12 && i100 <= 14))
            return "few";
        return "many";
    }
    if ((language == "es" || language == "it") && v0 && i != 0 && i % 1000000 == 0)
        return "many";
    return i == 1 && v0 ? "one" : "other"; // en, de, nl, sv, es, it
}

// A CLDR number pattern's affixes: the text before and after the digits ("#,##0.00"),
// with the positive and the negative subpattern.
struct Affixes {
    std::string prefix, suffix;
    bool has_negative = false;
    std::string negative_prefix, negative_suffix;
};

Affixes parse_number_pattern(std::string_view pattern)
{
    Affixes a;
    auto split = [](std::string_view p, std::string& prefix, std::string& suffix) {
        size_t first = p.find_first_of("#0@");
        size_t last = p.find_last_of("#0@");
        if (first == std::string_view::npos)
            return;
        prefix = std::string(p.substr(0, first));
        suffix = std::string(p.substr(last + 1));
    };
    size_t semi = pattern.find(';');
    split(pattern.substr(0, semi), a.prefix, a.suffix);
    if (semi != std::string_view::npos) {
        a.has_negative = true;
        split(pattern.substr(semi + 1), a.negative_prefix, a.negative_suffix);
    }
    return a;
}

// The grouping sizes of a decimal pattern: "#,##,##0.###" groups 3 then 2.
std::pair<int, int> pattern_grouping(std::string_view pattern)
{
    std::string_view integer = pattern.substr(0, pattern.find_first_of(".;"));
    size_t last = integer.rfind(',');
    if (last == std::string_view::npos)
        return { 0, 0 };
    int primary = static_cast<int>(integer.size() - last - 1);
    size_t before = integer.rfind(',', last - 1);
    int secondary = before == std::string_view::npos || last == 0 ? primary : static_cast<int>(last - before - 1);
    return { primary, secondary };
}

// Whether a currency symbol's character next to the digits asks for ICU's currency
// spacing (CLDR currencySpacing: [[:^S:]&[:^Z:]], a letter or punctuation, not $ € ₹ …).
bool currency_needs_spacing(std::string_view symbol, bool last)
{
    if (symbol.empty())
        return false;
    if (last) {
        size_t i = symbol.size() - 1;
        while (i > 0 && (static_cast<unsigned char>(symbol[i]) & 0xC0) == 0x80)
            --i;
        symbol = symbol.substr(i);
    }
    unsigned char c = static_cast<unsigned char>(symbol[0]);
    if (c < 0x80)
        return std::isalpha(c) || c == '.';
    // Non-ASCII: the currency signs (U+20A0-U+20CF, ¥ £ ¢ ¤) are symbols; letters are not.
    if (symbol.substr(0, 2) == "\u00a5" || symbol.substr(0, 2) == "\u00a3" || symbol.substr(0, 2) == "\u00a2")
        return false;
    if (c == 0xE2 && symbol.size() >= 2 && static_cast<unsigned char>(symbol[1]) == 0x82)
        return false;
    if (c == 0xEF) // fullwidth forms (￥)
        return false;
    return true;
}

std::string locale_currency_symbol(const NumberFormatOptions& o)
{
    if (o.currency_display == "code")
        return o.currency;
    for (const CurrencySymbol* c = o.data->currencies; c->code; ++c)
        if (o.currency == c->code)
            return o.currency_display == "narrowSymbol" ? c->narrow : c->symbol;
    return o.currency;
}

// 15.5.4 step 5.a-c: x × 100 for percent, then x × 10^-exponent, formatted to its digits.
FormattedNumber scaled_digits(const NumberFormatOptions& o, const MathematicalValue& x, int& exponent)
{
    Decimal d = x.decimal;
    if (o.style == "percent" && !d.is_zero())
        d.point += 2;
    exponent = compute_exponent(o, d, x.negative);
    if (!d.is_zero())
        d.point -= exponent;
    return format_numeric_to_string(o, d, x.negative);
}

// 15.5.4 step 4 / GetNumberFormatPattern: which sign the pattern shows (null: none).
const char* displayed_sign(const NumberFormatOptions& o, const MathematicalValue& x, bool rounded_zero)
{
    const std::string& sd = o.sign_display;
    if (sd == "auto")
        return x.negative ? "-" : nullptr;
    if (sd == "always")
        return x.negative ? "-" : "+";
    if (sd == "exceptZero")
        return rounded_zero || x.kind == MathematicalValue::Kind::NaN ? nullptr : x.negative ? "-" : "+";
    if (sd == "negative")
        return x.negative && !rounded_zero ? "-" : nullptr;
    return nullptr;
}

// The words after the number: a currency's name (currencyDisplay "name") or a unit.
void append_name_or_unit(std::vector<Part>& parts, const NumberFormatOptions& o, const MathematicalValue& x, const FormattedNumber& n, int exponent)
{
    bool one = x.kind == MathematicalValue::Kind::Finite && is_plural_one(n, exponent);
    if (o.style == "currency" && o.currency_display == "name") {
        const CurrencyData* c = find_currency(o.currency);
        parts.push_back({ "literal", " " });
        parts.push_back({ "currency", !c ? o.currency : one ? c->name_one : c->name_other });
    } else if (o.style == "unit") {
        std::string unit = unit_suffix(o, one);
        if (o.unit == "percent" && o.unit_display != "long")
            parts.push_back({ "percentSign", unit });
        else
            append_suffix(parts, unit, "unit");
    }
}

// 15.5.4 PartitionNumberPattern for a locale of the table: the same digits as en-US, with
// the locale's symbols, grouping, patterns and compact suffixes.
// SIMPLIFIED: unit style and currencyDisplay "name" keep en-US's words around the
// locale's digits; compact currency and percent show the compact number alone in the pattern.
std::vector<Part> partition_locale_number_pattern(const NumberFormatOptions& o, const MathematicalValue& x)
{
    const LocaleData& l = *o.data;
    std::vector<Part> number;
    FormattedNumber n;
    int exponent = 0;
    bool rounded_zero = false;
    std::string compact_pattern;
    if (x.kind == MathematicalValue::Kind::NaN) {
        number.push_back({ "nan", l.nan });
    } else if (x.kind == MathematicalValue::Kind::Infinity) {
        number.push_back({ "infinity", "∞" });
    } else {
        n = scaled_digits(o, x, exponent);
        rounded_zero = n.rounded.is_zero();
        auto [primary, secondary] = pattern_grouping(l.decimal_pattern);
        const std::string& integer = n.integer;
        int size = static_cast<int>(integer.size());
        int min_grouping = o.use_grouping == "min2" ? std::max(2, l.minimum_grouping_digits)
            : o.use_grouping == "always"            ? 1
                                                    : l.minimum_grouping_digits;
        bool group = o.use_grouping != "false" && primary > 0 && size >= primary + min_grouping;
        if (!group) {
            number.push_back({ "integer", integer });
        } else {
            // The groups from the right: the primary size, then the secondary ones.
            std::vector<std::string> groups;
            int end = size;
            groups.push_back(integer.substr(static_cast<size_t>(end - primary), static_cast<size_t>(primary)));
            end -= primary;
            while (end > 0) {
                int start = std::max(0, end - secondary);
                groups.push_back(integer.substr(static_cast<size_t>(start), static_cast<size_t>(end - start)));
                end = start;
            }
            for (size_t i = groups.size(); i-- > 0;) {
                number.push_back({ "integer", groups[i] });
                if (i > 0)
                    number.push_back({ "group", l.group });
            }
        }
        if (!n.fraction.empty()) {
            number.push_back({ "decimal", l.decimal });
            number.push_back({ "fraction", n.fraction });
        }
        if (o.notation == "scientific" || o.notation == "engineering") {
            number.push_back({ "exponentSeparator", l.exponential });
            if (exponent < 0)
                number.push_back({ "exponentMinusSign", l.minus_sign });
            number.push_back({ "exponentInteger", std::to_string(std::abs(exponent)) });
        } else if (o.notation == "compact" && exponent != 0) {
            // The pattern of the rounded number's magnitude, in its plural form (else "other").
            int magnitude = exponent + static_cast<int>(n.integer.size()) - 1;
            const CompactPattern* table = o.compact_display == "long" ? l.compact_long : l.compact_short;
            std::string language = o.locale.substr(0, o.locale.find('-'));
            std::string count = plural_category(language, n.integer, n.fraction);
            int best = -1;
            for (const CompactPattern* p = table; p->pattern; ++p)
                if (p->magnitude <= magnitude)
                    best = std::max(best, p->magnitude);
            const CompactPattern* chosen = nullptr;
            for (const CompactPattern* p = table; p->pattern; ++p)
                if (p->magnitude == best && (p->count == count || (!chosen && std::string(p->count) == "other")))
                    chosen = p;
            if (chosen) {
                Affixes a = parse_number_pattern(chosen->pattern);
                std::string suffix;
                for (char c : a.suffix)
                    if (c != '\'')
                        suffix += c;
                size_t k = 0;
                while (k < suffix.size() && (suffix[k] == ' ' || suffix.compare(k, 2, "\u00a0") == 0))
                    k += suffix[k] == ' ' ? 1 : 2;
                if (k > 0)
                    number.push_back({ "literal", suffix.substr(0, k) });
                if (k < suffix.size())
                    number.push_back({ "compact", suffix.substr(k) });
            }
        }
    }

    const char* sign = displayed_sign(o, x, rounded_zero);

    std::string pattern = o.style == "percent" ? l.percent_pattern
        : o.style == "currency" && o.currency_display != "name" ? (o.currency_sign == "accounting" ? l.accounting_pattern : l.currency_pattern)
                                                                : l.decimal_pattern;
    Affixes a = parse_number_pattern(pattern);
    std::string prefix = a.prefix, suffix = a.suffix;
    bool negative_pattern = sign && sign[0] == '-' && a.has_negative;
    if (negative_pattern) {
        prefix = a.negative_prefix;
        suffix = a.negative_suffix;
    } else if (sign) {
        prefix = std::string(sign) + prefix;
    }
    std::string symbol = o.style == "currency" && o.currency_display != "name" ? locale_currency_symbol(o) : "";
    std::vector<Part> parts;
    auto push_affix = [&](const std::string& text) {
        for (size_t i = 0; i < text.size();) {
            unsigned char c = static_cast<unsigned char>(text[i]);
            if (text.compare(i, 2, "\u00a4") == 0) {
                parts.push_back({ "currency", symbol });
                i += 2;
            } else if (c == '%') {
                parts.push_back({ "percentSign", l.percent_sign });
                ++i;
            } else if (c == '-') {
                parts.push_back({ "minusSign", l.minus_sign });
                ++i;
            } else if (c == '+') {
                parts.push_back({ "plusSign", l.plus_sign });
                ++i;
            } else if (c == '\'') {
                ++i;
            } else {
                size_t len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
                if (!parts.empty() && std::strcmp(parts.back().type, "literal") == 0)
                    parts.back().value += text.substr(i, len);
                else
                    parts.push_back({ "literal", text.substr(i, len) });
                i += len;
            }
        }
    };
    push_affix(prefix);
    // ICU's currency spacing: a symbol next to the digits that ends (or starts) in a
    // letter is kept apart from them by a no-break space.
    if (!parts.empty() && std::strcmp(parts.back().type, "currency") == 0 && currency_needs_spacing(symbol, true))
        parts.push_back({ "literal", "\u00a0" });
    parts.insert(parts.end(), number.begin(), number.end());
    size_t before_suffix = parts.size();
    push_affix(suffix);
    if (before_suffix < parts.size() && std::strcmp(parts[before_suffix].type, "currency") == 0 && currency_needs_spacing(symbol, false))
        parts.insert(parts.begin() + static_cast<long>(before_suffix), Part { "literal", "\u00a0" });
    append_name_or_unit(parts, o, x, n, exponent);
    return parts;
}

// 15.5.4 PartitionNumberPattern ( numberFormat, x ) https://tc39.es/ecma402/#sec-partitionnumberpattern
std::vector<Part> partition_number_pattern(const NumberFormatOptions& o, const MathematicalValue& x)
{
    if (o.data)
        return partition_locale_number_pattern(o, x);
    std::vector<Part> number;
    FormattedNumber n;
    int exponent = 0;
    bool rounded_zero = false;
    if (x.kind == MathematicalValue::Kind::NaN) {
        number.push_back({ "nan", "NaN" });
    } else if (x.kind == MathematicalValue::Kind::Infinity) {
        number.push_back({ "infinity", "∞" });
    } else {
        n = scaled_digits(o, x, exponent);
        rounded_zero = n.rounded.is_zero();
        // The integer digits with en's grouping (three digits; "min2": from five digits on).
        const std::string& integer = n.integer;
        bool group = o.use_grouping == "always" || o.use_grouping == "auto"
            || (o.use_grouping == "min2" && integer.size() >= 5);
        if (!group || integer.size() <= 3) {
            number.push_back({ "integer", integer });
        } else {
            size_t first = integer.size() % 3 == 0 ? 3 : integer.size() % 3;
            number.push_back({ "integer", integer.substr(0, first) });
            for (size_t i = first; i < integer.size(); i += 3) {
                number.push_back({ "group", "," });
                number.push_back({ "integer", integer.substr(i, 3) });
            }
        }
        if (!n.fraction.empty()) {
            number.push_back({ "decimal", "." });
            number.push_back({ "fraction", n.fraction });
        }
        if (o.notation == "scientific" || o.notation == "engineering") {
            number.push_back({ "exponentSeparator", "E" });
            if (exponent < 0)
                number.push_back({ "exponentMinusSign", "-" });
            number.push_back({ "exponentInteger", std::to_string(std::abs(exponent)) });
        } else if (o.notation == "compact" && exponent != 0) {
            bool long_display = o.compact_display == "long";
            if (long_display)
                number.push_back({ "literal", " " });
            number.push_back({ "compact", compact_suffix(exponent, long_display) });
        }
    }

    const char* sign = displayed_sign(o, x, rounded_zero);

    std::vector<Part> parts;
    auto push_sign = [&]() {
        if (sign)
            parts.push_back({ sign[0] == '-' ? "minusSign" : "plusSign", sign });
    };
    auto push_number = [&]() { parts.insert(parts.end(), number.begin(), number.end()); };

    if (o.style == "currency" && o.currency_display != "name") {
        const CurrencyData* c = find_currency(o.currency);
        std::string symbol = o.currency_display == "code" ? o.currency
            : !c                                          ? o.currency
            : o.currency_display == "narrowSymbol"        ? c->narrow
                                                          : c->symbol;
        bool accounting_negative = o.currency_sign == "accounting" && sign && sign[0] == '-';
        if (accounting_negative)
            parts.push_back({ "literal", "(" });
        else
            push_sign();
        parts.push_back({ "currency", symbol });
        // ICU's currency spacing: a symbol that ends in a letter is followed by a no-break space.
        unsigned char last = static_cast<unsigned char>(symbol.back());
        if (last < 0x80 && std::isalpha(last))
            parts.push_back({ "literal", "\u00a0" });
        push_number();
        if (accounting_negative)
            parts.push_back({ "literal", ")" });
        return parts;
    }
    push_sign();
    push_number();
    if (o.style == "percent")
        parts.push_back({ "percentSign", "%" });
    else
        append_name_or_unit(parts, o, x, n, exponent);
    return parts;
}

std::string join_parts(const std::vector<Part>& parts)
{
    std::string s;
    for (const Part& p : parts)
        s += p.value;
    return s;
}

// --- converting the argument ---------------------------------------------------------------

MathematicalValue mathematical_value_from_double(double x)
{
    MathematicalValue v;
    if (std::isnan(x)) {
        v.kind = MathematicalValue::Kind::NaN;
        return v;
    }
    v.negative = std::signbit(x);
    if (std::isinf(x)) {
        v.kind = MathematicalValue::Kind::Infinity;
        return v;
    }
    v.decimal = decimal_from_double(x);
    return v;
}

MathematicalValue mathematical_value_from_bigint(const BigInt& x)
{
    MathematicalValue v;
    v.negative = x.is_negative();
    std::string digits = to_string(x, 10);
    if (!digits.empty() && digits[0] == '-')
        digits.erase(0, 1);
    v.decimal.digits = digits;
    v.decimal.point = static_cast<int>(digits.size());
    normalize(v.decimal);
    return v;
}

// A StrDecimalLiteral kept exactly (ECMA-402 formats "1.2345678901234567890" as written).
std::optional<MathematicalValue> parse_decimal_literal(const std::string& text)
{
    size_t b = text.find_first_not_of(" \t\n\r\v\f");
    if (b == std::string::npos)
        return std::nullopt;
    size_t e = text.find_last_not_of(" \t\n\r\v\f");
    std::string s = text.substr(b, e - b + 1);
    MathematicalValue v;
    size_t i = 0;
    if (i < s.size() && (s[i] == '+' || s[i] == '-'))
        v.negative = s[i++] == '-';
    std::string digits;
    int point = 0;
    bool seen_point = false, any = false;
    for (; i < s.size(); ++i) {
        char c = s[i];
        if (c >= '0' && c <= '9') {
            digits += c;
            any = true;
            if (!seen_point)
                ++point;
        } else if (c == '.' && !seen_point) {
            seen_point = true;
        } else {
            break;
        }
    }
    if (!any)
        return std::nullopt;
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        ++i;
        bool minus = false;
        if (i < s.size() && (s[i] == '+' || s[i] == '-'))
            minus = s[i++] == '-';
        if (i >= s.size())
            return std::nullopt;
        long exp = 0;
        for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i)
            exp = std::min(exp * 10 + (s[i] - '0'), 100000L);
        if (exp > 10000)
            return std::nullopt; // far outside any Number: let ToNumber give 0 or Infinity
        point += static_cast<int>(minus ? -exp : exp);
    }
    if (i != s.size() || digits.size() > 10000)
        return std::nullopt;
    v.decimal.digits = digits;
    v.decimal.point = point;
    normalize(v.decimal);
    return v;
}

// 15.5.16 ToIntlMathematicalValue ( value )
ThrowOr<MathematicalValue> to_intl_mathematical_value(VM& vm, Value value)
{
    // 1. Let primValue be ? ToPrimitive(value, number).
    Value prim = TRY(vm.to_primitive(value, "number"));
    // 2. If primValue is a BigInt, return ℝ(primValue).
    if (prim.is_bigint())
        return mathematical_value_from_bigint(prim.as_bigint());
    // 3. If primValue is a String, parse it as a StringNumericLiteral, keeping its digits.
    if (prim.is_string()) {
        if (auto exact = parse_decimal_literal(prim.as_string()->utf8()))
            return *exact;
    }
    // 4-5. Otherwise ToNumber.
    return mathematical_value_from_double(TRY(vm.to_number(prim)));
}

// --- InitializeNumberFormat ----------------------------------------------------------------

constexpr const char* kService = "Intl.NumberFormat";

// 15.1.3 SetNumberFormatDigitOptions ( intlObj, options, mnfdDefault, mxfdDefault, notation )
ThrowOr<void> set_number_format_digit_options(VM& vm, NumberFormatOptions& o, Object* options, int mnfd_default, int mxfd_default, const std::string& notation)
{
    // 1. Let mnid be ? GetNumberOption(options, "minimumIntegerDigits,", 1, 21, 1).
    o.minimum_integer_digits = *TRY(get_number_option(vm, options, "minimumIntegerDigits", 1, 21, 1));
    // 2-5. Read the four digit options.
    Value mnfd = TRY(options->get(vm, vm.key("minimumFractionDigits")));
    Value mxfd = TRY(options->get(vm, vm.key("maximumFractionDigits")));
    Value mnsd = TRY(options->get(vm, vm.key("minimumSignificantDigits")));
    Value mxsd = TRY(options->get(vm, vm.key("maximumSignificantDigits")));
    // 7. Let roundingIncrement be ? GetNumberOption(options, "roundingIncrement", 1, 5000, 1).
    int rounding_increment = *TRY(get_number_option(vm, options, "roundingIncrement", 1, 5000, 1));
    // 9. Let roundingMode be ? GetOption(options, "roundingMode", string, « ... », "halfExpand").
    o.rounding_mode = *TRY(get_string_option(vm, options, "roundingMode",
        { "ceil", "floor", "expand", "trunc", "halfCeil", "halfFloor", "halfExpand", "halfTrunc", "halfEven" }, "halfExpand", kService));
    // 10. Let roundingPriority be ? GetOption(options, "roundingPriority", ..., "auto").
    std::string rounding_priority = *TRY(get_string_option(vm, options, "roundingPriority", { "auto", "morePrecision", "lessPrecision" }, "auto", kService));
    // 11. Let trailingZeroDisplay be ? GetOption(options, "trailingZeroDisplay", ..., "auto").
    o.trailing_zero_display = *TRY(get_string_option(vm, options, "trailingZeroDisplay", { "auto", "stripIfInteger" }, "auto", kService));
    // FIXME: rounding increments other than 1 (ECMA-402 15.5.9's roundingIncrement).
    if (rounding_increment != 1)
        return vm.throw_type_error("Intl.NumberFormat's roundingIncrement is not supported by evloop yet");
    // 15-17.
    bool has_sd = !mnsd.is_undefined() || !mxsd.is_undefined();
    bool has_fd = !mnfd.is_undefined() || !mxfd.is_undefined();
    bool need_sd = true, need_fd = true;
    // 18. If roundingPriority is "auto", then
    if (rounding_priority == "auto") {
        need_sd = has_sd;
        if (need_sd || (!has_fd && notation == "compact"))
            need_fd = false;
    }
    // 19. If needSd is true, then
    if (need_sd) {
        if (has_sd) {
            o.minimum_significant_digits = *TRY(default_number_option(vm, mnsd, 1, 21, 1, "minimumSignificantDigits"));
            o.maximum_significant_digits = *TRY(default_number_option(vm, mxsd, o.minimum_significant_digits, 21, 21, "maximumSignificantDigits"));
        } else {
            o.minimum_significant_digits = 1;
            o.maximum_significant_digits = 21;
        }
    }
    // 20. If needFd is true, then
    if (need_fd) {
        if (has_fd) {
            std::optional<int> min = TRY(default_number_option(vm, mnfd, 0, 100, std::nullopt, "minimumFractionDigits"));
            std::optional<int> max = TRY(default_number_option(vm, mxfd, 0, 100, std::nullopt, "maximumFractionDigits"));
            if (!min)
                min = std::min(mnfd_default, *max);
            else if (!max)
                max = std::max(mxfd_default, *min);
            else if (*min > *max)
                return vm.throw_range_error("maximumFractionDigits value is out of range.");
            o.minimum_fraction_digits = *min;
            o.maximum_fraction_digits = *max;
        } else {
            o.minimum_fraction_digits = mnfd_default;
            o.maximum_fraction_digits = mxfd_default;
        }
    }
    if (!need_sd && !need_fd) {
        // 21. Compact notation without digit options: at most two significant digits, no fraction digits.
        o.minimum_fraction_digits = 0;
        o.maximum_fraction_digits = 0;
        o.minimum_significant_digits = 1;
        o.maximum_significant_digits = 2;
        o.rounding_type = RoundingType::MorePrecision;
        o.computed_rounding_priority = "morePrecision";
    } else if (rounding_priority == "auto") {
        o.rounding_type = has_sd ? RoundingType::SignificantDigits : RoundingType::FractionDigits;
        o.computed_rounding_priority = "auto";
    } else {
        o.rounding_type = rounding_priority == "morePrecision" ? RoundingType::MorePrecision : RoundingType::LessPrecision;
        o.computed_rounding_priority = rounding_priority;
    }
    return {};
}

bool is_well_formed_currency_code(const std::string& c)
{
    if (c.size() != 3)
        return false;
    for (char ch : c)
        if (!std::isalpha(static_cast<unsigned char>(ch)))
            return false;
    return true;
}

// 15.1.2 InitializeNumberFormat ( numberFormat, locales, options ) https://tc39.es/ecma402/#sec-initializenumberformat
ThrowOr<void> initialize_number_format(VM& vm, NumberFormatObject* nf, Value locales, Value options_value)
{
    NumberFormatOptions& o = nf->options;
    // 1. Let requestedLocales be ? CanonicalizeLocaleList(locales).
    // 3. Let r be ResolveLocale(...): a locale of the table (intl_locale_data.inc), else en-US.
    {
        ResolvedLocale r = resolve_intl_locale(TRY(canonicalize_locale_list(vm, locales)));
        o.locale = r.tag;
        o.data = r.data;
    }
    // 2. Set options to ? CoerceOptionsToObject(options).
    Object* options = TRY(coerce_options_to_object(vm, options_value));
    vm.keep_alive(options);
    struct Release {
        VM& vm;
        Object* o;
        ~Release() { vm.release(o); }
    } release { vm, options };
    // 4. Let matcher be ? GetOption(options, "localeMatcher", string, « "lookup", "best fit" », "best fit").
    TRY(get_string_option(vm, options, "localeMatcher", { "lookup", "best fit" }, "best fit", kService));
    // 5. Let numberingSystem be ? GetOption(options, "numberingSystem", string, empty, undefined).
    // SIMPLIFIED: only "latn" digits.
    TRY(get_string_option(vm, options, "numberingSystem", {}, nullptr, kService));

    // 15.1.4 SetNumberFormatUnitOptions ( intlObj, options )
    o.style = *TRY(get_string_option(vm, options, "style", { "decimal", "percent", "currency", "unit" }, "decimal", kService));
    std::optional<std::string> currency = TRY(get_string_option(vm, options, "currency", {}, nullptr, kService));
    if (currency) {
        if (!is_well_formed_currency_code(*currency))
            return vm.throw_range_error("Invalid currency code : " + *currency);
    } else if (o.style == "currency") {
        return vm.throw_type_error("Currency code is required with currency style.");
    }
    o.currency_display = *TRY(get_string_option(vm, options, "currencyDisplay", { "code", "symbol", "narrowSymbol", "name" }, "symbol", kService));
    o.currency_sign = *TRY(get_string_option(vm, options, "currencySign", { "standard", "accounting" }, "standard", kService));
    std::optional<std::string> unit = TRY(get_string_option(vm, options, "unit", {}, nullptr, kService));
    if (unit) {
        if (!is_well_formed_unit_identifier(*unit))
            return vm.throw_range_error("Invalid unit argument for Intl.NumberFormat() '" + *unit + "'");
    } else if (o.style == "unit") {
        return vm.throw_type_error("Invalid unit argument for Intl.NumberFormat() 'undefined'");
    }
    o.unit_display = *TRY(get_string_option(vm, options, "unitDisplay", { "short", "narrow", "long" }, "short", kService));
    if (o.style == "currency") {
        o.currency = *currency;
        for (char& c : o.currency)
            c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
    if (o.style == "unit") {
        o.unit = *unit;
        if (unit_suffix(o, false).empty())
            return vm.throw_type_error("Intl.NumberFormat unit '" + o.unit + "' is not supported by evloop yet");
    }

    // 12. Let notation be ? GetOption(options, "notation", ..., "standard").
    std::string notation = *TRY(get_string_option(vm, options, "notation", { "standard", "scientific", "engineering", "compact" }, "standard", kService));
    o.notation = notation;
    // 8-11. The default fraction digits: the currency's digits, 0 for percent, else 3.
    int mnfd_default = 0, mxfd_default = 3;
    if (o.style == "currency" && notation == "standard") {
        mnfd_default = mxfd_default = currency_digits(o.currency);
    } else if (o.style == "percent") {
        mxfd_default = 0;
    }
    // 14. Perform ? SetNumberFormatDigitOptions(numberFormat, options, mnfdDefault, mxfdDefault, notation).
    TRY(set_number_format_digit_options(vm, o, options, mnfd_default, mxfd_default, notation));
    // 15. Let compactDisplay be ? GetOption(options, "compactDisplay", ..., "short").
    o.compact_display = *TRY(get_string_option(vm, options, "compactDisplay", { "short", "long" }, "short", kService));
    // 17-18. useGrouping: GetBooleanOrStringNumberFormatOption(options, "useGrouping", « "min2", "auto", "always", "true", "false" », "always", false, defaultUseGrouping).
    std::string default_use_grouping = notation == "compact" ? "min2" : "auto";
    Value grouping = TRY(options->get(vm, vm.key("useGrouping")));
    if (grouping.is_undefined()) {
        o.use_grouping = default_use_grouping;
    } else if (grouping.is_boolean() && grouping.as_bool()) {
        o.use_grouping = "always";
    } else if (!VM::to_boolean(grouping)) {
        o.use_grouping = "false";
    } else {
        std::string s = TRY(vm.to_string(grouping))->utf8();
        if (s == "true" || s == "false")
            o.use_grouping = default_use_grouping;
        else if (s == "min2" || s == "auto" || s == "always")
            o.use_grouping = s;
        else
            return vm.throw_range_error("Value " + s + " out of range for Intl.NumberFormat options property useGrouping");
    }
    // 20. Let signDisplay be ? GetOption(options, "signDisplay", ..., "auto").
    o.sign_display = *TRY(get_string_option(vm, options, "signDisplay", { "auto", "never", "always", "exceptZero", "negative" }, "auto", kService));
    return {};
}

// --- the constructor and the prototype -----------------------------------------------------

ThrowOr<NumberFormatObject*> this_number_format(VM& vm, Value v, const char* method)
{
    return this_intl_object<NumberFormatObject>(vm, v, "NumberFormat", method);
}

// 15.1.1 Intl.NumberFormat ( [ locales [ , options ] ] )
ThrowOr<Value> number_format_constructor(VM& vm, CallArgs& args)
{
    // 1. If NewTarget is undefined, let newTarget be the active function object.
    // 2. Let numberFormat be ? OrdinaryCreateFromConstructor(newTarget, "%NumberFormat.prototype%", ...).
    Object* prototype = TRY(intl_prototype_from_constructor(vm, args, "Intl.NumberFormat.prototype"));
    auto* nf = vm.heap().allocate<NumberFormatObject>(prototype);
    IntlKeepAlive keep { vm, nf };
    TRY(initialize_number_format(vm, nf, args.arg(0), args.arg(1)));
    // FIXME: the legacy ChainNumberFormat behaviour (Intl.NumberFormat.call(existingFormat)).
    return Value(static_cast<Object*>(nf));
}

// 15.5.6 FormatNumeric ( numberFormat, x )
ThrowOr<std::string> format_numeric(VM& vm, NumberFormatObject* nf, Value value)
{
    vm.keep_alive(nf);
    ThrowOr<MathematicalValue> x = to_intl_mathematical_value(vm, value);
    vm.release(nf);
    if (x.is_throw())
        return Thrown {};
    return join_parts(partition_number_pattern(nf->options, x.value()));
}

// 15.5.2 Number Format Functions: the function [[BoundFormat]] holds.
ThrowOr<Value> number_format_bound_format(VM& vm, CallArgs& args)
{
    auto* self = static_cast<NativeFunction*>(args.callee);
    auto* nf = static_cast<NumberFormatObject*>(self->slots()[0].as_object());
    return vm.string_value(TRY(format_numeric(vm, nf, args.arg(0))));
}

// 15.3.3 get Intl.NumberFormat.prototype.format
ThrowOr<Value> number_format_get_format(VM& vm, CallArgs& args)
{
    NumberFormatObject* nf = TRY(this_number_format(vm, args.this_value, "format"));
    return intl_bound_method(vm, nf->bound_format, nf, number_format_bound_format, 1);
}

// 15.3.4 Intl.NumberFormat.prototype.formatToParts ( value )
ThrowOr<Value> number_format_format_to_parts(VM& vm, CallArgs& args)
{
    NumberFormatObject* nf = TRY(this_number_format(vm, args.this_value, "formatToParts"));
    vm.keep_alive(nf);
    ThrowOr<MathematicalValue> x = to_intl_mathematical_value(vm, args.arg(0));
    vm.release(nf);
    if (x.is_throw())
        return Thrown {};
    // 15.5.7 FormatNumericToParts: an Array of { type, value } objects.
    std::vector<Part> parts = partition_number_pattern(nf->options, x.value());
    Array* result = vm.make_array();
    vm.keep_alive(result);
    for (const Part& p : parts) {
        Object* o = vm.make_object();
        o->put_direct(vm.key("type"), Value(vm.intern(p.type)));
        o->put_direct(vm.key("value"), vm.string_value(p.value));
        result->elements().push_back(Value(o));
    }
    vm.release(result);
    return Value(static_cast<Object*>(result));
}

// 15.3.5 Intl.NumberFormat.prototype.resolvedOptions ( )
ThrowOr<Value> number_format_resolved_options(VM& vm, CallArgs& args)
{
    NumberFormatObject* nf = TRY(this_number_format(vm, args.this_value, "resolvedOptions"));
    const NumberFormatOptions& o = nf->options;
    Object* r = vm.make_object();
    auto put_string = [&](const char* name, const std::string& v) { r->put_direct(vm.key(name), vm.string_value(v)); };
    auto put_int = [&](const char* name, int v) { r->put_direct(vm.key(name), Value(static_cast<double>(v))); };
    // Table 14: the order of the properties.
    put_string("locale", o.locale);
    put_string("numberingSystem", "latn");
    put_string("style", o.style);
    if (o.style == "currency") {
        put_string("currency", o.currency);
        put_string("currencyDisplay", o.currency_display);
        put_string("currencySign", o.currency_sign);
    }
    if (o.style == "unit") {
        put_string("unit", o.unit);
        put_string("unitDisplay", o.unit_display);
    }
    put_int("minimumIntegerDigits", o.minimum_integer_digits);
    if (o.rounding_type != RoundingType::FractionDigits) {
        put_int("minimumSignificantDigits", o.minimum_significant_digits);
        put_int("maximumSignificantDigits", o.maximum_significant_digits);
    }
    if (o.rounding_type != RoundingType::SignificantDigits) {
        put_int("minimumFractionDigits", o.minimum_fraction_digits);
        put_int("maximumFractionDigits", o.maximum_fraction_digits);
    }
    if (o.use_grouping == "false")
        r->put_direct(vm.key("useGrouping"), Value(false));
    else
        put_string("useGrouping", o.use_grouping);
    put_string("notation", o.notation);
    if (o.notation == "compact")
        put_string("compactDisplay", o.compact_display);
    put_string("signDisplay", o.sign_display);
    put_string("roundingMode", o.rounding_mode);
    put_int("roundingIncrement", 1);
    put_string("trailingZeroDisplay", o.trailing_zero_display);
    put_string("roundingPriority", o.computed_rounding_priority);
    return Value(r);
}

// 15.2.2 Intl.NumberFormat.supportedLocalesOf ( locales [ , options ] )
// SIMPLIFIED: every structurally valid locale is reported as supported (Node supports the
// common ones); one evloop has no data for formats as its language or as en-US.
ThrowOr<Value> number_format_supported_locales_of(VM& vm, CallArgs& args)
{
    std::vector<std::string> list = TRY(canonicalize_locale_list(vm, args.arg(0)));
    Object* options = TRY(coerce_options_to_object(vm, args.arg(1)));
    TRY(get_string_option(vm, options, "localeMatcher", { "lookup", "best fit" }, "best fit", kService));
    std::vector<Value> values;
    for (const std::string& s : list)
        values.push_back(vm.string_value(s));
    return Value(static_cast<Object*>(vm.make_array(values)));
}

} // namespace

// 21.1.3.4 Number.prototype.toLocaleString / 21.2.3.2 BigInt.prototype.toLocaleString as
// ECMA-402 19.2.1 and 19.3.1 define them.
ThrowOr<Value> format_numeric_to_locale_string(VM& vm, Value x, Value locales, Value options)
{
    // 2. Let numberFormat be ? Construct(%NumberFormat%, « locales, options »).
    auto* nf = vm.heap().allocate<NumberFormatObject>(vm.intrinsic("Intl.NumberFormat.prototype"));
    vm.keep_alive(nf);
    ThrowOr<void> init = initialize_number_format(vm, nf, locales, options);
    vm.release(nf);
    if (init.is_throw())
        return Thrown {};
    // 3. Return FormatNumeric(numberFormat, x).
    return vm.string_value(TRY(format_numeric(vm, nf, x)));
}

void install_intl_number_format(VM& vm, Object* intl)
{
    // 15.3.2 @@toStringTag comes with the constructor; its supportedLocalesOf also checks
    // the localeMatcher option.
    Object* proto = install_intl_constructor(vm, intl, "NumberFormat", number_format_constructor, 0);
    vm.define_native(vm.intrinsic("Intl.NumberFormat"), "supportedLocalesOf", number_format_supported_locales_of, 1);
    vm.define_native(proto, "resolvedOptions", number_format_resolved_options, 0);
    vm.define_native(proto, "formatToParts", number_format_format_to_parts, 1);
    vm.define_getter(proto, "format", number_format_get_format);
}

} // namespace evloop::js
