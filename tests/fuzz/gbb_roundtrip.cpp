// GBB: every board parse accepts is written back (with two layouts) to text that parses to
// the same board.
// seeds: tests/fixtures/gbb
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "check.hpp"
#include "gbb/read.hpp"
#include "gbb/write.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace bn::gbb;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto parsed = parse(text);
    if (!parsed.ok) return 0;
    WriteOptions compact;
    compact.between_keywords = Separator::space;
    compact.between_colors = Separator::tab;
    compact.use_full_color_names = false;
    compact.declare_colors_with_zero_stones = true;
    for (const WriteOptions& options : {WriteOptions{}, compact}) {
        auto written = write(parsed.value, options);
        BN_FUZZ_CHECK(written.ok);
        auto again = parse(written.text);
        bn::fuzz::check_parsed(again, written.text);
        BN_FUZZ_CHECK(again.ok);
        BN_FUZZ_CHECK(again.value == parsed.value);
    }
    return 0;
}
