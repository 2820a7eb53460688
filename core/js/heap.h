#pragma once
// The garbage-collected heap: every JS string, object, environment and frame is a
// Cell. Collection is mark-sweep, and only happens at safe points chosen by the VM
// (between instructions, with no native function on the C++ stack), so C++ code
// holding raw Cell pointers during a native call is always safe.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace evloop::js {

class Heap;

class Cell {
public:
    virtual ~Cell() = default;
    // Cells come from size-class free lists (see heap.cpp): JS programs make and drop
    // millions of small cells, which the general-purpose allocator handles slowly.
    static void* operator new(size_t size);
    static void operator delete(void* pointer, size_t size);
    virtual const char* class_name() const = 0;
    // Calls visitor.visit(...) for every Cell this one references.
    virtual void visit_edges(class Visitor&) { }

    bool is_marked() const { return m_marked; }
    void set_marked(bool m) { m_marked = m; }

private:
    bool m_marked = false;
};

class Value;

class Visitor {
public:
    explicit Visitor(std::vector<Cell*>& work)
        : m_work(work)
    {
    }
    void visit(Cell* cell)
    {
        if (cell && !cell->is_marked()) {
            cell->set_marked(true);
            m_work.push_back(cell);
        }
    }
    void visit(const Value& value);

private:
    std::vector<Cell*>& m_work;
};

class Heap {
public:
    Heap() = default;
    Heap(const Heap&) = delete;
    Heap& operator=(const Heap&) = delete;
    ~Heap();

    template<typename T, typename... Args>
    T* allocate(Args&&... args)
    {
        T* cell = new T(static_cast<Args&&>(args)...);
        m_cells.push_back(cell);
        ++m_allocated_since_collect;
        if constexpr (requires { cell->heap_bytes(); })
            m_bytes_since_collect += cell->heap_bytes();
        if (m_collection_signal && wants_collection()) [[unlikely]]
            *m_collection_signal = 0;
        return cell;
    }
    // The interpreter looks at one counter before each instruction (VM::m_next_check):
    // the heap zeroes it when a collection becomes worthwhile, so that look sees it.
    void set_collection_signal(uint64_t* signal) { m_collection_signal = signal; }

    // True when enough was allocated since the last collection to make one worthwhile:
    // as many cells as survived the last one (at least 100 000), or 64 MB of strings.
    bool wants_collection() const { return m_allocated_since_collect >= m_threshold || m_bytes_since_collect >= kByteThreshold; }

    // Marks everything reachable from `roots` (a callback filling the visitor), lets
    // `after_mark` drop weak references to unmarked cells, then frees the unmarked.
    template<typename RootFn, typename WeakFn>
    void collect(RootFn&& visit_roots, WeakFn&& after_mark)
    {
        collect(visit_roots, [](Visitor&) { }, after_mark);
    }
    // With ephemerons (WeakMap entries: a value is live only while its key is): once the
    // strongly reachable cells are marked, `trace_ephemerons` visits the values of entries
    // whose keys are marked; marking goes on until that adds nothing (a fixpoint).
    template<typename RootFn, typename EphemeronFn, typename WeakFn>
    void collect(RootFn&& visit_roots, EphemeronFn&& trace_ephemerons, WeakFn&& after_mark)
    {
        std::vector<Cell*> work;
        Visitor visitor(work);
        visit_roots(visitor);
        do {
            while (!work.empty()) {
                Cell* cell = work.back();
                work.pop_back();
                cell->visit_edges(visitor);
            }
            trace_ephemerons(visitor);
        } while (!work.empty());
        after_mark();
        sweep();
    }

    size_t live_cells() const { return m_cells.size(); }
    // The cost model (cost_model.h: promote_ps): cells allocated since the previous
    // collection that this one kept alive (a real engine's young generation copies and
    // promotes them), counted since the last take_survivors(). forget_young() treats every
    // cell so far as old (the host's own set-up is not the program's work).
    size_t take_survivors()
    {
        size_t n = m_survivors;
        m_survivors = 0;
        return n;
    }
    void forget_young() { m_young_begin = m_cells.size(); }
    size_t collections() const { return m_collections; }
    // What a cache keyed by cell addresses (object.cpp's prototype chain facts) checks:
    // every sweep changes it, as the addresses it frees come back for new cells. Per
    // thread, like the free lists the cells of every heap on the thread share.
    static uint64_t address_epoch() { return t_address_epoch; }

private:
    void sweep();

    std::vector<Cell*> m_cells;
    size_t m_allocated_since_collect = 0;
    size_t m_threshold = 100000;
    size_t m_bytes_since_collect = 0;
    static constexpr size_t kByteThreshold = size_t(64) << 20;
    size_t m_collections = 0;
    size_t m_young_begin = 0; // m_cells is in allocation order: the young ones follow this
    size_t m_survivors = 0;
    uint64_t* m_collection_signal = nullptr;
    static inline thread_local uint64_t t_address_epoch = 1;
};

} // namespace evloop::js
