// Internal to the runtime: the squares the pieces of one side attack (reach with their moves,
// invariants aside) on one board, kept entry by entry, and what the invariants ask about the
// board after a candidate move. A move changes two squares, and only the entries that looked at
// one of them scan differently on the board after it (the others look at the same squares and
// stop at the same place); such an entry scans the same squares as before up to the first of
// the two, so answering for a move costs the rest of those entries' scans instead of a new map
// of the whole side (the original scans every enemy piece again for every candidate).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "bdl/game.hpp"
#include "bdl/work.hpp"

namespace bn::bdl {

// One bit per square index, for the pieces of one owner.
using Occupancy = std::vector<std::uint64_t>;

template <class Visit>
void for_each_square(const Occupancy& bits, Visit&& visit) {
    for (std::size_t w = 0; w < bits.size(); ++w)
        for (std::uint64_t word = bits[w]; word != 0; word &= word - 1)
            visit(static_cast<std::uint32_t>(w * 64 + static_cast<std::size_t>(__builtin_ctzll(word))));
}

class AttackMap {
public:
    // The map of the pieces on `attackers` (the squares of one owner's pieces) on `board`.
    // `protected_types` holds, for each protect_piece invariant, the types it protects.
    void build(const BoardState& board, const std::vector<PieceType>& types, const Occupancy& attackers,
               const std::vector<std::vector<bool>>& protected_types, Work& work);

    // Looks at the board after the piece on square `from` goes to square `to` (it keeps its type:
    // the original checks invariants before a spawn), where the attackers' piece on `to`, if any,
    // is taken. Answers target_attacked() and protected_attacked() until the next call.
    void look_after(const BoardState& board, const std::vector<PieceType>& types, std::uint32_t from, std::uint32_t to,
                    const std::vector<std::vector<bool>>& protected_types, Work& work);
    // Whether `to` is attacked after the move.
    bool target_attacked() const { return target_attacked_; }
    // Whether, after the move, some piece of protected_types[i] stands on an attacked square.
    bool protected_attacked(std::size_t i) const { return protected_after_[i] > 0; }

private:
    static constexpr std::uint32_t none = UINT32_MAX;
    // squares_ holds square indices; this bit marks a square that was looked at but not reached.
    static constexpr std::uint32_t blocked_bit = 1u << 31;
    // One entry of one attacking piece: the squares its scan looked at, in order, are
    // squares_[begin, end). A block entry's squares (MoveEntry::each) are independent of each
    // other; any other entry stops at its last square.
    struct Record {
        std::uint32_t square;  // where the piece stands
        std::uint32_t entry;   // index into its type's entries
        std::uint32_t begin, end;
        bool each;
    };
    // Record `record` looked at a square as squares_[at].
    struct Link {
        std::uint32_t record, at;
    };

    void reset(std::size_t cells);
    void touch(std::uint32_t square);
    void change(std::uint32_t square, int by);

    std::vector<Record> records_;  // by the square of their piece, ascending
    std::vector<std::uint32_t> squares_;
    std::vector<std::uint32_t> count_;  // by square: how many entries reach it
    // By square, the links of the records that looked at it: links_[link_begin_[s], + link_count_[s]).
    std::vector<Link> links_;
    std::vector<std::uint32_t> link_begin_;
    std::vector<std::uint32_t> link_count_;
    std::vector<std::uint32_t> touched_;  // squares whose count_ or link_count_ is set
    std::vector<std::uint8_t> is_touched_;
    std::vector<std::int64_t> protected_now_;  // by protect_piece invariant: protected pieces attacked

    // look_after's scratch: the counts it changed (of squares holding a piece, restored before
    // it returns), by epoch.
    std::uint32_t epoch_ = 0;
    std::vector<std::uint32_t> record_epoch_;
    std::vector<std::uint32_t> record_from_;  // where its scan changes (into squares_), or `none`: taken
    std::vector<std::uint32_t> affected_;
    std::vector<std::uint32_t> square_epoch_;
    std::vector<std::uint32_t> before_;  // count_ before the change, for squares of this epoch
    std::vector<std::uint32_t> changed_;
    bool target_attacked_ = false;
    std::vector<std::int64_t> protected_after_;
};

}  // namespace bn::bdl
