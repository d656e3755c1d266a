// The strings of one result, each distinct text once, joined in first-seen order: what a
// binding sends to JS as one text and the UTF-16 end of each string, so that JS makes one
// string per distinct text and every repeat shares it. A parsed chess database repeats most of
// its texts (the same few thousand SANs in every game, the same tag names and events), and a
// new JS string per move and tag was a tenth of a syntax-only parse in wasm (bench/pgn.mjs).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bn {

class StringTable {
public:
    static constexpr std::uint32_t none = 0xFFFFFFFFu;

    // The id of `s`, added when no string of the table has its text.
    std::uint32_t intern(std::string_view s);
    // A new id for `s` without looking for it: for texts that hardly ever repeat (a FEN after
    // each move), where looking would cost more than it saves.
    std::uint32_t append(std::string_view s);

    // Empties the table for a new result, keeping its storage. Costs the number of strings
    // (not the size the table once grew to), since one-game results follow large ones.
    void clear();

    std::size_t size() const { return byte_ends_.size(); }
    // All strings back to back (UTF-8).
    const std::string& text() const { return text_; }
    // Per id, where its string ends in `text` decoded to UTF-16 (it starts where the one
    // before ends).
    const std::vector<std::uint32_t>& utf16_ends() const { return utf16_ends_; }

private:
    std::uint32_t add(std::string_view s);
    std::string_view at(std::uint32_t id) const;

    // An occupied slot holds its string's id + 1 (0: empty), size and key: the bytes of a
    // string of up to 8 bytes (equal keys and sizes are then equal texts: most lookups never
    // read the text), else a hash of them.
    struct Slot {
        std::uint64_t key = 0;
        std::uint32_t id_plus_1 = 0;
        std::uint32_t size = 0;
    };
    std::size_t slot_for(std::string_view s, std::uint64_t key) const;
    void grow();

    std::string text_;
    std::vector<std::uint32_t> byte_ends_;
    std::vector<std::uint32_t> utf16_ends_;
    // Open addressing: a power of two of slots (2^(64 - shift_)), at most half used.
    std::vector<Slot> slots_;
    unsigned shift_ = 64;
    std::size_t interned_ = 0;
    // Per id: its slot, or none for an appended string (clear() empties only these slots).
    std::vector<std::uint32_t> slot_of_;
};

}  // namespace bn
