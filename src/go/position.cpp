// Move execution (SGF FF[4] go.html): place the stone, remove adjacent opponent chains left
// without liberties, then the mover's own chain if it has none; then the simple-ko point.
#include <array>

#include "go/position.hpp"

namespace bn::go {

namespace {

// The up-to-four orthogonal neighbours of a point.
struct Neighbours {
    std::array<Point, 4> points;
    unsigned count = 0;
};

Neighbours neighbours(const Board& board, Point p) {
    Neighbours n;
    if (p.x > 0) n.points[n.count++] = {p.x - 1, p.y};
    if (p.x + 1 < board.width()) n.points[n.count++] = {p.x + 1, p.y};
    if (p.y > 0) n.points[n.count++] = {p.x, p.y - 1};
    if (p.y + 1 < board.height()) n.points[n.count++] = {p.x, p.y + 1};
    return n;
}

// The chain holding `start` and whether it touches an empty point. Iterative flood fill, so
// the depth of a chain never touches the call stack.
struct Chain {
    std::vector<Point> stones;
    bool has_liberty = false;
};

Chain chain_at(const Board& board, Point start) {
    Chain chain;
    const Stone colour = board.at(start);
    std::vector<bool> seen(board.cells().size(), false);
    auto index = [&](Point p) { return std::size_t{p.y} * board.width() + p.x; };
    std::vector<Point> pending{start};
    seen[index(start)] = true;
    while (!pending.empty()) {
        Point p = pending.back();
        pending.pop_back();
        chain.stones.push_back(p);
        Neighbours n = neighbours(board, p);
        for (unsigned i = 0; i < n.count; ++i) {
            Point q = n.points[i];
            Stone s = board.at(q);
            if (s == Stone::empty) chain.has_liberty = true;
            if (s != colour || seen[index(q)]) continue;
            seen[index(q)] = true;
            pending.push_back(q);
        }
    }
    return chain;
}

unsigned remove(Board& board, const Chain& chain) {
    for (Point p : chain.stones) board.set(p, Stone::empty);
    return static_cast<unsigned>(chain.stones.size());
}

}  // namespace

std::optional<Board> Board::create(unsigned width, unsigned height) {
    if (width == 0 || height == 0 || width > max_board_size || height > max_board_size) return std::nullopt;
    return Board(width, height);
}

std::optional<Position> Position::create(unsigned width, unsigned height) {
    auto board = Board::create(width, height);
    if (!board) return std::nullopt;
    return Position(std::move(*board));
}

std::optional<Position> Position::resume(Board board, std::optional<Ko> ko, unsigned black_prisoners,
                                         unsigned white_prisoners) {
    if (ko && (!board.contains(ko->point) || board.at(ko->point) != Stone::empty)) return std::nullopt;
    Position position(std::move(board));
    position.ko_ = ko;
    position.captures_[0] = black_prisoners;
    position.captures_[1] = white_prisoners;
    return position;
}

Legality Position::check(Color color, Point p, const Rules& rules) const {
    if (!board_.contains(p)) return Legality::off_board;
    if (board_.at(p) != Stone::empty) return Legality::occupied;
    if (ko_ && ko_->point == p && ko_->forbidden == color) return Legality::ko;
    if (rules.allow_suicide) return Legality::legal;
    Position trial = *this;
    return trial.play(color, p).suicide ? Legality::suicide : Legality::legal;
}

MoveResult Position::play(Color color, Point p) {
    MoveResult result;
    if (!board_.contains(p)) {
        result.off_board = true;
        pass();
        return result;
    }
    result.occupied = board_.at(p) != Stone::empty;
    result.ko_recapture = ko_ && ko_->point == p && ko_->forbidden == color;
    ko_.reset();

    const Stone mine = stone_of(color);
    const Stone theirs = stone_of(opponent(color));
    board_.set(p, mine);

    Point last_captured{};
    Neighbours around = neighbours(board_, p);
    for (unsigned i = 0; i < around.count; ++i) {
        Point q = around.points[i];
        if (board_.at(q) != theirs) continue;  // also skips a chain removed a moment ago
        Chain chain = chain_at(board_, q);
        if (chain.has_liberty) continue;
        result.captured += remove(board_, chain);
        last_captured = q;
    }

    Chain own = chain_at(board_, p);
    if (!own.has_liberty) {
        result.suicide = true;
        result.lost = remove(board_, own);
    }
    captures_[color == Color::black ? 0 : 1] += result.captured;
    captures_[color == Color::black ? 1 : 0] += result.lost;

    // Simple ko: exactly one stone taken by a lone stone whose only liberty is that point, so
    // the opponent's immediate retake would recreate the previous position.
    if (result.captured == 1 && !result.suicide && own.stones.size() == 1) {
        unsigned liberties = 0;
        for (unsigned i = 0; i < around.count; ++i)
            if (board_.at(around.points[i]) == Stone::empty) ++liberties;
        if (liberties == 1) ko_ = Ko{last_captured, opponent(color)};
    }
    return result;
}

void Position::pass() { ko_.reset(); }

void Position::setup(Point p, Stone s) {
    if (!board_.contains(p) || board_.at(p) == s) return;
    ko_.reset();  // only a setup that changes the board ends the ko
    board_.set(p, s);
}

}  // namespace bn::go
