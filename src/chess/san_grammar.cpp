// SAN in X3, as the union of what real files contain: standard SAN, long algebraic with or
// without a piece letter and '-' (e2e4, e2-e4, Ng1f3, e7e8q), castling with zeros, the pawn
// letter (Pxe5), a missing '=' in promotions, an en-passant mark ("e.p." or "ep"), check signs
// and a suffix annotation.
// Which of these a strict reader refuses is decided in san_read.cpp, against the position.
#include "chess/san_grammar.hpp"

#include "chess/syntax_adapted.hpp"

namespace bn::chess::grammar {

namespace {

const auto to_token = [](auto& ctx) {
    const auto& range = x3::_attr(ctx);
    x3::_val(ctx) = syntax::Token{range.begin(), range.end()};
};

// An absent origin file or rank.
const auto no_char = x3::attr(boost::optional<char>());

}  // namespace

// Each origin form fills every field of SanSquares (see syntax.hpp), longest form first.
const x3::rule<struct from_square_class, syntax::SanSquares> from_square = "from_square";
const x3::rule<struct from_file_class, syntax::SanSquares> from_file = "from_file";
const x3::rule<struct from_rank_class, syntax::SanSquares> from_rank = "from_rank";
const x3::rule<struct to_only_class, syntax::SanSquares> to_only = "to_only";
const x3::rule<struct squares_class, syntax::SanSquares> squares = "squares";
const x3::rule<struct promotion_class, syntax::SanPromotion> promotion = "promotion";
const x3::rule<struct castling_token_class, syntax::Token> castling_token = "castling";
const x3::rule<struct suffix_class, syntax::Token> check = "check";
const x3::rule<struct annotation_class, syntax::Token> annotation = "annotation";
const x3::rule<struct castling_move_class, syntax::SanMove> castling_move = "castling_move";
const x3::rule<struct piece_move_class, syntax::SanMove> piece_move = "piece_move";
const san_type san = "san";

const auto file = x3::char_('a', 'h');
const auto rank = x3::char_('1', '8');
const auto capture = x3::matches[x3::lit('x') | ':'];

const auto from_square_def = file >> rank >> capture >> x3::omit[-x3::lit('-')] >> file >> rank;
const auto from_file_def = file >> no_char >> capture >> file >> rank;
const auto from_rank_def = no_char >> rank >> capture >> file >> rank;
const auto to_only_def = no_char >> no_char >> capture >> file >> rank;
const auto squares_def = from_square | from_file | from_rank | to_only;

// K and P are read so that san_read.cpp can say why "e8=K" is illegal, not only that it is not SAN.
const auto promotion_def = x3::matches[x3::lit('=')] >> x3::char_("QRBNKPqrbn");
const auto castling_token_def = x3::raw[x3::lit("O-O-O") | "0-0-0" | "O-O" | "0-0"][to_token];
// Any run of signs; san_read.cpp accepts "+", "#" and "++" and names the others.
const auto check_def = x3::raw[*x3::char_("+#")][to_token];
const auto annotation_def = x3::raw[*x3::char_("!?")][to_token];
// "e.p." as old books print it, "ep" as some databases write it (exf6ep): what chessops reads.
const auto en_passant_suffix = x3::matches[-x3::lit(' ') >> (x3::lit("e.p.") | "ep")];

const auto castling_move_def =
    castling_token >> no_char >>
    x3::attr(syntax::SanSquares{}) >> x3::attr(boost::optional<syntax::SanPromotion>()) >> x3::attr(false) >> check
    >> annotation;
// Expectation points report how far the move text matched ("Nz3" fails at the 'z').
const auto piece_move_def = (x3::attr(syntax::Token{}) >> -x3::char_("KQRBNP")) >
                            (squares >> -promotion >> en_passant_suffix >> check >> annotation);
const auto san_def = (castling_move | piece_move) > x3::eoi;

BOOST_SPIRIT_DEFINE(from_square, from_file, from_rank, to_only, squares, promotion, castling_token, check, annotation,
                    castling_move, piece_move, san)
BOOST_SPIRIT_INSTANTIATE(san_type, const char*, x3::unused_type)

}  // namespace bn::chess::grammar

namespace bn::chess {
const grammar::san_type& san_grammar() { return grammar::san; }
}  // namespace bn::chess
