// BDL 1.1.0 lexical grammar in X3 (bdl-reference.md 1.1). White space is space, TAB, CR and
// LF; there are no comments. Words cover identifiers and keywords alike (the reader tells
// them apart), so that `Rules` or `explicit_x` are identifiers as in the original. An explicit
// block is "explicit", spaces only (no TAB or newline, as in the original lexer), then a
// brace-balanced block in which backslash + "}" does not close. Any other character becomes
// an `unknown` token that the reader reports: the original silently dropped it.
#include "bdl/lexer.hpp"

#include <boost/spirit/home/x3.hpp>

#include <iterator>
#include <type_traits>

#include "bdl/limits.hpp"

namespace bn::bdl::grammar {

namespace x3 = boost::spirit::x3;

struct spaced_token_class;
using spaced_token_type = x3::rule<spaced_token_class, Token>;
BOOST_SPIRIT_DECLARE(spaced_token_type)

namespace {

bool is_word_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// `explicit` + spaces + "{...}" scanned with a depth counter (never recursion). An
// unbalanced block runs to the end of the input and is marked unterminated; a block nested
// past limits::max_brace_depth is still scanned to its end and marked too_deep.
struct explicit_block_parser : x3::parser<explicit_block_parser> {
    using attribute_type = Token;
    static bool const has_attribute = true;

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, const Iterator& last, const Context&, RContext&, Attribute& token) const {
        static constexpr char keyword[] = "explicit";
        Iterator it = first;
        for (const char* k = keyword; *k; ++k, ++it)
            if (it == last || *it != *k) return false;
        if (it != last && is_word_char(*it)) return false;
        while (it != last && *it == ' ') ++it;
        if (it == last || *it != '{') return false;
        Token result{TokenKind::explicit_block, &*first, nullptr};
        std::size_t depth = 0;
        const char* open = &*it;
        for (; it != last; ++it) {
            const char c = *it;
            if (c == '\\' && std::next(it) != last && *std::next(it) == '}') {
                ++it;
            } else if (c == '{') {
                if (++depth > limits::max_brace_depth && result.status == BlockStatus::closed) {
                    result.status = BlockStatus::too_deep;
                    result.problem = &*it;
                }
            } else if (c == '}' && --depth == 0) {
                ++it;
                break;
            }
        }
        if (depth != 0) {
            result.status = BlockStatus::unterminated;
            result.problem = open;
        }
        result.end = result.begin + (it - first);
        if constexpr (!std::is_same_v<std::decay_t<Attribute>, x3::unused_type>) token = result;
        first = it;
        return true;
    }
};

template <TokenKind kind>
const auto as_token = [](auto& ctx) {
    const auto& range = x3::_attr(ctx);
    const char* begin = &*range.begin();
    x3::_val(ctx) = Token{kind, begin, begin + range.size()};
};

}  // namespace

const x3::rule<struct token_class, Token> token = "token";
const spaced_token_type spaced_token = "token";
const x3::rule<struct explicit_class, Token> explicit_token = "explicit block";

const auto blank = x3::omit[*x3::char_(" \t\r\n")];
const auto word_start = x3::char_("a-zA-Z_");
const auto word_rest = x3::char_("a-zA-Z0-9_");
const auto integer = x3::raw[-x3::lit('-') >> (x3::lit('0') | (x3::char_("1-9") >> *x3::char_("0-9")))];
const auto word = x3::raw[word_start >> *word_rest];
const auto punctuation = x3::raw[x3::char_("{}()[]:,")];
// One byte; the reader joins the bytes of a UTF-8 sequence so a message quotes "é" whole.
const auto unknown = x3::raw[x3::char_];

const auto explicit_token_def = explicit_block_parser{};
// Every alternative hands its Token to the rule through an action, as X3 does not move a
// sub-rule's struct attribute across an alternative whose other branches have actions.
const auto keep_token = [](auto& ctx) { x3::_val(ctx) = x3::_attr(ctx); };
const auto token_def = explicit_token[keep_token] | integer[as_token<TokenKind::integer>] |
                       word[as_token<TokenKind::word>] | punctuation[as_token<TokenKind::punctuation>] |
                       unknown[as_token<TokenKind::unknown>];
const auto spaced_token_def = blank >> token;

BOOST_SPIRIT_DEFINE(explicit_token, token, spaced_token)
BOOST_SPIRIT_INSTANTIATE(spaced_token_type, const char*, x3::unused_type)

}  // namespace bn::bdl::grammar

namespace bn::bdl {

// One token per parse call, appended here: X3's own container handling of `*token` copied
// the token list as it grew, which made lexing several times slower.
std::vector<Token> lex(std::string_view text) {
    std::vector<Token> tokens;
    const char* it = text.data();
    const char* const last = it + text.size();
    Token token;
    while (boost::spirit::x3::parse(it, last, grammar::spaced_token, token)) tokens.push_back(token);
    return tokens;
}

}  // namespace bn::bdl
