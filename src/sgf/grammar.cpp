// SGF FF[4] lexical grammar in X3 (sgf4.html "EBNF definition"): the structure characters
// "(", ")", ";", property identifiers and bracketed values, separated by white space.
// Identifiers accept lower-case letters so that FF[3] names such as "AddBlack" reach the tree
// builder, which keeps their upper-case letters. A value runs to the first "]" not escaped
// by "\"; the grammar stops in front of a "[" that is never closed, and parse.cpp reports it.
#include "sgf/grammar.hpp"

// X3 appends each token with insert(end(), token), an out-of-line call per token (a tenth of
// the parse time); push_back is inlined.
template <>
struct boost::spirit::x3::traits::push_back_container<std::vector<bn::sgf::ast::Token>> {
    template <typename T>
    static bool call(std::vector<bn::sgf::ast::Token>& tokens, T&& token) {
        tokens.push_back(static_cast<T&&>(token));
        return true;
    }
};

namespace bn::sgf::grammar {

namespace {

template <bool Value>
const auto to_token = [](auto& ctx) {
    const auto& range = x3::_attr(ctx);
    x3::_val(ctx) = ast::Token{&*range.begin(), &*range.begin() + range.size(), Value};
};

}  // namespace

const x3::rule<struct head_class, ast::Token> head = "head";
const x3::rule<struct value_class, ast::Token> value = "value";
const x3::rule<struct token_class, ast::Token> token = "token";
const items_type items = "items";

const auto white_space = x3::omit[*x3::ascii::space];
// Runs of ordinary characters first (most of a file is comment text), then an escape: the
// same values as "any character but ']', or '\\' and any character", a byte at a time faster.
const auto value_text = x3::raw[*(+~x3::char_("]\\") | ('\\' >> x3::char_))];

const auto head_def = x3::raw[x3::char_("();") | +x3::ascii::alpha][to_token<false>];
const auto value_def = '[' >> value_text[to_token<true>] >> ']';
const auto token_def = head | value;
// The input starts at "(" (parse.cpp), so every value has a head before it. The alternative
// sits in a rule of its own: directly in the loop, X3 would parse each token into a temporary
// vector and append that (an allocation per token).
const auto items_def = *(white_space >> token) >> white_space;

BOOST_SPIRIT_DEFINE(head, value, token, items)
BOOST_SPIRIT_INSTANTIATE(items_type, const char*, x3::unused_type)

}  // namespace bn::sgf::grammar

namespace bn::sgf {
const grammar::items_type& items_grammar() { return grammar::items; }
}  // namespace bn::sgf
