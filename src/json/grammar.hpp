// The JSON lexical grammar (rule declarations only; definitions in grammar.cpp).
#pragma once

#include <boost/spirit/home/x3.hpp>
#include <vector>

#include "json/ast.hpp"

namespace bn::json::grammar {

namespace x3 = boost::spirit::x3;

struct tokens_class;
using tokens_type = x3::rule<tokens_class, std::vector<ast::Token>>;
BOOST_SPIRIT_DECLARE(tokens_type)

}  // namespace bn::json::grammar

namespace bn::json {
// Tokens separated by JSON white space, up to the first character no token can start with.
const grammar::tokens_type& tokens_grammar();
}
