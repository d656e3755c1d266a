// The SAN grammar (rule declarations only; definitions in san_grammar.cpp).
#pragma once

#include <boost/spirit/home/x3.hpp>

#include "chess/syntax.hpp"

namespace bn::chess::grammar {

namespace x3 = boost::spirit::x3;

struct san_class;
using san_type = x3::rule<san_class, syntax::SanMove>;
BOOST_SPIRIT_DECLARE(san_type)

}  // namespace bn::chess::grammar

namespace bn::chess {
const grammar::san_type& san_grammar();
}
