// GBB text -> board: never crashes, a failure always has a located diagnostic.
// seeds: tests/fixtures/gbb
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "check.hpp"
#include "gbb/read.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto parsed = bn::gbb::parse(text);
    bn::fuzz::check_parsed(parsed, text);
    return 0;
}
