// Internal to the runtime: the original's move scan for one move entry (bdl-reference.md 2.6),
// on the board as it is or as it would be after a move, in the screen frame (x = column,
// r = row from the top; a square's index is x * height + r).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "bdl/game.hpp"
#include "bdl/work.hpp"

namespace bn::bdl {

inline std::uint32_t square_index(const BoardState& board, std::int32_t x, std::int32_t r) {
    return static_cast<std::uint32_t>(x) * static_cast<std::uint32_t>(board.height) + static_cast<std::uint32_t>(r);
}

// The board as it is.
struct BoardNow {
    const BoardState& board;
    const Cell& at(std::int32_t x, std::int32_t r) const { return board.at(x, r); }
};

// The board after `mover` went from square `from` to square `to` (indices), read without changing
// it: what the invariants look at (the original checks them on a copy of the board).
struct BoardAfter {
    const BoardState& board;
    std::uint32_t from, to;
    Cell mover;
    Cell empty{};
    const Cell& at(std::int32_t x, std::int32_t r) const {
        const std::uint32_t i = square_index(board, x, r);
        if (i == to) return mover;
        if (i == from) return empty;
        return board.cells[i];
    }
};

// Where a scan resumes: at the square (x + dx, r + dy), which it looked at before.
struct ScanFrom {
    std::int64_t dx, dy;
};

// Whether a piece of `owner` may go onto `target` by a move that kills or not.
inline bool may_enter(const Cell& target, bool killing, std::int32_t owner) {
    return target.empty() || (killing && target.owner != owner);
}

// scan_entry for a block of one-square entries (MoveEntry::each): dx ascending, dy ascending as
// written (flipped, the square is r - dy), every square looked at on its own. With `from`, only
// that square.
template <class Board, class Reach, class Blocked>
void scan_each(const Board& board, const MoveEntry& entry, bool flip, std::int32_t owner, std::int32_t x,
               std::int32_t r, Work& work, Reach& reach, Blocked& blocked, const ScanFrom* from) {
    auto look = [&](std::int32_t tx, std::int32_t tr) {
        work.spend(1);
        if (may_enter(board.at(tx, tr), entry.killing, owner))
            reach(tx, tr);
        else
            blocked(tx, tr);
    };
    if (from) {
        look(static_cast<std::int32_t>(x + from->dx), static_cast<std::int32_t>(r + from->dy));
        return;
    }
    const std::int64_t width = board.board.width, height = board.board.height;
    const std::int64_t dx_lo = std::max<std::int64_t>(entry.x0, -std::int64_t{x});
    const std::int64_t dx_hi = std::min<std::int64_t>(std::int64_t{entry.x1} - 1, width - 1 - x);
    for (std::int64_t dx = dx_lo; dx <= dx_hi; ++dx) {
        work.spend(1);
        const auto& ys = entry.ys[static_cast<std::size_t>(dx - entry.x0)];
        // On the board: 0 <= r + dy < height, or 0 <= r - dy < height when flipped.
        const std::int64_t dy_lo = std::max<std::int64_t>(ys.first, flip ? r - height + 1 : -std::int64_t{r});
        const std::int64_t dy_hi = std::min<std::int64_t>(std::int64_t{ys.second} - 1, flip ? r : height - 1 - r);
        for (std::int64_t dy = dy_lo; dy <= dy_hi; ++dy)
            look(static_cast<std::int32_t>(x + dx), static_cast<std::int32_t>(flip ? r - dy : r + dy));
    }
}

// Scans one move entry of a piece of `owner` standing on (x, r), whose moves are flipped when
// `flip`, in the original's order: dx ascending when the entry's range starts above 0, otherwise
// descending from its end; for each dx, dy likewise. Calls reach(tx, tr) for each square the
// piece reaches; a square it may not enter (a piece of its own side, or any piece for a
// non-killing entry) ends the entry and is passed to blocked(tx, tr); a capture ends it too.
// Squares off the board are skipped without ending the entry, so the ranges are first cut to the
// board: the same squares in the same order, and work bounded by the board whatever the bounds
// (a line move to 2^31, an explicit entry's y range). With `from`, the scan starts at that square
// of its order instead of the first one (what comes before it is the caller's). One unit of
// `work` per entry, per dx and per square.
template <class Board, class Reach, class Blocked>
void scan_entry(const Board& board, const MoveEntry& entry, bool flip, std::int32_t owner, std::int32_t x,
                std::int32_t r, Work& work, Reach&& reach, Blocked&& blocked, const ScanFrom* from = nullptr) {
    work.spend(1);
    const std::int64_t width = board.board.width, height = board.board.height;
    if (entry.each) {
        scan_each(board, entry, flip, owner, x, r, work, reach, blocked, from);
        return;
    }
    const bool dx_up = entry.x0 > 0;
    const std::int64_t dx_lo = std::max<std::int64_t>(entry.x0, -std::int64_t{x});
    const std::int64_t dx_hi = std::min<std::int64_t>(std::int64_t{entry.x1} - 1, width - 1 - x);
    for (std::int64_t i = from ? (dx_up ? from->dx - dx_lo : dx_hi - from->dx) : 0; i <= dx_hi - dx_lo; ++i) {
        work.spend(1);
        const std::int64_t dx = dx_up ? dx_lo + i : dx_hi - i;
        const auto& ys = entry.ys[static_cast<std::size_t>(dx - entry.x0)];
        std::int64_t y0 = ys.first, y1 = ys.second;
        if (flip) std::tie(y0, y1) = std::pair{1 - y1, 1 - y0};
        const bool dy_up = y0 > 0;
        const std::int64_t dy_lo = std::max<std::int64_t>(y0, -std::int64_t{r});
        const std::int64_t dy_hi = std::min<std::int64_t>(y1 - 1, height - 1 - r);
        std::int64_t j = 0;
        if (from && dx == from->dx) j = dy_up ? from->dy - dy_lo : dy_hi - from->dy;
        for (; j <= dy_hi - dy_lo; ++j) {
            work.spend(1);
            const std::int64_t dy = dy_up ? dy_lo + j : dy_hi - j;
            const auto tx = static_cast<std::int32_t>(x + dx), tr = static_cast<std::int32_t>(r + dy);
            const Cell& target = board.at(tx, tr);
            if (!may_enter(target, entry.killing, owner)) {
                blocked(tx, tr);
                return;
            }
            reach(tx, tr);
            if (!target.empty()) return;
        }
    }
}

}  // namespace bn::bdl
