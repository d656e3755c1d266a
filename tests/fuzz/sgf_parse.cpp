// SGF text -> collection, with and without charset decoding: never crashes, a failure always
// has a located diagnostic.
// seeds: tests/fixtures/sgf @corpus/sgf
// max-len: 10240 (every SGF file of the corpus whole; 4096 keeps 193 of 249)
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "check.hpp"
#include "sgf/model.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    for (bool decode : {true, false}) {
        bn::sgf::ParseOptions options;
        options.decode_charset = decode;
        auto parsed = bn::sgf::parse(text, options);
        bn::fuzz::check_parsed(parsed, text);
    }
    return 0;
}
