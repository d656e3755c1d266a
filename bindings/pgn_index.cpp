// Pgn.index: each game's tags, byte range and line, its moves not read (pgn/index.hpp).
#include <emscripten/bind.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "common.hpp"
#include "common/string_table.hpp"
#include "pgn_encoder.hpp"
#include "pgn/index.hpp"

namespace bn::bindings {

namespace {

using emscripten::val;

// Pgn.index's result, decoded by npm/src/pgn/index-layout.js: (address, length) pairs of
//   games  Uint32Array, per game (stride 5): byte offset, byte length, line, first tag, tag count
//   tagStrings, tagEnds, tagInts  the tags as in Encoder (each distinct text once)
// and, last, the number of diagnostics (index_diagnostics gives them). Valid until the next index.
struct IndexEncoder {
    std::vector<std::uint32_t> games;
    StringTable tag_strings;
    std::vector<std::uint32_t> tag_ints;
    std::vector<Diagnostic> diagnostics;  // about the input as a whole (its size)
    std::array<std::uint32_t, 9> parts{};
};

IndexEncoder& index_encoder() {
    static IndexEncoder shared;
    return shared;
}

std::uintptr_t index_database(std::uintptr_t address, std::size_t length) {
    IndexEncoder& out = index_encoder();
    out.games.clear();
    out.tag_strings.clear();
    out.tag_ints.clear();
    out.diagnostics = index_games(input_at(address, length), [&](const Game& g) {
        out.games.insert(out.games.end(), {static_cast<std::uint32_t>(g.offset), static_cast<std::uint32_t>(g.length),
                                           g.line, static_cast<std::uint32_t>(out.tag_ints.size() / 2),
                                           static_cast<std::uint32_t>(g.tags.size())});
        for (const Tag& tag : g.tags) {
            out.tag_ints.push_back(out.tag_strings.intern(tag.name));
            out.tag_ints.push_back(out.tag_strings.intern(tag.value));
        }
    });
    out.parts = {address_of(out.games.data()),
                 static_cast<std::uint32_t>(out.games.size()),
                 address_of(out.tag_strings.text().data()),
                 static_cast<std::uint32_t>(out.tag_strings.text().size()),
                 address_of(out.tag_strings.utf16_ends().data()),
                 static_cast<std::uint32_t>(out.tag_strings.utf16_ends().size()),
                 address_of(out.tag_ints.data()),
                 static_cast<std::uint32_t>(out.tag_ints.size()),
                 static_cast<std::uint32_t>(out.diagnostics.size())};
    return reinterpret_cast<std::uintptr_t>(out.parts.data());
}

// The diagnostics of the last index (the input was refused when there are any).
val index_diagnostics(const std::string& language) { return to_js(index_encoder().diagnostics, language); }

}  // namespace

EMSCRIPTEN_BINDINGS(boardnotation_pgn_index) {
    emscripten::function("pgnIndex", guard<&index_database>);
    emscripten::function("pgnIndexDiagnostics", guard<&index_diagnostics>);
}

}  // namespace bn::bindings
