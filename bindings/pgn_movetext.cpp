// Pgn.parseMovetext: the movetext of one game read without replaying it, as the JSON of the
// seed library's syntax tree. Optimised for size (bindings/CMakeLists.txt): no bench times it.
#include <emscripten/bind.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "common.hpp"
#include <optional>
#include <variant>

#include "pgn/movetext.hpp"

namespace bn::bindings {

namespace {

using emscripten::val;
using namespace bn::pgn;

const char* piece_name(movetext::PieceType p) {
    static const char* names[] = {"King", "Queen", "Rook", "Bishop", "Knight"};
    return names[static_cast<int>(p)];
}

void json_square(std::string& out, const movetext::Square& s) {
    out += "{\"file\":\"" + std::string(1, s.file) + "\",\"rank\":" + std::to_string(s.rank) + '}';
}

void json_check(std::string& out, const std::optional<movetext::CheckStatus>& c) {
    if (c) out += *c == movetext::CheckStatus::Check ? ",\"checkStatus\":\"Check\"" : ",\"checkStatus\":\"Checkmate\"";
}

void json_pawn(std::string& out, const movetext::PawnMove& p) {
    out += "{\"type\":\"PawnMove\"";
    if (p.source_file) out += ",\"sourceFile\":\"" + std::string(1, *p.source_file) + '"';
    out += ",\"end\":";
    json_square(out, p.end);
    out += p.is_capture ? ",\"isCapture\":true" : ",\"isCapture\":false";
    json_check(out, p.check_status);
    out += '}';
}

void json_seed_move(std::string& out, const movetext::Move& m) {
    using namespace movetext;
    if (auto* c = std::get_if<Castle>(&m)) {
        out += *c == Castle::KingSide ? "{\"type\":\"Castle\",\"side\":\"KingSide\"}"
                                      : "{\"type\":\"Castle\",\"side\":\"QueenSide\"}";
    } else if (auto* s = std::get_if<Standard>(&m)) {
        out += std::string("{\"type\":\"Standard\",\"piece\":\"") + piece_name(s->piece) + "\",\"end\":";
        json_square(out, s->end);
        if (s->disambiguator) {
            const auto& d = *s->disambiguator;
            out += ",\"disambiguator\":";
            if (d.kind == Disambiguator::Kind::FileSource)
                out += "{\"type\":\"FileSource\",\"source\":\"" + std::string(1, d.file) + "\"}";
            else if (d.kind == Disambiguator::Kind::RankSource)
                out += "{\"type\":\"RankSource\",\"source\":" + std::to_string(d.rank) + '}';
            else {
                out += "{\"type\":\"FileAndRankSource\",\"source\":";
                json_square(out, {d.file, d.rank});
                out += '}';
            }
        }
        out += s->is_capture ? ",\"isCapture\":true" : ",\"isCapture\":false";
        json_check(out, s->check_status);
        out += '}';
    } else if (auto* p = std::get_if<PawnMove>(&m)) {
        json_pawn(out, *p);
    } else {
        const auto& promo = std::get<Promotion>(m);
        out += "{\"type\":\"Promotion\",\"pawnMove\":";
        json_pawn(out, promo.pawn_move);
        out += std::string(",\"newPiece\":\"") + piece_name(promo.new_piece) + "\"}";
    }
}

val parse_movetext(std::uintptr_t address, std::size_t length, const std::string& language) {
    auto parsed = movetext::parse(input_at(address, length));
    val result = val::object();
    result.set("ok", parsed.ok);
    result.set("diagnostics", to_js(parsed.diagnostics, language));
    if (!parsed.ok) return result;
    static const char* outcomes[] = {"WhiteWins", "BlackWins", "Draw", "Unknown"};
    std::string out = "{\"turns\":[";
    for (std::size_t i = 0; i < parsed.value.turns.size(); ++i) {
        if (i) out += ',';
        const auto& t = parsed.value.turns[i];
        if (auto* full = std::get_if<movetext::FullTurn>(&t)) {
            out += "{\"type\":\"FullTurn\",\"white\":";
            json_seed_move(out, full->white);
            out += ",\"black\":";
            json_seed_move(out, full->black);
        } else {
            out += "{\"type\":\"PartialTurn\",\"white\":";
            json_seed_move(out, std::get<movetext::PartialTurn>(t).white);
        }
        out += '}';
    }
    out += std::string("],\"outcome\":\"") + outcomes[static_cast<int>(parsed.value.outcome)] + "\"}";
    result.set("json", js_string(out));
    return result;
}

}  // namespace

EMSCRIPTEN_BINDINGS(boardnotation_pgn_movetext) { emscripten::function("pgnParseMovetext", guard<&parse_movetext>); }

}  // namespace bn::bindings
