// The BDL lexical grammar (declaration; definitions in grammar.cpp).
#pragma once

#include <boost/spirit/home/x3.hpp>
#include <vector>

#include "bdl/tokens.hpp"

namespace bn::bdl::grammar {

namespace x3 = boost::spirit::x3;

struct tokens_class;
using tokens_type = x3::rule<tokens_class, std::vector<Token>>;
BOOST_SPIRIT_DECLARE(tokens_type)

}  // namespace bn::bdl::grammar

namespace bn::bdl {
// White-space separated tokens to the end of the input (an unknown character is a token).
const grammar::tokens_type& tokens_grammar();
}
