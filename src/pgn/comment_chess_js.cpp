// Comment texts in chess.js's dialect (pgn/comment.hpp): what the chess.js drop-in's loadPgn
// keeps of a comment. Not on any timed path: compiled for size (CMakeLists.txt).
#include <algorithm>
#include <string>
#include <string_view>

#include "pgn/comment.hpp"

namespace bn::pgn {

std::string_view chess_js_comment_text(std::string_view raw, std::string& buffer) {
    const auto line_break = [](char c) { return c == '\n' || c == '\r'; };
    if (*(raw.data() - 1) == ';') {
        // JavaScript's trim() of the white space a line can hold (its break is not in it); a
        // non-ASCII space (U+00A0...) at an end is kept, where trim() would drop it.
        const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\f' || c == '\v'; };
        std::size_t start = 0;
        std::size_t end = raw.size();
        while (start < end && blank(raw[start])) ++start;
        while (end > start && blank(raw[end - 1])) --end;
        return raw.substr(start, end - start);
    }
    if (std::none_of(raw.begin(), raw.end(), line_break)) return raw;
    buffer.clear();
    for (std::size_t i = 0; i < raw.size();) {
        if (!line_break(raw[i])) {
            buffer += raw[i++];
            continue;
        }
        buffer += ' ';
        while (i < raw.size() && line_break(raw[i])) ++i;
    }
    return buffer;
}

}  // namespace bn::pgn
