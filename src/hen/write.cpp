// Position -> canonical HEN, in the order of hen-python's to_hen (the notes, §1.10): size
// (only when not 19x19), rows from the top, player order, ko, last move, turn, labels, marks.
// In a row a column letter is written only where it is needed (first stone not in A, or
// after a gap), equal neighbours become runs ("b3"), numbered stones "~N" break runs.
#include "hen/notation.hpp"
#include "hen/write.hpp"

namespace bn::hen {

namespace {

using namespace notation;

std::string point_text(const Position& p, unsigned row, unsigned col) {
    return column_letter(col) + std::to_string(p.height - row);
}

// The number shown at each point, when the stone there has the colour its number gives; empty
// (no allocation) for a position without numbered stones, the usual case.
std::vector<std::uint64_t> numbers_on_board(const Position& p) {
    if (p.numbered_stones.empty()) return {};
    static const std::vector<Stone> default_order{Stone::black, Stone::white};
    const auto& order = p.player_order.empty() ? default_order : p.player_order;
    std::vector<std::uint64_t> numbers(p.board.size(), 0);
    for (const auto& n : p.numbered_stones) {
        if (!p.contains(n.row, n.col) || n.number == 0) continue;
        if (p.at(n.row, n.col) == order[(n.number - 1) % order.size()])
            numbers[std::size_t{n.row} * p.width + n.col] = n.number;
    }
    return numbers;
}

std::uint64_t number_at(const std::vector<std::uint64_t>& numbers, const Position& p, unsigned row, unsigned col) {
    return numbers.empty() ? 0 : numbers[std::size_t{row} * p.width + col];
}

// Straight into `out` (no string per row: a table of positions writes thousands of them). The
// row's cells are read through a local pointer: with `out` written in the loop, the compiler
// would otherwise reload the board from the position at every point.
void write_row(const Position& p, unsigned row, const std::vector<std::uint64_t>& numbers, std::string& out) {
    const unsigned width = p.width;
    const Stone* cells = p.board.data() + std::size_t{row} * width;
    const std::uint64_t* row_numbers = numbers.empty() ? nullptr : numbers.data() + std::size_t{row} * width;
    auto number = [&](unsigned col) -> std::uint64_t { return row_numbers ? row_numbers[col] : 0; };
    bool started = false;
    unsigned next = 0;  // the column the cursor is on
    for (unsigned col = 0;;) {
        while (col < width && cells[col] == Stone::empty) ++col;
        if (col == width) break;
        const Stone s = cells[col];
        if (!started) {
            out += '_';
            out += std::to_string(p.height - row);
            started = true;
        }
        if (col != next) out += column_letter(col);
        if (number(col) > 0) {
            out += '~';
            out += std::to_string(number(col));
            next = ++col;
            continue;
        }
        unsigned run = 1;
        while (col + run < width && cells[col + run] == s && number(col + run) == 0) ++run;
        out += stone_letter(s);
        if (run > 1) out += std::to_string(run);
        col += run;
        next = col;
    }
}

}  // namespace

std::string to_string(const Position& p) {
    try {
        return to_string_or_throw(p);
    } catch (const std::exception&) {  // out of memory: never past this function
        return {};
    }
}

std::string to_string_or_throw(const Position& p) {
    std::string out;
    append_hen(p, out);
    return out;
}

void append_hen(const Position& p, std::string& out) {
    const std::size_t start = out.size();
    if (p.board.size() != std::size_t{p.width} * p.height || p.width == 0 || p.height == 0 || p.width > max_size ||
        p.height > max_size)
        return;
    if (p.width != 19 || p.height != 19) out += '.' + std::to_string(p.width) + 'x' + std::to_string(p.height);
    const auto numbers = numbers_on_board(p);
    for (unsigned row = 0; row < p.height; ++row) write_row(p, row, numbers, out);
    if (!p.player_order.empty()) {
        out += '~';
        for (Stone s : p.player_order) out += stone_letter(s);
    }
    if (p.ko && p.contains(p.ko->row, p.ko->col)) out += '.' + point_text(p, p.ko->row, p.ko->col);
    if (const auto& m = p.last_move) {
        if (m->pass)
            out += std::string(".p") + stone_letter(m->color);
        else if (p.contains(m->row, m->col))
            out += '.' + point_text(p, m->row, m->col) + stone_letter(m->color);
    }
    if (p.turn) out += std::string(".") + stone_letter(*p.turn);
    for (const auto& l : p.labels)
        if (p.contains(l.row, l.col) && is_writable_label(l.text))
            out += '.' + point_text(p, l.row, l.col) + '-' + l.text;
    // Numbered stones whose colour does not follow the player order are shown as labels.
    for (const auto& n : p.numbered_stones)
        if (p.contains(n.row, n.col) && n.number > 0 && number_at(numbers, p, n.row, n.col) != n.number)
            out += '.' + point_text(p, n.row, n.col) + '-' + std::to_string(n.number);
    for (const auto& m : p.marks)
        if (p.contains(m.row, m.col)) out += '.' + point_text(p, m.row, m.col) + '-' + mark_name(m.mark);
    // An empty 19x19 board: "" would read back as nothing at all (parse("") is hen-js's null,
    // and sgf2hen's "" means "invalid SGF"), so the default size is written out.
    if (out.size() == start) out += ".19x19";
}

}  // namespace bn::hen
