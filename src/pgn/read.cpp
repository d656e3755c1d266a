// Whole databases (parse, parse_each: read.hpp), game after game by read_game (parser.cpp).
#include <functional>
#include <utility>

#include "common/guarded.hpp"
#include "common/input.hpp"
#include "common/limits.hpp"
#include "common/source_text.hpp"
#include "common/utf8.hpp"
#include "pgn/read.hpp"
#include "pgn/stream.hpp"
#include "pgn/parser.hpp"

namespace bn::pgn {

namespace {

void locate_all(std::string_view text, std::vector<Diagnostic>& diagnostics) {
    SourceText source(text);
    source.resolve(diagnostics);
}

// Where a game of a mixed input ends in its decoded text, and whether it was decoded.
struct GameSpan {
    std::size_t end;
    bool latin1;
};

// Text that is not UTF-8 as ISO-8859-1, other text as it is.
void append_decoded(std::string& out, std::string_view bytes) {
    if (is_valid_utf8(bytes))
        out.append(bytes);
    else
        out += latin1_to_utf8(bytes);
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
        if (latin1)
            out += latin1_game_text(own);
        else
            out.append(own);
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
            file.warning("pgn.latin1", 0, 0,
                         {{"count", std::to_string(decoded)}, {"games", std::to_string(spans.size())}});
        }
        SourceText source(text);  // indexed only if a diagnostic needs a position
        LineCounter lines(text);
        std::size_t at = 0;
        Game game;
        for (std::size_t k = 0; spans.empty() || k < spans.size(); ++k) {
            // A game of a mixed input that was decoded is read in its decoded text cut at its
            // end, as the stream reads a game it decoded; a game that is UTF-8 is read with the
            // text after it, as the stream reads it (a diagnostic may name the bytes that follow
            // the game: pgn.blank_line_split names the move number that starts the next one).
            const bool cut = !spans.empty() && spans[k].latin1;
            const std::string_view view = cut ? text.substr(0, spans[k].end) : text;
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

}  // namespace bn::pgn
