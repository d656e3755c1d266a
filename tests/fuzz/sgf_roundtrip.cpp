// SGF: every collection parse accepts is written (both layouts) to text that parses to the
// same collection (same properties, values and shape).
// seeds: tests/fixtures/sgf @corpus/sgf
// max-len: 10240 (every SGF file of the corpus whole; 4096 keeps 193 of 249)
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "check.hpp"
#include "sgf/read.hpp"
#include "sgf/write.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace bn::sgf;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto parsed = parse(text);
    if (!parsed.ok) return 0;
    for (bool line_breaks : {true, false}) {
        WriteOptions options;
        options.line_break_between_nodes = line_breaks;
        options.declare_utf8 = false;  // CA as the model has it, so that the content compares
        auto written = write(parsed.value, options);
        BN_FUZZ_CHECK(written.ok);
        // The written text is UTF-8 and says so: nothing left to decode.
        ParseOptions again_options;
        again_options.decode_charset = false;
        auto again = parse(written.text, again_options);
        bn::fuzz::check_parsed(again, written.text);
        BN_FUZZ_CHECK(again.ok);
        BN_FUZZ_CHECK(same_content(again.value, parsed.value));
    }
    return 0;
}
