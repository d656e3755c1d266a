// The SGF lexical grammar, read one token at a time (rules defined in lexer.cpp), so that
// the tree builder takes each token as it comes and no list of them is ever held.
#pragma once

#include "sgf/syntax.hpp"

namespace bn::sgf {

enum class Lexed { token, end, failure };

namespace lexer_detail {

inline bool ascii_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

// By hand, in front of the rules: the tokens most of a file is made of (a structure character,
// an identifier, a value without escape), the same tokens the rules give, at a fraction of
// their cost. Inline, in the tree builder's loop: the call per token was about half of the
// instructions of cutting them (bench/native/sgf-layout-driver.cpp). False leaves the token to
// the rules: a value with an escape or never closed, or a byte no token starts with (white
// space too).
inline bool common_token(const char*& first, const char* last, syntax::Token& token) {
    const char* p = first;
    const char c = *p;
    if (c == '(' || c == ')' || c == ';') {
        token = syntax::Token{p, p + 1, false};
        first = p + 1;
        return true;
    }
    if (c == '[') {
        const char* end = p + 1;
        while (end != last && *end != ']' && *end != '\\') ++end;
        if (end == last || *end != ']') return false;
        token = syntax::Token{p + 1, end, true};
        first = end + 1;
        return true;
    }
    if (!ascii_letter(c)) return false;
    const char* end = p + 1;
    while (end != last && ascii_letter(*end)) ++end;
    token = syntax::Token{p, end, false};
    first = end;
    return true;
}

// next_token past the common tokens: white space, the end, the X3 rules (lexer.cpp).
Lexed next_token_by_rules(const char*& first, const char* last, syntax::Token& token);

}  // namespace lexer_detail

// Skips white space, then reads one token into `token` and moves `first` past it. `end`: only
// white space was left. `failure`: `first` is at a character no token can start with, or at a
// "[" that is never closed.
inline Lexed next_token(const char*& first, const char* last, syntax::Token& token) {
    if (first != last && lexer_detail::common_token(first, last, token)) return Lexed::token;
    return lexer_detail::next_token_by_rules(first, last, token);
}

}  // namespace bn::sgf
