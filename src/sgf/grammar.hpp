// The SGF lexical grammar (rule declarations only; definitions in grammar.cpp).
#pragma once

#include <boost/spirit/home/x3.hpp>
#include <vector>

#include "sgf/ast.hpp"

namespace bn::sgf::grammar {

namespace x3 = boost::spirit::x3;

struct items_class;
using items_type = x3::rule<items_class, std::vector<ast::Token>>;
BOOST_SPIRIT_DECLARE(items_type)

}  // namespace bn::sgf::grammar

namespace bn::sgf {
// Whitespace-separated tokens up to the first character no token can start with.
const grammar::items_type& items_grammar();
}
