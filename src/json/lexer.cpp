// JSON (RFC 8259) lexical grammar in X3: punctuation, strings, numbers and the three literal
// names, separated by the four white-space characters JSON allows. Strings accept any byte
// but '"', '\' and control characters; UTF-8 validity and escape values are checked when the
// string is decoded (decode_string.cpp), so that each gets its own diagnostic. Every character
// class is a set of ASCII characters (x3::char_("0-9a-fA-F")), never X3's classes such as
// x3::xdigit: those hand each byte to <cctype>, where a byte from 0x80 is a negative int that
// Boost asserts against (tests/native/json_assertions/).
#include "json/lexer.hpp"

namespace bn::json::lexer {

namespace {

template <char Kind>
struct to_token_f {
    template <class Context>
    void operator()(Context& ctx) const {
        const auto& range = x3::_attr(ctx);
        x3::_val(ctx) = lexer::Token{Kind, &*range.begin(), &*range.begin() + range.size()};
    }
};
template <char Kind>
constexpr to_token_f<Kind> to_token{};

}  // namespace

const x3::rule<struct token_class, lexer::Token> token = "token";
const tokens_type tokens = "tokens";

const auto white_space = x3::omit[*x3::char_(" \t\n\r")];
const auto hex_digit = x3::char_("0-9a-fA-F");
const auto escape = '\\' >> (x3::char_("\"\\/bfnrt") | ('u' >> x3::repeat(4)[hex_digit]));
// Bytes 0x00-0x1F are not allowed raw in a string (RFC 8259 section 7).
const auto plain = ~x3::char_("\"\\\x01-\x1f") - x3::char_('\0');
const auto string_token = x3::raw['"' >> *(escape | plain) >> '"'];
const auto digits = +x3::char_("0-9");
const auto number_token =
    x3::raw[-x3::char_('-') >> (x3::char_('0') | (x3::char_("1-9") >> *x3::char_("0-9"))) >>
            -(x3::char_('.') >> digits) >> -(x3::char_("eE") >> -(x3::char_('+') | x3::char_('-')) >> digits)];
// A literal name must not run into more letters ("nullx" is not "null" then "x").
const auto word_end = !x3::char_("a-zA-Z0-9_");

const auto token_def =
    x3::raw[x3::char_("{}[]:,")][([](auto& ctx) {
        const auto& r = x3::_attr(ctx);
        x3::_val(ctx) = lexer::Token{*r.begin(), &*r.begin(), &*r.begin() + 1};
    })] |
    string_token[to_token<'s'>] | number_token[to_token<'n'>] | x3::raw[x3::lit("true") >> word_end][to_token<'t'>] |
    x3::raw[x3::lit("false") >> word_end][to_token<'f'>] | x3::raw[x3::lit("null") >> word_end][to_token<'z'>];
const auto tokens_def = *(white_space >> token) >> white_space;

BOOST_SPIRIT_DEFINE(token, tokens)
BOOST_SPIRIT_INSTANTIATE(tokens_type, const char*, x3::unused_type)

}  // namespace bn::json::lexer

namespace bn::json {
const lexer::tokens_type& tokens_grammar() { return lexer::tokens; }
}  // namespace bn::json
