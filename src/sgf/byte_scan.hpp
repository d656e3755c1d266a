// What the charset decoding of SGF bytes needs to know before it decodes (internal to the SGF
// area; the decoding itself is the JS wrapper's, with the platform's TextDecoder, so that no
// conversion table weighs on the wasm): where each game tree starts, the CA its root declares,
// and which values hold non-ASCII bytes and whether those are valid UTF-8.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace bn::sgf {

struct ScannedTree {
    std::size_t offset = 0;  // "(" (or the first ";" of a tree written without "(")
    bool has_ca = false;
    std::size_t ca_begin = 0;  // the CA value's bytes, between the brackets
    std::size_t ca_end = 0;
};

struct ScannedValue {
    std::size_t begin = 0;  // between the brackets
    std::size_t end = 0;
    std::uint32_t tree = 0;  // index into ByteScan::trees
    bool valid_utf8 = false;
};

struct ByteScan {
    std::vector<ScannedTree> trees;
    std::vector<ScannedValue> values;  // those with a byte >= 0x80 only, in document order
};

// Reads `bytes` as the lenient parse does (the structure of SGF is ASCII in every charset a
// record uses but UTF-16), diagnostics aside. Never throws: an internal error gives what was
// found before it.
ByteScan scan_bytes(std::string_view bytes);

}  // namespace bn::sgf
