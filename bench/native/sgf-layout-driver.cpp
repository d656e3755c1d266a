// The wasm binding's SGF parse (bindings/sgf_layout.hpp: parser, tree builder, positions, the
// layout's words) run natively over files, so that `valgrind --tool=callgrind` counts its
// instructions: a measure of the core that the machine's load does not move. Build and run
// (after scripts/build.sh; the set of bench/sgf-collections.mjs as texts, written by
// `node bench/sgf-collection-set.mjs --write DIR`):
//
//   g++ -std=c++17 -O3 -g -DNDEBUG -Isrc -Ibindings bench/native/sgf-layout-driver.cpp \
//       build/native/src/sgf/libbn_sgf.a build/native/src/go/libbn_go.a \
//       build/native/src/libbn_common.a -o /tmp/sgf-layout-driver
//   valgrind --tool=callgrind /tmp/sgf-layout-driver 5 DIR/*.sgf
//
// It reports the words written, so that a change of the layout shows.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "sgf_layout.hpp"

namespace {
std::size_t batches = 0;
void count_batch(std::uintptr_t) { ++batches; }

bool all_ascii(const std::string& s) {
    for (char c : s)
        if (static_cast<unsigned char>(c) >= 0x80) return false;
    return true;
}
}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: %s ROUNDS FILE...\n", argv[0]);
        return 2;
    }
    std::vector<std::string> texts;
    for (int i = 2; i < argc; ++i) {
        std::ifstream in(argv[i], std::ios::binary);
        texts.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
    bn::bindings::ParseOutput out;
    std::uint64_t words = 0, failed = 0;
    const int rounds = std::atoi(argv[1]);
    for (int r = 0; r < rounds; ++r) {
        for (const auto& text : texts) {
            auto address = bn::bindings::parse_to_layout(text, all_ascii(text), false, out, &count_batch);
            const auto* header = reinterpret_cast<const std::uint32_t*>(address);
            if (header[0] != 1) ++failed;
            words += header[5];
        }
    }
    std::printf("%zu files x %d: %llu words, %llu failed, %zu batches\n", texts.size(), rounds,
                static_cast<unsigned long long>(words), static_cast<unsigned long long>(failed), batches);
    return failed == 0 ? 0 : 1;
}
