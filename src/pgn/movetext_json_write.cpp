// The movetext model as the seed library's JSON (movetext_json_write.hpp). Optimised for size
// (CMakeLists.txt): no bench times it.
#include "pgn/movetext_json_write.hpp"

#include <optional>
#include <string>
#include <variant>

namespace bn::pgn::movetext {

namespace {

const char* piece_name(PieceType p) {
    static const char* names[] = {"King", "Queen", "Rook", "Bishop", "Knight"};
    return names[static_cast<int>(p)];
}

void json_square(std::string& out, const Square& s) {
    out += "{\"file\":\"" + std::string(1, s.file) + "\",\"rank\":" + std::to_string(s.rank) + '}';
}

void json_check(std::string& out, const std::optional<CheckStatus>& c) {
    if (c) out += *c == CheckStatus::Check ? ",\"checkStatus\":\"Check\"" : ",\"checkStatus\":\"Checkmate\"";
}

void json_pawn(std::string& out, const PawnMove& p) {
    out += "{\"type\":\"PawnMove\"";
    if (p.source_file) out += ",\"sourceFile\":\"" + std::string(1, *p.source_file) + '"';
    out += ",\"end\":";
    json_square(out, p.end);
    out += p.is_capture ? ",\"isCapture\":true" : ",\"isCapture\":false";
    json_check(out, p.check_status);
    out += '}';
}

void json_move(std::string& out, const Move& m) {
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

}  // namespace

std::string write_json(const Game& game) {
    static const char* outcomes[] = {"WhiteWins", "BlackWins", "Draw", "Unknown"};
    std::string out = "{\"turns\":[";
    for (std::size_t i = 0; i < game.turns.size(); ++i) {
        if (i) out += ',';
        const Turn& t = game.turns[i];
        if (auto* full = std::get_if<FullTurn>(&t)) {
            out += "{\"type\":\"FullTurn\",\"white\":";
            json_move(out, full->white);
            out += ",\"black\":";
            json_move(out, full->black);
        } else {
            out += "{\"type\":\"PartialTurn\",\"white\":";
            json_move(out, std::get<PartialTurn>(t).white);
        }
        out += '}';
    }
    out += std::string("],\"outcome\":\"") + outcomes[static_cast<int>(game.outcome)] + "\"}";
    return out;
}

}  // namespace bn::pgn::movetext
