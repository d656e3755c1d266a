// Writing a game as chess.js 1.4's pgn({ maxWidth, newline }) writes it: the layout of the
// chess.js drop-in (boardnotation/chess, Chess#pgn()), beside the export format of write.hpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/game.hpp"
#include "pgn/model.hpp"

namespace bn::pgn {

// The tags of the PGN standard in the order chess.js keeps them: the Seven Tag Roster, then the
// optional tags of section 9 in the standard's order. chess.js (and the drop-in's tag store)
// holds a place for each from the start, so that they are written in this order whatever order
// they were set in.
const std::vector<std::string_view>& chess_js_tag_order();

// A game as chess.js writes it.
struct ChessJsGame {
    // The tags set, in the order they were first set; a tag with an empty value is not written.
    // Written in chess_js_tag_order(), the others after them in this order. A name that is not
    // a tag name (is_tag_name) is not written.
    std::vector<Tag> tags;
    // The start position's move number and side to move; the moves alternate sides from it.
    std::uint32_t first_number = 1;
    bool black_first = false;
    // The moves as SAN ("--" for a pass).
    std::vector<std::string> sans;
    // comments[0]: the start position's comment, comments[i + 1]: the comment of the position
    // after sans[i] (chess.js keeps one comment per position). Missing entries: no comment.
    std::vector<std::optional<std::string>> comments;
    // The Result tag's value: it ends the movetext when it is a termination marker ("1-0",
    // "0-1", "1/2-1/2", "*"); "*" ends it otherwise, so that no value can add moves or a game
    // (chess.js writes the value as it is).
    std::string result;
};

// The movetext of `game` (from its start, after edits the start that taking the moves back
// gives): first_number, black_first and sans; tags, comments and result are the caller's.
ChessJsGame chess_js_game_of(const chess::Game& game);

struct ChessJsLayout {
    // 0: the movetext on one line; otherwise lines of at most max_width characters (UTF-16
    // code units, as chess.js counts them) where the groups allow.
    std::size_t max_width = 0;
    // What ends a line (chess.js's newline option, e.g. "<br />").
    std::string newline = "\n";
};

// chess.js 1.4's layout: the tag lines ([Name "value"], escaped by tag_pair), a blank line when
// there are moves, then the movetext as groups joined by spaces: the start's comment, then per
// move number "12. Nf3 {comment} Nc6 {comment}" (a game that starts with Black "45. ... Rf1+"),
// then the result. With max_width, a group that does not fit goes whole to the next line; one
// with a comment is broken between its words instead (a word longer than max_width stands alone
// on its line). Differs from chess.js in one place: chess.js can start such a broken group
// without a space after the previous one ("e52."), which reads back as another move; here the
// space is there. The text has no final newline.
std::string write_chess_js(const ChessJsGame& game, const ChessJsLayout& layout = {});

}  // namespace bn::pgn
