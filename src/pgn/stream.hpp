// Reading a PGN database in pieces, one game at a time: the streaming reader.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "common/source_text.hpp"
#include "pgn/model.hpp"

namespace bn::pgn {

// A database read one game at a time (parse in read.hpp reads one whole), for inputs that arrive
// in pieces or do not fit in memory
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
    // Where the input starts in a larger text, for a piece of a file read on its own (the
    // CLI's batches of games): the line and column of its first byte, which the lines and
    // columns of diagnostics (and the messages that quote them) then count from. Call it
    // before the first push.
    void start_at(LineColumn at) { start_at_ = at; }
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
    template <class Body>
    bool guard(Body&& body);
    void append(std::string_view bytes);
    bool next_game(Game& game);
    void compact();
    bool worth_reading();
    void fail(std::size_t game_bytes);

    ParseOptions options_;
    std::string buffer_;
    std::size_t start_ = 0;        // where the next game starts in buffer_
    std::size_t base_offset_ = 0;  // input offset of buffer_[0]
    LineColumn start_at_;          // line and column of buffer_[start_] in the input
    bool closed_ = false;
    bool failed_ = false;
    bool bom_checked_ = false;
    std::vector<Diagnostic> diagnostics_;
    // After a try that found the game at start_ incomplete: buffer_'s size then, and what the
    // bytes after it must hold for another try to be worth it (GameRead::Wake).
    std::size_t tried_size_ = 0;
    std::size_t looked_size_ = 0;  // buffer_'s size when may_end_game last said no
    bool tried_ = false;
    unsigned char wake_ = 0;
    std::size_t scanned_ = 0;
};

}  // namespace bn::pgn
