// SGF text -> collection, with and without charset decoding, strict and lenient: never
// crashes, a failure always has a located diagnostic; the byte scan of the JS charset decoding
// gives offsets inside the input, in order. The komi of the first game's root (sgf/komi.cpp) is
// a finite number or nothing, whatever its KM, AP and RU.
// seeds: tests/fixtures/sgf @corpus/sgf
// max-len: 10240 (every SGF file of the corpus whole; 4096 keeps 193 of 249)
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "check.hpp"
#include "sgf/byte_scan.hpp"
#include "sgf/komi.hpp"
#include "sgf/win_rate.hpp"
#include "sgf/read.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    for (bool decode : {true, false}) {
        for (bool strict : {true, false}) {
            bn::sgf::ParseOptions options;
            options.decode_charset = decode;
            options.strict = strict;
            auto parsed = bn::sgf::parse(text, options);
            bn::fuzz::check_parsed(parsed, text);
        }
    }
    // The input cut in three as KM, AP and RU (the first byte says where), and as Fox's.
    const std::size_t cut = size ? data[0] % (size + 1) : 0;
    const std::string_view km = text.substr(0, cut), rest = text.substr(cut);
    for (std::string_view application : {rest.substr(0, rest.size() / 2), std::string_view("foxwq")}) {
        auto komi = bn::sgf::komi_points(km, application, rest.substr(rest.size() / 2));
        BN_FUZZ_CHECK(!komi || std::isfinite(komi->points));
    }
    // The first part as an SBKV value: a win rate is a share, 0 to 1.
    auto win_rate = bn::sgf::black_win_rate(km);
    BN_FUZZ_CHECK(!win_rate || (*win_rate >= 0 && *win_rate <= 1));
    auto scan = bn::sgf::scan_bytes(text);
    for (std::size_t t = 0; t < scan.trees.size(); ++t) {
        BN_FUZZ_CHECK(scan.trees[t].offset < text.size());
        BN_FUZZ_CHECK(t == 0 || scan.trees[t - 1].offset < scan.trees[t].offset);  // input order
        BN_FUZZ_CHECK(!scan.trees[t].has_ca || scan.trees[t].ca_end <= text.size());
    }
    for (const auto& v : scan.values)
        BN_FUZZ_CHECK(v.begin <= v.end && v.end <= text.size() && v.tree < scan.trees.size());
    return 0;
}
