// The Go rules engine: a board of up to 25x25 points (rectangular allowed), moves with
// captures, suicide and the simple-ko point. Notations (SGF replay, HEN) build on it; it knows
// nothing about text.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace bn::go {

enum class Color : std::uint8_t { black = 1, white = 2 };
// Values match HEN/hen-js: EMPTY = 0, BLACK = 1, WHITE = 2.
enum class Stone : std::uint8_t { empty = 0, black = 1, white = 2 };

inline constexpr Color opponent(Color c) { return c == Color::black ? Color::white : Color::black; }
inline constexpr Stone stone_of(Color c) { return static_cast<Stone>(c); }

// Largest width and height the engine plays on (HEN columns stop at Z without I).
inline constexpr unsigned max_board_size = 25;

// x = column from the left, y = row from the top, both 0-based.
struct Point {
    unsigned x = 0;
    unsigned y = 0;
    bool operator==(const Point& o) const { return x == o.x && y == o.y; }
    bool operator!=(const Point& o) const { return !(*this == o); }
};

class Board {
public:
    Board() : Board(19, 19) {}
    // A board of that size, or nothing when a side is 0 or above max_board_size.
    static std::optional<Board> create(unsigned width, unsigned height);

    unsigned width() const { return width_; }
    unsigned height() const { return height_; }
    bool contains(Point p) const { return p.x < width_ && p.y < height_; }
    Stone at(Point p) const { return cells_[index(p)]; }
    void set(Point p, Stone s) { cells_[index(p)] = s; }
    // Row-major, row 0 at the top.
    const std::vector<Stone>& cells() const { return cells_; }

    bool operator==(const Board& o) const { return width_ == o.width_ && height_ == o.height_ && cells_ == o.cells_; }

private:
    Board(unsigned width, unsigned height)
        : width_(width), height_(height), cells_(std::size_t{width} * height, Stone::empty) {}
    std::size_t index(Point p) const { return std::size_t{p.y} * width_ + p.x; }

    unsigned width_;
    unsigned height_;
    std::vector<Stone> cells_;
};

// The simple-ko point: `forbidden` may not retake at `point` on its next move.
struct Ko {
    Point point;
    Color forbidden = Color::black;
};

// What executing a move did. Moves are always executed (SGF FF[4]: records are
// authoritative); the flags say which rule the move broke, if any.
struct MoveResult {
    bool off_board = false;     // not a point of the board: executed as a pass
    bool occupied = false;      // the point held a stone, which the new stone replaced
    bool ko_recapture = false;  // retook the ko point right away
    bool suicide = false;       // the mover's own chain was left without liberties and removed
    unsigned captured = 0;      // opponent stones removed
    unsigned lost = 0;          // own stones removed by the suicide
};

struct Rules {
    bool allow_suicide = false;  // New Zealand, Tromp-Taylor, Ing
};

enum class Legality : std::uint8_t { legal, off_board, occupied, ko, suicide };

class Position {
public:
    Position() = default;  // empty 19x19
    static std::optional<Position> create(unsigned width, unsigned height);
    // A position as a replay left it (a viewer's scene: its board, ko point and prisoners), to play
    // on from there. Nothing when the ko point is off the board or not empty (no move can leave it so).
    static std::optional<Position> resume(Board board, std::optional<Ko> ko, unsigned black_prisoners,
                                          unsigned white_prisoners);

    const Board& board() const { return board_; }
    const std::optional<Ko>& ko() const { return ko_; }
    // Prisoners held by `c`: opponent stones it captured, plus stones the opponent lost by suicide.
    unsigned captures(Color c) const { return captures_[c == Color::black ? 0 : 1]; }

    // Whether `color` may play at `p` under `rules` (nothing changes).
    Legality check(Color color, Point p, const Rules& rules = {}) const;
    // Executes the move whatever the rules say (FF[4] "execute a move even if it is illegal").
    MoveResult play(Color color, Point p);
    void pass();
    // Setup (AB/AW/AE): puts or clears a stone, never captures; a change clears the ko point.
    void setup(Point p, Stone s);

private:
    explicit Position(Board board) : board_(std::move(board)) {}

    Board board_;
    std::optional<Ko> ko_;
    unsigned captures_[2] = {0, 0};
};

}  // namespace bn::go
