// The SGF lexical grammar, read one token at a time (rules defined in lexer.cpp), so that
// the tree builder takes each token as it comes and no list of them is ever held.
#pragma once

#include "sgf/syntax.hpp"

namespace bn::sgf {

enum class Lexed { token, end, failure };

// Skips white space, then reads one token into `token` and moves `first` past it. `end`: only
// white space was left. `failure`: `first` is at a character no token can start with, or at a
// "[" that is never closed.
Lexed next_token(const char*& first, const char* last, syntax::Token& token);

}  // namespace bn::sgf
