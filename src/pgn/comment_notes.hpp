// What a program reads of a comment, for callers that send it elsewhere rather than keep a
// Comment (the JS binding's notes, bindings/pgn_comment_notes.hpp): the text the comment shows in
// the reading asked for, and the value each embedded command gives, as one of five kinds. The
// commands' places come from pgn::for_each_command (comment.hpp), their values from
// read_command_value; this file says which value a command gives.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "pgn/model.hpp"

namespace bn::pgn {

// The text a comment shows: its folded text (a comment read by read_comment), or, kept as
// written (ParseOptions::raw_comments), folded from the input here or read in chess.js's dialect
// (chess_js_comment_text). A view of the comment, the input or `buffer`.
std::string_view shown_comment_text(const Comment& comment, bool chess_js, std::string& buffer);

// The value a command gives. The numbers are stable: the JS binding sends them as they are
// (npm/src/pgn/comments.js reads them).
enum class CommandKind : std::uint8_t {
    text = 0,     // a value not read (an unknown command, or not of its command's form)
    seconds = 1,  // clk, egt, emt, mct: `number` seconds
    pawns = 2,    // eval in pawns: `number`, White's point of view
    mate = 3,     // eval "#n": `mate` moves (negative: Black mates)
    shapes = 4,   // cal, csl: `shapes`
};

struct CommandNote {
    CommandKind kind = CommandKind::text;
    double number = 0;
    std::int32_t mate = 0;
    const std::vector<Shape>* shapes = nullptr;  // the shapes of the Command read into
};

// The value of the command `name` whose value is `value`, read into `scratch` (whose storage is
// reused from call to call; `shapes` points into it, valid until its next use).
CommandNote command_note(std::string_view name, std::string_view value, Command& scratch);

}  // namespace bn::pgn
