// The tokens screened before the parser reads them: an unknown character, a number that does
// not fit in 32 bits, an unterminated or too deep explicit block is reported here, at its
// place, and unknown characters are dropped, so that the parser sees only tokens it can read.
#include <string>

#include "bdl/limits.hpp"
#include "bdl/parser.hpp"
#include "common/numbers.hpp"
#include "common/show_character.hpp"

namespace bn::bdl {

std::optional<std::int32_t> integer_value(std::string_view text) {
    const bool negative = !text.empty() && text[0] == '-';
    const auto digits = text.substr(negative ? 1 : 0);
    const std::uint64_t max = negative ? std::uint64_t{2147483648} : std::uint64_t{2147483647};
    auto value = parse_decimal(digits, max);
    if (!value) return std::nullopt;
    return negative ? static_cast<std::int32_t>(-static_cast<std::int64_t>(*value)) : static_cast<std::int32_t>(*value);
}

std::vector<Token> screen_tokens(std::string_view text, std::vector<Token> tokens, Diagnostics& out) {
    // Kept tokens are compacted in place (the token list is the parser's largest allocation).
    std::size_t kept = 0;
    auto offset = [&](const char* p) { return static_cast<std::size_t>(p - text.data()); };
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        Token t = tokens[i];
        switch (t.kind) {
            case TokenKind::unknown: {
                // The bytes of one UTF-8 sequence arrive as several one-byte tokens: join them.
                while (i + 1 < tokens.size() && tokens[i + 1].kind == TokenKind::unknown &&
                       tokens[i + 1].begin == t.end && (static_cast<unsigned char>(*t.end) & 0xC0) == 0x80 &&
                       (static_cast<unsigned char>(*t.begin) & 0xC0) == 0xC0 && t.end - t.begin < 4)
                    t.end = tokens[++i].end;
                const auto c = t.text();
                if (c == "-")
                    out.error("bdl.detached_minus", offset(t.begin), 1);
                else
                    out.error("bdl.unknown_character", offset(t.begin), c.size(), {{"char", show_character(c)}});
                continue;
            }
            case TokenKind::integer:
                if (!integer_value(t.text()))
                    out.error("bdl.number_too_large", offset(t.begin), t.text().size(),
                              {{"number", std::string(t.text().substr(0, 40))}});
                break;
            case TokenKind::explicit_block:
                if (t.status == BlockStatus::unterminated)
                    out.error("bdl.unterminated_explicit", offset(t.problem), 1);
                else if (t.status == BlockStatus::too_deep)
                    out.error("bdl.explicit_too_deep", offset(t.problem), 1,
                              {{"limit", std::to_string(limits::max_brace_depth)}});
                break;
            default: break;
        }
        tokens[kept++] = t;
    }
    tokens.resize(kept);
    return tokens;
}

}  // namespace bn::bdl
