// The GBB grammar (rule declarations only; definitions in grammar.cpp).
#pragma once

#include <boost/spirit/home/x3.hpp>

#include "gbb/syntax.hpp"

namespace bn::gbb::grammar {

namespace x3 = boost::spirit::x3;

struct file_class;
using file_type = x3::rule<file_class, syntax::File>;
BOOST_SPIRIT_DECLARE(file_type)

// Names of the rules an expectation can fail on; read.cpp turns them into words.
inline constexpr const char* expected_space = "space";
inline constexpr const char* expected_number = "number";
inline constexpr const char* expected_separator = "separator";
inline constexpr const char* expected_size = "size";
inline constexpr const char* expected_colour = "colour";

}  // namespace bn::gbb::grammar

namespace bn::gbb {
const grammar::file_type& file_grammar();
}
