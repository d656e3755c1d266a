// A string token's escapes and bytes -> UTF-8. The grammar already guaranteed the escape
// forms and the absence of control characters; here the values are checked: the raw bytes
// must be valid UTF-8, and a \u escape of a surrogate must be one half of a proper pair
// (JS would accept a lone surrogate, but no UTF-8 text can hold it).
#include <cstdint>

#include "common/utf8.hpp"
#include "json/parser.hpp"

namespace bn::json {

namespace {

unsigned hex_value(char c) {
    if (c >= '0' && c <= '9') return static_cast<unsigned>(c - '0');
    if (c >= 'a' && c <= 'f') return static_cast<unsigned>(c - 'a' + 10);
    return static_cast<unsigned>(c - 'A' + 10);
}

unsigned hex4(std::string_view s) {
    unsigned v = 0;
    for (char c : s.substr(0, 4)) v = v * 16 + hex_value(c);
    return v;
}

char simple_escape(char c) {
    switch (c) {
        case 'b': return '\b';
        case 'f': return '\f';
        case 'n': return '\n';
        case 'r': return '\r';
        case 't': return '\t';
        default: return c;  // '"', '\\', '/'
    }
}

}  // namespace

bool decode_string(std::string_view token, std::size_t offset, std::string& out, Diagnostics& d) {
    out.clear();
    std::string_view body = token.substr(1, token.size() - 2);
    std::size_t i = 0;
    while (i < body.size()) {
        char c = body[i];
        if (c != '\\') {
            if (static_cast<unsigned char>(c) < 0x80) {
                out += c;
                ++i;
                continue;
            }
            std::size_t n = utf8_sequence_length(body.substr(i));
            if (n == 0) {
                d.error("json.invalid_utf8", offset + 1 + i, 1);
                return false;
            }
            out.append(body.substr(i, n));
            i += n;
            continue;
        }
        char e = body[i + 1];
        if (e != 'u') {
            out += simple_escape(e);
            i += 2;
            continue;
        }
        std::uint32_t cp = hex4(body.substr(i + 2));
        std::size_t length = 6;
        if (cp >= 0xD800 && cp <= 0xDBFF) {
            std::string_view rest = body.substr(i + 6);
            std::uint32_t low = rest.size() >= 6 && rest[0] == '\\' && rest[1] == 'u' ? hex4(rest.substr(2)) : 0;
            if (low < 0xDC00 || low > 0xDFFF) {
                d.error("json.lone_surrogate", offset + 1 + i, 6, {{"escape", std::string(body.substr(i, 6))}});
                return false;
            }
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
            length = 12;
        } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
            d.error("json.lone_surrogate", offset + 1 + i, 6, {{"escape", std::string(body.substr(i, 6))}});
            return false;
        }
        append_utf8(out, cp);
        i += length;
    }
    return true;
}

}  // namespace bn::json
