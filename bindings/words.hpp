// Words that a binding writes for JS to read in place in wasm memory. Apart from common.hpp
// and free of embind, so that native drivers of the bindings' layouts can use it too.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace bn::bindings {

// The next `count` words after the `used` words of `words`, to be written through the pointer
// (valid until the next call); `used` grows by `count`. The vector's size is its room: it
// only grows (geometrically), so a layout reused from call to call is neither zero-filled
// again nor checked word by word, as resize() and push_back() would (bench/sgf.mjs,
// bench/pgn.mjs). Its first `used` words are the layout.
inline std::uint32_t* room(std::vector<std::uint32_t>& words, std::size_t& used, std::size_t count) {
    if (used + count > words.size()) words.resize(std::max(used + count, words.size() * 2));
    std::uint32_t* p = words.data() + used;
    used += count;
    return p;
}

}  // namespace bn::bindings
