// Maps byte offsets of a UTF-8 input to the line/column users see.
// Lines end at "\n", "\r\n" or a lone "\r"; columns count UTF-16 code units so that a column
// is the same number a JS string index or an editor shows.
#pragma once

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

}  // namespace bn
