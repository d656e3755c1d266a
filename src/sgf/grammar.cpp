// SGF FF[4] lexical grammar in X3 (sgf4.html "EBNF definition"): the structure characters
// "(", ")", ";", property identifiers and bracketed values, separated by white space.
// Identifiers accept lower-case letters so that FF[3] names such as "AddBlack" reach the tree
// builder, which keeps their upper-case letters. A value runs to the first "]" not escaped
// by "\"; the grammar stops in front of a "[" that is never closed, and parse.cpp reports it.
#include "sgf/grammar.hpp"

#include "sgf/ast_adapted.hpp"

namespace bn::sgf::grammar {

namespace {

const auto to_token = [](auto& ctx) {
    const auto& range = x3::_attr(ctx);
    x3::_val(ctx) = ast::Token{&*range.begin(), &*range.begin() + range.size()};
};

}  // namespace

const x3::rule<struct head_class, ast::Token> head = "head";
const x3::rule<struct value_class, ast::Token> value = "value";
const x3::rule<struct item_class, ast::Item> item = "item";
const items_type items = "items";

const auto white_space = x3::omit[*x3::ascii::space];
const auto value_text = x3::raw[*(('\\' >> x3::char_) | ~x3::char_(']'))];

const auto head_def = x3::raw[x3::char_("();") | +x3::ascii::alpha][to_token];
const auto value_def = '[' >> value_text[to_token] >> ']';
const auto item_def = head >> *(white_space >> value);
const auto items_def = *(white_space >> item) >> white_space;

BOOST_SPIRIT_DEFINE(head, value, item, items)
BOOST_SPIRIT_INSTANTIATE(items_type, const char*, x3::unused_type)

}  // namespace bn::sgf::grammar

namespace bn::sgf {
const grammar::items_type& items_grammar() { return grammar::items; }
}  // namespace bn::sgf
