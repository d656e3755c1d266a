// Maps byte offsets of a UTF-8 input to the line/column users see.
// Lines end at "\n", "\r\n" or a lone "\r"; columns count UTF-16 code units so that a column
// is the same number a JS string index or an editor shows.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "common/diagnostic.hpp"

namespace bn {

struct LineColumn {
    std::uint32_t line = 1;
    std::uint32_t column = 1;
};

class SourceText {
public:
    explicit SourceText(std::string_view text);

    LineColumn locate(std::size_t offset) const;
    // The whole line holding `offset`, without its line break.
    std::string_view line_at(std::size_t offset) const;
    // UTF-16 length of text[from, to): how JS measures a slice of this input.
    static std::size_t utf16_length(std::string_view bytes);

    // Fills line, column and utf16_length of every diagnostic from its offset and length.
    void resolve(std::vector<Diagnostic>& diagnostics) const;
    // The same when the diagnostics are known to lie at or after `line_start`, the start of
    // line `line` (1-based), as those of one game of a database do: the scan starts there
    // rather than at the start of the text (which made a database with many warnings
    // quadratic). Falls back to the whole scan for a diagnostic before `line_start`.
    void resolve(std::vector<Diagnostic>& diagnostics, std::size_t line_start, std::uint32_t line) const;

    std::string_view text() const { return text_; }

private:
    struct LineStart {
        std::size_t index = 0;  // 0-based line number
        std::size_t start = 0;  // byte offset of its first character
    };
    // Built on first use: most parses succeed and never need a position.
    const std::vector<std::size_t>& marks() const;
    LineStart line_of(std::size_t offset) const;

    std::string_view text_;
    mutable std::vector<std::size_t> marks_;
};

// The line of offsets that only grow, as a reader meets them (the first line of each game of a
// database): each call counts the line breaks since the previous one, so a whole file costs one
// pass, where SourceText::locate per game would index the file and then scan from a mark.
class LineCounter {
public:
    explicit LineCounter(std::string_view text) : text_(text) {}
    // 1-based line of `offset`; offsets must not decrease between calls.
    std::uint32_t line_of(std::size_t offset);
    // Where the line of the last offset given to line_of starts.
    std::size_t line_start() const { return line_start_; }

private:
    std::string_view text_;
    std::size_t at_ = 0;
    std::uint32_t line_ = 1;
    std::size_t line_start_ = 0;
};

// Line and column (UTF-16 units, 1-based) of increasing offsets in one pass (going back
// restarts), for results that carry a position per node (SGF nodes, BDL tree nodes, BDL
// explicit blocks): trees are walked in document order, and SourceText::locate rescans the
// whole line each time, which is quadratic on the one-line files many programs write. One
// cursor serves both positions and the UTF-16 offsets at which JS slices values out of its
// string, so a result walks its input once. Inline: the loop runs once per input byte.
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

}  // namespace bn
