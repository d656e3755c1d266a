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
#include "common/source_text.hpp"

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

// Line and column (UTF-16 units, 1-based) of increasing offsets in one pass (going back
// restarts): trees are walked in document order, and SourceText::locate rescans the whole
// line each time, which is quadratic on the one-line files many programs write. One cursor
// serves both positions and slice offsets, so a parse walks its input once.
class SourceCursor {
public:
    // `ascii`: the caller knows the text is all ASCII (as many bytes as UTF-16 units), so the
    // per-byte loop only looks for line breaks.
    explicit SourceCursor(std::string_view text, bool ascii = false) : text_(text), ascii_(ascii) {}
    LineColumn at(std::size_t offset) {
        advance(offset);
        return {line_, static_cast<std::uint32_t>(units_ - line_start_ + 1)};
    }
    // How many UTF-16 units the text before `offset` has (where JS slices), for offsets that
    // are not inside a "\r\n" or a UTF-8 sequence.
    std::size_t units_at(std::size_t offset) {
        advance(offset);
        return units_;
    }

private:
    void advance(std::size_t offset) {
        if (offset < offset_) *this = SourceCursor(text_, ascii_);
        offset = std::min(offset, text_.size());
        // Locals, so that the loop keeps them in registers: this runs once per input byte.
        const auto* bytes = reinterpret_cast<const unsigned char*>(text_.data());
        std::size_t at = offset_, units = units_, line_start = line_start_;
        std::uint32_t line = line_;
        if (ascii_) {
            while (at < offset) {
                unsigned c = bytes[at++];
                if (c > '\r' || (c != '\n' && c != '\r')) continue;
                if (c == '\r' && at < text_.size() && bytes[at] == '\n') ++at;
                ++line;
                line_start = at;
            }
            units = at;
        }
        while (at < offset) {
            unsigned c = bytes[at++];
            if (c >= 0x80) {
                // A lead byte starts a character (two UTF-16 units from 4-byte sequences up);
                // continuation bytes add nothing.
                if ((c & 0xC0) != 0x80) units += c >= 0xF0 ? 2 : 1;
                continue;
            }
            ++units;
            if (c > '\r' || (c != '\n' && c != '\r')) continue;
            if (c == '\r' && at < text_.size() && bytes[at] == '\n') {
                ++at;
                ++units;
            }
            ++line;
            line_start = units;
        }
        offset_ = at;
        units_ = units;
        line_start_ = line_start;
        line_ = line;
    }

    std::string_view text_;
    bool ascii_ = false;
    std::size_t offset_ = 0;
    std::size_t units_ = 0;       // UTF-16 units before offset_
    std::size_t line_start_ = 0;  // UTF-16 units before the line that holds offset_
    std::uint32_t line_ = 1;
};

}  // namespace bn::bindings
