#include "hen/notation.hpp"

#include "common/utf8.hpp"

namespace bn::hen::notation {

namespace {
constexpr std::string_view columns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
constexpr std::string_view stones = "bwrglyp";  // in the order of Stone, after empty

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

}  // namespace

std::optional<unsigned> column_index(char c) {
    auto at = columns.find(c);
    if (at == std::string_view::npos) return std::nullopt;
    return static_cast<unsigned>(at);
}

char column_letter(unsigned index) { return index < columns.size() ? columns[index] : '?'; }

std::optional<Stone> stone_named(char c) {
    auto at = stones.find(c);
    if (at == std::string_view::npos) return std::nullopt;
    return static_cast<Stone>(at + 1);
}

char stone_letter(Stone s) {
    auto i = static_cast<std::size_t>(s);
    return i >= 1 && i <= stones.size() ? stones[i - 1] : '?';
}

bool is_black_or_white(Stone s) { return s == Stone::black || s == Stone::white; }

std::optional<Mark> mark_named(std::string_view text) {
    if (text == "CR") return Mark::circle;
    if (text == "SQ") return Mark::square;
    if (text == "TR") return Mark::triangle;
    if (text == "MA") return Mark::cross;
    return std::nullopt;
}

const char* mark_name(Mark m) {
    switch (m) {
        case Mark::circle: return "CR";
        case Mark::square: return "SQ";
        case Mark::triangle: return "TR";
        default: return "MA";
    }
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

std::optional<std::string> url_decode(std::string_view text) {
    if (text.find('%') == std::string_view::npos) return std::string(text);
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '%') {
            out += text[i];
            continue;
        }
        if (i + 2 >= text.size()) return std::nullopt;
        int high = hex_value(text[i + 1]);
        int low = hex_value(text[i + 2]);
        if (high < 0 || low < 0) return std::nullopt;
        out += static_cast<char>(high * 16 + low);
        i += 2;
    }
    // decodeURIComponent rejects bytes that are not UTF-8.
    if (!is_valid_utf8(out)) return std::nullopt;
    return out;
}

std::optional<SizeText> split_size(std::string_view body) {
    auto x = body.find('x');
    if (x == 0 || x == std::string_view::npos || x + 1 == body.size()) return std::nullopt;
    for (std::size_t i = 0; i < body.size(); ++i)
        if (i != x && !is_digit(body[i])) return std::nullopt;
    return SizeText{body.substr(0, x), body.substr(x + 1)};
}

bool is_label_char(char c) { return !is_space(c) && c != '.' && c != '_' && c != '-'; }

bool is_writable_label(std::string_view text) {
    if (text.empty() || mark_named(text)) return false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        // "%2E" would be URL-decoded when the HEN is read back (found by fuzz target hen_parse).
        if (text[i] == '%' && i + 2 < text.size() && hex_value(text[i + 1]) >= 0 && hex_value(text[i + 2]) >= 0)
            return false;
        if (text[i] != '-' && !is_label_char(text[i])) return false;
        if (text[i] == '~' && i + 1 < text.size() && stone_named(text[i + 1])) return false;
    }
    return true;
}

}  // namespace bn::hen::notation
