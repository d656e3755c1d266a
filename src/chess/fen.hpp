// FEN (Forsyth-Edwards Notation, PGN standard 16.1): text <-> Position.
//
// Strict (the default) accepts exactly the six fields separated by single spaces and checks
// every rule that makes a position playable and reachable in standard chess, each with its
// own diagnostic code (chess.fen.*, see messages.en.tsv). Lenient accepts what real tools
// write: missing trailing fields (defaults "w - - 0 1", like chess.js's load()), extra spaces
// and surrounding whitespace, castling letters in any order, fullmove 0; and it drops
// castling rights and en-passant squares that the placement contradicts, with a warning
// (as chessops does). Kings, pawns on the back ranks, material counts and the side not to
// move being in check stay errors in both modes, unless FenOptions::position_rules is off
// (chess.js's skipValidation): then only a second king of one colour is refused (the engine
// keeps one king per side; chess.js drops the second silently).
//
// Chess960 (FenOptions::chess960): the castling field in X-FEN (KQkq name the outermost rook,
// a file letter names the rook on that file, upper case for White) or Shredder-FEN (file
// letters only); the king anywhere on its first rank. Without the option, file letters are
// reported (chess.fen.castling_chess960) with a hint that says how to read them.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "common/diagnostic.hpp"
#include "chess/movegen.hpp"

namespace bn::chess {

inline constexpr std::string_view initial_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// Largest halfmove clock and fullmove number accepted. The longest game possible under the
// 75-move rule has fewer than 9,000 moves; the bound is generous for hand-made FENs and keeps
// every counter an exact integer in JS.
inline constexpr std::uint32_t max_fen_counter = 1'000'000;

struct FenOptions {
    bool strict = true;
    // off: standard castling only (file letters are an error). on: Chess960, the position
    // plays and writes as Chess960 whatever its castling field. detect: Chess960 when the
    // castling field names a rook file (KQkq alone reads as standard chess).
    enum class Chess960 : std::uint8_t { off, on, detect } chess960 = Chess960::off;
    // false: positions no game reaches are accepted (no king, nine pawns, a pawn on its first
    // or last rank, the side not to move in check), as board editors and chess.js's
    // skipValidation make them. The move generator plays them by the pieces' moves alone: a
    // side without a king has every move of its pieces, a king may be taken.
    bool position_rules = true;
    // chess.js 1.4's dialect (its load()): two to five fields completed with "- - 0 1"'s last
    // ones, then validateFen's checks in its order when position_rules (skipValidation when
    // not), the first problem reported under a chess.fen.js_* code whose English message is
    // chess.js's error (or the strict reader's diagnostics, when it refuses the FEN too: they
    // name the column and the reason). What passes is read leniently without position rules,
    // castling letters as a set and the clocks as parseInt reads them, as chess.js reads it.
    bool chess_js = false;
};

// Text -> position. Never throws; diagnostics carry the column of the offending field or
// character (line 1). Warnings (lenient fixes, an en-passant square with a non-zero
// halfmove clock) leave `ok` true.
Parsed<Position> parse_fen(std::string_view text, const FenOptions& options = {});

// chess.js's validateFen: "" when it accepts the FEN, else the chess.fen.js_* code of its
// first problem (FenOptions::chess_js).
std::string chess_js_fen_problem(std::string_view text);

// How the castling field of a Chess960 position is written (standard positions: KQkq).
// xfen: K/Q/k/q when the right's rook is the outermost on its side of the king, the rook's
// file letter otherwise (what lichess and most databases write). shredder: file letters
// always (HAha for the standard setup).
enum class CastlingNotation : std::uint8_t { xfen, shredder };

struct FenWriteOptions {
    // Write the en-passant square whenever one is recorded (the FEN standard), instead of
    // only when an en-passant capture is legal (chess.js, lichess and chessops).
    bool always_write_en_passant = false;
    CastlingNotation castling = CastlingNotation::xfen;
};

// The castling letter of right `index` (0..3: K Q k q) that `position` holds, as write_fen
// writes it: also what a packed PGN position records per right.
char castling_letter(const Position& position, unsigned index, CastlingNotation notation = CastlingNotation::xfen);

std::string write_fen(const Position& position, const FenWriteOptions& options = {});

// The longest FEN write_fen gives: 64 pieces and 7 slashes, " w KQkq e3", two ten-digit counters.
inline constexpr std::size_t max_fen_length = 71 + 10 + 2 * 11;
// The same text written into `out` (room for max_fen_length chars, no terminating NUL);
// returns its length. No allocation: for callers that write a FEN per move into their own buffer.
std::size_t write_fen(const Position& position, char* out, const FenWriteOptions& options = {});

// The FEN after each of `moves` (legal in `position`), in their order, separated by
// `separator`: what write_fen gives each position reached, without a copy of the position per
// move.
std::string write_fens_after(const Position& position, MoveSpan moves, char separator,
                             const FenWriteOptions& options = {});

// A FEN's fields as a caller gives them (the object of Fen.stringify): no rule applied, so that
// a reader can then judge the text (kings, rights the board contradicts, counters out of range).
struct FenFields {
    std::array<Piece, 64> board;  // a1..h8, no_piece for an empty square
    Color side = white;
    unsigned castling = 0;          // bits of all_castling; others are ignored
    Square en_passant = no_square;  // written whenever given, capture or not
    std::uint64_t halfmove = 0;     // written as given, also beyond a position's 32 bits
    std::uint64_t fullmove = 1;
};
// The pieces placed as they are (a second king too) and the fields written as write_fen writes
// a position's, castling as KQkq.
std::string write_fen(const FenFields& fields);

// "e4" for square 28; "-" for no_square.
std::string square_name(Square s);
// The letter FEN and SAN use: "PNBRQK" for white, lower case for black.
char piece_letter(Piece piece);

}  // namespace bn::chess
