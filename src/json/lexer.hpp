// The JSON lexer, an X3 grammar (rule declarations only; definitions in lexer.cpp) that fills a
// flat list of tokens as slices of the input. The DOM is built from this list with an explicit
// stack (parser.cpp), so nesting never reaches the call stack, whatever the input.
#pragma once

#include <boost/spirit/home/x3.hpp>
#include <cstddef>
#include <string_view>
#include <vector>

namespace bn::json::lexer {

namespace x3 = boost::spirit::x3;

// '{', '}', '[', ']', ':', ',' for punctuation; 's' string (with its quotes), 'n' number,
// 't' true, 'f' false, 'z' null.
struct Token {
    char kind = 0;
    const char* begin = nullptr;
    const char* end = nullptr;
    std::string_view text() const { return {begin, static_cast<std::size_t>(end - begin)}; }
};

struct tokens_class;
using tokens_type = x3::rule<tokens_class, std::vector<Token>>;
BOOST_SPIRIT_DECLARE(tokens_type)

}  // namespace bn::json::lexer

namespace bn::json {
// Tokens separated by JSON white space, up to the first character no token can start with.
const lexer::tokens_type& tokens_grammar();
}  // namespace bn::json
