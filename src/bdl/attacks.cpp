// The attack map of one side and the board after a candidate move (attacks.hpp).
#include "bdl/attacks.hpp"

#include <algorithm>

#include "bdl/scan.hpp"

namespace bn::bdl {

void AttackMap::reset(std::size_t cells) {
    if (count_.size() != cells) {
        count_.assign(cells, 0);
        link_begin_.assign(cells, 0);
        link_count_.assign(cells, 0);
        is_touched_.assign(cells, 0);
        square_epoch_.assign(cells, 0);
        before_.assign(cells, 0);
        epoch_ = 0;
    } else {
        for (auto s : touched_) {
            count_[s] = 0;
            link_count_[s] = 0;
            is_touched_[s] = 0;
        }
    }
    touched_.clear();
    records_.clear();
    squares_.clear();
}

void AttackMap::touch(std::uint32_t square) {
    if (is_touched_[square]) return;
    is_touched_[square] = 1;
    touched_.push_back(square);
}

void AttackMap::build(const BoardState& board, const std::vector<PieceType>& types, const Occupancy& attackers,
                      const std::vector<std::vector<bool>>& protected_types, Work& work) {
    reset(board.cells.size());
    const auto height = static_cast<std::uint32_t>(board.height);
    for_each_square(attackers, [&](std::uint32_t square) {
        const Cell& piece = board.cells[square];
        const PieceType& type = types[static_cast<std::size_t>(piece.type)];
        const auto x = static_cast<std::int32_t>(square / height), r = static_cast<std::int32_t>(square % height);
        for (std::size_t k = 0; k < type.entries.size(); ++k) {
            const auto begin = static_cast<std::uint32_t>(squares_.size());
            // Each square looked at costs five more units for the memory it takes here (12 bytes
            // with its link below), so that the budget bounds the map's size too.
            auto look = [&](std::int32_t tx, std::int32_t tr, std::uint32_t blocked) {
                work.spend(5);
                const auto i = square_index(board, tx, tr);
                squares_.push_back(i | blocked);
                if (!blocked) ++count_[i];
                ++link_count_[i];
                touch(i);
            };
            scan_entry(
                BoardNow{board}, type.entries[k], type.mirrored && piece.flag, piece.owner, x, r, work,
                [&](std::int32_t tx, std::int32_t tr) { look(tx, tr, 0); },
                [&](std::int32_t tx, std::int32_t tr) { look(tx, tr, blocked_bit); });
            // An entry that looked at nothing cannot change.
            const auto end = static_cast<std::uint32_t>(squares_.size());
            if (end > begin)
                records_.push_back({square, static_cast<std::uint32_t>(k), begin, end, type.entries[k].each});
        }
    });
    work.spend(touched_.size() * (1 + protected_types.size()));
    std::uint32_t offset = 0;
    for (auto s : touched_) {
        link_begin_[s] = offset;
        offset += link_count_[s];
        link_count_[s] = 0;
    }
    links_.resize(squares_.size());
    for (std::uint32_t id = 0; id < records_.size(); ++id)
        for (auto q = records_[id].begin; q < records_[id].end; ++q) {
            const auto s = squares_[q] & ~blocked_bit;
            links_[link_begin_[s] + link_count_[s]++] = {id, q};
        }
    record_epoch_.assign(records_.size(), 0);
    record_from_.resize(records_.size());
    protected_now_.assign(protected_types.size(), 0);
    protected_after_.assign(protected_types.size(), 0);
    for (std::size_t i = 0; i < protected_types.size(); ++i)
        for (auto s : touched_) {
            const Cell& c = board.cells[s];
            if (count_[s] > 0 && !c.empty() && protected_types[i][static_cast<std::size_t>(c.type)])
                ++protected_now_[i];
        }
}

void AttackMap::change(std::uint32_t square, int by) {
    if (square_epoch_[square] != epoch_) {
        square_epoch_[square] = epoch_;
        before_[square] = count_[square];
        changed_.push_back(square);
    }
    count_[square] = static_cast<std::uint32_t>(static_cast<std::int64_t>(count_[square]) + by);
}

void AttackMap::look_after(const BoardState& board, const std::vector<PieceType>& types, std::uint32_t from,
                           std::uint32_t to, const std::vector<std::vector<bool>>& protected_types, Work& work) {
    if (++epoch_ == 0) {  // the epoch wrapped: forget every mark
        std::fill(record_epoch_.begin(), record_epoch_.end(), 0);
        std::fill(square_epoch_.begin(), square_epoch_.end(), 0);
        epoch_ = 1;
    }
    work.spend(4);
    changed_.clear();
    const Cell mover = board.cells[from];
    const BoardAfter after{board, from, to, mover};
    const auto height = static_cast<std::uint32_t>(board.height);
    // The counts that matter: `to`'s (cant_risk, and the mover's own after the move), followed
    // in at_target, and, for protect_piece, those of the other squares that hold a piece (the
    // pieces do not move there). A scan reaches empty squares until it stops, so a non-block
    // entry reaches a piece only as its last square: taking an entry out costs one square.
    std::int64_t at_target = count_[to];
    const bool protecting = !protected_types.empty();
    auto matters = [&](std::uint32_t s) { return protecting && s != from && s != to && !board.cells[s].empty(); };
    auto take_out = [&](const Record& rec, std::uint32_t at) {
        work.spend(1);
        const auto last = rec.each ? at : rec.end - 1;
        if (last >= at && !(squares_[last] & blocked_bit) && matters(squares_[last])) change(squares_[last], -1);
    };
    // Scans a record again on the board after the move, from squares_[at] on (only that square
    // for a block: scan_each).
    auto rescan = [&](const Record& rec, std::uint32_t at) {
        const Cell& piece = board.cells[rec.square];
        const PieceType& type = types[static_cast<std::size_t>(piece.type)];
        const auto x = static_cast<std::int32_t>(rec.square / height),
                   r = static_cast<std::int32_t>(rec.square % height);
        const auto s = squares_[at] & ~blocked_bit;
        const ScanFrom resume{std::int64_t{s / height} - x, std::int64_t{s % height} - r};
        scan_entry(
            after, type.entries[rec.entry], type.mirrored && piece.flag, piece.owner, x, r, work,
            [&](std::int32_t tx, std::int32_t tr) {
                const auto i = square_index(board, tx, tr);
                if (i == to)
                    ++at_target;
                else if (matters(i))
                    change(i, +1);
            },
            [](std::int32_t, std::int32_t) {}, &resume);
    };

    // The entries of the piece taken on `to` go (they never reach `to`, their own square; their
    // records come together: they are ordered by square).
    auto taken = std::lower_bound(records_.begin(), records_.end(), to,
                                  [](const Record& rec, std::uint32_t square) { return rec.square < square; });
    for (; taken != records_.end() && taken->square == to; ++taken) {
        const auto id = static_cast<std::uint32_t>(taken - records_.begin());
        record_epoch_[id] = epoch_;
        record_from_[id] = none;
        if (!taken->each) {
            take_out(*taken, taken->begin);
        } else {
            for (auto q = taken->begin; q < taken->end; ++q) take_out(*taken, q);
        }
    }
    // The others that looked at `from` or `to` scan again from the first of the two (before it
    // they look at the same squares as before). An entry that looked at `from` stopped there (the
    // mover stood on it), so one that looked at both met `to` first. A block's squares are
    // independent: each of the two is looked at again on its own.
    affected_.clear();
    for (auto square : {from, to}) {
        const auto first = link_begin_[square], last = first + link_count_[square];
        work.spend(last - first);
        for (auto k = first; k < last; ++k) {
            const auto [id, at] = links_[k];
            if (record_epoch_[id] == epoch_ && record_from_[id] == none) continue;  // taken
            const Record& rec = records_[id];
            if (square == to && !(squares_[at] & blocked_bit)) --at_target;
            if (rec.each) {
                take_out(rec, at);
                rescan(rec, at);
            } else if (record_epoch_[id] != epoch_) {
                record_epoch_[id] = epoch_;
                record_from_[id] = at;
                affected_.push_back(id);
            } else {
                record_from_[id] = std::min(record_from_[id], at);
            }
        }
    }
    for (auto id : affected_) {
        take_out(records_[id], record_from_[id]);
        rescan(records_[id], record_from_[id]);
    }
    target_attacked_ = at_target > 0;

    // A protected piece counts where it stands on an attacked square: before the move on every
    // square, after it on the changed squares, `from` (now empty) and `to` (now the mover).
    for (std::size_t i = 0; i < protected_types.size(); ++i) {
        const auto& mask = protected_types[i];
        auto guarded = [&](const Cell& c) { return !c.empty() && mask[static_cast<std::size_t>(c.type)]; };
        std::int64_t hits = protected_now_[i];
        for (auto s : changed_)
            if (guarded(board.cells[s])) hits += int{count_[s] > 0} - int{before_[s] > 0};
        if (guarded(mover) && count_[from] > 0) --hits;
        if (guarded(board.cells[to]) && count_[to] > 0) --hits;
        if (guarded(mover) && at_target > 0) ++hits;
        protected_after_[i] = hits;
    }
    work.spend(changed_.size() * protected_types.size());
    for (auto s : changed_) count_[s] = before_[s];
}

}  // namespace bn::bdl
