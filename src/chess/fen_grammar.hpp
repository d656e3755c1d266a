// The FEN grammar (rule declarations only; definitions in fen_grammar.cpp).
#pragma once

#include <boost/spirit/home/x3.hpp>

#include "chess/syntax.hpp"

namespace bn::chess::grammar {

namespace x3 = boost::spirit::x3;

struct fen_class;
using fen_type = x3::rule<fen_class, syntax::Fen>;
BOOST_SPIRIT_DECLARE(fen_type)

}  // namespace bn::chess::grammar

namespace bn::chess {
const grammar::fen_type& fen_grammar();
}
