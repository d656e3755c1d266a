// What the FEN and SAN grammars fill: slices of the input and raw characters. Meanings and
// rules are checked afterwards (fen_checks.cpp, san_read.cpp), where each problem gets its own code.
#pragma once

#include <boost/optional.hpp>
#include <cstddef>
#include <string_view>
#include <vector>

namespace bn::chess::syntax {

struct Token {
    const char* begin = nullptr;
    const char* end = nullptr;
    std::string_view text() const { return {begin, static_cast<std::size_t>(end - begin)}; }
};

// Fields after the placement are optional only at the end: once a space follows a field,
// the next field must be there (strict mode then asks for all six).
struct Fen {
    std::vector<Token> ranks;  // rank 8 first, as written
    boost::optional<Token> side;
    boost::optional<Token> castling;
    boost::optional<Token> en_passant;
    boost::optional<Token> halfmove;
    boost::optional<Token> fullmove;
};

// Where a SAN move comes from and goes to. Every grammar alternative fills all five
// fields, so what a failed alternative wrote is always overwritten.
struct SanSquares {
    boost::optional<char> from_file;
    boost::optional<char> from_rank;
    bool capture = false;  // 'x' or ':'
    char to_file = 0;
    char to_rank = 0;
};

struct SanPromotion {
    bool equals_sign = false;
    char piece = 0;  // as written: QRBN, or qrbn in long algebraic
};

struct SanMove {
    Token castling;               // "O-O", "0-0-0"...; empty for other moves
    boost::optional<char> piece;  // KQRBN or P; none for a pawn move written without letter
    SanSquares squares;
    boost::optional<SanPromotion> promotion;
    bool en_passant_suffix = false;  // "e.p." or "ep" (with or without a space before it)
    Token check;                     // "+", "#", "++" or empty
    Token annotation;                // "!", "?", "!!", "!?", "?!", "??" or empty
};

}  // namespace bn::chess::syntax
