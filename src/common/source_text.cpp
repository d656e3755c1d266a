#include "common/source_text.hpp"

#include <algorithm>

namespace bn {

SourceText::SourceText(std::string_view text) : text_(text) {}

const std::vector<std::size_t>& SourceText::line_starts() const {
    if (!line_starts_.empty()) return line_starts_;
    line_starts_.push_back(0);
    for (std::size_t i = 0; i < text_.size(); ++i) {
        if (text_[i] == '\n') {
            line_starts_.push_back(i + 1);
        } else if (text_[i] == '\r') {
            if (i + 1 < text_.size() && text_[i + 1] == '\n') ++i;
            line_starts_.push_back(i + 1);
        }
    }
    return line_starts_;
}

std::size_t SourceText::utf16_length(std::string_view bytes) {
    std::size_t units = 0;
    for (unsigned char c : bytes) {
        if ((c & 0xC0) == 0x80) continue;  // continuation byte
        units += c >= 0xF0 ? 2 : 1;        // 4-byte sequences are surrogate pairs in UTF-16
    }
    return units;
}

LineColumn SourceText::locate(std::size_t offset) const {
    offset = std::min(offset, text_.size());
    const auto& starts = line_starts();
    auto it = std::upper_bound(starts.begin(), starts.end(), offset);
    std::size_t line_index = static_cast<std::size_t>(it - starts.begin()) - 1;
    std::size_t start = starts[line_index];
    return {static_cast<std::uint32_t>(line_index + 1),
            static_cast<std::uint32_t>(utf16_length(text_.substr(start, offset - start)) + 1)};
}

std::string_view SourceText::line_at(std::size_t offset) const {
    offset = std::min(offset, text_.size());
    const auto& starts = line_starts();
    auto it = std::upper_bound(starts.begin(), starts.end(), offset);
    std::size_t start = *(it - 1);
    std::size_t end = start;
    while (end < text_.size() && text_[end] != '\n' && text_[end] != '\r') ++end;
    return text_.substr(start, end - start);
}

void SourceText::resolve(std::vector<Diagnostic>& diagnostics) const {
    for (auto& d : diagnostics) {
        LineColumn at = locate(d.offset);
        d.line = at.line;
        d.column = at.column;
        std::size_t from = std::min(d.offset, text_.size());
        d.utf16_length = static_cast<std::uint32_t>(
            utf16_length(text_.substr(from, std::min(d.length, text_.size() - from))));
    }
}

}  // namespace bn
