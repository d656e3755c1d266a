// The streaming reader (Stream, stream.hpp): games handed out as their bytes arrive, each read
// by read_game (parser.cpp) once the fresh bytes may have ended it (may_end_game).
#include <algorithm>
#include <string>
#include <utility>

#include "common/guarded.hpp"
#include "common/input.hpp"
#include "common/limits.hpp"
#include "common/source_text.hpp"
#include "common/utf8.hpp"
#include "pgn/lexer.hpp"
#include "pgn/parser.hpp"
#include "pgn/stream.hpp"
#include "pgn/termination.hpp"

namespace bn::pgn {

namespace {

// Where `at`, a line and column of a text that starts at `base` in the input, is in the input.
LineColumn in_input(LineColumn base, LineColumn at) {
    return {base.line + at.line - 1, at.line == 1 ? base.column + at.column - 1 : at.column};
}

// Whether `s` holds a termination marker that ends past its first `seen` bytes (a marker
// within those was there at the last try already).
bool has_new_termination_marker(std::string_view s, std::size_t seen) {
    for (std::string_view marker : termination_markers)
        for (std::size_t at = s.find(marker); at != std::string_view::npos; at = s.find(marker, at + 1))
            if (at + marker.size() > seen) return true;
    return false;
}

// Whether a line of `s` starts with '[' (with `other`: with anything but '[' and white space).
bool has_line_starting_with_bracket(std::string_view s, bool first_at_line_start, bool other) {
    bool line_start = first_at_line_start;
    for (char c : s) {
        if (line_start && !is_space(c) && (c == '[') != other) return true;
        line_start = c == '\n' || c == '\r';
    }
    return false;
}

}  // namespace

bool may_end_game(GameRead::Wake wake, std::string_view tried, std::string_view fresh) {
    using Wake = GameRead::Wake;
    auto any = [&](auto predicate) {
        for (char c : fresh)
            if (predicate(c)) return true;
        return false;
    };
    switch (wake) {
        case Wake::token: return any([](char c) { return !is_space(c); });
        case Wake::close_brace: return any([](char c) { return c == '}'; });
        case Wake::line_end: return any([](char c) { return c == '\n' || c == '\r'; });
        case Wake::symbol_end: return any([](char c) { return !is_symbol(c) && c != '!' && c != '?'; });
        case Wake::game_end:
        case Wake::tags: break;
    }
    // Up to 6 bytes of what was tried, for a "1/2-1/2" cut after its first byte.
    const std::size_t back = std::min<std::size_t>(tried.size(), 6);
    std::string joined(tried.substr(tried.size() - back));
    joined += fresh;
    const bool line_start = tried.empty() || tried.back() == '\n' || tried.back() == '\r';
    return has_line_starting_with_bracket(fresh, line_start, wake == Wake::tags) ||
           has_new_termination_marker(joined, back);
}

Stream::Stream(const ParseOptions& options) : options_(options) {}

// push and next are the stream's entry points: an allocation failure in either (a buffer or a
// game too big for memory) stops the stream with common.out_of_memory among its diagnostics,
// as a game past the size limit does, instead of leaving the library.
template <class Body>
bool Stream::guard(Body&& body) {
    Diagnostics failure;
    if (guarded(failure, std::forward<Body>(body))) return true;
    for (auto& d : failure.items()) diagnostics_.push_back(std::move(d));
    failed_ = closed_ = true;
    std::string().swap(buffer_);
    return false;
}

void Stream::push(std::string_view bytes) {
    if (closed_ || failed_) return;
    guard([&] { append(bytes); });
}

bool Stream::next(Game& game) {
    bool handed_out = false;
    if (!guard([&] { handed_out = next_game(game); })) game = Game{};
    return handed_out;
}

void Stream::append(std::string_view bytes) {
    buffer_.append(bytes);
    if (!bom_checked_ && buffer_.size() >= utf8_bom.size()) {
        bom_checked_ = true;
        if (std::size_t n = utf8_bom_length(buffer_); n) {
            buffer_.erase(0, n);
            base_offset_ += n;
        }
    }
}

void Stream::close() {
    closed_ = true;
    bom_checked_ = true;
}

// Drops the games already handed out from the buffer, remembering where the rest starts. The
// byte before start_ stays: the reader looks back one byte to tell the start of a line (a '%'
// escape line, a '[' tag), and at position 0 it would see one where the input has none.
void Stream::compact() {
    if (start_ < (1u << 16) || start_ < buffer_.size() / 2) return;
    const std::size_t gone = start_ - 1;
    buffer_.erase(0, gone);
    base_offset_ += gone;
    start_ = 1;
}

// Whether reading the game at start_ again may end it, after a try that found it incomplete:
// only the bytes pushed since the last look are looked at (may_end_game), those before having
// been found unable to end it, which keeps many small pushes linear. A miss is never wrong, only
// late: the game is read again at the latest when it has doubled, and always once the stream is
// closed.
bool Stream::worth_reading() {
    if (!tried_ || closed_) return true;
    if (buffer_.size() == looked_size_) return false;
    if (buffer_.size() - start_ >= 2 * (tried_size_ - start_)) return true;
    // Past the size limit the game is read at once, to end it or to stop the stream.
    if (buffer_.size() - start_ > limits::max_input_bytes) return true;
    const std::string_view text = buffer_;
    const bool may_end = may_end_game(static_cast<GameRead::Wake>(wake_), text.substr(start_, looked_size_ - start_),
                                      text.substr(looked_size_));
    scanned_ += text.size() - looked_size_;
    looked_size_ = text.size();
    return may_end;
}

void Stream::fail(std::size_t game_bytes) {
    Diagnostic d{"pgn.game_too_large",
                 Severity::error,
                 base_offset_ + start_,
                 0,
                 start_at_.line,
                 start_at_.column,
                 0,
                 {{"size", std::to_string(game_bytes)}, {"limit", std::to_string(limits::max_input_bytes)}}};
    diagnostics_.push_back(std::move(d));
    failed_ = closed_ = true;
    base_offset_ += start_;
    start_ = 0;
    std::string().swap(buffer_);
}

bool Stream::next_game(Game& game) {
    if (failed_ || !bom_checked_ || !worth_reading()) return false;
    std::string_view text = buffer_;
    GameRead read = read_game(text, start_, closed_, options_, game);
    // An incomplete game is at least as long as what was read of it.
    const std::size_t game_bytes = (read.status == GameRead::Status::incomplete ? text.size() : read.end) - start_;
    if (read.status != GameRead::Status::end && game_bytes > limits::max_input_bytes) {
        fail(game_bytes);
        return false;
    }
    scanned_ += game_bytes;
    tried_ = read.status == GameRead::Status::incomplete;
    tried_size_ = looked_size_ = text.size();
    wake_ = static_cast<unsigned char>(read.wake);
    if (read.status != GameRead::Status::game) {
        if (read.status == GameRead::Status::end && closed_) start_ = buffer_.size();
        return false;
    }
    // Lines and columns are found in the game's own text, from start_ to its end, and shifted by
    // where it starts in the input: locating them in the buffer from its start went through up
    // to 64 KiB of games already handed out (see compact) for every game, most of the time of
    // streaming a database.
    const std::size_t from = start_;
    const std::string_view raw = text.substr(from, read.end - from);
    std::string_view game_text = raw;
    // A game that is not UTF-8 is read again from its text decoded as ISO-8859-1 (the bytes
    // before it kept: the reader looks back one byte for the start of a line).
    std::string decoded;
    if (!is_valid_utf8(text.substr(game.offset, read.end - game.offset))) {
        std::string_view prefix = text.substr(0, game.offset);
        decoded = std::string(prefix) + latin1_game_text(text.substr(game.offset, read.end - game.offset));
        read_game(decoded, from, true, options_, game);
        game.diagnostics.insert(game.diagnostics.begin(),
                                Diagnostic{"pgn.latin1_game", Severity::warning, game.offset, 0, 0, 0, 0, {}});
        game_text = std::string_view(decoded).substr(from);
    }
    // A diagnostic may name bytes past the game's end (pgn.blank_line_split names the move
    // number that starts the next game): its span is measured in the text that follows, as
    // parse() measures it in the whole input.
    std::size_t named_end = game_text.size();
    const std::string_view after = decoded.empty() ? text.substr(from) : std::string_view(decoded).substr(from);
    for (const auto& d : game.diagnostics)
        named_end = std::max(named_end, std::min(after.size(), d.offset - from + d.length));
    SourceText source(after.substr(0, named_end));
    for (auto& d : game.diagnostics) d.offset -= from;
    source.resolve(game.diagnostics);
    for (auto& d : game.diagnostics) {
        const LineColumn at = in_input(start_at_, {d.line, d.column});
        d.line = at.line;
        d.column = at.column;
        d.offset += base_offset_ + from;
    }
    game.line = in_input(start_at_, source.locate(game.offset - from)).line;
    game.offset += base_offset_;
    for (auto& node : game.nodes) node.offset += base_offset_;
    // Where the next game starts, counted in the bytes as they are (a decoded game is longer).
    start_at_ = in_input(start_at_, decoded.empty() ? source.locate(raw.size()) : SourceText(raw).locate(raw.size()));
    start_ = read.end;
    compact();
    return true;
}

}  // namespace bn::pgn
