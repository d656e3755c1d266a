// Maps byte offsets of a UTF-8 input to the line/column users see.
// Lines end at "\n", "\r\n" or a lone "\r"; columns count UTF-16 code units so that a column
// is the same number a JS string index or an editor shows.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
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
    // `ascii`: the caller knows the text is all ASCII (as many bytes as UTF-16 units). The
    // cursor finds that out itself at the speed of its word-wide scan; kept for the callers.
    explicit SourceCursor(std::string_view text, bool /*ascii*/ = false) : text_(text) {}
    LineColumn at(std::size_t offset) {
        const std::size_t units = units_at(offset);  // first: it may move to another line
        return {line_, static_cast<std::uint32_t>(units - line_start_ + 1)};
    }
    // How many UTF-16 units the text before `offset` has (where JS slices), for offsets that
    // are not inside a "\r\n" or a UTF-8 sequence. Within the plain run ahead (the usual
    // case), without moving: the next offset is reached from here as cheaply.
    std::size_t units_at(std::size_t offset) {
        if (offset >= offset_ && offset <= plain_end_) return units_ + (offset - offset_);
        advance(offset);
        return units_;
    }

private:
    // The cursor is asked a few times a node, a few bytes further each time: the cost was the
    // call and a loop over those bytes (a fifth of an SGF parse). Most bytes are plain, ASCII and
    // no line break, where a byte is a unit and the line goes on: the end of the run of plain
    // bytes ahead (plain_end_) is found eight bytes at a time, and an offset within it is
    // reached by a subtraction. Only the other bytes are walked one by one.
    void advance(std::size_t offset) {
        if (offset < offset_) *this = SourceCursor(text_);
        offset = std::min(offset, text_.size());
        while (offset_ < offset) {
            if (offset_ < plain_end_) {
                const std::size_t to = std::min(offset, plain_end_);
                units_ += to - offset_;
                offset_ = to;
                continue;
            }
            step();
            plain_end_ = plain_run_end(offset_);
        }
    }
    // One byte that is not plain (or the two of "\r\n").
    void step() {
        const auto c = static_cast<unsigned char>(text_[offset_++]);
        if (c >= 0x80) {
            // A lead byte starts a character (two UTF-16 units from 4-byte sequences up);
            // continuation bytes add nothing.
            if ((c & 0xC0) != 0x80) units_ += c >= 0xF0 ? 2 : 1;
            return;
        }
        ++units_;
        if (c != '\n' && c != '\r') return;
        if (c == '\r' && offset_ < text_.size() && text_[offset_] == '\n') {
            ++offset_;
            ++units_;
        }
        ++line_;
        line_start_ = units_;
    }
    // Where the run of plain bytes from `from` ends: the first byte at or after it that is
    // 0x80 or more or at most "\r" (line breaks, and a few control characters that step()
    // takes as plain), or the end of the text.
    std::size_t plain_run_end(std::size_t from) const {
        constexpr std::uint64_t ones = 0x0101010101010101ULL;
        constexpr std::uint64_t highs = 0x8080808080808080ULL;
        const char* bytes = text_.data();
        std::size_t at = from;
        for (; at + 8 <= text_.size(); at += 8) {
            std::uint64_t w;
            std::memcpy(&w, bytes + at, 8);
            // High bit of each byte >= 0x80, and of each byte < 0x0E (a borrow can mark a byte
            // above a marked one too, never one below: the lowest mark is exact).
            const std::uint64_t marks = (w | ((w - ones * 0x0E) & ~w)) & highs;
            if (marks != 0) return at + static_cast<std::size_t>(__builtin_ctzll(marks) / 8);
        }
        for (; at < text_.size(); ++at) {
            const auto c = static_cast<unsigned char>(bytes[at]);
            if (c >= 0x80 || c <= '\r') return at;
        }
        return at;
    }

    std::string_view text_;
    std::size_t offset_ = 0;
    std::size_t plain_end_ = 0;   // bytes [offset_, plain_end_) are plain
    std::size_t units_ = 0;       // UTF-16 units before offset_
    std::size_t line_start_ = 0;  // UTF-16 units before the line that holds offset_
    std::uint32_t line_ = 1;
};

}  // namespace bn
