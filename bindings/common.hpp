// Marshalling shared by every notation's bindings: inputs arrive as UTF-8 bytes the JS
// wrapper wrote into wasm memory; diagnostics leave as plain JS objects with their message.
#pragma once

#include <emscripten/val.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.hpp"
#include "common/source_text.hpp"  // SourceCursor, which the bindings use for positions

namespace bn::bindings {

// The bytes at [address, address + length) of wasm memory, written there by the JS wrapper.
inline std::string_view input_at(std::uintptr_t address, std::size_t length) {
    return {reinterpret_cast<const char*>(address), length};
}

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

emscripten::val to_js(const std::vector<Diagnostic>& diagnostics, const std::string& language);

// A JS array of one(item) for each item, set by index: one call into JS per item. Not
// call<void>("push", ...): that goes through embind's method caller, which without new Function
// (strict CSP, -sDYNAMIC_EXECUTION=0) builds an array and loops over its argument types per call.
template <class Items, class One>
emscripten::val js_array(const Items& items, One&& one) {
    emscripten::val out = emscripten::val::array();
    unsigned index = 0;
    for (const auto& item : items) out.set(index++, one(item));
    return out;
}

// A Float64Array holding a copy of `values` (copied, so it survives memory growth).
emscripten::val float64_array(const std::vector<double>& values);

}  // namespace bn::bindings
