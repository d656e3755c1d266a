// chess.js 1.4's FEN dialect, the first step of parse_fen with FenOptions::chess_js: what its
// load() pads and rewrites, and its validateFen's first problem.
#pragma once

#include <string>
#include <string_view>

namespace bn::chess {

struct ChessJsFen {
    // The FEN as the reader reads it: two to five fields completed with "- - 0 1"'s last
    // ones and joined by single spaces; when it passes, in a six-field FEN the castling
    // letters as a set (KQkq order) and the clocks as parseInt reads them ("3x" is 3).
    std::string fen;
    // The text padded only (what chess.js's load() keeps as the FEN tag).
    std::string padded;
    // validateFen's first problem (a chess.fen.js_* code, whose English message is chess.js's
    // error), or nullptr.
    const char* problem = nullptr;
};

// validate: run validateFen's checks (load() without skipValidation). rook_files: a castling
// field with file letters (Chess960) is not checked and is left as it is. pad: complete two
// to five fields first, as load() does (validateFen itself does not).
ChessJsFen read_chess_js_fen(std::string_view text, bool validate, bool rook_files, bool pad = true);

}  // namespace bn::chess
