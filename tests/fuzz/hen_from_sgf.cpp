// SGF -> HEN (the main line replayed with the Go rules): never crashes, and the position it
// gives is one HEN writes and reads back unchanged.
// seeds: tests/fixtures/sgf tests/fixtures/hen @corpus/sgf
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "check.hpp"
#include "hen/from_sgf.hpp"
#include "hen/read.hpp"
#include "hen/write.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace bn::hen;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    // The move count comes from the input, so some runs stop mid-game.
    std::size_t moves = size == 0 ? 0 : data[0] % 4 == 0 ? std::size_t(-1) : data[0];
    auto p = from_sgf(text, moves);
    if (!p) return 0;
    auto again = parse(to_string(*p));
    BN_FUZZ_CHECK(again.has_value());
    BN_FUZZ_CHECK(*again == *p);
    return 0;
}
