#include "common/string_table.hpp"

#include <cstring>

#include "common/source_text.hpp"

namespace bn {

namespace {

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
constexpr bool little_endian = true;  // wasm, x86, ARM as we build them
#else
constexpr bool little_endian = false;
#endif

// A string of up to 8 bytes packed into a word (little-endian order), else a hash of its bytes
// (FNV-1a). A short string's bytes are read as one 8-byte word and those past its end masked
// off: a std::string's buffer holds at least 8 bytes (checked by its capacity; the bytes
// past the end are its own). Any branch on the length here was mispredicted on most SANs
// (their lengths vary at random), which cost more than the rest of a lookup. Elsewhere (a
// big-endian machine, a buffer under 8 bytes) the bytes are packed one by one, in the same order.
std::uint64_t key_of(const std::string& s) {
    const std::size_t n = s.size();
    if (little_endian && n <= 8 && s.capacity() >= 8) {
        static constexpr std::uint64_t masks[9] = {
            0, 0xFF, 0xFFFF, 0xFFFFFF, 0xFFFFFFFF, 0xFFFFFFFFFF, 0xFFFFFFFFFFFF, 0xFFFFFFFFFFFFFF, ~0ull};
        std::uint64_t word;
        std::memcpy(&word, s.data(), 8);
        return word & masks[n];
    }
    std::uint64_t h = 0;
    if (n <= 8) {
        for (std::size_t i = 0; i < n; ++i)
            h |= static_cast<std::uint64_t>(static_cast<unsigned char>(s[i])) << (8 * i);
        return h;
    }
    h = 0xcbf29ce484222325ull;
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

std::uint32_t StringTable::intern(const std::string& s) {
    if ((used_slots_.size() + 1) * 2 > slots_.size()) grow();
    const std::uint64_t key = key_of(s);
    const std::size_t slot = slot_for(s, key);
    if (slots_[slot].id_plus_1 != 0) return slots_[slot].id_plus_1 - 1;
    const std::uint32_t id = add(s);
    slots_[slot] = {key, id + 1, static_cast<std::uint32_t>(s.size())};
    used_slots_.push_back(static_cast<std::uint32_t>(slot));
    return id;
}

std::uint32_t StringTable::append(std::string_view s) { return add(s); }

std::uint32_t StringTable::add(std::string_view s) {
    const auto id = static_cast<std::uint32_t>(size());
    text_ += s;
    byte_ends_.push_back(static_cast<std::uint32_t>(text_.size()));
    if (!ascii_) {
        const std::uint32_t utf16_start = id == 0 ? 0 : utf16_ends_.back();
        utf16_ends_.push_back(utf16_start + static_cast<std::uint32_t>(SourceText::utf16_length(s)));
    }
    return id;
}

// Twice the slots (the first time, initial_slots), each string moved by the key and size its
// slot keeps: its text is not read again.
void StringTable::grow() {
    std::vector<Slot> old = std::move(slots_);
    used_slots_.clear();
    const std::size_t count = old.empty() ? initial_slots : old.size() * 2;
    slots_.assign(count, Slot{});
    shift_ = 64;
    for (std::size_t n = count; n > 1; n >>= 1) --shift_;
    for (const Slot& entry : old) {
        if (entry.id_plus_1 == 0) continue;
        std::size_t slot = static_cast<std::size_t>(hash_of(entry.key, entry.size) >> shift_);
        while (slots_[slot].id_plus_1 != 0) slot = (slot + 1) & (count - 1);
        slots_[slot] = entry;
        used_slots_.push_back(static_cast<std::uint32_t>(slot));
    }
}

void StringTable::clear() {
    for (std::uint32_t slot : used_slots_) slots_[slot] = Slot{};
    used_slots_.clear();
    text_.clear();
    byte_ends_.clear();
    utf16_ends_.clear();
}

}  // namespace bn
