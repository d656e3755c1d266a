// SGF -> position: the SGF area parses and replays the main line with the Go rules engine;
// this file only translates the result into HEN terms. Markup (LB, CR, SQ, TR, MA) comes from
// the last node replayed, the node the position belongs to.
#include <algorithm>
#include <new>

#include "common/guarded.hpp"

#include "hen/from_sgf.hpp"
#include "hen/notation.hpp"
#include "hen/write.hpp"
#include "sgf/read.hpp"
#include "sgf/replay.hpp"

namespace bn::hen {

namespace {

Stone hen_stone(go::Stone s) {
    return s == go::Stone::black ? Stone::black : s == go::Stone::white ? Stone::white : Stone::empty;
}
Stone hen_stone(go::Color c) { return c == go::Color::black ? Stone::black : Stone::white; }

void add_markup(const sgf::Node& node, Position& p) {
    if (const sgf::Property* lb = node.find("LB")) {
        for (const auto& v : lb->values) {
            auto parts = sgf::split_compose(v.raw);
            if (!parts) continue;
            auto at = sgf::decode_point(parts->first);
            if (!at || !p.contains(at->y, at->x)) continue;
            p.labels.push_back({at->y, at->x, sgf::decode_simple_text(parts->second)});
        }
    }
    for (Mark kind : {Mark::circle, Mark::square, Mark::triangle, Mark::cross}) {
        const sgf::Property* prop = node.find(notation::mark_name(kind));
        if (!prop) continue;
        auto points = sgf::decode_point_list(prop->values);
        if (!points) continue;
        for (go::Point q : *points)
            if (p.contains(q.y, q.x)) p.marks.push_back({q.y, q.x, kind});
    }
}

}  // namespace

std::optional<Position> from_sgf_or_throw(std::string_view text, std::size_t move_number, const Options& options) {
    sgf::ParseOptions parse_options;
    parse_options.decode_charset = options.decode_sgf_charset;
    auto parsed = sgf::parse(text, parse_options);
    // The SGF reader reports a failed allocation as a diagnostic: it leaves here as one.
    if (ran_out_of_memory(parsed.diagnostics)) throw std::bad_alloc();
    if (!parsed.ok || parsed.value.trees.empty()) return std::nullopt;
    sgf::ReplayOptions replay_options;
    replay_options.moves = move_number;
    auto replay = sgf::replay_main_line(parsed.value, replay_options);
    if (ran_out_of_memory(replay.diagnostics)) throw std::bad_alloc();
    if (!replay.ok) return std::nullopt;
    const sgf::Replay& r = replay.value;
    const go::Board& board = r.position.board();

    unsigned width = board.width();
    unsigned height = options.hen_js_compatible ? width : board.height();
    Position p = Position::empty(width, height);
    for (unsigned y = 0; y < std::min(height, board.height()); ++y)
        for (unsigned x = 0; x < width; ++x) p.set(y, x, hen_stone(board.at({x, y})));
    if (const auto& ko = r.position.ko(); ko && p.contains(ko->point.y, ko->point.x))
        p.ko = Point{ko->point.y, ko->point.x};
    if (const auto& m = r.last_move) {
        if (m->pass)
            p.last_move = LastMove{hen_stone(m->color), true, 0, 0};
        else if (p.contains(m->point.y, m->point.x))
            p.last_move = LastMove{hen_stone(m->color), false, m->point.y, m->point.x};
    }
    if (r.to_play) p.turn = hen_stone(*r.to_play);
    if (r.node != sgf::no_node) add_markup(parsed.value.nodes[r.node], p);
    // Labels HEN cannot carry are left out: the position is one HEN writes and reads back.
    p.labels.erase(std::remove_if(p.labels.begin(), p.labels.end(),
                                  [](const Label& l) { return !notation::is_writable_label(l.text); }),
                   p.labels.end());
    return p;
}

std::optional<Position> from_sgf(std::string_view text, std::size_t move_number, const Options& options) {
    try {
        return from_sgf_or_throw(text, move_number, options);
    } catch (const std::exception&) {  // out of memory, or a bug: never past this function
        return std::nullopt;
    }
}

std::string sgf_to_hen(std::string_view sgf, std::size_t move_number, const Options& options) {
    auto p = from_sgf(sgf, move_number, options);
    return p ? to_string(*p) : std::string();
}

std::string sgf_to_hen_or_throw(std::string_view sgf, std::size_t move_number, const Options& options) {
    auto p = from_sgf_or_throw(sgf, move_number, options);
    return p ? to_string_or_throw(*p) : std::string();
}

}  // namespace bn::hen
