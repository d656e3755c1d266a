// A move a reader plays on a Go board in the viewer (npm/src/viewer/go-play.js): the scene's
// position (board bytes row-major from the top, 0 empty, 1 black, 2 white; ko point and who may
// not retake there; prisoners; whether the record's rules allow suicide) and the move go to the
// core (src/go/try_move.hpp), which says whether it is legal and gives the position after it. No
// rule of Go is written here. Points are row * width + column; -1 is none (no ko point; a pass).
#include <emscripten/bind.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "common.hpp"
#include "go/try_move.hpp"
#include "sgf/values.hpp"

namespace bn::bindings {

namespace {

using emscripten::val;

const char* legality_name(go::Legality legality) {
    switch (legality) {
        case go::Legality::legal: return "legal";
        case go::Legality::off_board: return "off_board";
        case go::Legality::occupied: return "occupied";
        case go::Legality::ko: return "ko";
        case go::Legality::suicide: return "suicide";
    }
    return "legal";
}

std::optional<go::Point> point_of(int index, unsigned width, unsigned height) {
    if (index < 0 || static_cast<unsigned>(index) >= width * height) return std::nullopt;
    return go::Point{static_cast<unsigned>(index) % width, static_cast<unsigned>(index) / width};
}

std::optional<go::Color> color_of(unsigned value) {
    if (value == 1) return go::Color::black;
    if (value == 2) return go::Color::white;
    return std::nullopt;
}

// { legality, captured, board (Uint8Array, when legal), prisoners: [black, white], ko (-1: none),
// koForbidden (1 black, 2 white) }; null when the position is not one the engine plays on (a size
// over 25, a stone of another colour, a ko point on a stone).
val go_try_move(std::uintptr_t address, std::size_t length, unsigned width, unsigned height, int ko_point,
                unsigned ko_forbidden, unsigned black_prisoners, unsigned white_prisoners, unsigned color, int point,
                bool allow_suicide) {
    auto board = go::Board::create(width, height);
    const auto mover = color_of(color);
    if (!board || !mover || length != std::size_t{width} * height) return val::null();
    const std::string_view cells = input_at(address, length);
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const auto stone = static_cast<unsigned char>(cells[i]);
        if (stone > 2) return val::null();
        board->set({static_cast<unsigned>(i % width), static_cast<unsigned>(i / width)}, static_cast<go::Stone>(stone));
    }
    std::optional<go::Ko> ko;
    if (ko_point >= 0) {
        const auto at = point_of(ko_point, width, height);
        const auto forbidden = color_of(ko_forbidden);
        if (!at || !forbidden) return val::null();
        ko = go::Ko{*at, *forbidden};
    }
    auto position = go::Position::resume(std::move(*board), ko, black_prisoners, white_prisoners);
    if (!position) return val::null();
    std::optional<go::Point> target;
    if (point >= 0) {
        // A point past the board is off it, not a pass.
        target = point_of(point, width, height);
        if (!target) target = go::Point{width, height};
    }
    go::Rules rules;
    rules.allow_suicide = allow_suicide;  // the record's RU, as its replay read it
    const go::TriedMove tried = go::try_move(*position, *mover, target, rules);
    val out = val::object();
    out.set("legality", val(legality_name(tried.legality)));
    out.set("captured", tried.captured);
    if (tried.legality != go::Legality::legal) return out;
    const auto& after = tried.after;
    auto bytes = reinterpret_cast<const std::uint8_t*>(after.board().cells().data());
    out.set("board", val::global("Uint8Array")
                         .new_(emscripten::typed_memory_view(after.board().cells().size(), bytes))
                         .call<val>("slice"));
    val prisoners = val::array();
    prisoners.call<void>("push", after.captures(go::Color::black), after.captures(go::Color::white));
    out.set("prisoners", prisoners);
    const auto& new_ko = after.ko();
    out.set("ko", new_ko ? static_cast<int>(new_ko->point.y * width + new_ko->point.x) : -1);
    out.set("koForbidden", new_ko ? static_cast<unsigned>(new_ko->forbidden) : 0u);
    return out;
}

// A point as SGF writes it (sgf/values.hpp: column then row, a-z then A-Z) and back, for the
// moves a reader plays and names ("dd"). "" for a point past the 52 letters; null for text that
// is no point.
val go_sgf_point(unsigned col, unsigned row) {
    if (col >= sgf::max_format_board_size || row >= sgf::max_format_board_size) return js_string(std::string_view{});
    return js_string(sgf::encode_point({col, row}));
}
val go_point_of_sgf(const std::string& text) {
    const auto point = sgf::decode_point(text);
    if (!point) return val::null();
    val out = val::object();
    out.set("row", point->y);
    out.set("col", point->x);
    return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(boardnotation_go_play) {
    emscripten::function("goTryMove", guard<&go_try_move>);
    emscripten::function("goSgfPoint", guard<&go_sgf_point>);
    emscripten::function("goPointOfSgf", guard<&go_point_of_sgf>);
}

}  // namespace bn::bindings
