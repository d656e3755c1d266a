// HEN: parse / fromSgf -> position fields; validate -> diagnostics; toString / toSgf from the
// fields of a JS position. Positions are small (at most 25x25 points), so they cross as one
// Uint8Array board plus embind vals for the few annotations. The wrapper is npm/src/hen/. The
// entries called are the *_or_throw ones: a failed allocation leaves as BoardnotationMemoryError
// (the boundary of common.hpp), not as the null or "" that hen-js gives for input it cannot use.
#include <emscripten/bind.h>

#include <cstdint>
#include <limits>
#include <optional>

#include "common.hpp"
#include "hen/from_sgf.hpp"
#include "hen/read.hpp"
#include "hen/write.hpp"

namespace bn::bindings {

namespace {

using emscripten::val;

// decode_sgf_charset: the SGF came as bytes (transcode from its CA) rather than as a JS string.
hen::Options options_of(bool hen_js_compatible, bool decode_sgf_charset = false) {
    hen::Options options;
    options.hen_js_compatible = hen_js_compatible;
    options.decode_sgf_charset = decode_sgf_charset;
    return options;
}

val point(unsigned row, unsigned col) {
    val p = val::object();
    p.set("row", row);
    p.set("col", col);
    return p;
}

// Stones and marks cross as their numbers (hen::Stone, hen::Mark); the wrapper names them.
val position_to_js(const std::optional<hen::Position>& position) {
    if (!position) return val::null();
    const auto& p = *position;
    val out = val::object();
    out.set("width", p.width);
    out.set("height", p.height);
    out.set("board", val::global("Uint8Array")
                         .new_(emscripten::typed_memory_view(p.board.size(),
                                                             reinterpret_cast<const std::uint8_t*>(p.board.data())))
                         .call<val>("slice"));
    out.set("ko", p.ko ? point(p.ko->row, p.ko->col) : val::null());
    if (p.last_move) {
        val move = p.last_move->pass ? val::object() : point(p.last_move->row, p.last_move->col);
        move.set("color", static_cast<int>(p.last_move->color));
        move.set("pass", p.last_move->pass);
        out.set("lastMove", move);
    } else {
        out.set("lastMove", val::null());
    }
    out.set("turn", p.turn ? val(static_cast<int>(*p.turn)) : val::null());
    out.set("labels", js_array(p.labels, [](const auto& l) {
                val item = point(l.row, l.col);
                item.set("text", js_string(l.text));
                return item;
            }));
    out.set("marks", js_array(p.marks, [](const auto& m) {
                val item = point(m.row, m.col);
                item.set("mark", static_cast<int>(m.mark));
                return item;
            }));
    out.set("numberedStones", js_array(p.numbered_stones, [](const auto& n) {
                val item = point(n.row, n.col);
                item.set("number", static_cast<double>(n.number));
                return item;
            }));
    out.set("playerOrder", js_array(p.player_order, [](auto s) { return val(static_cast<int>(s)); }));
    return out;
}

// The inverse of position_to_js, from what npm/src/hen/marshal.js checked and normalised.
hen::Position from_js(const val& in, std::uintptr_t board_address) {
    auto p = hen::Position::empty(in["width"].as<unsigned>(), in["height"].as<unsigned>());
    const auto* cells = reinterpret_cast<const std::uint8_t*>(board_address);
    for (std::size_t i = 0; i < p.board.size(); ++i) p.board[i] = static_cast<hen::Stone>(cells[i]);
    if (!in["ko"].isNull()) p.ko = hen::Point{in["ko"]["row"].as<unsigned>(), in["ko"]["col"].as<unsigned>()};
    val move = in["lastMove"];
    if (!move.isNull()) {
        hen::LastMove m;
        m.color = static_cast<hen::Stone>(move["color"].as<int>());
        m.pass = move["pass"].as<bool>();
        if (!m.pass) {
            m.row = move["row"].as<unsigned>();
            m.col = move["col"].as<unsigned>();
        }
        p.last_move = m;
    }
    if (!in["turn"].isNull()) p.turn = static_cast<hen::Stone>(in["turn"].as<int>());
    auto each = [](const val& list, auto f) {
        auto length = list["length"].as<unsigned>();
        for (unsigned i = 0; i < length; ++i) f(list[i]);
    };
    each(in["labels"], [&](const val& l) {
        p.labels.push_back({l["row"].as<unsigned>(), l["col"].as<unsigned>(), l["text"].as<std::string>()});
    });
    each(in["marks"], [&](const val& m) {
        p.marks.push_back(
            {m["row"].as<unsigned>(), m["col"].as<unsigned>(), static_cast<hen::Mark>(m["mark"].as<int>())});
    });
    each(in["numberedStones"], [&](const val& n) {
        p.numbered_stones.push_back(
            {n["row"].as<unsigned>(), n["col"].as<unsigned>(), static_cast<std::uint64_t>(n["number"].as<double>())});
    });
    each(in["playerOrder"], [&](const val& s) { p.player_order.push_back(static_cast<hen::Stone>(s.as<int>())); });
    return p;
}

val hen_parse(std::uintptr_t address, std::size_t length, bool hen_js_compatible) {
    return position_to_js(hen::parse_or_throw(input_at(address, length), options_of(hen_js_compatible)));
}

// Diagnostics with the offset the messages speak of (in the URL-decoded text).
val with_offsets(const std::vector<Diagnostic>& diagnostics, const std::string& language) {
    val list = to_js(diagnostics, language);
    for (std::size_t i = 0; i < diagnostics.size(); ++i) list[i].set("offset", diagnostics[i].offset);
    return list;
}

val hen_validate(std::uintptr_t address, std::size_t length, bool hen_js_compatible, const std::string& language) {
    auto v = hen::validate(input_at(address, length), options_of(hen_js_compatible));
    val result = val::object();
    result.set("ok", v.ok);
    result.set("errors", with_offsets(v.errors, language));
    result.set("warnings", with_offsets(v.warnings, language));
    return result;
}

val hen_to_string(val position, std::uintptr_t board_address) {
    return js_string(hen::to_string_or_throw(from_js(position, board_address)));
}

val hen_to_sgf(val position, std::uintptr_t board_address) {
    return js_string(hen::to_sgf_or_throw(from_js(position, board_address)));
}

// JS numbers above what size_t holds (32 bits in wasm) mean "the whole game".
std::size_t move_count(double moves) {
    return moves >= static_cast<double>(std::numeric_limits<std::size_t>::max())
               ? std::numeric_limits<std::size_t>::max()
               : static_cast<std::size_t>(moves);
}

val hen_from_sgf(std::uintptr_t address, std::size_t length, double moves, bool hen_js_compatible,
                 bool decode_charset) {
    return position_to_js(hen::from_sgf_or_throw(input_at(address, length), move_count(moves),
                                                 options_of(hen_js_compatible, decode_charset)));
}

val hen_sgf_to_hen(std::uintptr_t address, std::size_t length, double moves, bool hen_js_compatible,
                   bool decode_charset) {
    return js_string(hen::sgf_to_hen_or_throw(input_at(address, length), move_count(moves),
                                              options_of(hen_js_compatible, decode_charset)));
}

}  // namespace

EMSCRIPTEN_BINDINGS(boardnotation_hen) {
    emscripten::function("henParse", guard<&hen_parse>);
    emscripten::function("henValidate", guard<&hen_validate>);
    emscripten::function("henToString", guard<&hen_to_string>);
    emscripten::function("henToSgf", guard<&hen_to_sgf>);
    emscripten::function("henFromSgf", guard<&hen_from_sgf>);
    emscripten::function("henSgfToHen", guard<&hen_sgf_to_hen>);
}

}  // namespace bn::bindings
