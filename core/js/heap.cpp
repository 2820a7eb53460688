#include "core/js/heap.h"
#include "core/js/value.h"
#include <algorithm>

#include <cstdlib>
#include <new>

namespace evloop::js {

namespace {

// Segregated free lists: sizes up to kMaxPooled in 16-byte classes, carved from 64 KiB
// chunks that are kept for the life of the process (the peak live size bounds them).
// One set per thread: a VM lives on one thread (a simulation service runs VMs on its
// own thread beside the page's), so cells are allocated and freed on the same thread.
constexpr size_t kGranule = 16;
constexpr size_t kMaxPooled = 512;
constexpr size_t kChunkBytes = 64 * 1024;

struct FreeNode {
    FreeNode* next;
};

thread_local FreeNode* g_free_lists[kMaxPooled / kGranule + 1];

size_t size_class(size_t size) { return (size + kGranule - 1) / kGranule; }

void refill(size_t cls)
{
    size_t bytes = cls * kGranule;
    char* chunk = static_cast<char*>(std::malloc(kChunkBytes));
    if (!chunk)
        throw std::bad_alloc();
    for (size_t offset = 0; offset + bytes <= kChunkBytes; offset += bytes) {
        auto* node = reinterpret_cast<FreeNode*>(chunk + offset);
        node->next = g_free_lists[cls];
        g_free_lists[cls] = node;
    }
}

} // namespace

void* Cell::operator new(size_t size)
{
    if (size > kMaxPooled)
        return ::operator new(size);
    size_t cls = size_class(size);
    if (!g_free_lists[cls])
        refill(cls);
    FreeNode* node = g_free_lists[cls];
    g_free_lists[cls] = node->next;
    return node;
}

void Cell::operator delete(void* pointer, size_t size)
{
    if (!pointer)
        return;
    if (size > kMaxPooled) {
        ::operator delete(pointer);
        return;
    }
    auto* node = static_cast<FreeNode*>(pointer);
    size_t cls = size_class(size);
    node->next = g_free_lists[cls];
    g_free_lists[cls] = node;
}

void Visitor::visit(const Value& value)
{
    if (value.is_cell())
        visit(value.as_cell());
}

Heap::~Heap()
{
    for (Cell* cell : m_cells)
        delete cell;
    ++t_address_epoch;
}

void Heap::sweep()
{
    size_t kept = 0;
    for (size_t index = 0; index < m_cells.size(); ++index) {
        Cell* cell = m_cells[index];
        if (cell->is_marked()) {
            cell->set_marked(false);
            m_survivors += index >= m_young_begin;
            m_cells[kept++] = cell;
        } else {
            delete cell;
        }
    }
    m_cells.resize(kept);
    ++t_address_epoch;
    m_young_begin = kept;
    m_allocated_since_collect = 0;
    m_bytes_since_collect = 0;
    // Grow with the live set so collection cost stays proportional to allocation.
    m_threshold = std::max<size_t>(100000, kept);
    ++m_collections;
}

} // namespace evloop::js
