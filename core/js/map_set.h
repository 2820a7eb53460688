#pragma once
// 24.1 Map Objects, 24.2 Set Objects: an insertion-ordered table. Deleted entries are
// left as tombstones so iterators that are running see later insertions and skip
// deletions, as the spec requires; the lookup index never decides order. Once tombstones
// outnumber live entries they are compacted away, and running iterations' cursors are
// moved along with the entries.
#include "core/js/vm.h"
#include <memory>
#include <unordered_map>

namespace evloop::js {

class OrderedTable {
public:
    struct Entry {
        Value key;
        Value value;
        bool deleted = false;
    };

    // Lookup by SameValueZero. Returns the entry index or -1.
    long find(Value key) const;
    void set(Value key, Value value); // inserts at the end or updates in place
    bool remove(Value key);
    void clear();
    size_t size() const { return m_live; }
    const std::vector<Entry>& entries() const { return m_entries; } // includes tombstones
    void visit(Visitor& v) const;

    // A position in entries() for an iteration in progress (an iterator object, a forEach
    // loop). When tombstones are compacted away, every live cursor is moved along with the
    // entries, so iterations continue where they were.
    std::shared_ptr<size_t> make_cursor();

private:
    // The index hashes keys as SameValueZero sees them (no string built per lookup).
    struct KeyHash {
        size_t operator()(const Value& key) const;
    };
    struct KeyEqual {
        bool operator()(const Value& a, const Value& b) const { return VM::same_value_zero(a, b); }
    };
    void compact();
    std::vector<Entry> m_entries;
    std::unordered_map<Value, size_t, KeyHash, KeyEqual> m_index;
    size_t m_live = 0;
    std::vector<std::weak_ptr<size_t>> m_cursors; // in creation order; expired ones are pruned
    size_t m_cursors_pruned_at = 0;
};

class MapObject final : public Object {
public:
    explicit MapObject(Object* prototype)
        : Object(prototype, ObjectClass::Map)
    {
    }
    const char* class_name() const override { return "Map"; }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        table.visit(v);
    }
    OrderedTable table;
};

class SetObject final : public Object {
public:
    explicit SetObject(Object* prototype)
        : Object(prototype, ObjectClass::Set)
    {
    }
    const char* class_name() const override { return "Set"; }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        table.visit(v);
    }
    OrderedTable table; // values are stored as keys
};

} // namespace evloop::js
