// PGN movetext of the "Parser's Gambit" challenge (syntax only): never crashes, failures are
// located; every game read keeps the model's promises (at least one turn, only the last one
// partial, squares on the board) and, written back in the challenge's notation, reads as
// the same game; its JSON (what Pgn.parseMovetext returns, pgn/movetext_json_write.hpp) reads as
// JSON with one item per turn.
// seeds: tests/fixtures/chess
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

#include "check.hpp"
#include "json/read.hpp"
#include "pgn/movetext.hpp"
#include "pgn/movetext_json_write.hpp"

namespace {

using namespace bn::pgn::movetext;

bool on_board(const Square& s) { return s.file >= 'a' && s.file <= 'h' && s.rank >= 1 && s.rank <= 8; }

char piece_letter(PieceType p) {
    switch (p) {
        case PieceType::King: return 'K';
        case PieceType::Queen: return 'Q';
        case PieceType::Rook: return 'R';
        case PieceType::Bishop: return 'B';
        case PieceType::Knight: return 'N';
    }
    return '?';
}

void append_square(std::string& out, const Square& s) {
    BN_FUZZ_CHECK(on_board(s));
    out += s.file;
    out += static_cast<char>('0' + s.rank);
}

void append_check(std::string& out, const std::optional<CheckStatus>& status) {
    if (status) out += *status == CheckStatus::Check ? "+" : "#";
}

void append_pawn(std::string& out, const PawnMove& m) {
    if (m.source_file) {
        BN_FUZZ_CHECK(*m.source_file >= 'a' && *m.source_file <= 'h');
        out += *m.source_file;
    }
    // A capture names its source file; a push never does.
    BN_FUZZ_CHECK(m.is_capture == m.source_file.has_value());
    if (m.is_capture) out += 'x';
    append_square(out, m.end);
}

// The move in SAN as the challenge writes it (the grammar's own inverse, kept here because
// the library has no writer for this model: the JS wrapper maps it to objects).
void append_move(std::string& out, const Move& move) {
    if (const auto* castle = std::get_if<Castle>(&move)) {
        out += *castle == Castle::KingSide ? "O-O" : "O-O-O";
    } else if (const auto* s = std::get_if<Standard>(&move)) {
        out += piece_letter(s->piece);
        if (s->disambiguator) {
            const Disambiguator& d = *s->disambiguator;
            if (d.kind != Disambiguator::Kind::RankSource) {
                BN_FUZZ_CHECK(d.file >= 'a' && d.file <= 'h');
                out += d.file;
            }
            if (d.kind != Disambiguator::Kind::FileSource) {
                BN_FUZZ_CHECK(d.rank >= 1 && d.rank <= 8);
                out += static_cast<char>('0' + d.rank);
            }
        }
        if (s->is_capture) out += 'x';
        append_square(out, s->end);
        append_check(out, s->check_status);
    } else if (const auto* p = std::get_if<PawnMove>(&move)) {
        append_pawn(out, *p);
        append_check(out, p->check_status);
    } else {
        const auto& promotion = std::get<Promotion>(move);
        append_pawn(out, promotion.pawn_move);
        out += '=';
        out += piece_letter(promotion.new_piece);
        append_check(out, promotion.pawn_move.check_status);
    }
}

std::string write(const Game& game) {
    std::string out;
    for (std::size_t i = 0; i < game.turns.size(); ++i) {
        out += std::to_string(i + 1) + ". ";
        if (const auto* full = std::get_if<FullTurn>(&game.turns[i])) {
            append_move(out, full->white);
            out += ' ';
            append_move(out, full->black);
        } else {
            BN_FUZZ_CHECK(i + 1 == game.turns.size());
            append_move(out, std::get<PartialTurn>(game.turns[i]).white);
        }
        out += ' ';
    }
    switch (game.outcome) {
        case Outcome::WhiteWins: out += "1-0"; break;
        case Outcome::BlackWins: out += "0-1"; break;
        case Outcome::Draw: out += "1/2-1/2"; break;
        case Outcome::Unknown: out += "*"; break;
    }
    return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto parsed = parse(text);
    bn::fuzz::check_parsed(parsed, text);
    if (!parsed.ok) return 0;
    BN_FUZZ_CHECK(!parsed.value.turns.empty());
    std::string written = write(parsed.value);
    auto again = parse(written);
    bn::fuzz::check_parsed(again, written);
    BN_FUZZ_CHECK(again.ok);
    BN_FUZZ_CHECK(write(again.value) == written);
    const auto json = bn::json::parse(write_json(parsed.value));
    BN_FUZZ_CHECK(json.ok);
    const bn::json::Value* turns = json.value.find("turns");
    BN_FUZZ_CHECK(turns && turns->is(bn::json::Kind::array) && turns->items.size() == parsed.value.turns.size());
    BN_FUZZ_CHECK(json.value.find("outcome") != nullptr);
    return 0;
}
