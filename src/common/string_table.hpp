// The strings of one result, each distinct text once, joined in first-seen order: what a
// binding sends to JS as one text and the UTF-16 end of each string, so that JS makes one
// string per distinct text and every repeat shares it. A chess database repeats most of its
// texts (the same SANs in game after game, the same tag names and events): for the larger
// files of the corpus, the table holds 3-10% of the texts, and a syntax-only parse of the
// corpus takes about 5% less time (bench/pgn.mjs).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bn {

class StringTable {
public:
    // `ascii`: every text added is ASCII (SANs), so UTF-16 ends are byte ends and no text is
    // measured.
    explicit StringTable(bool ascii = false) : ascii_(ascii) {}

    // The id of `s`, added when no string of the table has its text. A std::string, whose
    // buffer holds at least 8 bytes, so that a short one is read in one load (see key_of).
    std::uint32_t intern(const std::string& s);
    // A new id for `s` without looking for it, and not found by later lookups: for texts that
    // seldom repeat, where looking would cost more than it saves.
    std::uint32_t append(std::string_view s);

    // Empties the table for a new result, keeping its storage. Costs the number of strings
    // (not the size the table once grew to), since one-game results follow large ones.
    void clear();

    std::size_t size() const { return byte_ends_.size(); }
    // All strings back to back (UTF-8).
    const std::string& text() const { return text_; }
    // Per id, where its string ends in `text` decoded to UTF-16 (it starts where the one
    // before ends).
    const std::vector<std::uint32_t>& utf16_ends() const { return ascii_ ? byte_ends_ : utf16_ends_; }
    // Per id, where its string ends in `text` in bytes (for a reader that decodes one string).
    const std::vector<std::uint32_t>& byte_ends() const { return byte_ends_; }

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

    bool ascii_;
    std::string text_;
    std::vector<std::uint32_t> byte_ends_;
    std::vector<std::uint32_t> utf16_ends_;
    // Open addressing: a power of two of slots (2^(64 - shift_)), at most half used.
    std::vector<Slot> slots_;
    unsigned shift_ = 64;
    // The occupied slots, which clear() empties.
    std::vector<std::uint32_t> used_slots_;
};

}  // namespace bn
