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

// The number shown at each point, when the stone there has the colour its number gives.
std::vector<std::uint64_t> numbers_on_board(const Position& p) {
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

void write_row(const Position& p, unsigned row, const std::vector<std::uint64_t>& numbers, std::string& out) {
    std::string items;
    unsigned next = 0;  // the column the cursor is on
    for (unsigned col = 0; col < p.width;) {
        const Stone s = p.at(row, col);
        if (s == Stone::empty) {
            ++col;
            continue;
        }
        if (col != next) items += column_letter(col);
        const std::uint64_t number = numbers[std::size_t{row} * p.width + col];
        if (number > 0) {
            items += '~' + std::to_string(number);
            next = ++col;
            continue;
        }
        unsigned run = 1;
        while (col + run < p.width && p.at(row, col + run) == s && numbers[std::size_t{row} * p.width + col + run] == 0)
            ++run;
        items += stone_letter(s);
        if (run > 1) items += std::to_string(run);
        col += run;
        next = col;
    }
    if (items.empty()) return;
    out += '_' + std::to_string(p.height - row) + items;
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
    if (p.board.size() != std::size_t{p.width} * p.height || p.width == 0 || p.height == 0 || p.width > max_size ||
        p.height > max_size)
        return out;
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
        if (p.contains(n.row, n.col) && n.number > 0 && numbers[std::size_t{n.row} * p.width + n.col] != n.number)
            out += '.' + point_text(p, n.row, n.col) + '-' + std::to_string(n.number);
    for (const auto& m : p.marks)
        if (p.contains(m.row, m.col)) out += '.' + point_text(p, m.row, m.col) + '-' + mark_name(m.mark);
    // An empty 19x19 board: "" would read back as nothing at all (parse("") is hen-js's null,
    // and sgf2hen's "" means "invalid SGF"), so the default size is written out.
    if (out.empty()) out = ".19x19";
    return out;
}

}  // namespace bn::hen
