// The PGN area's entry points: whole databases, a streaming reader, the export writer, and
// the challenge's movetext model (movetext.hpp).
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

#include "common/source_text.hpp"
#include "pgn/model.hpp"

namespace bn::pgn {

// A PGN database of any number of games. Never throws. The input may start with a UTF-8
// BOM; when it is not all valid UTF-8, each game that is not is read as ISO-8859-1 (the
// standard's character set) with the warning pgn.latin1_game, as Stream does, and the
// database gets the warning pgn.latin1. A broken game gets its own diagnostics (with line
// and column) and reading goes on with the next game.
Database parse(std::string_view bytes, const ParseOptions& options = {});

// The same reading without keeping the games: `visit` gets each game as soon as it is read
// (diagnostics located, line set) in one Game object that is reused, storage included, for
// the next game. Returns the database without its games (diagnostics, encoding; text only
// when the input was Latin-1: UTF-8 input is read in place, offsets count from after its BOM).
Database parse_each(std::string_view bytes, const ParseOptions& options, const std::function<void(Game&)>& visit);

// The same, one game at a time, for inputs that arrive in pieces or do not fit in memory
// twice: push() bytes as they come, next() hands out each game once it is complete,
// close() says no more bytes will come. Offsets in diagnostics count from the start of the
// whole input; lines and columns too.
// A game still incomplete is read again only when the bytes pushed since may have ended it
// (a '[' at the start of a line, a termination marker, the token after the marker...) or
// when it has doubled in size since the last try, so pushing a game in many small pieces
// costs a few times what pushing it whole costs (bytes_scanned() lets tests check that). A
// game whose end those signs miss (e.g. a '[' in the middle of a line after a game without a
// marker) is handed out a little later, never differently.
class Stream {
public:
    explicit Stream(const ParseOptions& options = {});
    void push(std::string_view bytes);
    void close();
    // The next complete game; false when none is complete yet (or none is left after close()).
    bool next(Game& game);
    // Bytes read so far into games (for progress reports).
    std::size_t consumed() const { return base_offset_ + start_; }
    // Bytes the game reader went through so far, each try at an incomplete game counted again,
    // and the bytes looked at for signs that the game has ended.
    std::size_t bytes_scanned() const { return scanned_; }
    // Diagnostics about the input as a whole: pgn.game_too_large (BOM handling is silent).
    const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
    // True once a game has grown past limits::max_input_bytes (what parse() accepts as a whole
    // input): the stream then holds that pgn.game_too_large error, drops its bytes and hands
    // out nothing more, instead of buffering a game that never ends until memory runs out.
    bool failed() const { return failed_; }
    const ParseOptions& options() const { return options_; }

private:
    void compact();
    bool worth_reading();
    void fail(std::size_t game_bytes);

    ParseOptions options_;
    std::string buffer_;
    std::size_t start_ = 0;           // where the next game starts in buffer_
    std::size_t base_offset_ = 0;     // input offset of buffer_[0]
    LineColumn start_at_;             // line and column of buffer_[start_] in the input
    bool closed_ = false;
    bool failed_ = false;
    bool bom_checked_ = false;
    std::vector<Diagnostic> diagnostics_;
    // After a try that found the game at start_ incomplete: buffer_'s size then, and what the
    // bytes after it must hold for another try to be worth it (GameRead::Wake).
    std::size_t tried_size_ = 0;
    std::size_t looked_size_ = 0;     // buffer_'s size when may_end_game last said no
    bool tried_ = false;
    unsigned char wake_ = 0;
    std::size_t scanned_ = 0;
};

struct WriteOptions {
    // Longest line of movetext; the export format wants fewer than 80 characters.
    std::size_t max_line = 79;
};

// Export format (PGN 8, 3.2): the Seven Tag Roster first (missing ones written as "?",
// "????.??.??" and the game's result), then the other tags in ASCII order; movetext with
// canonical SAN, NAGs ($n, suffix annotations included), comments and variations, wrapped
// at max_line; the termination marker ("*" when the game has none). Ends with a newline.
std::string write(const Game& game, const WriteOptions& options = {});

// Fills line, column and UTF-16 length of the diagnostics of `game` from `text` (the input
// the game was read from).
void locate_diagnostics(std::string_view text, Game& game);

}  // namespace bn::pgn
