// SGF FF[4] lexical grammar in X3 (sgf4.html "EBNF definition"): the structure characters
// "(", ")", ";", property identifiers and bracketed values, separated by white space.
// Identifiers accept lower-case letters so that FF[3] names such as "AddBlack" reach the tree
// builder, which keeps their upper-case letters. A value runs to the first "]" not escaped
// by "\"; the grammar stops in front of a "[" that is never closed, and read.cpp reports it.
#include "sgf/lexer.hpp"

#include <boost/spirit/home/x3.hpp>

namespace bn::sgf::lexer {

namespace x3 = boost::spirit::x3;

namespace {

template <bool Value>
const auto to_token = [](auto& ctx) {
    const auto& range = x3::_attr(ctx);
    x3::_val(ctx) = syntax::Token{&*range.begin(), &*range.begin() + range.size(), Value};
};

}  // namespace

const x3::rule<struct head_class, syntax::Token> head = "head";
const x3::rule<struct value_class, syntax::Token> value = "value";
const x3::rule<struct token_class, syntax::Token> token = "token";

// x3::ascii classes, never the standard ones (x3::space): an ascii class refuses a byte from 0x80
// before classifying it, where a standard one hands it to <cctype> as a negative int
// (tests/native/x3_assertions checks it with assertions on).
const auto white_space = x3::omit[*x3::ascii::space];
// Runs of ordinary characters first (most of a file is comment text), then an escape: the
// same values as "any character but ']', or '\\' and any character", a byte at a time faster.
const auto value_text = x3::raw[*(+~x3::char_("]\\") | ('\\' >> x3::char_))];

const auto head_def = x3::raw[x3::char_("();") | +x3::ascii::alpha][to_token<false>];
const auto value_def = '[' >> value_text[to_token<true>] >> ']';
const auto token_def = head | value;

BOOST_SPIRIT_DEFINE(head, value, token)

}  // namespace bn::sgf::lexer

namespace bn::sgf::lexer_detail {

Lexed next_token_by_rules(const char*& first, const char* last, syntax::Token& token) {
    namespace x3 = boost::spirit::x3;
    // White space between tokens is rare: its rule runs only where some is (the bytes of
    // x3::ascii::space).
    if (first != last && (*first == ' ' || (*first >= '\t' && *first <= '\r')))
        x3::parse(first, last, lexer::white_space);
    if (first == last) return Lexed::end;
    if (common_token(first, last, token)) return Lexed::token;
    const char* at = first;
    if (x3::parse(first, last, lexer::token, token)) return Lexed::token;
    first = at;
    return Lexed::failure;
}

}  // namespace bn::sgf::lexer_detail
