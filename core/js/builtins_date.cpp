// 21.4 Date Objects https://tc39.es/ecma262/#sec-date-objects
//
// A Date is an ordinary object of class ObjectClass::Date whose [[DateValue]] slot is its
// primitive_value(): a Number, the time value in milliseconds since 1970-01-01T00:00:00Z,
// or NaN for an invalid date.
//
// The clock: `new Date()` and `Date.now()` read the virtual clock (cost_model.h), which
// starts at 2024-01-01T00:00:00Z and advances with the instructions the program runs, so
// two runs of the same program see the same dates.
//
// The time zone: evloop has ONE fixed time zone, UTC, so runs are reproducible and match
// Node started with TZ unset on a UTC machine. Everything that depends on the zone goes
// through LocalTZA() and the TimeZone constants below; another zone would be added there.
//
// Index:
//   21.4.1    time arithmetic: Day, YearFromTime, MonthFromTime, MakeTime, MakeDay, TimeClip
//   21.4.1.x  the time zone: LocalTZA, LocalTime, UTC
//   21.4.3.2  Date.parse: the ISO format (21.4.1.32) and the legacy forms V8 accepts
//   21.4.4.41 string forms: toString, toDateString, toTimeString, toUTCString, toISOString
//   ECMA-402  toLocaleString & co: en-US by hand, the CLDR locales by pattern
//   21.4.2    the constructor, Date.UTC, Date.parse, Date.now
//   21.4.4    getters, setters, toJSON, @@toPrimitive
//   install_date_builtins
#include "core/js/date.h"
#include "core/js/cost_model.h"
#include "core/js/intl.h"
#include "core/js/intl_locale_data.h"
#include "core/js/vm.h"
#include <cmath>
#include <optional>

namespace evloop::js {

namespace {

// --- 21.4.1 time values and time arithmetic ----------------------------------------------------

constexpr double kMsPerSecond = 1000.0;
constexpr double kMsPerMinute = 60000.0;
constexpr double kMsPerHour = 3600000.0;
constexpr double kMsPerDay = 86400000.0;
// 21.4.1.1 Time Values and Time Range: ±8.64e15 ms = ±100,000,000 days around the epoch.
constexpr double kMaxTimeValue = 8.64e15;

// 21.4.1.3 Day ( t ) https://tc39.es/ecma262/#sec-day
double Day(double t) { return std::floor(t / kMsPerDay); }

// 21.4.1.4 TimeWithinDay ( t ) https://tc39.es/ecma262/#sec-timewithinday
double TimeWithinDay(double t)
{
    double r = std::fmod(t, kMsPerDay);
    return r < 0 ? r + kMsPerDay : r + 0.0;
}

// The proleptic Gregorian calendar on whole days since the epoch. These compute what the
// spec's DayFromYear / YearFromTime / MonthFromTime / DateFromTime define by search.
struct CivilDate {
    int64_t year;
    int month; // 0-11
    int day;   // 1-31
};

int64_t floor_div(int64_t a, int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }

int64_t days_from_civil(int64_t year, int month /* 0-11 */, int day)
{
    int64_t y = year - (month < 2 ? 1 : 0);
    int64_t era = floor_div(y, 400);
    int64_t yoe = y - era * 400;
    int64_t mp = (month + 10) % 12; // March = 0
    int64_t doy = (153 * mp + 2) / 5 + day - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

CivilDate civil_from_days(int64_t days)
{
    int64_t z = days + 719468;
    int64_t era = floor_div(z, 146097);
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    int day = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
    int month = static_cast<int>(mp < 10 ? mp + 2 : mp - 10);
    return { yoe + era * 400 + (month < 2 ? 1 : 0), month, day };
}

CivilDate civil_from_time(double t) { return civil_from_days(static_cast<int64_t>(Day(t))); }

// 21.4.1.8 YearFromTime ( t ) https://tc39.es/ecma262/#sec-yearfromtime
double YearFromTime(double t) { return static_cast<double>(civil_from_time(t).year); }
// 21.4.1.11 MonthFromTime ( t ) https://tc39.es/ecma262/#sec-monthfromtime
double MonthFromTime(double t) { return civil_from_time(t).month; }
// 21.4.1.12 DateFromTime ( t ) https://tc39.es/ecma262/#sec-datefromtime
double DateFromTime(double t) { return civil_from_time(t).day; }

// 21.4.1.13 WeekDay ( t ) https://tc39.es/ecma262/#sec-weekday: (Day(t) + 4) modulo 7
int WeekDay(double t)
{
    int64_t r = (static_cast<int64_t>(Day(t)) + 4) % 7;
    return static_cast<int>(r < 0 ? r + 7 : r);
}

// 21.4.1.14 HourFromTime … 21.4.1.17 msFromTime
int HourFromTime(double t) { return static_cast<int>(TimeWithinDay(t) / kMsPerHour); }
int MinFromTime(double t) { return static_cast<int>(std::fmod(TimeWithinDay(t), kMsPerHour) / kMsPerMinute); }
int SecFromTime(double t) { return static_cast<int>(std::fmod(TimeWithinDay(t), kMsPerMinute) / kMsPerSecond); }
int MsFromTime(double t) { return static_cast<int>(std::fmod(TimeWithinDay(t), kMsPerSecond)); }

// 7.1.5 ToIntegerOrInfinity on a number that is already finite.
double to_integer(double d) { return std::trunc(d) + 0.0; }

// 21.4.1.27 MakeTime ( hour, min, sec, ms ) https://tc39.es/ecma262/#sec-maketime
double MakeTime(double hour, double min, double sec, double ms)
{
    // 1. If hour, min, sec or ms is not finite, return NaN.
    if (!std::isfinite(hour) || !std::isfinite(min) || !std::isfinite(sec) || !std::isfinite(ms))
        return NAN;
    // 2.-6. The integral parts, combined with IEEE 754-2019 arithmetic.
    return ((to_integer(hour) * kMsPerHour + to_integer(min) * kMsPerMinute) + to_integer(sec) * kMsPerSecond)
        + to_integer(ms);
}

// 21.4.1.28 MakeDay ( year, month, date ) https://tc39.es/ecma262/#sec-makeday
double MakeDay(double year, double month, double date)
{
    // 1. If year, month or date is not finite, return NaN.
    if (!std::isfinite(year) || !std::isfinite(month) || !std::isfinite(date))
        return NAN;
    // 2.-4.
    double y = to_integer(year), m = to_integer(month), dt = to_integer(date);
    // 7. "If it is not possible (because some argument is out of range), return NaN":
    // V8 gives up beyond a million years or ten million months, so evloop does too.
    if (std::fabs(y) > 1e6 || std::fabs(m) > 1e7)
        return NAN;
    // 5. Let ym be y + floor(m / 12). 6. Let mn be m modulo 12.
    double ym = y + std::floor(m / 12);
    int mn = static_cast<int>(m - std::floor(m / 12) * 12);
    // 8. Day(t) of the first day of month mn of year ym, plus dt - 1.
    return static_cast<double>(days_from_civil(static_cast<int64_t>(ym), mn, 1)) + dt - 1;
}

// 21.4.1.29 MakeDate ( day, time ) https://tc39.es/ecma262/#sec-makedate
double MakeDate(double day, double time)
{
    if (!std::isfinite(day) || !std::isfinite(time))
        return NAN;
    double tv = day * kMsPerDay + time;
    return std::isfinite(tv) ? tv : NAN;
}

// 21.4.1.30 MakeFullYear ( year ) https://tc39.es/ecma262/#sec-makefullyear
double MakeFullYear(double year)
{
    if (std::isnan(year))
        return NAN;
    double truncated = std::isinf(year) ? year : to_integer(year);
    return truncated >= 0 && truncated <= 99 ? 1900 + truncated : year;
}

// 21.4.1.31 TimeClip ( time ) https://tc39.es/ecma262/#sec-timeclip
double TimeClip(double time)
{
    if (!std::isfinite(time) || std::fabs(time) > kMaxTimeValue)
        return NAN;
    return to_integer(time);
}

// --- the time zone (21.4.1.18 - 21.4.1.26) ----------------------------------------------------

// evloop's one time zone. Node prints these names for UTC: toString's "(Coordinated
// Universal Time)", toLocaleString's timeZoneName "UTC".
struct TimeZone {
    const char* long_name;
    const char* short_name;
    double offset_ms; // fixed: UTC has no daylight saving time
};
constexpr TimeZone kTimeZone { "Coordinated Universal Time", "UTC", 0 };

// 21.4.1.20 LocalTZA ( t, isUTC ) (implementation-defined; for a fixed offset the same
// either way) https://tc39.es/ecma262/#sec-local-time-zone-adjustment
double LocalTZA(double /*t*/, bool /*is_utc*/) { return kTimeZone.offset_ms; }

// 21.4.1.25 LocalTime ( t ) https://tc39.es/ecma262/#sec-localtime
double LocalTime(double t) { return t + LocalTZA(t, true); }

// 21.4.1.26 UTC ( t ) https://tc39.es/ecma262/#sec-utc-t
double UTC(double t)
{
    if (!std::isfinite(t))
        return NAN;
    return t - LocalTZA(t, false);
}

// The virtual clock as a time value: the same source as Date.now().
double current_time_value(VM& vm) { return std::floor(kEpochAtStartMs + vm.read_clock_ms()); }

// --- thisTimeValue and Date objects -------------------------------------------------------------

bool is_date(Value v) { return v.is_object() && v.as_object()->object_class() == ObjectClass::Date; }

// 21.4.4 thisTimeValue ( value ): the [[DateValue]] of `this`, or a TypeError.
ThrowOr<double> this_time_value(VM& vm, Value v)
{
    if (!is_date(v))
        return vm.throw_type_error("this is not a Date object.");
    return v.as_object()->primitive_value().as_number();
}

void set_time_value(Value date, double tv) { date.as_object()->set_primitive_value(Value(tv)); }

// --- 21.4.3.2 Date.parse: the formats Node accepts ----------------------------------------------
//
// Node accepts the Date Time String Format of 21.4.1.32 (with V8's extensions: any number
// of fraction digits, "+hhmm" offsets, 24:00) and, when a string is not in that format,
// V8's legacy format "compatible with Safari": month names, "3/7/2024", "7 Mar 2024",
// "10:00 PM", "GMT+0100", "(comments)", which is what toString() and toUTCString() print.
// The rules below are V8's behaviour, restated in evloop's own code; the result is what
// Node gives for every string realistic code parses.

class DateStringParser {
public:
    explicit DateStringParser(std::u16string_view s)
        : m_s(s)
    {
    }

    // The time value, or NaN.
    double parse()
    {
        Token next = parse_iso_date_time();
        if (next.kind == Token::Invalid)
            return NAN;
        bool has_read_number = m_day.count > 0;
        for (Token token = next; token.kind != Token::End; token = next_token()) {
            if (token.kind == Token::Number) {
                has_read_number = true;
                int n = token.number;
                if (skip_symbol(':')) {
                    if (skip_symbol(':')) {
                        // "n::" adds the second zero as well.
                        if (m_time.count != 0)
                            return NAN;
                        m_time.add(n);
                        m_time.add(0);
                    } else {
                        if (!m_time.add(n))
                            return NAN;
                        if (peek().is_symbol('.'))
                            next_token();
                    }
                } else if (skip_symbol('.') && m_time.is_expecting(n)) {
                    m_time.add(n);
                    if (peek().kind != Token::Number)
                        return NAN;
                    int ms = read_milliseconds(next_token());
                    if (ms < 0)
                        return NAN;
                    m_time.add_final(ms);
                } else if (m_zone.is_expecting(n)) {
                    m_zone.minute = n;
                } else if (m_time.is_expecting(n)) {
                    m_time.add_final(n);
                    // The end, white space, "Z", "+" or "-" must follow the last time field.
                    Token p = peek();
                    if (p.kind != Token::End && p.kind != Token::WhiteSpace && !p.is_keyword_z() && !p.is_sign())
                        return NAN;
                } else {
                    if (!m_day.add(n))
                        return NAN;
                    skip_symbol('-');
                }
            } else if (token.kind == Token::Keyword) {
                if (token.keyword == Keyword::AmPm && m_time.count != 0) {
                    m_time.hour_offset = token.number;
                } else if (token.keyword == Keyword::MonthName) {
                    m_day.named_month = token.number;
                    skip_symbol('-');
                } else if (token.keyword == Keyword::TimeZoneName && has_read_number) {
                    m_zone.set_hours(token.number);
                } else {
                    // Unknown words are ignored before the first number, and must not
                    // touch it ("Thu,7" is fine, "Thu7" is not); after it they are errors.
                    if (has_read_number || peek().kind == Token::Number)
                        return NAN;
                }
            } else if (token.is_sign() && (m_zone.is_utc() || m_time.count != 0)) {
                // A UTC offset, only after a time or "UTC"/"GMT": +1, +01, +0100, +01:00.
                m_zone.sign = token.symbol == '+' ? 1 : -1;
                int n = 0, length = 0;
                if (peek().kind == Token::Number) {
                    Token number = next_token();
                    n = number.number;
                    length = number.length;
                }
                has_read_number = true;
                if (peek().is_symbol(':')) {
                    m_zone.hour = n;
                    m_zone.minute = kNone;
                } else if (length == 1 || length == 2) {
                    m_zone.hour = n;
                    m_zone.minute = 0;
                } else if (length == 3 || length == 4) {
                    m_zone.hour = n / 100;
                    m_zone.minute = n % 100;
                } else {
                    return NAN;
                }
            } else if ((token.is_sign() || token.is_symbol(')')) && has_read_number) {
                return NAN;
            }
            // Anything else (white space, commas, slashes, parenthesised text) is skipped.
        }
        return compose();
    }

private:
    static constexpr int kNone = INT32_MAX;
    enum class Keyword { Invalid, MonthName, AmPm, TimeZoneName, TimeSeparator };

    struct Token {
        enum Kind { End, Number, Symbol, Keyword, WhiteSpace, Unknown, Invalid } kind = Unknown;
        int number = 0;  // Number: the value (first nine significant digits); Keyword: its value
        int length = 0;  // characters read
        char16_t symbol = 0;
        DateStringParser::Keyword keyword = DateStringParser::Keyword::Invalid;
        bool is_symbol(char16_t c) const { return kind == Symbol && symbol == c; }
        bool is_sign() const { return is_symbol('+') || is_symbol('-'); }
        bool is_fixed_length_number(int n) const { return kind == Number && length == n; }
        bool is_keyword_z() const { return kind == Keyword && keyword == DateStringParser::Keyword::TimeZoneName && length == 1; }
        bool is_time_separator() const { return kind == Keyword && keyword == DateStringParser::Keyword::TimeSeparator; }
    };

    // Year, month, day: numbers in the order written, and a month given by name.
    struct DayComposer {
        int comp[3] = { 0, 0, 0 };
        int count = 0;
        int named_month = kNone;
        bool is_iso_date = false;
        bool add(int n)
        {
            if (count >= 3)
                return false;
            comp[count++] = n;
            return true;
        }
    };
    struct TimeComposer {
        int comp[4] = { 0, 0, 0, 0 };
        int count = 0;
        int hour_offset = kNone; // AM: 0, PM: 12
        bool is_expecting(int n) const
        {
            return (count == 1 && n <= 59) || (count == 2 && n <= 59) || (count == 3 && n <= 999);
        }
        bool add(int n)
        {
            if (count >= 4)
                return false;
            comp[count++] = n;
            return true;
        }
        bool add_final(int n)
        {
            if (!add(n))
                return false;
            while (count < 4)
                comp[count++] = 0;
            return true;
        }
    };
    struct ZoneComposer {
        int sign = kNone;
        int hour = kNone;
        int minute = kNone;
        void set_hours(int offset_hours)
        {
            sign = offset_hours < 0 ? -1 : 1;
            hour = offset_hours * sign;
            minute = 0;
        }
        bool is_expecting(int n) const { return hour != kNone && minute == kNone && n <= 59; }
        bool is_utc() const { return hour == 0 && minute == 0; }
        bool is_empty() const { return hour == kNone; }
    };

    static bool is_white_space(char16_t c)
    {
        return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r' || c == 0xA0 || c == 0x1680
            || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000
            || c == 0xFEFF;
    }
    char16_t ch() const { return m_pos < m_s.size() ? m_s[m_pos] : 0; }
    bool at_end() const { return m_pos >= m_s.size(); }

    Token scan()
    {
        Token t;
        size_t start = m_pos;
        if (at_end()) {
            t.kind = Token::End;
            return t;
        }
        char16_t c = ch();
        if (c >= '0' && c <= '9') {
            // The value keeps the first nine significant digits; the length counts all.
            while (ch() == '0')
                ++m_pos;
            int n = 0, digits = 0;
            while (ch() >= '0' && ch() <= '9') {
                if (digits++ < 9)
                    n = n * 10 + (ch() - '0');
                ++m_pos;
            }
            t.kind = Token::Number;
            t.number = n;
            t.length = static_cast<int>(m_pos - start);
            return t;
        }
        if (c == ':' || c == '-' || c == '+' || c == '.' || c == ')') {
            ++m_pos;
            t.kind = Token::Symbol;
            t.symbol = c;
            return t;
        }
        if (c >= 'A' && !is_white_space(c)) {
            // A word: the keyword table is matched on its first three letters, lowercased.
            char16_t prefix[3] = { 0, 0, 0 };
            int length = 0;
            while (!at_end() && ch() >= 'A' && !is_white_space(ch())) {
                if (length < 3)
                    prefix[length] = ch() | 0x20;
                ++length;
                ++m_pos;
            }
            t.kind = Token::Keyword;
            t.length = length;
            lookup_keyword(prefix, length, t);
            return t;
        }
        if (is_white_space(c)) {
            ++m_pos;
            t.kind = Token::WhiteSpace;
            t.length = 1;
            return t;
        }
        if (c == '(') {
            // Parenthesised text, nested, is skipped as one token.
            int balance = 0;
            do {
                if (ch() == ')')
                    --balance;
                else if (ch() == '(')
                    ++balance;
                ++m_pos;
            } while (balance > 0 && !at_end());
            return t;
        }
        ++m_pos;
        return t;
    }

    static void lookup_keyword(const char16_t prefix[3], int length, Token& t)
    {
        struct Entry {
            const char* word;
            Keyword type;
            int value;
        };
        static const Entry table[] = {
            { "jan", Keyword::MonthName, 1 }, { "feb", Keyword::MonthName, 2 }, { "mar", Keyword::MonthName, 3 },
            { "apr", Keyword::MonthName, 4 }, { "may", Keyword::MonthName, 5 }, { "jun", Keyword::MonthName, 6 },
            { "jul", Keyword::MonthName, 7 }, { "aug", Keyword::MonthName, 8 }, { "sep", Keyword::MonthName, 9 },
            { "oct", Keyword::MonthName, 10 }, { "nov", Keyword::MonthName, 11 }, { "dec", Keyword::MonthName, 12 },
            { "am", Keyword::AmPm, 0 }, { "pm", Keyword::AmPm, 12 }, { "ut", Keyword::TimeZoneName, 0 },
            { "utc", Keyword::TimeZoneName, 0 }, { "z", Keyword::TimeZoneName, 0 }, { "gmt", Keyword::TimeZoneName, 0 },
            { "cdt", Keyword::TimeZoneName, -5 }, { "cst", Keyword::TimeZoneName, -6 },
            { "edt", Keyword::TimeZoneName, -4 }, { "est", Keyword::TimeZoneName, -5 },
            { "mdt", Keyword::TimeZoneName, -6 }, { "mst", Keyword::TimeZoneName, -7 },
            { "pdt", Keyword::TimeZoneName, -7 }, { "pst", Keyword::TimeZoneName, -8 },
            { "t", Keyword::TimeSeparator, 0 },
        };
        for (const Entry& e : table) {
            char16_t want[3] = { 0, 0, 0 };
            for (int i = 0; i < 3 && e.word[i]; ++i)
                want[i] = static_cast<char16_t>(e.word[i]);
            // Only month names may be longer than their entry ("March", "September").
            if (prefix[0] == want[0] && prefix[1] == want[1] && prefix[2] == want[2]
                && (length <= 3 || e.type == Keyword::MonthName)) {
                t.keyword = e.type;
                t.number = e.value;
                return;
            }
        }
        t.keyword = Keyword::Invalid;
    }

    Token peek()
    {
        if (!m_peeked) {
            m_next = scan();
            m_peeked = true;
        }
        return m_next;
    }
    Token next_token()
    {
        Token t = peek();
        m_peeked = false;
        return t;
    }
    bool skip_symbol(char16_t c)
    {
        if (!peek().is_symbol(c))
            return false;
        next_token();
        return true;
    }

    // Fraction digits as milliseconds: ".5" is 500, ".12345" is 123.
    static int read_milliseconds(Token number)
    {
        int n = number.number, length = number.length;
        if (length == 1)
            return n * 100;
        if (length == 2)
            return n * 10;
        if (length > 3) {
            if (length > 9)
                length = 9;
            int factor = 1;
            while (length > 3) {
                factor *= 10;
                --length;
            }
            n /= factor;
        }
        return n;
    }

    // 21.4.1.32 Date Time String Format https://tc39.es/ecma262/#sec-date-time-string-format
    // YYYY[-MM[-DD]][THH:mm[:ss[.sss]][Z|±HH:mm]], years also as ±YYYYYY. Returns the first
    // token it did not use (End: the whole string was in the format), or Invalid when the
    // string starts in the format and then breaks it inside the time.
    Token parse_iso_date_time()
    {
        // The date: [+-]YYYYYY or YYYY, then -MM, then -DD.
        if (peek().is_sign()) {
            Token sign = next_token();
            if (!peek().is_fixed_length_number(6))
                return sign;
            int year = next_token().number;
            if (sign.symbol == '-' && year == 0) // -000000 is not a year
                return sign;
            m_day.add(sign.symbol == '-' ? -year : year);
        } else if (peek().is_fixed_length_number(4)) {
            m_day.add(next_token().number);
        } else {
            return next_token();
        }
        if (skip_symbol('-')) {
            if (!peek().is_fixed_length_number(2) || peek().number < 1 || peek().number > 12)
                return next_token();
            m_day.add(next_token().number);
            if (skip_symbol('-')) {
                if (!peek().is_fixed_length_number(2) || peek().number < 1 || peek().number > 31)
                    return next_token();
                m_day.add(next_token().number);
            }
        }
        // The time: THH:mm[:ss[.sss]], then Z or an offset.
        if (!peek().is_time_separator()) {
            if (peek().kind != Token::End)
                return next_token();
        } else {
            next_token();
            Token invalid;
            invalid.kind = Token::Invalid;
            if (!peek().is_fixed_length_number(2) || peek().number > 24)
                return invalid;
            bool hour_is_24 = peek().number == 24; // 24:00:00.000 is the end of the day
            m_time.add(next_token().number);
            if (!skip_symbol(':'))
                return invalid;
            if (!peek().is_fixed_length_number(2) || peek().number > 59 || (hour_is_24 && peek().number > 0))
                return invalid;
            m_time.add(next_token().number);
            if (skip_symbol(':')) {
                if (!peek().is_fixed_length_number(2) || peek().number > 59 || (hour_is_24 && peek().number > 0))
                    return invalid;
                m_time.add(next_token().number);
                if (skip_symbol('.')) {
                    if (peek().kind != Token::Number || (hour_is_24 && peek().number > 0))
                        return invalid;
                    m_time.add(read_milliseconds(next_token()));
                }
            }
            if (peek().is_keyword_z()) {
                next_token();
                m_zone.set_hours(0);
            } else if (peek().is_sign()) {
                m_zone.sign = next_token().symbol == '+' ? 1 : -1;
                if (peek().is_fixed_length_number(4)) {
                    int hhmm = next_token().number;
                    if (hhmm / 100 > 23 || hhmm % 100 > 59)
                        return invalid;
                    m_zone.hour = hhmm / 100;
                    m_zone.minute = hhmm % 100;
                } else {
                    if (!peek().is_fixed_length_number(2) || peek().number > 23)
                        return invalid;
                    m_zone.hour = next_token().number;
                    if (!skip_symbol(':'))
                        return invalid;
                    if (!peek().is_fixed_length_number(2) || peek().number > 59)
                        return invalid;
                    m_zone.minute = next_token().number;
                }
            }
            if (peek().kind != Token::End)
                return invalid;
        }
        // "When the UTC offset is absent, date-only forms are interpreted as a UTC time and
        // date-time forms are interpreted as a local time."
        if (m_zone.is_empty() && m_time.count == 0)
            m_zone.set_hours(0);
        m_day.is_iso_date = true;
        Token end;
        end.kind = Token::End;
        return end;
    }

    double compose()
    {
        // The day: missing fields are 1; the order is decided by which numbers can be days.
        DayComposer& d = m_day;
        if (d.count < 1)
            return NAN;
        while (d.count < 3)
            d.comp[d.count++] = 1;
        auto is_day = [](int x) { return x >= 1 && x <= 31; };
        int year = 0, month = kNone, day = kNone;
        if (d.named_month == kNone) {
            if (d.is_iso_date || !is_day(d.comp[0])) { // Y M D
                year = d.comp[0];
                month = d.comp[1];
                day = d.comp[2];
            } else { // M D Y
                month = d.comp[0];
                day = d.comp[1];
                year = d.comp[2];
            }
        } else {
            month = d.named_month;
            if (!is_day(d.comp[0])) { // Y D
                year = d.comp[0];
                day = d.comp[1];
            } else { // D Y
                day = d.comp[0];
                year = d.comp[1];
            }
        }
        if (!d.is_iso_date) {
            if (year >= 0 && year <= 49)
                year += 2000;
            else if (year >= 50 && year <= 99)
                year += 1900;
        }
        if (month < 1 || month > 12 || !is_day(day))
            return NAN;

        // The time: missing fields are 0; AM/PM needs an hour of 0-12.
        TimeComposer& t = m_time;
        while (t.count < 4)
            t.comp[t.count++] = 0;
        int hour = t.comp[0], minute = t.comp[1], second = t.comp[2], ms = t.comp[3];
        if (t.hour_offset != kNone) {
            if (hour > 12)
                return NAN;
            hour = hour % 12 + t.hour_offset;
        }
        if (hour > 23 || minute > 59 || second > 59 || ms > 999) {
            if (hour != 24 || minute != 0 || second != 0 || ms != 0)
                return NAN;
        }

        double date = MakeDate(MakeDay(year, month - 1, day), MakeTime(hour, minute, second, ms));
        if (m_zone.sign == kNone) {
            // No offset: local time (V8 allows ten days of slack before converting).
            if (std::fabs(date) > kMaxTimeValue + 864000000.0)
                return NAN;
            date = UTC(date);
        } else {
            double hours = m_zone.hour == kNone ? 0 : m_zone.hour;
            double minutes = m_zone.minute == kNone ? 0 : m_zone.minute;
            double offset = (hours * 3600 + minutes * 60) * m_zone.sign;
            date -= offset * 1000.0;
            if (std::fabs(date) > kMaxTimeValue)
                return NAN;
        }
        return TimeClip(date);
    }

    std::u16string_view m_s;
    size_t m_pos = 0;
    Token m_next;
    bool m_peeked = false;
    DayComposer m_day;
    TimeComposer m_time;
    ZoneComposer m_zone;
};

double parse_date_string(std::u16string_view s) { return DateStringParser(s).parse(); }

// --- 21.4.4.41 Date.prototype.toString and the other string forms -------------------------------

const char* const kWeekdayNames[] = { "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat" };
const char* const kMonthNames[] = { "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };
const char* const kWeekdayLongNames[] = { "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday" };
const char* const kMonthLongNames[] = { "January", "February", "March", "April", "May", "June", "July", "August",
    "September", "October", "November", "December" };

std::string pad(int64_t n, int width)
{
    std::string s = std::to_string(n < 0 ? -n : n);
    if (s.size() < static_cast<size_t>(width))
        s.insert(0, static_cast<size_t>(width) - s.size(), '0');
    return n < 0 ? "-" + s : s;
}

// The year as DateString prints it: four digits at least, "-" before negative years.
std::string year_string(int64_t year) { return (year < 0 ? "-" : "") + pad(year < 0 ? -year : year, 4); }

// 21.4.4.41.1 TimeString ( tv ) https://tc39.es/ecma262/#sec-timestring
std::string TimeString(double tv)
{
    return pad(HourFromTime(tv), 2) + ":" + pad(MinFromTime(tv), 2) + ":" + pad(SecFromTime(tv), 2) + " GMT";
}

// 21.4.4.41.2 DateString ( tv ) https://tc39.es/ecma262/#sec-datestring
std::string DateString(double tv)
{
    CivilDate c = civil_from_time(tv);
    return std::string(kWeekdayNames[WeekDay(tv)]) + " " + kMonthNames[c.month] + " " + pad(c.day, 2) + " "
        + year_string(c.year);
}

// 21.4.4.41.3 TimeZoneString ( tv ) https://tc39.es/ecma262/#sec-timezoneestring
std::string TimeZoneString(double tv)
{
    double offset = LocalTZA(tv, true);
    int64_t minutes = static_cast<int64_t>(std::fabs(offset) / kMsPerMinute);
    return std::string(offset >= 0 ? "+" : "-") + pad(minutes / 60, 2) + pad(minutes % 60, 2) + " ("
        + kTimeZone.long_name + ")";
}

// 21.4.4.41.4 ToDateString ( tv ) https://tc39.es/ecma262/#sec-todatestring
std::string ToDateString(double tv)
{
    if (std::isnan(tv))
        return "Invalid Date";
    double t = LocalTime(tv);
    return DateString(t) + " " + TimeString(t) + TimeZoneString(tv);
}

// 21.4.4.36 Date.prototype.toISOString: YYYY-MM-DDTHH:mm:ss.sssZ, ±YYYYYY outside 0-9999.
std::string iso_string(double tv)
{
    CivilDate c = civil_from_time(tv);
    std::string year = c.year >= 0 && c.year <= 9999 ? pad(c.year, 4) : (c.year < 0 ? "-" : "+") + pad(std::llabs(c.year), 6);
    return year + "-" + pad(c.month + 1, 2) + "-" + pad(c.day, 2) + "T" + pad(HourFromTime(tv), 2) + ":"
        + pad(MinFromTime(tv), 2) + ":" + pad(SecFromTime(tv), 2) + "." + pad(MsFromTime(tv), 3) + "Z";
}

// 21.4.4.43 Date.prototype.toUTCString: "Thu, 07 Mar 2024 10:00:00 GMT".
std::string utc_string(double tv)
{
    CivilDate c = civil_from_time(tv);
    return std::string(kWeekdayNames[WeekDay(tv)]) + ", " + pad(c.day, 2) + " " + kMonthNames[c.month] + " "
        + year_string(c.year) + " " + TimeString(tv);
}

// --- ECMA-402 toLocaleString, toLocaleDateString, toLocaleTimeString ---------------------------
//
// en-US (also what `undefined`, "en", an unknown locale and ["en-US"] give) is written by
// hand here, like Node's ICU prints it, in evloop's time zone, for the option sets
// realistic code uses: the defaults; weekday/era/year/month/day/hour/minute/second in
// their usual combinations ("March 7, 2024", "Thu, Mar 7", "03/07/2024", "10:05 AM");
// hour12 / hourCycle (including ICU's "24:00:00" for hour12: false at midnight);
// timeZoneName short/long; dateStyle / timeStyle; timeZone "UTC". Rare combinations that
// ICU prints in its own fallback patterns ("2024 (day: 7)") are approximated.
// The other locales of intl_locale_data.inc (en-GB, de-DE, ja-JP, ...; "de" is de-DE) are
// formatted from their CLDR patterns (intl_date_pattern.cpp), with the same options read
// the same way. SIMPLIFIED: a locale evloop has no data for falls back to its language's
// entry ("de-AT" prints as de-DE, resolved as "de"), else to en-US.

struct LocaleOptions {
    std::string weekday, era, year, month, day, hour, minute, second, time_zone_name, date_style, time_style, hour_cycle;
    int fractional_second_digits = 0;
    std::string day_period;
};

ThrowOr<std::string> get_string_option(VM& vm, Object* options, const char* method, const char* name,
    std::initializer_list<const char*> allowed)
{
    if (!options)
        return std::string();
    Value v = TRY(options->get(vm, vm.key(name)));
    if (v.is_undefined())
        return std::string();
    std::string s = TRY(vm.to_string(v))->utf8();
    for (const char* a : allowed)
        if (s == a)
            return s;
    return vm.throw_range_error("Value " + s + " out of range for " + method + " options property " + name);
}

// ECMA-402 11.1.2 CreateDateTimeFormat's (required, defaults): Date = ("date", "date"),
// Time = ("time", "time"), Any = ("any", "all"), Format = ("any", "date") for Intl.DateTimeFormat.
enum class Required { Date, Time, Any, Format };
const char* locale_method_name(Required r)
{
    return r == Required::Date ? "Date.prototype.toLocaleDateString"
        : r == Required::Time  ? "Date.prototype.toLocaleTimeString"
        : r == Required::Format ? "Intl.DateTimeFormat"
                               : "Date.prototype.toLocaleString";
}

ThrowOr<std::string> format_locale(VM& vm, double tv, Value locales, Value options_value, Required required, LocaleDateText* detail = nullptr)
{
    const LocaleData* locale = resolve_intl_locale(TRY(canonicalize_locale_list(vm, locales))).data;
    const char* method = locale_method_name(required);
    Object* options = nullptr;
    if (!options_value.is_undefined())
        options = TRY(vm.to_object(options_value));
    LocaleOptions o;
    // 11.1.2 CreateDateTimeFormat: the options in the order ECMA-402 reads them.
    std::optional<bool> hour12;
    if (options) {
        Value h12 = TRY(options->get(vm, vm.key("hour12")));
        if (!h12.is_undefined())
            hour12 = VM::to_boolean(h12);
    }
    o.hour_cycle = TRY(get_string_option(vm, options, method, "hourCycle", { "h11", "h12", "h23", "h24" }));
    if (options) {
        Value tz = TRY(options->get(vm, vm.key("timeZone")));
        if (!tz.is_undefined())
            (void)TRY(vm.to_string(tz)); // SIMPLIFIED: every time zone is evloop's (UTC).
    }
    o.weekday = TRY(get_string_option(vm, options, method, "weekday", { "narrow", "short", "long" }));
    o.era = TRY(get_string_option(vm, options, method, "era", { "narrow", "short", "long" }));
    o.year = TRY(get_string_option(vm, options, method, "year", { "2-digit", "numeric" }));
    o.month = TRY(get_string_option(vm, options, method, "month", { "2-digit", "numeric", "narrow", "short", "long" }));
    o.day = TRY(get_string_option(vm, options, method, "day", { "2-digit", "numeric" }));
    o.day_period = TRY(get_string_option(vm, options, method, "dayPeriod", { "narrow", "short", "long" }));
    o.hour = TRY(get_string_option(vm, options, method, "hour", { "2-digit", "numeric" }));
    o.minute = TRY(get_string_option(vm, options, method, "minute", { "2-digit", "numeric" }));
    o.second = TRY(get_string_option(vm, options, method, "second", { "2-digit", "numeric" }));
    if (options) {
        Value f = TRY(options->get(vm, vm.key("fractionalSecondDigits")));
        if (!f.is_undefined()) {
            double digits = TRY(vm.to_number(f));
            if (!(digits >= 1 && digits <= 3))
                return vm.throw_range_error("fractionalSecondDigits value is out of range.");
            o.fractional_second_digits = static_cast<int>(digits);
        }
    }
    o.time_zone_name = TRY(get_string_option(vm, options, method, "timeZoneName",
        { "short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric" }));
    o.date_style = TRY(get_string_option(vm, options, method, "dateStyle", { "full", "long", "medium", "short" }));
    o.time_style = TRY(get_string_option(vm, options, method, "timeStyle", { "full", "long", "medium", "short" }));

    bool any_option = hour12 || !o.hour_cycle.empty() || !o.weekday.empty() || !o.era.empty() || !o.year.empty()
        || !o.month.empty() || !o.day.empty() || !o.day_period.empty() || !o.hour.empty() || !o.minute.empty()
        || !o.second.empty() || o.fractional_second_digits || !o.time_zone_name.empty() || !o.date_style.empty()
        || !o.time_style.empty();
    (void)any_option;

    // Styles exclude the single fields.
    if (!o.date_style.empty() || !o.time_style.empty()) {
        std::pair<const char*, const std::string*> fields[] = { { "weekday", &o.weekday }, { "era", &o.era },
            { "year", &o.year }, { "month", &o.month }, { "day", &o.day }, { "dayPeriod", &o.day_period },
            { "hour", &o.hour }, { "minute", &o.minute }, { "second", &o.second },
            { "timeZoneName", &o.time_zone_name } };
        for (auto& [name, value] : fields)
            if (!value->empty())
                return vm.throw_type_error(std::string("Can't set option ") + name + " when "
                    + (o.date_style.empty() ? "timeStyle" : "dateStyle") + " is used");
        if (o.fractional_second_digits)
            return vm.throw_type_error(std::string("Can't set option fractionalSecondDigits when ")
                + (o.date_style.empty() ? "timeStyle" : "dateStyle") + " is used");
    }
    // ToDateTimeOptions: toLocaleDateString needs a date, toLocaleTimeString a time.
    if (required == Required::Date && !o.time_style.empty())
        return vm.throw_type_error("Invalid option : timeStyle");
    if (required == Required::Time && !o.date_style.empty())
        return vm.throw_type_error("Invalid option : dateStyle");
    bool need_defaults = o.date_style.empty() && o.time_style.empty();
    if (required != Required::Time && (!o.weekday.empty() || !o.year.empty() || !o.month.empty() || !o.day.empty()))
        need_defaults = false;
    if (required != Required::Date
        && (!o.day_period.empty() || !o.hour.empty() || !o.minute.empty() || !o.second.empty() || o.fractional_second_digits))
        need_defaults = false;
    if (need_defaults && required != Required::Time)
        o.year = o.month = o.day = "numeric";
    if (need_defaults && (required == Required::Time || required == Required::Any))
        o.hour = o.minute = o.second = "numeric";

    // The hour cycle: hour12 wins over hourCycle. ICU (in Node 20) maps hour12: false to
    // h24 for en-US, which prints midnight as 24:00:00.
    std::string cycle = o.hour_cycle.empty() ? "h12" : o.hour_cycle;
    if (hour12)
        cycle = *hour12 ? "h12" : "h24";

    if (locale) {
        // A CLDR locale: the pattern ICU picks, then its fields.
        DateFieldRequest r { o.weekday, o.era, o.year, o.month, o.day, o.hour, o.minute, o.second, o.time_zone_name,
            o.fractional_second_digits, o.date_style, o.time_style, "", false };
        // 11.1.2 steps 36-42 as V8 does them: hour12 picks the 12- or 24-hour cycle of the
        // locale's kind (h11/h23 locales get h11/h23, h12 ones h12/h24).
        std::string default_cycle = locale_default_hour_cycle(*locale);
        bool zero_based = default_cycle == "h11" || default_cycle == "h23";
        r.hour_cycle = o.hour_cycle.empty() ? default_cycle : o.hour_cycle;
        if (hour12)
            r.hour_cycle = *hour12 ? (zero_based ? "h11" : "h12") : (zero_based ? "h23" : "h24");
        r.hour_cycle_given = hour12 || !o.hour_cycle.empty();
        std::string pattern = locale_date_pattern(*locale, r);
        if (detail) {
            detail->localized = true;
            detail->pattern = pattern;
            detail->hour_cycle = r.hour_cycle;
        }
        if (std::isnan(tv))
            return std::string("Invalid Date");
        std::vector<DatePart> parts = format_date_pattern(*locale, pattern, LocalTime(tv));
        std::string text;
        for (const DatePart& p : parts)
            text += p.value;
        if (detail)
            detail->parts = std::move(parts);
        // V8 prints ICU's narrow no-break spaces (U+202F) as plain spaces (formatToParts keeps them).
        for (size_t k = text.find("\u202f"); k != std::string::npos; k = text.find("\u202f", k))
            text.replace(k, 3, " ");
        return text;
    }

    // The styles as single fields.
    std::string joiner_style; // "at" or ","
    if (!o.date_style.empty()) {
        const std::string& s = o.date_style;
        if (s == "full")
            o.weekday = "long";
        o.month = s == "full" || s == "long" ? "long" : s == "medium" ? "short" : "numeric";
        o.day = "numeric";
        o.year = s == "short" ? "2-digit" : "numeric";
        joiner_style = s == "full" || s == "long" ? "at" : ",";
    }
    if (!o.time_style.empty()) {
        o.hour = "numeric";
        o.minute = "2-digit";
        if (o.time_style != "short")
            o.second = "2-digit";
        if (o.time_style == "full")
            o.time_zone_name = "long";
        else if (o.time_style == "long")
            o.time_zone_name = "short";
    }

    if (std::isnan(tv))
        return std::string("Invalid Date");
    double t = LocalTime(tv);
    CivilDate c = civil_from_time(t);

    // The date part.
    std::string year_text;
    if (!o.year.empty()) {
        int64_t era_year = c.year > 0 ? c.year : 1 - c.year; // SIMPLIFIED: BC years without the era
        year_text = o.year == "2-digit" ? pad(era_year % 100, 2) : std::to_string(era_year);
    }
    std::string day_text = o.day.empty() ? "" : o.day == "2-digit" ? pad(c.day, 2) : std::to_string(c.day);
    std::string weekday_text;
    if (!o.weekday.empty()) {
        std::string w = kWeekdayLongNames[WeekDay(t)];
        weekday_text = o.weekday == "long" ? w : o.weekday == "short" ? w.substr(0, 3) : w.substr(0, 1);
    }
    std::string date_part;
    bool textual_month = o.month == "long" || o.month == "short" || o.month == "narrow";
    if (textual_month) {
        std::string m = kMonthLongNames[c.month];
        date_part = o.month == "long" ? m : o.month == "short" ? m.substr(0, 3) : m.substr(0, 1);
        if (!day_text.empty())
            date_part += " " + day_text;
        if (!year_text.empty())
            date_part += (day_text.empty() ? " " : ", ") + year_text;
        if (!weekday_text.empty())
            date_part = weekday_text + ", " + date_part;
    } else if (!o.month.empty()) {
        date_part = o.month == "2-digit" ? pad(c.month + 1, 2) : std::to_string(c.month + 1);
        if (!day_text.empty())
            date_part += "/" + day_text;
        if (!year_text.empty())
            date_part += "/" + year_text;
        if (!weekday_text.empty())
            date_part = weekday_text + ", " + date_part;
    } else if (!day_text.empty() || !year_text.empty()) {
        // ICU's fallback patterns: "2024 Thursday", "7 Thursday", "2024 (day: 7)".
        date_part = !year_text.empty() ? year_text : day_text;
        if (!year_text.empty() && !day_text.empty())
            date_part += " (day: " + day_text + ")";
        if (!weekday_text.empty())
            date_part += " " + weekday_text;
    } else {
        date_part = weekday_text;
    }
    if (!o.era.empty() && !date_part.empty())
        date_part += std::string(" ")
            + (o.era == "long" ? (c.year > 0 ? "Anno Domini" : "Before Christ")
                    : o.era == "short" ? (c.year > 0 ? "AD" : "BC")
                                       : (c.year > 0 ? "A" : "B")); // SIMPLIFIED: placed like ICU only in the numeric forms

    // The time part.
    std::string time_part;
    int h = HourFromTime(t), mi = MinFromTime(t), s = SecFromTime(t);
    bool twelve = cycle == "h12" || cycle == "h11";
    if (!o.hour.empty()) {
        int shown = cycle == "h12" ? (h % 12 == 0 ? 12 : h % 12) : cycle == "h11" ? h % 12 : cycle == "h24" && h == 0 ? 24 : h;
        time_part = twelve && o.hour != "2-digit" ? std::to_string(shown) : pad(shown, 2);
        if (!o.minute.empty()) {
            time_part += ":" + pad(mi, 2);
            if (!o.second.empty())
                time_part += ":" + pad(s, 2);
        }
    } else if (!o.minute.empty()) {
        time_part = o.second.empty() ? std::to_string(mi) : pad(mi, 2) + ":" + pad(s, 2);
    } else if (!o.second.empty()) {
        time_part = std::to_string(s);
    }
    if (o.fractional_second_digits) {
        std::string digits = pad(MsFromTime(t), 3).substr(0, static_cast<size_t>(o.fractional_second_digits));
        time_part += time_part.empty() ? digits : "." + digits;
    }
    if (!o.hour.empty() && twelve)
        time_part += h < 12 ? " AM" : " PM";
    if (!o.hour.empty() && o.minute.empty() && !o.second.empty())
        time_part += " (second: " + std::to_string(s) + ")"; // ICU's fallback for a skipped field
    std::string zone_text;
    if (o.time_zone_name == "long")
        zone_text = kTimeZone.long_name;
    else if (!o.time_zone_name.empty())
        zone_text = kTimeZone.short_name;
    if (!zone_text.empty())
        time_part += time_part.empty() ? zone_text : " " + zone_text;

    if (date_part.empty())
        return time_part;
    if (time_part.empty())
        return date_part;
    // en-US joins a long date and a time with " at ", a weekday alone with a space.
    if (joiner_style.empty()) {
        if (o.month.empty() && o.day.empty() && o.year.empty())
            joiner_style = zone_text.empty() ? " " : ",";
        else
            joiner_style = o.month == "long" ? "at" : ",";
    }
    if (joiner_style == "at")
        return date_part + " at " + time_part;
    if (joiner_style == ",")
        return date_part + ", " + time_part;
    return date_part + " " + time_part;
}

} // namespace

// ECMA-402 11.5.6 FormatDateTime for Intl.DateTimeFormat (builtins_intl_date_time_format.cpp):
// the en-US text of time value tv with the options Intl.DateTimeFormat read.
ThrowOr<std::string> format_date_time_format(VM& vm, double tv, Value options, const std::string& locale, LocaleDateText* detail)
{
    return format_locale(vm, tv, vm.string_value(locale), options, Required::Format, detail);
}

double date_current_time_value(VM& vm) { return current_time_value(vm); }

namespace {

// --- 21.4.2 The Date constructor ------------------------------------------------------------------

// Argument i as a number, or `fallback` when it was not passed.
ThrowOr<double> number_arg(VM& vm, CallArgs& args, size_t i, double fallback)
{
    if (i >= args.count())
        return fallback;
    return vm.to_number(args.args[i]);
}

// 21.4.2.1 Date ( ...values ) https://tc39.es/ecma262/#sec-date
ThrowOr<Value> date_constructor(VM& vm, CallArgs& args)
{
    // 1. If NewTarget is undefined, return ToDateString(the current time value).
    if (!args.new_target)
        return vm.string_value(ToDateString(current_time_value(vm)));
    double tv;
    size_t number_of_args = args.count();
    if (number_of_args == 0) {
        // 3. The current time value: evloop's virtual clock.
        tv = current_time_value(vm);
    } else if (number_of_args == 1) {
        // 4. One value: a Date's time value, a string to parse, or a number.
        Value value = args.args[0];
        if (is_date(value)) {
            tv = value.as_object()->primitive_value().as_number();
        } else {
            Value v = TRY(vm.to_primitive(value));
            if (v.is_string())
                tv = parse_date_string(v.as_string()->string());
            else
                tv = TRY(vm.to_number(v));
        }
        tv = TimeClip(tv);
    } else {
        // 5. Year, month[, date, hours, minutes, seconds, ms] in local time.
        double y = TRY(vm.to_number(args.args[0]));
        double m = TRY(vm.to_number(args.args[1]));
        double dt = TRY(number_arg(vm, args, 2, 1));
        double h = TRY(number_arg(vm, args, 3, 0));
        double min = TRY(number_arg(vm, args, 4, 0));
        double s = TRY(number_arg(vm, args, 5, 0));
        double milli = TRY(number_arg(vm, args, 6, 0));
        double yr = MakeFullYear(y);
        double final_date = MakeDate(MakeDay(yr, m, dt), MakeTime(h, min, s, milli));
        tv = TimeClip(UTC(final_date));
    }
    // 6. OrdinaryCreateFromConstructor(NewTarget, "%Date.prototype%", « [[DateValue]] »).
    Value proto = TRY(args.new_target->get(vm, vm.names().prototype));
    Object* date = vm.heap().allocate<Object>(proto.is_object() ? proto.as_object() : vm.intrinsic("Date.prototype"),
        ObjectClass::Date);
    date->set_primitive_value(Value(tv));
    return Value(date);
}

// 21.4.3.1 Date.now ( ): on the virtual clock (cost_model.h), in whole milliseconds.
ThrowOr<Value> date_now(VM& vm, CallArgs&) { return Value(current_time_value(vm)); }

// 21.4.3.2 Date.parse ( string ) https://tc39.es/ecma262/#sec-date.parse
ThrowOr<Value> date_parse(VM& vm, CallArgs& args)
{
    std::u16string s = TRY(vm.to_u16string(args.arg(0)));
    return Value(parse_date_string(s));
}

// 21.4.3.4 Date.UTC ( year [ , month [ , date [ , hours [ , minutes [ , seconds [ , ms ] ] ] ] ] ] )
ThrowOr<Value> date_utc(VM& vm, CallArgs& args)
{
    double y = TRY(vm.to_number(args.arg(0)));
    double m = TRY(number_arg(vm, args, 1, 0));
    double dt = TRY(number_arg(vm, args, 2, 1));
    double h = TRY(number_arg(vm, args, 3, 0));
    double min = TRY(number_arg(vm, args, 4, 0));
    double s = TRY(number_arg(vm, args, 5, 0));
    double milli = TRY(number_arg(vm, args, 6, 0));
    double yr = MakeFullYear(y);
    return Value(TimeClip(MakeDate(MakeDay(yr, m, dt), MakeTime(h, min, s, milli))));
}

// --- 21.4.4 getters -----------------------------------------------------------------------------

// The getters share one shape: NaN for an invalid date, else a field of the local or UTC time.
template<double (*Field)(double), bool Local>
ThrowOr<Value> date_getter(VM& vm, CallArgs& args)
{
    double t = TRY(this_time_value(vm, args.this_value));
    if (std::isnan(t))
        return Value(NAN);
    return Value(Field(Local ? LocalTime(t) : t));
}

double year_field(double t) { return YearFromTime(t); }
double month_field(double t) { return MonthFromTime(t); }
double date_field(double t) { return DateFromTime(t); }
double day_field(double t) { return WeekDay(t); }
double hours_field(double t) { return HourFromTime(t); }
double minutes_field(double t) { return MinFromTime(t); }
double seconds_field(double t) { return SecFromTime(t); }
double ms_field(double t) { return MsFromTime(t); }
// B.2.3.1 Date.prototype.getYear ( )
double short_year_field(double t) { return YearFromTime(t) - 1900; }

// 21.4.4.10 Date.prototype.getTime ( ) / 21.4.4.44 Date.prototype.valueOf ( )
ThrowOr<Value> date_get_time(VM& vm, CallArgs& args) { return Value(TRY(this_time_value(vm, args.this_value))); }

// 21.4.4.11 Date.prototype.getTimezoneOffset ( ): (t - LocalTime(t)) / msPerMinute
ThrowOr<Value> date_get_timezone_offset(VM& vm, CallArgs& args)
{
    double t = TRY(this_time_value(vm, args.this_value));
    if (std::isnan(t))
        return Value(NAN);
    return Value((t - LocalTime(t)) / kMsPerMinute + 0.0);
}

// --- 21.4.4 setters -----------------------------------------------------------------------------

// Stores TimeClip(value) (made from local time when `local`) and returns it.
Value store_time(Value date, double value, bool local)
{
    double u = TimeClip(local ? UTC(value) : value);
    set_time_value(date, u);
    return Value(u);
}

// 21.4.4.20 Date.prototype.setDate ( date ) / 21.4.4.28 setUTCDate
template<bool Local>
ThrowOr<Value> date_set_date(VM& vm, CallArgs& args)
{
    double t = TRY(this_time_value(vm, args.this_value));
    double dt = TRY(vm.to_number(args.arg(0)));
    if (std::isnan(t))
        return Value(NAN);
    if (Local)
        t = LocalTime(t);
    double new_date = MakeDate(MakeDay(YearFromTime(t), MonthFromTime(t), dt), TimeWithinDay(t));
    return store_time(args.this_value, new_date, Local);
}

// 21.4.4.21 Date.prototype.setFullYear ( year [ , month [ , date ] ] ) / 21.4.4.29 setUTCFullYear
template<bool Local>
ThrowOr<Value> date_set_full_year(VM& vm, CallArgs& args)
{
    double t = TRY(this_time_value(vm, args.this_value));
    double y = TRY(vm.to_number(args.arg(0)));
    // 4. If t is NaN, set t to +0; otherwise, set t to LocalTime(t).
    t = std::isnan(t) ? 0.0 : (Local ? LocalTime(t) : t);
    double m = TRY(number_arg(vm, args, 1, MonthFromTime(t)));
    double dt = TRY(number_arg(vm, args, 2, DateFromTime(t)));
    double new_date = MakeDate(MakeDay(y, m, dt), TimeWithinDay(t));
    return store_time(args.this_value, new_date, Local);
}

// 21.4.4.22 Date.prototype.setHours ( hour [ , min [ , sec [ , ms ] ] ] ) / 21.4.4.30 setUTCHours
template<bool Local>
ThrowOr<Value> date_set_hours(VM& vm, CallArgs& args)
{
    double t = TRY(this_time_value(vm, args.this_value));
    double h = TRY(vm.to_number(args.arg(0)));
    std::optional<double> m, s, milli;
    if (args.count() > 1)
        m = TRY(vm.to_number(args.args[1]));
    if (args.count() > 2)
        s = TRY(vm.to_number(args.args[2]));
    if (args.count() > 3)
        milli = TRY(vm.to_number(args.args[3]));
    if (std::isnan(t))
        return Value(NAN);
    if (Local)
        t = LocalTime(t);
    double date = MakeDate(Day(t), MakeTime(h, m.value_or(MinFromTime(t)), s.value_or(SecFromTime(t)),
        milli.value_or(MsFromTime(t))));
    return store_time(args.this_value, date, Local);
}

// 21.4.4.23 Date.prototype.setMilliseconds ( ms ) / 21.4.4.31 setUTCMilliseconds
template<bool Local>
ThrowOr<Value> date_set_milliseconds(VM& vm, CallArgs& args)
{
    double t = TRY(this_time_value(vm, args.this_value));
    double ms = TRY(vm.to_number(args.arg(0)));
    if (std::isnan(t))
        return Value(NAN);
    if (Local)
        t = LocalTime(t);
    double time = MakeTime(HourFromTime(t), MinFromTime(t), SecFromTime(t), ms);
    return store_time(args.this_value, MakeDate(Day(t), time), Local);
}

// 21.4.4.24 Date.prototype.setMinutes ( min [ , sec [ , ms ] ] ) / 21.4.4.32 setUTCMinutes
template<bool Local>
ThrowOr<Value> date_set_minutes(VM& vm, CallArgs& args)
{
    double t = TRY(this_time_value(vm, args.this_value));
    double m = TRY(vm.to_number(args.arg(0)));
    std::optional<double> s, milli;
    if (args.count() > 1)
        s = TRY(vm.to_number(args.args[1]));
    if (args.count() > 2)
        milli = TRY(vm.to_number(args.args[2]));
    if (std::isnan(t))
        return Value(NAN);
    if (Local)
        t = LocalTime(t);
    double date = MakeDate(Day(t), MakeTime(HourFromTime(t), m, s.value_or(SecFromTime(t)), milli.value_or(MsFromTime(t))));
    return store_time(args.this_value, date, Local);
}

// 21.4.4.25 Date.prototype.setMonth ( month [ , date ] ) / 21.4.4.33 setUTCMonth
template<bool Local>
ThrowOr<Value> date_set_month(VM& vm, CallArgs& args)
{
    double t = TRY(this_time_value(vm, args.this_value));
    double m = TRY(vm.to_number(args.arg(0)));
    std::optional<double> dt;
    if (args.count() > 1)
        dt = TRY(vm.to_number(args.args[1]));
    if (std::isnan(t))
        return Value(NAN);
    if (Local)
        t = LocalTime(t);
    double new_date = MakeDate(MakeDay(YearFromTime(t), m, dt.value_or(DateFromTime(t))), TimeWithinDay(t));
    return store_time(args.this_value, new_date, Local);
}

// 21.4.4.26 Date.prototype.setSeconds ( sec [ , ms ] ) / 21.4.4.34 setUTCSeconds
template<bool Local>
ThrowOr<Value> date_set_seconds(VM& vm, CallArgs& args)
{
    double t = TRY(this_time_value(vm, args.this_value));
    double s = TRY(vm.to_number(args.arg(0)));
    std::optional<double> milli;
    if (args.count() > 1)
        milli = TRY(vm.to_number(args.args[1]));
    if (std::isnan(t))
        return Value(NAN);
    if (Local)
        t = LocalTime(t);
    double date = MakeDate(Day(t), MakeTime(HourFromTime(t), MinFromTime(t), s, milli.value_or(MsFromTime(t))));
    return store_time(args.this_value, date, Local);
}

// 21.4.4.27 Date.prototype.setTime ( time )
ThrowOr<Value> date_set_time(VM& vm, CallArgs& args)
{
    TRY(this_time_value(vm, args.this_value));
    double t = TRY(vm.to_number(args.arg(0)));
    return store_time(args.this_value, t, false);
}

// B.2.3.2 Date.prototype.setYear ( year )
ThrowOr<Value> date_set_year(VM& vm, CallArgs& args)
{
    double t = TRY(this_time_value(vm, args.this_value));
    double y = TRY(vm.to_number(args.arg(0)));
    t = std::isnan(t) ? 0.0 : LocalTime(t);
    double yyyy = MakeFullYear(y);
    double d = MakeDay(yyyy, MonthFromTime(t), DateFromTime(t));
    return store_time(args.this_value, MakeDate(d, TimeWithinDay(t)), true);
}

// --- 21.4.4 string conversions --------------------------------------------------------------------

// 21.4.4.41 Date.prototype.toString ( )
ThrowOr<Value> date_to_string(VM& vm, CallArgs& args)
{
    double tv = TRY(this_time_value(vm, args.this_value));
    return vm.string_value(ToDateString(tv));
}

// 21.4.4.35 Date.prototype.toDateString ( )
ThrowOr<Value> date_to_date_string(VM& vm, CallArgs& args)
{
    double tv = TRY(this_time_value(vm, args.this_value));
    if (std::isnan(tv))
        return vm.string_value("Invalid Date");
    return vm.string_value(DateString(LocalTime(tv)));
}

// 21.4.4.42 Date.prototype.toTimeString ( )
ThrowOr<Value> date_to_time_string(VM& vm, CallArgs& args)
{
    double tv = TRY(this_time_value(vm, args.this_value));
    if (std::isnan(tv))
        return vm.string_value("Invalid Date");
    return vm.string_value(TimeString(LocalTime(tv)) + TimeZoneString(tv));
}

// 21.4.4.43 Date.prototype.toUTCString ( ) (also B.2.3.3 toGMTString)
ThrowOr<Value> date_to_utc_string(VM& vm, CallArgs& args)
{
    double tv = TRY(this_time_value(vm, args.this_value));
    if (std::isnan(tv))
        return vm.string_value("Invalid Date");
    return vm.string_value(utc_string(tv));
}

// 21.4.4.36 Date.prototype.toISOString ( )
ThrowOr<Value> date_to_iso_string(VM& vm, CallArgs& args)
{
    double tv = TRY(this_time_value(vm, args.this_value));
    if (!std::isfinite(tv))
        return vm.throw_range_error("Invalid time value");
    return vm.string_value(iso_string(tv));
}

// 21.4.4.37 Date.prototype.toJSON ( key ) https://tc39.es/ecma262/#sec-date.prototype.tojson
ThrowOr<Value> date_to_json(VM& vm, CallArgs& args)
{
    // 1. Let O be ? ToObject(this value).
    Object* o = TRY(vm.to_object(args.this_value));
    // 2. Let tv be ? ToPrimitive(O, number).
    Value tv = TRY(vm.to_primitive(Value(o), "number"));
    // 3. If tv is a Number and tv is not finite, return null.
    if (tv.is_number() && !std::isfinite(tv.as_number()))
        return Value::null();
    // 4. Return ? Invoke(O, "toISOString").
    Value to_iso = TRY(o->get(vm, vm.key("toISOString")));
    if (!VM::is_callable(to_iso))
        return vm.throw_type_error("toISOString is not a function");
    return vm.call(to_iso, Value(o), {});
}

// 21.4.4.38 Date.prototype.toLocaleDateString, 21.4.4.39 toLocaleString, 21.4.4.40 toLocaleTimeString
template<Required R>
ThrowOr<Value> date_to_locale(VM& vm, CallArgs& args)
{
    double tv = TRY(this_time_value(vm, args.this_value));
    return vm.string_value(TRY(format_locale(vm, tv, args.arg(0), args.arg(1), R)));
}

// 21.4.4.45 Date.prototype [ @@toPrimitive ] ( hint ) https://tc39.es/ecma262/#sec-date.prototype-@@toprimitive
ThrowOr<Value> date_to_primitive(VM& vm, CallArgs& args)
{
    // 1.-2. The receiver must be an object.
    if (!args.this_value.is_object())
        return vm.throw_type_error("Method Date.prototype [ @@toPrimitive ] called on incompatible receiver "
            + vm.describe_for_message(args.this_value));
    Object* o = args.this_value.as_object();
    // 3.-5. "string" and "default" try toString first, "number" valueOf first.
    Value hint = args.arg(0);
    std::u16string h = hint.is_string() ? hint.as_string()->string() : u"";
    bool string_first;
    if (h == u"string" || h == u"default")
        string_first = true;
    else if (h == u"number")
        string_first = false;
    else
        return vm.throw_type_error("Invalid hint: " + vm.describe_for_message(hint));
    // 6. Return ? OrdinaryToPrimitive(O, tryFirst).
    const char* order[2] = { "toString", "valueOf" };
    if (!string_first)
        std::swap(order[0], order[1]);
    for (const char* name : order) {
        Value method = TRY(o->get(vm, vm.key(name)));
        if (VM::is_callable(method)) {
            Value result = TRY(vm.call(method, Value(o), {}));
            if (!result.is_object())
                return result;
        }
    }
    return vm.throw_type_error("Cannot convert object to primitive value");
}

} // namespace

std::string date_inspect_text(const Object* date)
{
    double tv = date->primitive_value().as_number();
    return std::isnan(tv) ? ToDateString(tv) : iso_string(tv);
}

// 21.4.2 / 21.4.3 / 21.4.4: the constructor, its functions and Date.prototype.
void install_date_builtins(VM& vm)
{
    // 21.4.4 Properties of the Date Prototype Object: an ordinary object, not a Date.
    Object* proto = vm.make_object();
    NativeFunction* ctor = vm.make_native_function("Date", date_constructor, 7, true);
    ctor->put_direct(vm.names().prototype, Value(proto), 0);
    proto->put_direct(vm.names().constructor, Value(static_cast<Object*>(ctor)), kBuiltinAttributes);
    vm.define_value(vm.global_object(), "Date", Value(static_cast<Object*>(ctor)));
    vm.set_intrinsic("Date", ctor);
    vm.set_intrinsic("Date.prototype", proto);

    vm.define_native(ctor, "now", date_now, 0);
    vm.define_native(ctor, "parse", date_parse, 1);
    vm.define_native(ctor, "UTC", date_utc, 7);

    vm.define_native(proto, "getDate", date_getter<date_field, true>, 0);
    vm.define_native(proto, "getDay", date_getter<day_field, true>, 0);
    vm.define_native(proto, "getFullYear", date_getter<year_field, true>, 0);
    vm.define_native(proto, "getHours", date_getter<hours_field, true>, 0);
    vm.define_native(proto, "getMilliseconds", date_getter<ms_field, true>, 0);
    vm.define_native(proto, "getMinutes", date_getter<minutes_field, true>, 0);
    vm.define_native(proto, "getMonth", date_getter<month_field, true>, 0);
    vm.define_native(proto, "getSeconds", date_getter<seconds_field, true>, 0);
    vm.define_native(proto, "getTime", date_get_time, 0);
    vm.define_native(proto, "getTimezoneOffset", date_get_timezone_offset, 0);
    vm.define_native(proto, "getUTCDate", date_getter<date_field, false>, 0);
    vm.define_native(proto, "getUTCDay", date_getter<day_field, false>, 0);
    vm.define_native(proto, "getUTCFullYear", date_getter<year_field, false>, 0);
    vm.define_native(proto, "getUTCHours", date_getter<hours_field, false>, 0);
    vm.define_native(proto, "getUTCMilliseconds", date_getter<ms_field, false>, 0);
    vm.define_native(proto, "getUTCMinutes", date_getter<minutes_field, false>, 0);
    vm.define_native(proto, "getUTCMonth", date_getter<month_field, false>, 0);
    vm.define_native(proto, "getUTCSeconds", date_getter<seconds_field, false>, 0);
    vm.define_native(proto, "getYear", date_getter<short_year_field, true>, 0);
    vm.define_native(proto, "setDate", date_set_date<true>, 1);
    vm.define_native(proto, "setFullYear", date_set_full_year<true>, 3);
    vm.define_native(proto, "setHours", date_set_hours<true>, 4);
    vm.define_native(proto, "setMilliseconds", date_set_milliseconds<true>, 1);
    vm.define_native(proto, "setMinutes", date_set_minutes<true>, 3);
    vm.define_native(proto, "setMonth", date_set_month<true>, 2);
    vm.define_native(proto, "setSeconds", date_set_seconds<true>, 2);
    vm.define_native(proto, "setTime", date_set_time, 1);
    vm.define_native(proto, "setUTCDate", date_set_date<false>, 1);
    vm.define_native(proto, "setUTCFullYear", date_set_full_year<false>, 3);
    vm.define_native(proto, "setUTCHours", date_set_hours<false>, 4);
    vm.define_native(proto, "setUTCMilliseconds", date_set_milliseconds<false>, 1);
    vm.define_native(proto, "setUTCMinutes", date_set_minutes<false>, 3);
    vm.define_native(proto, "setUTCMonth", date_set_month<false>, 2);
    vm.define_native(proto, "setUTCSeconds", date_set_seconds<false>, 2);
    vm.define_native(proto, "setYear", date_set_year, 1);
    vm.define_native(proto, "toDateString", date_to_date_string, 0);
    vm.define_native(proto, "toISOString", date_to_iso_string, 0);
    vm.define_native(proto, "toJSON", date_to_json, 1);
    vm.define_native(proto, "toLocaleDateString", date_to_locale<Required::Date>, 0);
    vm.define_native(proto, "toLocaleString", date_to_locale<Required::Any>, 0);
    vm.define_native(proto, "toLocaleTimeString", date_to_locale<Required::Time>, 0);
    vm.define_native(proto, "toString", date_to_string, 0);
    vm.define_native(proto, "toTimeString", date_to_time_string, 0);
    // B.2.3.3: toGMTString is the same function object as toUTCString.
    NativeFunction* to_utc_string = vm.make_native_function("toUTCString", date_to_utc_string, 0);
    proto->put_direct(vm.key("toUTCString"), Value(static_cast<Object*>(to_utc_string)), kBuiltinAttributes);
    proto->put_direct(vm.key("toGMTString"), Value(static_cast<Object*>(to_utc_string)), kBuiltinAttributes);
    vm.define_native(proto, "valueOf", date_get_time, 0);
    // 21.4.4.45 Date.prototype [ @@toPrimitive ]: not writable, not enumerable, configurable.
    proto->put_direct(PropertyKey::symbol(vm.symbol_to_primitive()),
        Value(static_cast<Object*>(vm.make_native_function("[Symbol.toPrimitive]", date_to_primitive, 1))), kConfigurable);
}

} // namespace evloop::js
