// Pgn.parse: a whole database read and encoded game by game (pgn_encoder.hpp). Writing games
// is in pgn_write.cpp, Pgn.parseMovetext in pgn_movetext.cpp, Pgn.index in pgn_index.cpp and the
// streaming reader in pgn_stream.cpp.
#include <emscripten/bind.h>

#include <string>
#include <utility>
#include <vector>

#include "common.hpp"
#include "pgn_encoder.hpp"
#include "pgn/comment.hpp"
#include "pgn/read.hpp"
#include "pgn/variant.hpp"

namespace bn::bindings {

namespace {

// A database goes to JS in batches of about this many bytes of layout, each decoded while the
// reading goes on: the layout of a whole database, kept to the end, was most of the wasm memory a
// large parse took (170 of 190 MB for 10^6 short games, 20 MB of text), and wasm memory never
// shrinks. Larger than the layout of most files, so that they cross in one piece.
constexpr std::size_t batch_bytes = 4u << 20;

// The JS function that reads each batch but the last (npm/src/pgn/index.js sets it once: a
// function passed with every call cost more than the call's own crossing).
emscripten::val& batch_sink() {
    static emscripten::val sink = emscripten::val::undefined();
    return sink;
}
void set_batch_sink(emscripten::val sink) { batch_sink() = std::move(sink); }

// Each game is encoded as soon as it is read (no database of games is kept); the batch sink gets
// the layout of each batch but the last, which is returned.
std::uintptr_t parse_database(std::uintptr_t address, std::size_t length, bool strict, unsigned mode,
                              const std::string& language) {
    ParseOptions options = options_of(strict, mode);
    options.raw_comments = true;  // read by the encoder while the input lives (CommentNotes)
    options.chess_js_fen = mode == static_cast<unsigned>(Mode::syntax_chess_js);
    const bool packed = options.positions == ParseOptions::Positions::packed;
    Encoder& out = encoder(packed);
    out.comments.chess_js = mode == static_cast<unsigned>(Mode::syntax_chess_js);
    Database db = parse_each(input_at(address, length), options, [&](const Game& game) {
        out.game(game, language);
        if (out.size() < batch_bytes) return;
        batch_sink()(out.finish(false, {}, language));
        out.start(packed);
    });
    return out.finish(db.latin1, db.diagnostics, language);
}

// How a game with these Variant and FEN tags reads its FENs (pgn/variant.hpp fen_mode):
// 0 standard, 1 Chess960, 2 Chess960 when the castling field names rook files.
unsigned fen_mode_of(const std::string& variant, const std::string& fen) {
    std::vector<Tag> tags;
    if (!variant.empty()) tags.push_back({"Variant", variant});
    if (!fen.empty()) tags.push_back({"FEN", fen});
    switch (fen_mode(tags)) {
        case chess::FenOptions::Chess960::off: return 0;
        case chess::FenOptions::Chess960::on: return 1;
        default: return 2;
    }
}

// The prose of a comment text (pgn/comment.hpp): what the viewer shows of a comment whose clocks,
// evaluations and arrows it draws.
std::string comment_prose_of(const std::string& text) { return pgn::comment_prose(text); }

}  // namespace

EMSCRIPTEN_BINDINGS(boardnotation_pgn_read) {
    emscripten::function("pgnCommentProse", guard<&comment_prose_of>);
    emscripten::function("pgnParse", guard<&parse_database>);
    emscripten::function("pgnSetBatchSink", guard<&set_batch_sink>);
    emscripten::function("pgnFenMode", guard<&fen_mode_of>);
}

}  // namespace bn::bindings
