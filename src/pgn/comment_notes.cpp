// What a program reads of a comment: the text it shows and each command's kind of value.
#include "pgn/comment_notes.hpp"

#include "pgn/comment.hpp"

namespace bn::pgn {

std::string_view shown_comment_text(const Comment& comment, bool chess_js, std::string& buffer) {
    if (comment.raw.empty()) return comment.text;
    return chess_js ? chess_js_comment_text(comment.raw, buffer) : folded_text(comment.raw, buffer);
}

CommandNote command_note(std::string_view name, std::string_view value, Command& scratch) {
    read_command_value(name, value, scratch);
    CommandNote note;
    if (!scratch.parsed) {
        note.kind = CommandKind::text;
    } else if (scratch.is_mate) {
        note.kind = CommandKind::mate;
        note.mate = scratch.mate;
    } else if (!scratch.shapes.empty()) {
        note.kind = CommandKind::shapes;
        note.shapes = &scratch.shapes;
    } else if (is_command(name, "eval")) {
        note.kind = CommandKind::pawns;
        note.number = scratch.pawns;
    } else {
        note.kind = CommandKind::seconds;
        note.number = scratch.seconds;
    }
    return note;
}

}  // namespace bn::pgn
