// The challenge's movetext grammar (declarations; the rules are in movetext_grammar.cpp).
#pragma once

#include <boost/spirit/home/x3.hpp>

#include "pgn/movetext_syntax.hpp"

namespace bn::pgn::movetext::grammar {

namespace x3 = boost::spirit::x3;

struct game_class;
using game_type = x3::rule<game_class, syntax::Game>;
BOOST_SPIRIT_DECLARE(game_type)

}  // namespace bn::pgn::movetext::grammar

namespace bn::pgn::movetext {
const grammar::game_type& game_grammar();
}
