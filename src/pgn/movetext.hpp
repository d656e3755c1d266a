// The model of the Scala Monthly challenge "The Parser's Gambit" (January 2021), in C++:
// movetext only (no tags, comments, variations or NAGs) and syntax only (no legality).
// Names follow the seed's Scala classes; the JS mapping is in npm/src/pgn/movetext.js.
#pragma once

#include <optional>
#include <string_view>
#include <variant>
#include <vector>

#include "common/diagnostic.hpp"

namespace bn::pgn::movetext {

enum class PieceType { King, Queen, Rook, Bishop, Knight };
enum class CheckStatus { Check, Checkmate };
enum class Outcome { WhiteWins, BlackWins, Draw, Unknown };

struct Square {
    char file = 'a';  // 'a'..'h' (File.A..File.H)
    int rank = 1;     // 1..8 (Rank.One..Rank.Eight)
    bool operator==(const Square& o) const { return file == o.file && rank == o.rank; }
};

struct Disambiguator {
    enum class Kind { FileSource, RankSource, FileAndRankSource } kind = Kind::FileSource;
    char file = 0;  // FileSource and FileAndRankSource
    int rank = 0;   // RankSource and FileAndRankSource
};

enum class Castle { KingSide, QueenSide };

struct Standard {
    PieceType piece = PieceType::King;
    Square end;
    std::optional<Disambiguator> disambiguator;
    bool is_capture = false;
    std::optional<CheckStatus> check_status;
};

struct PawnMove {
    std::optional<char> source_file;
    Square end;
    bool is_capture = false;
    std::optional<CheckStatus> check_status;
};

struct Promotion {
    PawnMove pawn_move;
    PieceType new_piece = PieceType::Queen;
};

using Move = std::variant<Castle, Standard, PawnMove, Promotion>;

struct FullTurn {
    Move white;
    Move black;
};
struct PartialTurn {
    Move white;
};
using Turn = std::variant<FullTurn, PartialTurn>;

struct Game {
    std::vector<Turn> turns;  // at least one; only the last may be a PartialTurn
    Outcome outcome = Outcome::Unknown;
};

// Parses a movetext such as "1. e4 e5 2. Nf3 Nc6 1/2-1/2". White space (spaces, tabs, CR,
// LF) may surround it. Turn numbers are read, not checked, not stored. Castling may carry a
// check sign, which the model (like the seed's) does not keep.
Parsed<Game> parse(std::string_view text);

}  // namespace bn::pgn::movetext
