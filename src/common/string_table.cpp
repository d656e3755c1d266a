#include "common/string_table.hpp"

#include "common/source_text.hpp"

namespace bn {

namespace {

std::uint64_t load(const char* p, std::size_t bytes) {
    std::uint64_t v = 0;
    for (std::size_t i = 0; i < bytes; ++i) v |= static_cast<std::uint64_t>(static_cast<unsigned char>(p[i])) << (8 * i);
    return v;
}

// A string of up to 8 bytes packed into a word (little-endian order), from two loads of a
// fixed size that may overlap (they put the same bytes at the same places): a loop over its
// bytes or a memcpy of its size cost more than the rest of a lookup. Longer strings: FNV-1a.
std::uint64_t key_of(std::string_view s) {
    const char* p = s.data();
    const std::size_t n = s.size();
    if (n >= 4 && n <= 8) return load(p, 4) | load(p + n - 4, 4) << (8 * (n - 4));
    if (n >= 2 && n < 4) return load(p, 2) | load(p + n - 2, 2) << (8 * (n - 2));
    if (n == 1) return static_cast<unsigned char>(p[0]);
    if (n == 0) return 0;
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (unsigned char c : s) h = (h ^ c) * 0x100000001b3ull;
    return h;
}

// The slot's hash: the multiply spreads every bit of key and size into the high bits, which
// pick the slot.
std::uint64_t hash_of(std::uint64_t key, std::size_t size) {
    return (key ^ static_cast<std::uint64_t>(size) << 59) * 0x9E3779B97F4A7C15ull;
}

constexpr std::size_t initial_slots = 1024;

}  // namespace

std::string_view StringTable::at(std::uint32_t id) const {
    const std::uint32_t start = id == 0 ? 0 : byte_ends_[id - 1];
    return std::string_view(text_).substr(start, byte_ends_[id] - start);
}

// The slot holding `s`, or the empty slot where it goes.
std::size_t StringTable::slot_for(std::string_view s, std::uint64_t key) const {
    const std::size_t mask = slots_.size() - 1;
    const auto size = static_cast<std::uint32_t>(s.size());
    for (std::size_t slot = static_cast<std::size_t>(hash_of(key, size) >> shift_);; slot = (slot + 1) & mask) {
        const Slot& entry = slots_[slot];
        if (entry.id_plus_1 == 0) return slot;
        if (entry.key == key && entry.size == size && (size <= 8 || at(entry.id_plus_1 - 1) == s)) return slot;
    }
}

std::uint32_t StringTable::intern(std::string_view s) {
    if ((interned_ + 1) * 2 > slots_.size()) grow();
    const std::uint64_t key = key_of(s);
    const std::size_t slot = slot_for(s, key);
    if (slots_[slot].id_plus_1 != 0) return slots_[slot].id_plus_1 - 1;
    const std::uint32_t id = add(s);
    slots_[slot] = {key, id + 1, static_cast<std::uint32_t>(s.size())};
    slot_of_.push_back(static_cast<std::uint32_t>(slot));
    ++interned_;
    return id;
}

std::uint32_t StringTable::append(std::string_view s) {
    const std::uint32_t id = add(s);
    slot_of_.push_back(none);
    return id;
}

std::uint32_t StringTable::add(std::string_view s) {
    const auto id = static_cast<std::uint32_t>(size());
    const std::uint32_t utf16_start = id == 0 ? 0 : utf16_ends_.back();
    text_ += s;
    byte_ends_.push_back(static_cast<std::uint32_t>(text_.size()));
    utf16_ends_.push_back(utf16_start + static_cast<std::uint32_t>(SourceText::utf16_length(s)));
    return id;
}

void StringTable::grow() {
    const std::size_t count = slots_.empty() ? initial_slots : slots_.size() * 2;
    slots_.assign(count, Slot{});
    shift_ = 64;
    for (std::size_t n = count; n > 1; n >>= 1) --shift_;
    for (std::uint32_t id = 0; id < size(); ++id) {
        if (slot_of_[id] == none) continue;
        const std::string_view s = at(id);
        const std::uint64_t key = key_of(s);
        const std::size_t slot = slot_for(s, key);
        slots_[slot] = {key, id + 1, static_cast<std::uint32_t>(s.size())};
        slot_of_[id] = static_cast<std::uint32_t>(slot);
    }
}

void StringTable::clear() {
    for (std::uint32_t slot : slot_of_)
        if (slot != none) slots_[slot] = Slot{};
    slot_of_.clear();
    interned_ = 0;
    text_.clear();
    byte_ends_.clear();
    utf16_ends_.clear();
}

}  // namespace bn
