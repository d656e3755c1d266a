// The BDL lexical grammar (declaration; definitions in grammar.cpp).
#pragma once

#include <boost/spirit/home/x3.hpp>
#include <string_view>
#include <vector>

#include "bdl/tokens.hpp"

namespace bn::bdl::grammar {

namespace x3 = boost::spirit::x3;

struct spaced_token_class;
using spaced_token_type = x3::rule<spaced_token_class, Token>;
BOOST_SPIRIT_DECLARE(spaced_token_type)

}  // namespace bn::bdl::grammar

namespace bn::bdl {
// The tokens of `text`, white space dropped. Every character starts some token (an unknown
// one at worst), so lexing always reaches the end of the input.
std::vector<Token> lex(std::string_view text);
}
