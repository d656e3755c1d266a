// The reader of one game of a PGN database (parser.hpp's read_game), declared for the files
// that define it, each with one job:
//   parser.cpp           the game's text: white space, escape lines, joined byte order marks,
//                        the loop over the elements, where a game ends, diagnostics;
//   tag_section.cpp      the tag pairs;
//   movetext_tokens.cpp  the tokens of the movetext: symbols (moves, move numbers, results),
//                        comments, NAGs, suffix annotations, spellings of standard tokens;
//   replay.cpp           the start position, the move tree with its variations (an explicit
//                        stack of Frames), each move replayed on the chess engine.
// Internal to src/pgn: callers use read_game. One class, because the parts share the position
// in the text and the game being built.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "chess/position.hpp"
#include "common/input.hpp"
#include "pgn/model.hpp"
#include "pgn/parser.hpp"

namespace bn::pgn::game_reading {

// Internal linkage: the four files are compiled as one translation unit (a unity group in
// src/pgn/CMakeLists.txt), so that a function called once is inlined into its caller whatever its
// size, as when the reader was one file (read_symbol into the element loop, note into play...).
// With external linkage the native build read the syntax with 9% more instructions; a file of
// the four compiled alone would leave its calls into the others undefined.
namespace {

// Thrown when a game that is not final reaches the end of the text; caught in read_game.
struct NeedMore {
    GameRead::Wake wake;
};

// A line of play being read: the main line, or a variation replacing the move `owner`.
struct Frame {
    NodeIndex owner = no_node;   // the move this variation replaces; no_node for the main line
    NodeIndex before = no_node;  // the move before the line's first move
    NodeIndex last = no_node;    // the last move read in this line
    chess::Position position;    // after `last`
    // Where a variation of `last` starts, the position before it. A replayed move is taken
    // back from `position` with its Undo when a variation opens (most moves have none, and
    // copying the whole position for every move was a measurable part of the replay); a null
    // move, which has no unmake, and the replay off, which only tracks the side to move and
    // the move number, keep that position in `before_last` instead.
    chess::Move last_move{};
    chess::Position::Undo last_undo;
    bool last_by_undo = false;  // `last` is taken back with last_move and last_undo
    chess::Position before_last;
    bool dead = false;                        // a move could not be played: the rest of the line is skipped
    std::vector<Comment> pending;             // comments before the line's first move
    std::vector<std::uint16_t> pending_nags;  // NAGs before a variation's first move
    std::size_t open_offset = 0;              // of "("
};

class GameReader {
public:
    GameReader(std::string_view text, bool final, const ParseOptions& options, Game& game)
        : text_(text), final_(final), options_(options), game_(game) {}

    GameRead run(std::size_t from);

private:
    enum class Phase { tags, movetext, after_result, done };

    // The text and where the reading is (parser.cpp).
    bool at_end() const {
        if (i_ < text_.size()) return false;
        if (!final_) need_more();
        return true;
    }
    [[noreturn]] void need_more() const;
    bool joined_bom_at(std::size_t at) const;
    void skip_joined_boms();
    void skip_line();
    void skip_blank();
    Diagnostic& error(const char* code, std::size_t at, std::size_t length, std::vector<MessageArg> args = {});
    void warning(const char* code, std::size_t at, std::size_t length, std::vector<MessageArg> args = {});
    void tolerated(const char* code, std::size_t at, std::size_t length, std::vector<MessageArg> args = {});
    void read_elements();
    void skip_movetext();
    void unexpected_character();
    bool starts_untagged_game();
    void skip_rest_of_game();
    void finish();
    bool at_line_start(std::size_t at) const { return at == 0 || text_[at - 1] == '\n' || text_[at - 1] == '\r'; }
    // A mark at the start of a line ends the game before it, as the '[' of the next game does.
    bool at_joined_bom() const { return text_[i_] == utf8_bom[0] && at_line_start(i_) && joined_bom_at(i_); }
    bool in_skipped_variation() const { return skipped_depth_ > 0; }

    // Tag pairs (tag_section.cpp). The game's tag called `name` is found by tag_named: a
    // game's few tags are looked through; from tags_indexed_from on, an open-addressing hash
    // table of their indices finds one at once (a flat array that keeps each name's hash, so
    // that a probe rarely reads a tag: a game of 100,000 tags is read in linear time, without
    // waiting on cache misses).
    static constexpr std::size_t tags_indexed_from = 16;
    static constexpr std::uint32_t no_tag = UINT32_MAX;
    // An index into game_.tags (or no_tag) and its name's hash.
    struct TagSlot {
        std::uint32_t index = no_tag;
        std::size_t hash = 0;
    };
    void read_tag();
    Tag* tag_named(std::string_view name);
    TagSlot& tag_slot(std::string_view name);
    void skip_spaces();
    template <class Expected>
    void skip_tag_space(Expected expected);
    bool closes_tag(std::size_t at);
    bool has_closing_quote_after(std::size_t at);
    void bad_tag(const char* code, std::size_t at);

    // Tokens of the movetext (movetext_tokens.cpp).
    bool read_spelled_token(std::size_t start);
    void read_evaluation_symbol(std::uint16_t nag, std::size_t start, std::string_view token);
    void read_castling(std::size_t start, std::string_view token, const std::string& standard);
    void read_brace_comment();
    void read_line_comment();
    void read_nag();
    void read_suffix();
    bool looking_at(std::string_view s) const;
    void read_en_passant_mark(std::size_t start);
    bool attached_mark_follows(std::size_t start);
    void read_symbol();
    void read_truncated_result(std::size_t start, std::string_view token);
    void read_result(std::string_view result, std::size_t start);

    // The start position, the move tree and the replay (replay.cpp).
    void start_movetext();
    void cut_line(Frame& f, std::size_t diagnostics_before, std::string_view token);
    void add_comment(std::string_view raw);
    NodeIndex main_line_last() const;
    void add_nag(std::uint16_t nag, std::size_t at, std::size_t length);
    void play(std::size_t start, std::string_view token, std::string_view body,
              std::size_t length = std::string_view::npos);
    MoveNode& start_move(Frame& f, std::size_t start, std::string_view token, std::string_view body, std::uint16_t nag);
    void append(Frame& f);
    void note(Frame& f, std::size_t start, std::string_view token, std::string_view body);
    void advance_turn(Frame& f, const MoveNode& node);
    bool own_suffix(Frame& f, std::size_t start, std::string_view token, std::string_view body, std::uint16_t& nag);
    void pass(std::size_t start, std::string_view token, std::string_view body);
    void open_variation();
    void close_variation();
    void close_all_variations();

    std::string_view text_;
    bool final_;
    const ParseOptions& options_;
    Game& game_;
    std::size_t i_ = 0;
    std::size_t token_end_ = 0;
    std::size_t fen_offset_ = 0;
    std::size_t skipped_depth_ = 0;  // nesting of variations read but not replayed
    Phase phase_ = Phase::tags;
    // A comment or line the reader is inside of, for need_more().
    enum class Inside { nothing, brace_comment, line, symbol } inside_ = Inside::nothing;
    std::size_t symbol_start_ = 0;
    std::vector<Frame> frames_;
    std::string spelled_;             // a castling token in SAN's spelling (read_castling)
    bool quote_warned_ = false;       // pgn.tag_quote given for the tag value being read
    std::vector<TagSlot> tag_slots_;  // tag_named's hash table
};

}  // namespace

}  // namespace bn::pgn::game_reading
