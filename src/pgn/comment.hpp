// Comments of PGN movetext and the commands embedded in them ("[%clk 0:03:00]").
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "pgn/model.hpp"

namespace bn::pgn {

// The comment whose text (between the braces, or after ';') is `raw`, in UTF-8.
Comment read_comment(std::string_view raw);
// The same read into `into`, whose storage (text, commands and their strings) is reused: a
// caller that reads comment after comment into one Comment allocates nothing once it has grown.
void read_comment(std::string_view raw, Comment& into);

// Reads the value of a known command into `command` (sets `parsed`); unknown names are kept
// as text only.
void read_command_value(Command& command);
// The same for the command `name` whose value is `value`: only the fields read from the value
// are set (parsed, seconds, pawns, is_mate, mate, shapes), not name and value.
void read_command_value(std::string_view name, std::string_view value, Command& command);

// What a reader reads of a folded comment text: the text without its embedded commands (which
// an export writes for programs: clocks, evaluations, arrows), white space folded again and
// trimmed. "[%clk 0:02:59] Good move" -> "Good move".
std::string comment_prose(std::string_view folded);

// Comment text with every run of white space folded into one space and trimmed, into `out`
// (emptied first).
void fold_spaces(std::string_view raw, std::string& out);
// The same text, as a view: `raw` itself trimmed when that is all the folding it needs (most
// comments, a line of single-spaced words), else folded into `buffer`. Copying every comment
// into a buffer (before) was most of the cost of folding it.
std::string_view folded_text(std::string_view raw, std::string& buffer);

// A comment's text as chess.js 1.4 reads it (Chess#loadPgn, the drop-in's dialect): a comment
// between braces as written, each run of line breaks one space; one after ';' trimmed of the
// white space at its ends. `raw` is the comment as written (Comment::raw: the byte before it is
// its '{' or ';'), into `buffer` when it changes.
std::string_view chess_js_comment_text(std::string_view raw, std::string& buffer);

// Whether the command name `name` is `expected`, compared in line: a call to memcmp per name
// (what == on a string_view compiles to in wasm) was a tenth of reading the commands of an
// online export.
template <std::size_t N>
bool is_command(std::string_view name, const char (&expected)[N]) {
    if (name.size() != N - 1) return false;
    for (std::size_t i = 0; i + 1 < N; ++i)
        if (name[i] != expected[i]) return false;
    return true;
}

// Where an embedded command "[%name value]" is in a folded comment text (byte offsets): its
// name and value, and the whole command from its '[' to one past its ']'.
struct CommandSpan {
    std::size_t name_at, name_end, value_at, value_end;
    std::size_t at, end;
};

// Calls visit(CommandSpan) for each command of the folded text `text`, in order: what
// read_comment reads as the comment's commands, for callers that take them from the text
// themselves (the JS binding, which sends where they are rather than copies).
template <class Visit>
void for_each_command(std::string_view t, Visit&& visit) {
    const auto name_char = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    };
    // A '[' then its '%': the two-character find called memcmp at every '[' it met.
    for (std::size_t at = t.find('['); at != std::string_view::npos; at = t.find('[', at + 1)) {
        if (at + 1 == t.size() || t[at + 1] != '%') continue;
        const std::size_t close = t.find(']', at);
        if (close == std::string_view::npos) break;
        std::size_t name_end = at + 2;
        while (name_end < close && name_char(t[name_end])) ++name_end;
        if (name_end == at + 2) continue;
        std::size_t value_at = name_end;
        while (value_at < close && t[value_at] == ' ') ++value_at;
        std::size_t value_end = close;
        while (value_end > value_at && t[value_end - 1] == ' ') --value_end;
        visit(CommandSpan{at + 2, name_end, value_at, value_end, at, close + 1});
    }
}

}  // namespace bn::pgn
