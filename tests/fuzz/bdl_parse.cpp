// BDL: parse, check and check_text never crash and locate what they report; every description
// parse accepts is formatted to text that parses to the same description, and formatting is
// idempotent. A description that checks clean builds a game (without an evaluator: explicit
// JavaScript is never run) whose moves can be listed, played and listed again.
// seeds: tests/fixtures/bdl @corpus/bdl
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "check.hpp"
#include "bdl/game.hpp"
#include "bdl/checks.hpp"
#include "bdl/read.hpp"
#include "bdl/write.hpp"

namespace {

bool has_error(const std::vector<bn::Diagnostic>& diagnostics) {
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const bn::Diagnostic& d) { return d.severity == bn::Severity::error; });
}

void play_a_little(bn::bdl::Game& game) {
    using namespace bn::bdl;
    // A few plies: enough to reach captures, spawns and finish rules on small boards.
    for (int ply = 0; ply < 4 && !game.is_over(); ++ply) {
        const auto listed = game.moves();
        if (!listed.ok) {  // out of work: the one diagnostic, and the game unchanged
            BN_FUZZ_CHECK(listed.diagnostics.size() == 1 && listed.diagnostics[0].code == "bdl.too_much_work");
            return;
        }
        const std::vector<GameMove>& moves = listed.value;
        for (const GameMove& m : moves) {
            BN_FUZZ_CHECK(game.on_board(m.from) && game.on_board(m.to));
            BN_FUZZ_CHECK(!game.at(m.from).empty());
        }
        if (moves.empty()) return;
        const auto played = game.play(moves[static_cast<std::size_t>(ply) * 7 % moves.size()]);
        BN_FUZZ_CHECK(!played.ok || played.value);
        if (!played.ok) return;
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace bn::bdl;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto parsed = parse(text);
    bn::fuzz::check_parsed(parsed, text);

    std::vector<bn::Diagnostic> all = check_text(text);
    bn::fuzz::check_diagnostics(!has_error(all), all, text);
    if (!parsed.ok) {
        BN_FUZZ_CHECK(has_error(all));
        return 0;
    }

    std::vector<bn::Diagnostic> semantic = check(parsed.value, text);
    bn::fuzz::check_diagnostics(!has_error(semantic), semantic, text);

    std::string formatted = format(parsed.value).text;
    auto again = parse(formatted);
    bn::fuzz::check_parsed(again, formatted);
    BN_FUZZ_CHECK(again.ok);
    BN_FUZZ_CHECK(again.value == parsed.value);
    BN_FUZZ_CHECK(format(again.value).text == formatted);
    // The checks judge the description, not its layout.
    BN_FUZZ_CHECK(has_error(check(again.value, formatted)) == has_error(semantic));

    if (has_error(semantic)) return 0;
    auto game = Game::create(parsed.value, text);
    bn::fuzz::check_parsed(game, text);
    if (game.ok) play_a_little(*game.value);
    return 0;
}
