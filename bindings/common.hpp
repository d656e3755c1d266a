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

emscripten::val to_js(const std::vector<Diagnostic>& diagnostics, const std::string& language);

// A Float64Array holding a copy of `values` (copied, so it survives memory growth).
emscripten::val float64_array(const std::vector<double>& values);

// Line and column (UTF-16 units, 1-based) of increasing offsets in one pass (going back
// restarts): trees are walked in document order, and SourceText::locate rescans the whole
// line each time, which is quadratic on the one-line files many programs write.
class SourceCursor {
public:
    explicit SourceCursor(std::string_view text) : text_(text) {}
    LineColumn at(std::size_t offset) {
        advance(offset);
        return here_;
    }
    // How many UTF-16 units the text before `offset` has (where JS slices), for offsets that
    // are not inside a "\r\n" or a UTF-8 sequence.
    std::size_t units_at(std::size_t offset) {
        advance(offset);
        return units_;
    }

private:
    void advance(std::size_t offset) {
        if (offset < offset_) *this = SourceCursor(text_);
        offset = std::min(offset, text_.size());
        while (offset_ < offset) {
            auto c = static_cast<unsigned char>(text_[offset_++]);
            if (c == '\n' || c == '\r') {
                ++units_;
                if (c == '\r' && offset_ < text_.size() && text_[offset_] == '\n') {
                    ++offset_;
                    ++units_;
                }
                ++here_.line;
                here_.column = 1;
            } else if ((c & 0xC0) != 0x80) {
                std::uint32_t width = c >= 0xF0 ? 2 : 1;
                here_.column += width;
                units_ += width;
            }
        }
    }

    std::string_view text_;
    std::size_t offset_ = 0;
    std::size_t units_ = 0;
    LineColumn here_;
};

}  // namespace bn::bindings
