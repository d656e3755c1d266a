#include "common/source_text.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <numeric>

namespace bn {

SourceText::SourceText(std::string_view text) : text_(text) {}

namespace {
constexpr std::size_t lines_per_mark = 64;
bool is_break(char c) { return c == '\n' || c == '\r'; }
}  // namespace

// The start of every 64th line. A table of every line start takes 8 bytes a line: 2 GB for a
// 256 MiB input of line breaks, which aborted on memory (docs/architecture.md, "Limits").
const std::vector<std::size_t>& SourceText::marks() const {
    if (!marks_.empty()) return marks_;
    marks_.push_back(0);
    std::size_t line = 0;
    for (std::size_t i = 0; i < text_.size(); ++i) {
        if (!is_break(text_[i])) continue;
        if (text_[i] == '\r' && i + 1 < text_.size() && text_[i + 1] == '\n') ++i;
        if (++line % lines_per_mark == 0) marks_.push_back(i + 1);
    }
    return marks_;
}

SourceText::LineStart SourceText::line_of(std::size_t offset) const {
    const auto& m = marks();
    auto it = std::upper_bound(m.begin(), m.end(), offset);
    const auto k = static_cast<std::size_t>(it - m.begin()) - 1;
    LineStart at{k * lines_per_mark, m[k]};
    for (std::size_t i = at.start; i < offset; ++i) {
        if (!is_break(text_[i])) continue;
        if (text_[i] == '\r' && i + 1 < text_.size() && text_[i + 1] == '\n') ++i;
        if (i + 1 <= offset) {  // the "\n" of a "\r\n" still belongs to the line it ends
            ++at.index;
            at.start = i + 1;
        }
    }
    return at;
}

namespace {
std::size_t utf16_units(unsigned char c) {
    if ((c & 0xC0) == 0x80) return 0;  // continuation byte
    return c >= 0xF0 ? 2 : 1;          // 4-byte sequences are surrogate pairs in UTF-16
}
}  // namespace

// Eight bytes at a time while they are ASCII (one unit each), which most text is: a byte at a
// time (before) was a tenth of reading an engine file's long comments.
std::size_t SourceText::utf16_length(std::string_view bytes) {
    std::size_t units = 0;
    std::size_t i = 0;
    const std::size_t n = bytes.size();
    for (; i + 8 <= n; i += 8) {
        std::uint64_t word;
        std::memcpy(&word, bytes.data() + i, 8);
        if ((word & 0x8080808080808080ull) == 0) {
            units += 8;
            continue;
        }
        for (std::size_t k = i; k < i + 8; ++k) units += utf16_units(static_cast<unsigned char>(bytes[k]));
    }
    for (; i < n; ++i) units += utf16_units(static_cast<unsigned char>(bytes[i]));
    return units;
}

LineColumn SourceText::locate(std::size_t offset) const {
    offset = std::min(offset, text_.size());
    const LineStart at = line_of(offset);
    return {static_cast<std::uint32_t>(at.index + 1),
            static_cast<std::uint32_t>(utf16_length(text_.substr(at.start, offset - at.start)) + 1)};
}

std::string_view SourceText::line_at(std::size_t offset) const {
    offset = std::min(offset, text_.size());
    const std::size_t start = line_of(offset).start;
    std::size_t end = start;
    while (end < text_.size() && text_[end] != '\n' && text_[end] != '\r') ++end;
    return text_.substr(start, end - start);
}

// One pass over the text for all the diagnostics, in offset order. Locating each one on its
// own scans its line from the line's start, and a long line (minified JSON, a HEN string, a
// BDL file on one line) made that quadratic: with 100 diagnostics on one 4 KB line it was
// most of the time of a parse.
void SourceText::resolve(std::vector<Diagnostic>& diagnostics) const { resolve(diagnostics, 0, 1); }

void SourceText::resolve(std::vector<Diagnostic>& diagnostics, std::size_t line_start,
                         std::uint32_t line_number) const {
    if (diagnostics.empty()) return;
    for (const Diagnostic& d : diagnostics)
        if (d.offset < line_start) {
            line_start = 0;
            line_number = 1;
        }
    std::vector<std::size_t> order(diagnostics.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return diagnostics[a].offset < diagnostics[b].offset; });
    std::size_t at = line_start, line = line_number - 1,
                units = 0;  // units: UTF-16 length from the line's start to `at`
    for (std::size_t k : order) {
        Diagnostic& d = diagnostics[k];
        const std::size_t offset = std::min(d.offset, text_.size());
        for (; at < offset; ++at) {
            const char c = text_[at];
            // The "\r" of a "\r\n" is a character of the line the "\n" ends (as in line_of).
            if (c == '\n' || (c == '\r' && !(at + 1 < text_.size() && text_[at + 1] == '\n'))) {
                ++line;
                units = 0;
            } else {
                units += utf16_length(std::string_view(&text_[at], 1));
            }
        }
        d.line = static_cast<std::uint32_t>(line + 1);
        d.column = static_cast<std::uint32_t>(units + 1);
        d.utf16_length =
            static_cast<std::uint32_t>(utf16_length(text_.substr(offset, std::min(d.length, text_.size() - offset))));
    }
}

namespace {

// Whether one of the eight bytes at `p` is '\n' or '\r' (a byte equal to b is a zero byte of
// word ^ (b * ones); the classic test for a zero byte, exact when read as a whole word).
bool has_line_break(const char* p) {
    std::uint64_t word;
    std::memcpy(&word, p, sizeof word);
    constexpr std::uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    const std::uint64_t lf = word ^ (ones * '\n'), cr = word ^ (ones * '\r');
    return (((lf - ones) & ~lf) | ((cr - ones) & ~cr)) & highs;
}

}  // namespace

std::uint32_t LineCounter::line_of(std::size_t offset) {
    offset = std::min(offset, text_.size());
    // A break ends after its last character: the "\n" of a "\r\n" at `offset` does not count
    // yet, as in SourceText::line_of.
    for (; at_ < offset; ++at_) {
        // Eight bytes without a break are passed over at once: most words of a text have none
        // (a PGN database's lines are ~80 bytes), and this counter walks whole files.
        while (offset - at_ >= 8 && !has_line_break(text_.data() + at_)) at_ += 8;
        if (at_ >= offset) break;
        const char c = text_[at_];
        if (c == '\n' || (c == '\r' && (at_ + 1 >= text_.size() || text_[at_ + 1] != '\n'))) {
            ++line_;
            line_start_ = at_ + 1;
        }
    }
    return line_;
}

}  // namespace bn
