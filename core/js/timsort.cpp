// TimSort: Array.prototype.sort as V8 sorts.
//
// V8's Array.prototype.sort (third_party/v8/builtins/array-sort.tq as in Node 20), ported
// so that the sequence of comparator calls — visible when a comparator logs, has side
// effects or is inconsistent — is the same as node's. Stable. The comparator may throw;
// then the sort unwinds and nothing is written back.
//
// Names follow array-sort.tq: ArrayTimSortImpl (sort), ComputeMinRunLength,
// BinaryInsertionSort, CountAndMakeRun, GallopLeft / GallopRight, MergeLow / MergeHigh,
// MergeAt, MergeCollapse, MergeForceCollapse.
#include "core/js/timsort.h"
#include "core/js/cost_model.h"
#include "core/js/vm.h"
#include <algorithm>
#include <cmath>
#include <cstdint>

namespace evloop::js {

namespace {

class TimSort {
public:
    using Item = TimSortItem;

    TimSort(VM& vm, std::vector<Item>& work, Value comparefn)
        : m_vm(vm)
        , m_work(work)
        , m_comparefn(comparefn)
    {
    }

    // ArrayTimSortImpl
    ThrowOr<void> sort()
    {
        int64_t length = static_cast<int64_t>(m_work.size());
        if (length < 2)
            return {};
        int64_t low = 0;
        int64_t remaining = length;
        int64_t min_run = compute_min_run_length(remaining);
        while (remaining != 0) {
            int64_t run = TRY(count_and_make_run(low, low + remaining));
            if (run < min_run) {
                int64_t forced = std::min(min_run, remaining);
                TRY(binary_insertion_sort(low, low + run, low + forced));
                run = forced;
            }
            m_runs.push_back({ low, run });
            TRY(merge_collapse());
            low += run;
            remaining -= run;
        }
        return merge_force_collapse();
    }

private:
    enum class Exit { Succeed, CopyRest };
    struct Run {
        int64_t base;
        int64_t length;
    };
    static constexpr int64_t kMinGallopWins = 7;

    // 23.1.3.30.2 CompareArrayElements ( x, y, comparefn ) (neither is undefined: those
    // were set aside).
    ThrowOr<double> compare(const Item& x, const Item& y)
    {
        m_vm.charge_ps(kCpu.sort_compare_ps);
        if (!m_comparefn.is_undefined()) {
            Value argv[] = { x.value, y.value };
            Value r = TRY(m_vm.call(m_comparefn, Value(), argv));
            double v = TRY(m_vm.to_number(r));
            return std::isnan(v) ? 0.0 : v;
        }
        PrimitiveString* xs = x.text ? x.text : TRY(m_vm.to_string(x.value));
        PrimitiveString* ys = y.text ? y.text : TRY(m_vm.to_string(y.value));
        int c = xs->string().compare(ys->string()); // UTF-16 code unit order
        return c < 0 ? -1.0 : c > 0 ? 1.0 : 0.0;
    }

    static int64_t compute_min_run_length(int64_t n)
    {
        int64_t r = 0;
        while (n >= 64) {
            r |= n & 1;
            n >>= 1;
        }
        return n + r;
    }

    // Copies `length` items; the ranges may overlap when source and target are the same.
    static void copy(std::vector<Item>& source, int64_t src, std::vector<Item>& target, int64_t dst, int64_t length)
    {
        if (src < dst)
            std::copy_backward(source.begin() + src, source.begin() + src + length, target.begin() + dst + length);
        else
            std::copy(source.begin() + src, source.begin() + src + length, target.begin() + dst);
    }

    ThrowOr<void> binary_insertion_sort(int64_t low, int64_t start, int64_t high)
    {
        if (low == start)
            ++start;
        for (; start < high; ++start) {
            int64_t left = low;
            int64_t right = start;
            Item pivot = m_work[right];
            while (left < right) {
                int64_t mid = left + ((right - left) >> 1);
                double order = TRY(compare(pivot, m_work[mid]));
                if (order < 0)
                    right = mid;
                else
                    left = mid + 1;
            }
            for (int64_t p = start; p > left; --p)
                m_work[p] = m_work[p - 1];
            m_work[left] = pivot;
        }
        return {};
    }

    ThrowOr<int64_t> count_and_make_run(int64_t low_arg, int64_t high)
    {
        int64_t low = low_arg + 1;
        if (low == high)
            return int64_t(1);
        int64_t run_length = 2;
        Item element_low = m_work[low];
        double order = TRY(compare(element_low, m_work[low - 1]));
        bool descending = order < 0;
        Item previous = element_low;
        for (int64_t idx = low + 1; idx < high; ++idx) {
            Item current = m_work[idx];
            order = TRY(compare(current, previous));
            if (descending ? order >= 0 : order < 0)
                break;
            previous = current;
            ++run_length;
        }
        if (descending)
            std::reverse(m_work.begin() + low_arg, m_work.begin() + low_arg + run_length);
        return run_length;
    }

    ThrowOr<int64_t> gallop_left(std::vector<Item>& array, const Item& key, int64_t base, int64_t length, int64_t hint)
    {
        int64_t last_ofs = 0;
        int64_t offset = 1;
        double order = TRY(compare(array[base + hint], key));
        if (order < 0) {
            int64_t max_ofs = length - hint;
            while (offset < max_ofs) {
                order = TRY(compare(array[base + hint + offset], key));
                if (order >= 0)
                    break;
                last_ofs = offset;
                offset = (offset << 1) + 1;
                if (offset <= 0)
                    offset = max_ofs;
            }
            if (offset > max_ofs)
                offset = max_ofs;
            last_ofs += hint;
            offset += hint;
        } else {
            int64_t max_ofs = hint + 1;
            while (offset < max_ofs) {
                order = TRY(compare(array[base + hint - offset], key));
                if (order < 0)
                    break;
                last_ofs = offset;
                offset = (offset << 1) + 1;
                if (offset <= 0)
                    offset = max_ofs;
            }
            if (offset > max_ofs)
                offset = max_ofs;
            int64_t tmp = last_ofs;
            last_ofs = hint - offset;
            offset = hint - tmp;
        }
        ++last_ofs;
        while (last_ofs < offset) {
            int64_t m = last_ofs + ((offset - last_ofs) >> 1);
            order = TRY(compare(array[base + m], key));
            if (order < 0)
                last_ofs = m + 1;
            else
                offset = m;
        }
        return offset;
    }

    ThrowOr<int64_t> gallop_right(std::vector<Item>& array, const Item& key, int64_t base, int64_t length, int64_t hint)
    {
        int64_t last_ofs = 0;
        int64_t offset = 1;
        double order = TRY(compare(key, array[base + hint]));
        if (order < 0) {
            int64_t max_ofs = hint + 1;
            while (offset < max_ofs) {
                order = TRY(compare(key, array[base + hint - offset]));
                if (order >= 0)
                    break;
                last_ofs = offset;
                offset = (offset << 1) + 1;
                if (offset <= 0)
                    offset = max_ofs;
            }
            if (offset > max_ofs)
                offset = max_ofs;
            int64_t tmp = last_ofs;
            last_ofs = hint - offset;
            offset = hint - tmp;
        } else {
            int64_t max_ofs = length - hint;
            while (offset < max_ofs) {
                order = TRY(compare(key, array[base + hint + offset]));
                if (order < 0)
                    break;
                last_ofs = offset;
                offset = (offset << 1) + 1;
                if (offset <= 0)
                    offset = max_ofs;
            }
            if (offset > max_ofs)
                offset = max_ofs;
            last_ofs += hint;
            offset += hint;
        }
        ++last_ofs;
        while (last_ofs < offset) {
            int64_t m = last_ofs + ((offset - last_ofs) >> 1);
            order = TRY(compare(key, array[base + m]));
            if (order < 0)
                offset = m;
            else
                last_ofs = m + 1;
        }
        return offset;
    }

    // Merges the run A (at base_a) with the following run B, A being the shorter.
    ThrowOr<void> merge_low(int64_t base_a, int64_t length_a, int64_t base_b, int64_t length_b)
    {
        std::vector<Item>& work = m_work;
        m_temp.assign(work.begin() + base_a, work.begin() + base_a + length_a);
        int64_t dest = base_a;
        int64_t cursor_temp = 0;
        int64_t cursor_b = base_b;
        work[dest++] = work[cursor_b++];
        auto merge = [&]() -> ThrowOr<Exit> {
            if (--length_b == 0)
                return Exit::Succeed;
            if (length_a == 1)
                return Exit::CopyRest;
            int64_t min_gallop = m_min_gallop;
            for (;;) {
                int64_t wins_a = 0;
                int64_t wins_b = 0;
                for (;;) {
                    double order = TRY(compare(work[cursor_b], m_temp[cursor_temp]));
                    if (order < 0) {
                        work[dest++] = work[cursor_b++];
                        ++wins_b;
                        --length_b;
                        wins_a = 0;
                        if (length_b == 0)
                            return Exit::Succeed;
                        if (wins_b >= min_gallop)
                            break;
                    } else {
                        work[dest++] = m_temp[cursor_temp++];
                        ++wins_a;
                        --length_a;
                        wins_b = 0;
                        if (length_a == 1)
                            return Exit::CopyRest;
                        if (wins_a >= min_gallop)
                            break;
                    }
                }
                ++min_gallop;
                bool first_iteration = true;
                while (wins_a >= kMinGallopWins || wins_b >= kMinGallopWins || first_iteration) {
                    first_iteration = false;
                    min_gallop = std::max<int64_t>(1, min_gallop - 1);
                    m_min_gallop = min_gallop;
                    Item key_b = work[cursor_b];
                    wins_a = TRY(gallop_right(m_temp, key_b, cursor_temp, length_a, 0));
                    if (wins_a > 0) {
                        copy(m_temp, cursor_temp, work, dest, wins_a);
                        dest += wins_a;
                        cursor_temp += wins_a;
                        length_a -= wins_a;
                        if (length_a == 1)
                            return Exit::CopyRest;
                        if (length_a == 0)
                            return Exit::Succeed;
                    }
                    work[dest++] = work[cursor_b++];
                    if (--length_b == 0)
                        return Exit::Succeed;
                    Item key_a = m_temp[cursor_temp];
                    wins_b = TRY(gallop_left(work, key_a, cursor_b, length_b, 0));
                    if (wins_b > 0) {
                        copy(work, cursor_b, work, dest, wins_b);
                        dest += wins_b;
                        cursor_b += wins_b;
                        length_b -= wins_b;
                        if (length_b == 0)
                            return Exit::Succeed;
                    }
                    work[dest++] = m_temp[cursor_temp++];
                    if (--length_a == 1)
                        return Exit::CopyRest;
                }
                ++min_gallop;
                m_min_gallop = min_gallop;
            }
        };
        Exit exit = TRY(merge());
        if (exit == Exit::Succeed) {
            if (length_a > 0)
                copy(m_temp, cursor_temp, work, dest, length_a);
        } else {
            // The last element of run A belongs at the end of the merge.
            copy(work, cursor_b, work, dest, length_b);
            work[dest + length_b] = m_temp[cursor_temp];
        }
        return {};
    }

    // Merges the run A (at base_a) with the following run B, B being the shorter; backwards.
    ThrowOr<void> merge_high(int64_t base_a, int64_t length_a, int64_t base_b, int64_t length_b)
    {
        std::vector<Item>& work = m_work;
        m_temp.assign(work.begin() + base_b, work.begin() + base_b + length_b);
        int64_t dest = base_b + length_b - 1;
        int64_t cursor_temp = length_b - 1;
        int64_t cursor_a = base_a + length_a - 1;
        work[dest--] = work[cursor_a--];
        auto merge = [&]() -> ThrowOr<Exit> {
            if (--length_a == 0)
                return Exit::Succeed;
            if (length_b == 1)
                return Exit::CopyRest;
            int64_t min_gallop = m_min_gallop;
            for (;;) {
                int64_t wins_a = 0;
                int64_t wins_b = 0;
                for (;;) {
                    double order = TRY(compare(m_temp[cursor_temp], work[cursor_a]));
                    if (order < 0) {
                        work[dest--] = work[cursor_a--];
                        ++wins_a;
                        --length_a;
                        wins_b = 0;
                        if (length_a == 0)
                            return Exit::Succeed;
                        if (wins_a >= min_gallop)
                            break;
                    } else {
                        work[dest--] = m_temp[cursor_temp--];
                        ++wins_b;
                        --length_b;
                        wins_a = 0;
                        if (length_b == 1)
                            return Exit::CopyRest;
                        if (wins_b >= min_gallop)
                            break;
                    }
                }
                ++min_gallop;
                bool first_iteration = true;
                while (wins_a >= kMinGallopWins || wins_b >= kMinGallopWins || first_iteration) {
                    first_iteration = false;
                    min_gallop = std::max<int64_t>(1, min_gallop - 1);
                    m_min_gallop = min_gallop;
                    Item key_b = m_temp[cursor_temp];
                    int64_t k = TRY(gallop_right(work, key_b, base_a, length_a, length_a - 1));
                    wins_a = length_a - k;
                    if (wins_a > 0) {
                        dest -= wins_a;
                        cursor_a -= wins_a;
                        copy(work, cursor_a + 1, work, dest + 1, wins_a);
                        length_a -= wins_a;
                        if (length_a == 0)
                            return Exit::Succeed;
                    }
                    work[dest--] = m_temp[cursor_temp--];
                    if (--length_b == 1)
                        return Exit::CopyRest;
                    Item key_a = work[cursor_a];
                    k = TRY(gallop_left(m_temp, key_a, 0, length_b, length_b - 1));
                    wins_b = length_b - k;
                    if (wins_b > 0) {
                        dest -= wins_b;
                        cursor_temp -= wins_b;
                        copy(m_temp, cursor_temp + 1, work, dest + 1, wins_b);
                        length_b -= wins_b;
                        if (length_b == 1)
                            return Exit::CopyRest;
                        if (length_b == 0)
                            return Exit::Succeed;
                    }
                    work[dest--] = work[cursor_a--];
                    if (--length_a == 0)
                        return Exit::Succeed;
                }
                ++min_gallop;
                m_min_gallop = min_gallop;
            }
        };
        Exit exit = TRY(merge());
        if (exit == Exit::Succeed) {
            if (length_b > 0)
                copy(m_temp, 0, work, dest - (length_b - 1), length_b);
        } else {
            // The first element of run B belongs at the front of the merge.
            dest -= length_a;
            cursor_a -= length_a;
            copy(work, cursor_a + 1, work, dest + 1, length_a);
            work[dest] = m_temp[cursor_temp];
        }
        return {};
    }

    // Merges the runs at stack indices i and i + 1.
    ThrowOr<void> merge_at(size_t i)
    {
        int64_t base_a = m_runs[i].base;
        int64_t length_a = m_runs[i].length;
        int64_t base_b = m_runs[i + 1].base;
        int64_t length_b = m_runs[i + 1].length;
        m_runs[i].length = length_a + length_b;
        if (i + 3 == m_runs.size())
            m_runs[i + 1] = m_runs[i + 2];
        m_runs.pop_back();

        // Where does b start in a? Elements in a before that are already in place.
        Item key_right = m_work[base_b];
        int64_t k = TRY(gallop_right(m_work, key_right, base_a, length_a, 0));
        base_a += k;
        length_a -= k;
        if (length_a == 0)
            return {};
        // Where does a end in b? Elements in b after that are already in place.
        Item key_left = m_work[base_a + length_a - 1];
        length_b = TRY(gallop_left(m_work, key_left, base_b, length_b, length_b - 1));
        if (length_b == 0)
            return {};
        if (length_a <= length_b)
            return merge_low(base_a, length_a, base_b, length_b);
        return merge_high(base_a, length_a, base_b, length_b);
    }

    // run_length(n - 2) > run_length(n - 1) + run_length(n)
    bool run_invariant_established(int64_t n) const
    {
        if (n < 2)
            return true;
        return m_runs[n - 2].length > m_runs[n - 1].length + m_runs[n].length;
    }

    ThrowOr<void> merge_collapse()
    {
        while (m_runs.size() > 1) {
            int64_t n = static_cast<int64_t>(m_runs.size()) - 2;
            if (!run_invariant_established(n + 1) || !run_invariant_established(n)) {
                if (m_runs[n - 1].length < m_runs[n + 1].length)
                    --n;
                TRY(merge_at(static_cast<size_t>(n)));
            } else if (m_runs[n].length <= m_runs[n + 1].length) {
                TRY(merge_at(static_cast<size_t>(n)));
            } else {
                break;
            }
        }
        return {};
    }

    ThrowOr<void> merge_force_collapse()
    {
        while (m_runs.size() > 1) {
            int64_t n = static_cast<int64_t>(m_runs.size()) - 2;
            if (n > 0 && m_runs[n - 1].length < m_runs[n + 1].length)
                --n;
            TRY(merge_at(static_cast<size_t>(n)));
        }
        return {};
    }

    VM& m_vm;
    std::vector<Item>& m_work;
    Value m_comparefn;
    std::vector<Item> m_temp;
    std::vector<Run> m_runs;
    int64_t m_min_gallop = kMinGallopWins;
};

} // namespace

ThrowOr<void> tim_sort(VM& vm, std::vector<TimSortItem>& items, Value comparefn)
{
    TimSort sorter(vm, items, comparefn);
    return sorter.sort();
}

} // namespace evloop::js
