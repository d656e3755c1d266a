// HEN: lenient parse and strict validate never crash (both modes); every position parse gives
// is written by to_string to text that parses to the same position, and to_sgf writes SGF
// that the SGF parser accepts.
// seeds: tests/fixtures/hen
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "check.hpp"
#include "hen/read.hpp"
#include "hen/write.hpp"
#include "sgf/read.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace bn::hen;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    for (bool compatible : {false, true}) {
        Options options;
        options.hen_js_compatible = compatible;
        auto v = validate(text, options);
        bn::fuzz::check_diagnostics(v.ok, v.errors, text);
        bn::fuzz::check_diagnostics(true, v.warnings, text);
        auto parsed = parse(text, options);
        if (!parsed) continue;
        std::string canonical = to_string(*parsed);
        auto again = parse(canonical, options);
        BN_FUZZ_CHECK(again.has_value());
        BN_FUZZ_CHECK(*again == *parsed);
        BN_FUZZ_CHECK(to_string(*again) == canonical);
        std::string sgf = to_sgf(*parsed);
        auto sgf_parsed = bn::sgf::parse(sgf);
        BN_FUZZ_CHECK(sgf_parsed.ok);
    }
    return 0;
}
