// PGN databases (PGN standard, 1994, with the 2001 comment-command supplement): games with
// their tag pairs and a move tree in which every move was replayed by the chess engine (or,
// with ParseOptions::replay off, only read as written).
// Moves live in one flat array and refer to each other by index, so that building, copying,
// writing and destroying a tree never recurses, however deep the variations nest.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "chess/types.hpp"
#include "common/diagnostic.hpp"

namespace bn::pgn {

using NodeIndex = std::uint32_t;
inline constexpr NodeIndex no_node = std::numeric_limits<NodeIndex>::max();

struct Tag {
    std::string name;
    std::string value;  // unescaped (\" and \\ read as " and \)
};

// A coloured square or arrow of [%csl ...] / [%cal ...] (colour letter R, G, B or Y).
struct Shape {
    char color = 'G';
    chess::Square from = 0;
    chess::Square to = chess::no_square;  // no_square for a square highlight
};

// An embedded command "[%name value]" of a comment. The value is always kept as written;
// the known commands are also read: clk/egt/emt/mct as seconds, eval as pawns or mate in n,
// cal/csl as shapes. `parsed` is false when the value does not have the expected form.
struct Command {
    std::string name;
    std::string value;
    bool parsed = false;
    double seconds = 0;    // clk, egt, emt, mct
    double pawns = 0;      // eval in pawns (White's point of view)
    bool is_mate = false;  // eval "#n": mate in `mate` moves (negative: Black mates)
    std::int32_t mate = 0;
    std::vector<Shape> shapes;  // cal, csl
};

struct Comment {
    // The text with runs of white space (line breaks included) folded into one space and
    // trimmed, which is what survives the line wrapping of the export format.
    std::string text;
    std::vector<Command> commands;
    // With ParseOptions::raw_comments, the comment as written instead (between the braces, or
    // after ';'): a view of the text read, valid as long as that text, with `text` and
    // `commands` left empty for read_comment (pgn/comment.hpp).
    // The byte before it, in the same text, is the comment's delimiter: '{' or ';'.
    std::string_view raw;
};

// The position after a move in eleven numbers, for callers that write its FEN only when
// asked (the JS binding's lazy move.fen): packed_position.hpp has the layout.
using PackedPosition = std::array<std::uint32_t, 11>;

struct MoveNode {
    // User-provided, so that making a node (one per move read) initialises its members one by
    // one: the implicit constructor made `nodes.emplace_back()` zero the whole node first
    // (a memset of ~300 bytes: half the time of making a node, 14% of a syntax-only read).
    MoveNode() {}

    std::string written;  // the SAN token as written, without its suffix annotation
    std::string san;      // canonical SAN ("" when read with replay off); "--" for a null move
    chess::Move move{};   // the null Move{} for a null move ("--", "Z0": the side to move passes)
    chess::Color color = chess::white;
    std::uint32_t move_number = 1;
    std::string fen;                       // the position after the move (with Positions::fen)
    PackedPosition packed{};               // the same position (with Positions::packed)
    std::vector<Comment> comments_before;  // comments standing before the move
    std::vector<Comment> comments;         // comments after the move
    std::vector<std::uint16_t> nags;       // $n and suffix annotations (! = 1, ? = 2, ...)
    NodeIndex previous = no_node;          // the move before (no_node: the game's start)
    NodeIndex next = no_node;              // the continuation of this line
    std::vector<NodeIndex> variations;     // first moves of lines that replace this move
    std::size_t offset = 0;                // byte offset of the SAN token in the input
    std::size_t length = 0;
};

struct Game {
    std::vector<Tag> tags;
    std::string start_fen;            // the FEN tag, or the initial position
    std::vector<Comment> comments;    // before the first move
    std::vector<std::uint16_t> nags;  // before the first move (pgn.nag_before_game)
    std::vector<MoveNode> nodes;
    NodeIndex first = no_node;  // first move of the main line
    std::string result;         // termination marker as written; "" when missing
    std::vector<Diagnostic> diagnostics;
    bool ok = true;          // no error-severity diagnostic
    std::size_t offset = 0;  // where the game starts in the (decoded) input
    std::size_t length = 0;
    std::uint32_t line = 0;  // line of `offset` (1-based)

    const Tag* tag(std::string_view name) const;
    std::size_t main_line_length() const;
};

struct ParseOptions {
    bool strict = false;  // strict SAN (chess/san.hpp): departures from canonical SAN are errors
    // false: syntax only. Moves are not played: each keeps its SAN as written (checked for the
    // shape of SAN, see san_shape.hpp), colour and move number follow from the start position
    // and the order of moves, and san, move, fen and packed stay empty. Comments, NAGs,
    // variations, tags and results are read as with the replay.
    bool replay = true;
    // What a replayed move keeps of the position after it: its FEN text, or the packed
    // numbers a caller formats later (cheaper when few FENs are ever looked at).
    enum class Positions { fen, packed } positions = Positions::fen;
    // Tag pairs only (pgn/index.hpp): the movetext is skipped up to the next tag pair, with
    // only its comments looked into (a '[' in a comment does not start a game); the game has
    // its tags, offset, length and line, and the diagnostics of its tags.
    bool headers_only = false;
    // Comments kept as written (Comment::raw), not read: for a caller that reads each one into
    // storage of its own while the text lives (the JS binding's Pgn.parse writes them straight
    // into its tables), which saves making a text and commands for every comment of a
    // database. Streams do not keep their text: not for Stream.
    bool raw_comments = false;
    // chess.js's loadPgn (the boardnotation/chess drop-in): the FEN tag is read as chess.js's
    // load() reads it (chess::FenOptions::chess_js), so that a game starts from every position
    // chess.js loads, nine pawns included, and is refused with chess.js's reasons otherwise.
    bool chess_js_fen = false;
};

struct Database {
    std::vector<Game> games;
    std::vector<Diagnostic> diagnostics;  // about the file as a whole (encoding, size)
    bool latin1 = false;  // the input was not all UTF-8: the games that were not were read as ISO-8859-1
    std::string text;     // the input as UTF-8 (what offsets refer to)
};

// Deepest nesting of variations accepted; deeper ones get pgn.variation_too_deep.
inline constexpr std::size_t max_variation_depth = 1000;

}  // namespace bn::pgn
