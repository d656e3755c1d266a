#include "sgf/values.hpp"

#include <algorithm>

#include "common/limits.hpp"
#include "common/numbers.hpp"

namespace bn::sgf {

namespace {

std::optional<unsigned> letter_value(char c) {
    if (c >= 'a' && c <= 'z') return static_cast<unsigned>(c - 'a');
    if (c >= 'A' && c <= 'Z') return static_cast<unsigned>(c - 'A' + 26);
    return std::nullopt;
}

char letter_of(unsigned v) { return static_cast<char>(v < 26 ? 'a' + v : 'A' + (v - 26)); }

bool is_line_break(char c) { return c == '\n' || c == '\r'; }

// Length of the line break at text[i]: LF, CR, CRLF or LFCR.
std::size_t line_break_length(std::string_view text, std::size_t i) {
    if (i + 1 < text.size() && is_line_break(text[i + 1]) && text[i + 1] != text[i]) return 2;
    return 1;
}

std::string decode(std::string_view raw, bool keep_line_breaks) {
    std::string out;
    out.reserve(raw.size());
    for (std::size_t i = 0; i < raw.size(); ++i) {
        char c = raw[i];
        if (c == '\\' && i + 1 < raw.size()) {
            ++i;
            if (is_line_break(raw[i])) {  // soft line break
                i += line_break_length(raw, i) - 1;
                continue;
            }
            c = raw[i];
        } else if (is_line_break(c)) {
            i += line_break_length(raw, i) - 1;
            out += keep_line_breaks ? '\n' : ' ';
            continue;
        }
        out += (c == '\t' || c == '\v' || c == '\f') ? ' ' : c;
    }
    return out;
}

}  // namespace

std::optional<BoardSize> decode_size(std::string_view raw) {
    auto side = [](std::string_view digits) -> std::optional<unsigned> {
        auto v = parse_decimal(digits, max_format_board_size);
        if (!v || *v == 0) return std::nullopt;
        return static_cast<unsigned>(*v);
    };
    auto parts = split_compose(raw);
    if (!parts) {
        auto n = side(raw);
        if (!n) return std::nullopt;
        return BoardSize{*n, *n};
    }
    auto columns = side(parts->first);
    auto rows = side(parts->second);
    if (!columns || !rows) return std::nullopt;
    return BoardSize{*columns, *rows};
}

std::optional<go::Point> decode_point(std::string_view raw) {
    if (raw.size() != 2) return std::nullopt;
    auto x = letter_value(raw[0]);
    auto y = letter_value(raw[1]);
    if (!x || !y) return std::nullopt;
    return go::Point{*x, *y};
}

std::string encode_point(go::Point p) { return {letter_of(p.x), letter_of(p.y)}; }

std::optional<Move> decode_move(std::string_view raw, BoardSize size) {
    if (raw.empty()) return Move{true, {}};
    if (raw == "tt" && size.columns <= 19 && size.rows <= 19) return Move{true, {}};
    auto p = decode_point(raw);
    if (!p) return std::nullopt;
    return Move{false, *p};
}

std::optional<std::vector<go::Point>> decode_point_list(const std::vector<Value>& values) {
    std::vector<go::Point> points;
    for (const auto& v : values) {
        if (auto p = decode_point(v.raw)) {
            points.push_back(*p);
            continue;
        }
        auto corners = split_compose(v.raw);
        if (!corners) return std::nullopt;
        auto a = decode_point(corners->first);
        auto b = decode_point(corners->second);
        if (!a || !b) return std::nullopt;
        for (unsigned y = std::min(a->y, b->y); y <= std::max(a->y, b->y); ++y)
            for (unsigned x = std::min(a->x, b->x); x <= std::max(a->x, b->x); ++x) points.push_back({x, y});
    }
    return points;
}

std::optional<std::int64_t> decode_number(std::string_view raw) {
    bool negative = false;
    if (!raw.empty() && (raw[0] == '+' || raw[0] == '-')) {
        negative = raw[0] == '-';
        raw.remove_prefix(1);
    }
    auto v = parse_decimal(raw, bn::limits::max_safe_integer);
    if (!v) return std::nullopt;
    auto n = static_cast<std::int64_t>(*v);
    return negative ? -n : n;
}

std::optional<double> decode_real(std::string_view raw) {
    std::size_t i = 0;
    if (i < raw.size() && (raw[i] == '+' || raw[i] == '-')) ++i;
    std::size_t digits = 0;
    while (i < raw.size() && raw[i] >= '0' && raw[i] <= '9') ++i, ++digits;
    if (digits == 0) return std::nullopt;
    if (i < raw.size() && raw[i] == '.') {
        ++i;
        std::size_t fraction = 0;
        while (i < raw.size() && raw[i] >= '0' && raw[i] <= '9') ++i, ++fraction;
        if (fraction == 0) return std::nullopt;
    }
    if (i != raw.size() || raw.size() > 64) return std::nullopt;
    return decimal_value(raw);
}

std::optional<go::Color> decode_color(std::string_view raw) {
    if (raw == "B") return go::Color::black;
    if (raw == "W") return go::Color::white;
    return std::nullopt;
}

std::string decode_text(std::string_view raw) { return decode(raw, true); }
std::string decode_simple_text(std::string_view raw) { return decode(raw, false); }

std::optional<Composed> split_compose(std::string_view raw) {
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '\\') {
            ++i;
        } else if (raw[i] == ':') {
            return Composed{raw.substr(0, i), raw.substr(i + 1)};
        }
    }
    return std::nullopt;
}

std::string encode_text(std::string_view text, bool in_compose) {
    std::string out;
    out.reserve(text.size() + 8);
    for (char c : text) {
        if (c == '\\' || c == ']' || (in_compose && c == ':')) out += '\\';
        out += c;
    }
    return out;
}

}  // namespace bn::sgf
