// Whole databases and the streaming reader, both on top of read_game (reader.cpp).
#include <functional>
#include <utility>

#include "common/guarded.hpp"
#include "common/input.hpp"
#include "common/limits.hpp"
#include "common/source_text.hpp"
#include "common/utf8.hpp"
#include "pgn/pgn.hpp"
#include "pgn/reader.hpp"

namespace bn::pgn {

namespace {

void locate_all(std::string_view text, std::vector<Diagnostic>& diagnostics) {
    SourceText source(text);
    source.resolve(diagnostics);
}

// Where `at`, a line and column of a text that starts at `base` in the input, is in the input.
LineColumn in_input(LineColumn base, LineColumn at) {
    return {base.line + at.line - 1, at.line == 1 ? base.column + at.column - 1 : at.column};
}

// Where a game of a mixed input ends in its decoded text, and whether it was decoded.
struct GameSpan {
    std::size_t end;
    bool latin1;
};

// Text that is not UTF-8 as ISO-8859-1, other text as it is.
void append_decoded(std::string& out, std::string_view bytes) {
    if (is_valid_utf8(bytes)) out.append(bytes);
    else out += latin1_to_utf8(bytes);
}

// An input that is not all UTF-8, decoded game by game as Stream::next does: each game is
// found in the bytes as they are, and only a game whose own bytes are not UTF-8 is decoded as
// ISO-8859-1 (so a file that mixes UTF-8 and Latin-1 games keeps its UTF-8 ones). Returns the
// decoded text; `spans` gets where each game ends in it.
std::string decode_per_game(std::string_view bytes, const ParseOptions& options, std::vector<GameSpan>& spans) {
    std::string out;
    out.reserve(bytes.size() + bytes.size() / 8);
    Game game;
    std::size_t at = 0;
    while (true) {
        GameRead read = read_game(bytes, at, true, options, game);
        if (read.status != GameRead::Status::game) {
            append_decoded(out, bytes.substr(at));
            return out;
        }
        append_decoded(out, bytes.substr(at, game.offset - at));
        const std::string_view own = bytes.substr(game.offset, read.end - game.offset);
        const bool latin1 = !is_valid_utf8(own);
        append_decoded(out, own);
        spans.push_back({out.size(), latin1});
        at = read.end;
    }
}

}  // namespace

void locate_diagnostics(std::string_view text, Game& game) { locate_all(text, game.diagnostics); }

Database parse_each(std::string_view bytes, const ParseOptions& options, const std::function<void(Game&)>& visit) {
    Database db;
    Diagnostics file;
    if (!accept_input_size(bytes, file)) {
        db.diagnostics = std::move(file.items());
        return db;
    }
    // A failure part way (out of memory) keeps the games already visited and ends the file
    // with a diagnostic.
    guarded(file, [&] {
        bytes.remove_prefix(utf8_bom_length(bytes));
        // UTF-8 input is read where it is (no copy); only a Latin-1 one is decoded into db.text.
        std::string_view text = bytes;
        std::vector<GameSpan> spans;  // only for an input that is not all UTF-8
        if (!is_valid_utf8(bytes)) {
            db.latin1 = true;
            db.text = decode_per_game(bytes, options, spans);
            text = db.text;
            std::size_t decoded = 0;
            for (const GameSpan& span : spans) decoded += span.latin1;
            file.warning("pgn.latin1", 0, 0, {{"count", std::to_string(decoded)}, {"games", std::to_string(spans.size())}});
        }
        SourceText source(text);  // indexed only if a diagnostic needs a position
        LineCounter lines(text);
        std::size_t at = 0;
        Game game;
        for (std::size_t k = 0; spans.empty() || k < spans.size(); ++k) {
            // A game of a mixed input is read in its decoded text cut at its end, as the stream
            // reads a game it decoded.
            const std::string_view view = spans.empty() ? text : text.substr(0, spans[k].end);
            GameRead read = read_game(view, at, true, options, game);
            if (read.status != GameRead::Status::game) break;
            at = spans.empty() ? read.end : spans[k].end;
            if (!spans.empty() && spans[k].latin1)
                game.diagnostics.insert(game.diagnostics.begin(),
                                        Diagnostic{"pgn.latin1_game", Severity::warning, game.offset, 0, 0, 0, 0, {}});
            game.line = lines.line_of(game.offset);
            source.resolve(game.diagnostics, lines.line_start(), game.line);
            visit(game);
        }
        source.resolve(file.items());
    });
    db.diagnostics = std::move(file.items());
    return db;
}

Database parse(std::string_view bytes, const ParseOptions& options) {
    std::vector<Game> games;
    Database db = parse_each(bytes, options, [&](Game& game) { games.push_back(std::move(game)); });
    db.games = std::move(games);
    if (!db.latin1 && db.text.empty() && bytes.size() <= limits::max_input_bytes) {
        Diagnostics failure;
        if (!guarded(failure, [&] { db.text = std::string(bytes.substr(utf8_bom_length(bytes))); }))
            db.diagnostics.push_back(std::move(failure.items().front()));
    }
    return db;
}

Stream::Stream(const ParseOptions& options) : options_(options) {}

void Stream::push(std::string_view bytes) {
    if (closed_ || failed_) return;
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
    Diagnostic d{"pgn.game_too_large", Severity::error, base_offset_ + start_, 0, start_at_.line, start_at_.column, 0,
                 {{"size", std::to_string(game_bytes)}, {"limit", std::to_string(limits::max_input_bytes)}}};
    diagnostics_.push_back(std::move(d));
    failed_ = closed_ = true;
    base_offset_ += start_;
    start_ = 0;
    std::string().swap(buffer_);
}

bool Stream::next(Game& game) {
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
        decoded = std::string(prefix) + latin1_to_utf8(text.substr(game.offset, read.end - game.offset));
        read_game(decoded, from, true, options_, game);
        game.diagnostics.insert(game.diagnostics.begin(), Diagnostic{"pgn.latin1_game", Severity::warning,
                                                                     game.offset, 0, 0, 0, 0, {}});
        game_text = std::string_view(decoded).substr(from);
    }
    SourceText source(game_text);
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
