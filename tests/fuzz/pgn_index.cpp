// The header-only index: never crashes; every game's byte range lies inside the input, after
// the one before; its diagnostics (of its tag pairs) point inside the input and render; a tag
// has a name.
// seeds: tests/fixtures/pgn tests/fixtures/chess @corpus/pgn
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "check.hpp"
#include "pgn/index.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view input(reinterpret_cast<const char*>(data), size);
    std::size_t end = 0;
    bn::pgn::index_games(input, [&](bn::pgn::Game& game) {
        BN_FUZZ_CHECK(game.offset >= end && game.offset <= input.size() && game.length <= input.size() - game.offset);
        end = game.offset + game.length;
        for (const auto& tag : game.tags) BN_FUZZ_CHECK(!tag.name.empty());
        bool has_error = false;
        for (const auto& d : game.diagnostics) has_error = has_error || d.severity == bn::Severity::error;
        bn::fuzz::check_diagnostics(!has_error, game.diagnostics, input);
    });
    return 0;
}
