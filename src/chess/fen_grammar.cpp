// FEN syntax in X3: ranks of piece letters and digits separated by '/', then up to five
// fields separated by spaces. The grammar only checks the shape of each field; counts
// (eight ranks of eight squares), kings, rights and numbers are checked in fen_checks.cpp, where
// each rule has its own diagnostic.
#include "chess/fen_grammar.hpp"

#include "chess/syntax_adapted.hpp"

namespace bn::chess::grammar {

namespace {

const auto to_token = [](auto& ctx) {
    const auto& range = x3::_attr(ctx);
    x3::_val(ctx) = syntax::Token{range.begin(), range.end()};
};

}  // namespace

const x3::rule<struct rank_class, syntax::Token> rank = "rank";
const x3::rule<struct side_class, syntax::Token> side = "side";
const x3::rule<struct castling_class, syntax::Token> castling = "castling";
const x3::rule<struct en_passant_class, syntax::Token> en_passant = "en_passant";
const x3::rule<struct halfmove_class, syntax::Token> halfmove = "halfmove";
const x3::rule<struct fullmove_class, syntax::Token> fullmove = "fullmove";
const fen_type fen = "fen";

const auto separator = x3::omit[+x3::lit(' ')];
const auto rank_def = x3::raw[*x3::char_("pnbrqkPNBRQK1-8")][to_token];
const auto side_def = x3::raw[x3::char_("wb")][to_token];
// File letters are Shredder/X-FEN castling; fen_checks.cpp reports them unless Chess960 is on.
const auto castling_def = x3::raw[x3::lit('-') | +x3::char_("KQkqA-Ha-h")][to_token];
const auto en_passant_def = x3::raw[x3::lit('-') | (x3::char_('a', 'h') >> x3::char_('1', '8'))][to_token];
const auto halfmove_def = x3::raw[+x3::char_('0', '9')][to_token];
const auto fullmove_def = x3::raw[+x3::char_('0', '9')][to_token];

// Expectation points everywhere, so that a failure reports where the input stopped
// matching (fen_read.cpp names the field from that offset).
const auto fen_def = (rank % '/') > -(separator > side) > -(separator > castling) > -(separator > en_passant) >
                     -(separator > halfmove) > -(separator > fullmove) > x3::eoi;

BOOST_SPIRIT_DEFINE(rank, side, castling, en_passant, halfmove, fullmove, fen)
BOOST_SPIRIT_INSTANTIATE(fen_type, const char*, x3::unused_type)

}  // namespace bn::chess::grammar

namespace bn::chess {
const grammar::fen_type& fen_grammar() { return grammar::fen; }
}  // namespace bn::chess
