// The game a BDL description defines, played the way the original's generated JavaScript
// plays it (bdl-reference.md 2): same board frames, mirrored placements and pieces, move
// scan order, kills, invariants and finish rules, with the original's bugs fixed:
//  - cant_risk and protect_piece look at every row (the original loops rows 0..width-1);
//  - protect_piece with several names protects each of them (the original emits broken JS);
//  - on_end_reached: spawn(...) is a choice the caller makes (each choice is its own move),
//    not a browser prompt.
// Explicit JavaScript is never run here: a game that needs it takes an ExplicitRunner,
// which the JS bindings implement with the evaluator the caller passes.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bdl/limits.hpp"
#include "bdl/model.hpp"
#include "common/diagnostic.hpp"

namespace bn::bdl {

// A square in the BDL frame: x = column from the left, y = row from the bottom.
struct Square {
    std::int32_t x = 0;
    std::int32_t y = 0;
};

// A piece on the board. `flag` is the original's instance flag: true for the declared
// placements, false for the mirrored copies; mirrored piece types flip their moves when it
// is set.
struct Cell {
    std::int32_t type = -1;  // index into Game::piece_names(); -1 for an empty square
    std::int32_t owner = 0;
    bool flag = false;
    bool empty() const { return type < 0; }
};

struct GameMove {
    Square from, to;
    std::int32_t spawn = -1;     // piece type the mover becomes (on_end_reached: spawn), or -1
    std::int32_t captured = -1;  // piece type taken, or -1
};

// One half-open move entry of the original runtime: dx in [x0, x1), and for each dx the
// half-open dy interval ys[dx - x0]. `each` marks the block of a vector move with ranges
// (x : [a, b], y : [c, d]), which the original compiles to one entry per square: every square is
// then an entry of its own (a square the piece may not enter, or a capture, ends nothing), in the
// order dx ascending, then dy ascending, so that a block of up to 513 x 513 squares is one entry.
struct MoveEntry {
    std::int32_t x0 = 0, x1 = 0;
    std::vector<std::pair<std::int32_t, std::int32_t>> ys;
    bool killing = true;
    bool each = false;
};

// The explicit parts of a description, in source order.
enum class ExplicitPart { coloring, player_change, piece, piece_property, on_end_reached, move, invariant, finish };
const char* explicit_part_name(ExplicitPart part);

struct ExplicitBlock {
    ExplicitPart part;
    std::string code;
    Span span;
    std::string kills;  // moves: the "%s" substitution of the original ("true"/"false")
};

// The board as explicit code sees it: screen frame (column x, row r from the top), like the
// original's context.board[x][r].
struct BoardState {
    std::int32_t width = 0, height = 0;
    std::vector<Cell> cells;          // cells[x * height + r]
    std::int32_t current_player = 0;  // -1 once the game is over
    std::int64_t move_count = 0;

    const Cell& at(std::int32_t x, std::int32_t r) const { return cells[static_cast<std::size_t>(x) * height + r]; }
    Cell& at(std::int32_t x, std::int32_t r) { return cells[static_cast<std::size_t>(x) * height + r]; }
};

// Runs explicit blocks (indices into Game::explicit_blocks()). Implemented outside the
// library, by whoever may run untrusted code: the library itself never evaluates it.
class ExplicitRunner {
public:
    virtual ~ExplicitRunner() = default;
    // Called once by Game::create, only for a description it will run (after every refusal),
    // before any other call: the place to compile the blocks, so that the code of a refused
    // description is never evaluated. `piece_names` are the pieces described in BDL, in order.
    virtual void prepare(const std::vector<ExplicitBlock>& blocks, const std::vector<std::string>& piece_names) = 0;
    virtual std::vector<MoveEntry> move_entries(std::size_t block) = 0;
    virtual std::int32_t next_player(std::size_t block, const BoardState& state) = 0;
    virtual bool allows(std::size_t block, const BoardState& state, std::int32_t cx, std::int32_t cr, std::int32_t tx,
                        std::int32_t tr) = 0;
    virtual bool finished(std::size_t block, const BoardState& state) = 0;
};

struct PieceType {
    std::string name;
    std::vector<MoveEntry> entries;
    bool mirrored = false;
    std::vector<std::int32_t> spawn;  // on_end_reached: spawn(...) choices
};

// What a game operation gives: ok and its value; or, when the operation would need more work than
// limits::max_work, not ok with the one diagnostic bdl.too_much_work (line and column 0) and the
// game as it was before the call.
template <class T>
struct Outcome {
    bool ok = false;
    T value{};
    std::vector<Diagnostic> diagnostics;
};

class Game {
public:
    // Builds the game of a description that passes check() without errors. Diagnostics:
    // bdl.not_runnable (check errors), bdl.needs_evaluator for each explicit block the game
    // would run when `runner` is null, bdl.unsupported_explicit for explicit parts this
    // runtime never runs (whole pieces and piece properties given as JavaScript, explicit
    // on_end_reached). Explicit coloring is not needed to play and is ignored.
    static Parsed<std::shared_ptr<Game>> create(const Description& description, std::string_view text = {},
                                                const std::shared_ptr<ExplicitRunner>& runner = nullptr);
    // The explicit blocks create() would run, in source order (what needs_evaluator lists).
    static std::vector<ExplicitBlock> explicit_blocks(const Description& description);

    std::int32_t width() const { return state_.width; }
    std::int32_t height() const { return state_.height; }
    const std::vector<PieceType>& piece_types() const;
    const BoardState& state() const { return state_; }
    std::int32_t turn() const { return state_.current_player; }
    bool is_over() const { return over_; }
    bool on_board(Square s) const { return s.x >= 0 && s.y >= 0 && s.x < width() && s.y < height(); }
    const Cell& at(Square s) const { return state_.at(s.x, height() - 1 - s.y); }

    // Legal moves of the side to move (all pieces, or the piece on `from`), in the original's
    // scan order; a move that spawns appears once per choice.
    Outcome<std::vector<GameMove>> moves() const;
    Outcome<std::vector<GameMove>> moves_from(Square from) const;
    // Plays `move` if it is one of moves(): the value says whether it was (when not, the game is
    // unchanged).
    Outcome<bool> play(const GameMove& move);
    // How many move sequences of `depth` plies (at most limits::max_perft_depth) there are.
    Outcome<std::uint64_t> perft(int depth) const;

private:
    struct Rules;
    struct Operation;
    struct Undo;
    friend class GameBuilder;

    Game() = default;
    template <class Found>
    void legal_moves_of(Operation& op, std::uint32_t square, Found&& found) const;
    void add_moves_of(Operation& op, std::uint32_t square, std::vector<GameMove>& out) const;
    std::vector<GameMove> all_moves(Operation& op) const;
    bool has_legal_move(Operation& op) const;
    bool allowed(Operation& op, std::uint32_t from, std::uint32_t to) const;
    bool evaluate_finish(Operation& op) const;
    Undo make(Operation& op, const GameMove& move);
    void unmake(const Undo& undo);
    void end_turn(Operation& op);
    std::uint64_t count(Operation& op, int depth);
    void place(std::uint32_t square, const Cell& cell);
    Square square(std::uint32_t index) const {
        return {static_cast<std::int32_t>(index / static_cast<std::uint32_t>(height())),
                height() - 1 - static_cast<std::int32_t>(index % static_cast<std::uint32_t>(height()))};
    }

    // What never changes during a game, shared by the copies perft makes.
    std::shared_ptr<const Rules> rules_;
    BoardState state_;
    bool over_ = false;
    // The squares (indices x * height + r) of each owner's pieces, one bit each: what the move
    // list and the attack maps walk instead of every square.
    std::array<std::vector<std::uint64_t>, 2> occupied_;
    // Changes with every move played or taken back: an operation's attack map is the one of
    // the position it was built for.
    std::uint64_t position_ = 0;
};

}  // namespace bn::bdl
