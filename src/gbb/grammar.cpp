// GBB grammar in X3, following the reference's lexer + grammar (see the notes on GBB):
// tokens have no word boundaries; inside a declaration tokens are separated by spaces/tabs,
// declarations by any whitespace. Leniency beyond the reference: "\r" counts as a line break.
#include "gbb/grammar.hpp"

#include "gbb/syntax_adapted.hpp"

namespace bn::gbb::grammar {

namespace {

// Turns the range a raw[] directive matched into a Token.
const auto to_token = [](auto& ctx) {
    const auto& range = x3::_attr(ctx);
    x3::_val(ctx) = syntax::Token{&*range.begin(), &*range.begin() + range.size()};
};

template <class Parser>
auto token(const char* name, const Parser& parser) {
    return x3::rule<struct token_class, syntax::Token>{name} = x3::raw[parser][to_token];
}

}  // namespace

const x3::rule<struct space_class> space = expected_space;
const x3::rule<struct separator_class> separator = expected_separator;
const x3::rule<struct number_class, syntax::Token> number = expected_number;
const x3::rule<struct stone_class, syntax::Stone> stone = "stone";
const x3::rule<struct stones_class, decltype(syntax::Cell::stones)> stones = expected_colour;
const x3::rule<struct cell_class, syntax::Cell> cell = "cell";
const x3::rule<struct size_class, syntax::Pair> size = expected_size;
const x3::rule<struct head_class, syntax::Pair> head = "head";
const file_type file = "file";

const auto space_def = x3::omit[+x3::char_(" \t")];
const auto separator_def = x3::omit[+x3::char_(" \t\n\r\v\f")];
const auto number_def = x3::raw[+x3::char_('0', '9')][to_token];

const auto colour_word = x3::lit("Azul") | "Negro" | "Rojo" | "Verde" | x3::omit[x3::char_("AaNnRrVv")];
const auto stone_def = token("colour", colour_word) > space > number;
const auto stones_def = stone % space;

const auto cell_def = token("cell", x3::lit("cell")) > space > number > space > number > space > stones;
const auto size_def = token("size", x3::lit("size")) > space > number > space > number;
const auto head_def = token("head", x3::lit("head")) > space > number > space > number;

const auto version = token("header", x3::lit("GBB/1.0") | "GBB" | "gbb");
const auto file_def = version > separator > size > *(separator >> cell) > -(separator >> head) > -separator > x3::eoi;

BOOST_SPIRIT_DEFINE(space, separator, number, stone, stones, cell, size, head, file)
BOOST_SPIRIT_INSTANTIATE(file_type, const char*, x3::unused_type)

}  // namespace bn::gbb::grammar

namespace bn::gbb {
const grammar::file_type& file_grammar() { return grammar::file; }
}  // namespace bn::gbb
