// Pgn.createReader: the streaming reader (pgn::Stream) as an embind class, each game encoded
// as Pgn.parse encodes a database (pgn_encoder.hpp).
#include <emscripten/bind.h>

#include <cstdint>
#include <string>

#include "common.hpp"
#include "pgn_encoder.hpp"
#include "pgn/stream.hpp"

namespace bn::bindings {

namespace {

using emscripten::val;

class PgnStream {
public:
    PgnStream(bool strict, unsigned mode) : stream_(options_of(strict, mode)) {}
    void push(std::uintptr_t address, std::size_t length) { stream_.push(input_at(address, length)); }
    void close() { stream_.close(); }
    void start_at(std::uint32_t line, std::uint32_t column) { stream_.start_at({line, column}); }
    // The next complete game in the layout of parse_database ({"games": [game], ...}), or
    // 0 when none is complete yet.
    std::uintptr_t next(const std::string& language) {
        Game game;
        if (!stream_.next(game)) return 0;
        Encoder& out = encoder(stream_.options().positions == ParseOptions::Positions::packed);
        out.game(game, language);
        return out.finish(false, {}, language);
    }
    double consumed() const { return static_cast<double>(stream_.consumed()); }
    // Once a game has grown past the input limit (Stream::failed), its error; else empty.
    val errors(const std::string& language) const { return to_js(stream_.diagnostics(), language); }
    bool failed() const { return stream_.failed(); }

private:
    Stream stream_;
};

}  // namespace

EMSCRIPTEN_BINDINGS(boardnotation_pgn_stream) {
    emscripten::class_<PgnStream>("PgnStream")
        .constructor(guarded_new<PgnStream, bool, unsigned>)
        .function("push", guard<&PgnStream::push>)
        .function("close", guard<&PgnStream::close>)
        .function("startAt", guard<&PgnStream::start_at>)
        .function("next", guard<&PgnStream::next>)
        .function("consumed", guard<&PgnStream::consumed>)
        .function("failed", guard<&PgnStream::failed>)
        .function("errors", guard<&PgnStream::errors>);
}

}  // namespace bn::bindings
