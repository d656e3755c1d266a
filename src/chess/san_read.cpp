// SAN reading: the parsed notation is matched against the legal moves; then, for the move
// found, every difference from the canonical SAN (san_write.cpp composes it) is reported with
// its own code, as an error when strict and a warning when permissive.
#include <algorithm>
#include <cctype>
#include <optional>
#include <string>

#include "chess/fen.hpp"
#include "chess/san.hpp"
#include "chess/san_compose.hpp"
#include "chess/san_grammar.hpp"
#include "chess/san_scan.hpp"
#include "common/guarded.hpp"
#include "common/source_text.hpp"
#include "common/x3_run.hpp"

namespace bn::chess {

namespace {

constexpr std::size_t max_san_length = 64;

// A piece letter as the grammar accepts it (KQRBNP, or qrbn for promotions) -> its type.
PieceType type_from_letter(char c) {
    switch (c) {
        case 'P': return pawn;
        case 'N':
        case 'n': return knight;
        case 'B':
        case 'b': return bishop;
        case 'R':
        case 'r': return rook;
        case 'Q':
        case 'q': return queen;
        case 'K': return king;
        default: return no_piece_type;
    }
}

std::uint8_t nag_of(std::string_view annotation) {
    static constexpr std::string_view suffixes[] = {"!", "?", "!!", "??", "!?", "?!"};
    for (std::uint8_t i = 0; i < 6; ++i)
        if (annotation == suffixes[i]) return static_cast<std::uint8_t>(i + 1);
    return 0;
}

// Where long algebraic (UCI) says a move goes: its destination, except for castling in
// Chess960, written as the king taking its own rook (e1h1), since the king's own square (g1)
// may be a plain king move or no move at all.
Square long_square(const Position& p, Move m) { return m.is_castle() && p.chess960() ? p.castling_rook(m) : m.to(); }

// The type of the piece a (non-castling) SAN move moves. Long algebraic names the whole
// origin; without a piece letter the piece is the one standing there (e2e4 is a pawn move,
// g1f3 a knight move).
PieceType moving_type(const Position& p, const syntax::SanMove& san) {
    if (san.piece) return type_from_letter(*san.piece);
    const syntax::SanSquares& squares = san.squares;
    if (squares.from_file && squares.from_rank) {
        const Piece on = p.piece_on(make_square(*squares.from_file - 'a', *squares.from_rank - '1'));
        if (on != no_piece) return type_of(on);
    }
    return pawn;
}

class Reader {
public:
    Reader(const Position& p, MoveSpan legal, std::string_view text, bool strict, Diagnostics& out)
        : p_(p), legal_(legal), text_(text), strict_(strict), out_(out) {}

    void run(const syntax::SanMove& san, SanReading& reading) {
        const std::string_view check = san.check.text(), annotation = san.annotation.text();
        if (!check.empty() && check != "+" && check != "#" && check != "++") {
            syntax(san.check.begin);
            return;
        }
        reading.nag = nag_of(annotation);
        if (!annotation.empty() && reading.nag == 0) {
            syntax(san.annotation.begin);
            return;
        }
        Move move = san.castling.begin != san.castling.end ? castling(san) : piece_move(san);
        if (move.is_null()) return;
        reading.move = move;
        if (!origin_known_) origin_ = needed_origin(p_, legal_, move);
        const std::string_view expected = check_suffix(p_, move);
        reading.san = compose_san(p_, move, origin_, expected);
        if (check != expected) tolerated("chess.san.check_mark", offset(san.check.begin), check.size());
    }

private:
    std::size_t offset(const char* p) const { return static_cast<std::size_t>(p - text_.data()); }

    MessageArg move_arg() const { return {"move", std::string(text_)}; }

    void syntax(const char* at) { out_.error("chess.san.syntax", offset(at), text_.size() - offset(at), {move_arg()}); }

    void error(const char* code, std::vector<MessageArg> args = {}) {
        args.insert(args.begin(), move_arg());
        out_.error(code, 0, text_.size(), std::move(args));
    }

    // A departure from canonical SAN that a permissive reader accepts.
    void tolerated(const char* code, std::size_t at, std::size_t length) {
        std::vector<MessageArg> args{move_arg(), {"expected", write_san(p_, legal_, found_)}};
        if (strict_)
            out_.error(code, at, length, std::move(args));
        else
            out_.warning(code, at, length, std::move(args));
    }

    Move castling(const syntax::SanMove& san) {
        const std::string_view written = san.castling.text();
        const unsigned kind = written.size() == 5 ? Move::queen_castle : Move::king_castle;
        for (Move m : legal_)
            if (m.kind() == kind) found_ = m;
        if (found_.is_null()) {
            error("chess.san.illegal");
            return found_;
        }
        if (written.find('0') != std::string_view::npos)
            tolerated("chess.san.castling_zeros", offset(san.castling.begin), written.size());
        return found_;
    }

    Move piece_move(const syntax::SanMove& san) {
        const syntax::SanSquares& squares = san.squares;
        const Square to = make_square(squares.to_file - 'a', squares.to_rank - '1');
        const bool long_form = squares.from_file && squares.from_rank;
        const PieceType type = moving_type(p_, san);
        Move candidates[max_moves];
        std::size_t count = 0;
        for (Move m : legal_) {
            if (long_square(p_, m) != to || type_of(p_.piece_on(m.from())) != type) continue;
            if (squares.from_file && file_of(m.from()) != *squares.from_file - 'a') continue;
            if (squares.from_rank && rank_of(m.from()) != *squares.from_rank - '1') continue;
            if (m.is_castle() && !long_form) continue;  // "Kg1" is not castling
            candidates[count++] = m;
        }
        if (count == 0) {
            error("chess.san.illegal");
            return Move{};
        }
        if (candidates[0].is_promotion()) {
            if (!san.promotion) {
                error("chess.san.missing_promotion");
                return Move{};
            }
            const PieceType wanted = type_from_letter(san.promotion->piece);
            if (wanted == king || wanted == pawn) {
                error("chess.san.promotion_piece");
                return Move{};
            }
            count = static_cast<std::size_t>(
                std::remove_if(candidates, candidates + count, [&](Move m) { return m.promotion_piece() != wanted; }) -
                candidates);
        } else if (san.promotion) {
            error("chess.san.unexpected_promotion");
            return Move{};
        }
        if (count > 1) {
            std::string origins;
            for (std::size_t i = 0; i < count; ++i) origins += (i ? ", " : "") + square_name(candidates[i].from());
            error("chess.san.ambiguous", {{"squares", origins}});
            return Move{};
        }
        found_ = candidates[0];

        if (san.piece == 'P') tolerated("chess.san.pawn_letter", 0, 1);
        const Origin written{squares.from_file.has_value(), squares.from_rank.has_value()};
        origin_ = needed_origin(p_, legal_, found_);
        origin_known_ = true;
        if (!(written == origin_))
            tolerated("chess.san.disambiguation", san.piece ? 1 : 0,
                      static_cast<std::size_t>(written.file + written.rank));
        // ':' is an old capture sign that SAN does not use: read, but never silently.
        const bool colon = text_.find(':') != std::string_view::npos;
        if (squares.capture != found_.is_capture() || colon) tolerated("chess.san.capture_mark", 0, text_.size());
        if (san.promotion &&
            (!san.promotion->equals_sign || std::islower(static_cast<unsigned char>(san.promotion->piece))))
            tolerated("chess.san.promotion_format", 0, text_.size());
        if (san.en_passant_suffix)
            tolerated(found_.is_en_passant() ? "chess.san.en_passant_suffix" : "chess.san.en_passant_not_capture", 0,
                      text_.size());
        return found_;
    }

    const Position& p_;
    MoveSpan legal_;
    std::string_view text_;
    bool strict_;
    Diagnostics& out_;
    Move found_{};
    Origin origin_{};
    bool origin_known_ = false;
};

}  // namespace

namespace {

// The legal moves the reading looks at: those of the piece type the SAN names landing on its
// square, or for castling those landing on either square the king may castle to.
void generate_candidates(const Position& p, const syntax::SanMove& san, MoveList& moves) {
    if (san.castling.begin != san.castling.end) {
        const Square base = p.side_to_move() == white ? 0 : 56;
        generate_legal_moves_to(p, bit(base + 2) | bit(base + 6), moves);
    } else {
        const Square to = make_square(san.squares.to_file - 'a', san.squares.to_rank - '1');
        const PieceType type = moving_type(p, san);
        // Chess960 castling in long algebraic lands on the rook's square, which no king move
        // reaches: all the legal moves then (the reader picks the castling among them).
        if (type == king && p.chess960() && p.piece_on(to) == make_piece(p.side_to_move(), rook))
            generate_legal_moves(p, moves);
        else
            generate_legal_moves_to(p, to, type, moves);
    }
}

// The common shapes through the scanner, the rest (and every syntax error) through the grammar.
std::optional<GrammarFailure> scan_or_parse(std::string_view text, syntax::SanMove& san) {
    if (scan_common_san(text, san)) return std::nullopt;
    san = syntax::SanMove{};
    return run_grammar(text, san_grammar(), san);
}

// `legal` is null when the caller has not generated the legal moves: then only the moves of
// the named piece type to the SAN's destination are generated, which is all the reading
// (disambiguation included) needs: the Reader never looks at moves of other types or squares.
Parsed<SanReading> read(const Position& position, const MoveSpan* legal, std::string_view text,
                        const SanOptions& options) {
    Parsed<SanReading> result;
    Diagnostics out;
    try {
        syntax::SanMove san;
        if (text.empty()) {
            out.error("chess.san.empty", 0, 0);
        } else if (text.size() > max_san_length) {
            out.error("chess.san.syntax", max_san_length, text.size() - max_san_length,
                      {{"move", std::string(text.substr(0, max_san_length)) + "…"}});
        } else if (std::optional<GrammarFailure> failure = scan_or_parse(text, san)) {
            out.error("chess.san.syntax", failure->offset, text.size() - failure->offset,
                      {{"move", std::string(text)}});
        } else {
            MoveList candidates;
            MoveSpan generated;
            if (!legal) {
                generate_candidates(position, san, candidates);
                generated = candidates;
                legal = &generated;
            }
            Reader(position, *legal, text, options.strict, out).run(san, result.value);
        }
        if (!out.empty()) SourceText(text).resolve(out.items());
    } catch (const std::exception& failure) {  // out of memory, or a bug: never past this function
        report_internal_error(failure, out);
    }
    result.ok = !out.has_errors();
    if (!result.ok) result.value = SanReading{};
    result.diagnostics = std::move(out.items());
    return result;
}

}  // namespace

Parsed<SanReading> read_san(const Position& position, MoveSpan legal, std::string_view text,
                            const SanOptions& options) {
    return read(position, &legal, text, options);
}

Parsed<SanReading> read_san(const Position& position, std::string_view text, const SanOptions& options) {
    return read(position, nullptr, text, options);
}

}  // namespace bn::chess
