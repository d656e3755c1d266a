// ssb-chess: every input is checked as one message (full and relaxed envelope rules) and
// replayed as an array of messages. Never crashes; failures are located and render; a replay
// reports a PGN result, numbers its plies in order and leaves a readable position after
// every move it verified.
// seeds: @corpus/ssb
// max-len: 16384 (about 20 messages of a game; 4096 holds five)
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "check.hpp"
#include "chess/fen.hpp"
#include "ssb/replay.hpp"
#include "ssb/validate.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace bn::ssb;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    for (bool full : {true, false}) {
        ValidateOptions options;
        options.require_sequence_and_timestamp = full;
        auto checked = validate(text, options);
        bn::fuzz::check_parsed(checked, text);
        if (checked.ok) BN_FUZZ_CHECK(checked.value.shape != Shape::unknown);
    }

    auto replayed = replay(text);
    bn::fuzz::check_parsed(replayed, text);
    const Replay& game = replayed.value;
    BN_FUZZ_CHECK(game.result == "*" || game.result == "1-0" || game.result == "0-1" || game.result == "1/2-1/2");
    BN_FUZZ_CHECK(bn::chess::parse_fen(game.start_fen).ok);
    for (std::size_t i = 0; i < game.plies.size(); ++i) {
        const ReplayPly& ply = game.plies[i];
        if (i > 0) BN_FUZZ_CHECK(ply.ply > game.plies[i - 1].ply);
        if (ply.verified) BN_FUZZ_CHECK(bn::chess::parse_fen(ply.fen).ok);
    }
    return 0;
}
