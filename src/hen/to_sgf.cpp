// Position -> SGF (hen-js toSgf; header as hen-python writes it): setup stones as AB/AW,
// the last move as the one move node, then marks and labels on that node (on the root when
// there is no move). The side to play is PL when no move implies it.
#include "hen/notation.hpp"
#include "hen/write.hpp"
#include "sgf/values.hpp"

namespace bn::hen {

namespace {

std::string point(unsigned row, unsigned col) { return sgf::encode_point({col, row}); }

std::string markup(const Position& p) {
    std::string out;
    std::string labels;
    for (const auto& l : p.labels)
        if (p.contains(l.row, l.col)) labels += '[' + point(l.row, l.col) + ':' + sgf::encode_text(l.text, true) + ']';
    for (const auto& n : p.numbered_stones)
        if (p.contains(n.row, n.col)) labels += '[' + point(n.row, n.col) + ':' + std::to_string(n.number) + ']';
    if (!labels.empty()) out += "LB" + labels;
    for (Mark kind : {Mark::triangle, Mark::square, Mark::circle, Mark::cross}) {
        std::string values;
        for (const auto& m : p.marks)
            if (m.mark == kind && p.contains(m.row, m.col)) values += '[' + point(m.row, m.col) + ']';
        if (!values.empty()) out += notation::mark_name(kind) + values;
    }
    return out;
}

char sgf_color(Stone s) { return s == Stone::black ? 'B' : 'W'; }

}  // namespace

std::string to_sgf(const Position& p) {
    try {
        return to_sgf_or_throw(p);
    } catch (const std::exception&) {  // out of memory: never past this function
        return {};
    }
}

std::string to_sgf_or_throw(const Position& p) {
    if (p.board.size() != std::size_t{p.width} * p.height) return {};
    std::string out = "(;GM[1]FF[4]CA[UTF-8]SZ[" + std::to_string(p.width);
    if (p.height != p.width) out += ':' + std::to_string(p.height);
    out += ']';

    std::optional<LastMove> move;
    if (p.last_move && notation::is_black_or_white(p.last_move->color) &&
        (p.last_move->pass || p.contains(p.last_move->row, p.last_move->col)))
        move = p.last_move;
    const bool turn_is_bw = p.turn && notation::is_black_or_white(*p.turn);
    if (!move && turn_is_bw) out += std::string("PL[") + sgf_color(*p.turn) + ']';

    for (Stone colour : {Stone::black, Stone::white}) {
        std::string values;
        // Column by column, as hen-js lists them (AB[cd][ec][fc] in its README example).
        for (unsigned col = 0; col < p.width; ++col)
            for (unsigned row = 0; row < p.height; ++row)
                if (p.at(row, col) == colour && !(move && !move->pass && move->row == row && move->col == col))
                    values += '[' + point(row, col) + ']';
        if (!values.empty()) out += (colour == Stone::black ? "AB" : "AW") + values;
    }
    if (move) {
        out += std::string(";") + sgf_color(move->color) + '[';
        if (!move->pass) out += point(move->row, move->col);
        out += ']';
    }
    out += markup(p);
    // A side to play that the move does not imply needs a node of its own (PL is setup).
    if (move && turn_is_bw && sgf_color(*p.turn) == sgf_color(move->color))
        out += std::string(";PL[") + sgf_color(*p.turn) + ']';
    out += ')';
    return out;
}

}  // namespace bn::hen
