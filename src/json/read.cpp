// JSON text -> DOM in two stages: the X3 grammar cuts the input into tokens, the builder
// gives them structure without recursion. A UTF-8 byte order mark is skipped (RFC 8259
// section 8.1 lets a parser ignore it).

#include "common/guarded.hpp"
#include "common/input.hpp"
#include "common/show_character.hpp"
#include "common/source_text.hpp"
#include "common/utf8.hpp"
#include "common/x3_run.hpp"
#include "json/parser.hpp"
#include "json/lexer.hpp"
#include "json/read.hpp"

namespace bn::json {

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// Why the grammar stopped at `offset`: inside a string (a bad escape, a control character,
// no closing quote), in a number, or at a character no token starts with.
void report_lexical_error(std::string_view text, std::size_t offset, Diagnostics& d) {
    char c = text[offset];
    // "1." and "1e" lex as the number "1" then a stray character: report the whole number.
    auto in_number = [&](char x) {
        return (x >= '0' && x <= '9') || x == '-' || x == '+' || x == '.' || x == 'e' || x == 'E';
    };
    if ((c == '.' || c == 'e' || c == 'E') && offset > 0 && text[offset - 1] >= '0' && text[offset - 1] <= '9') {
        while (offset > 0 && in_number(text[offset - 1])) --offset;
        c = text[offset];
    }
    if (c == '"') {
        for (std::size_t i = offset + 1; i < text.size(); ++i) {
            auto b = static_cast<unsigned char>(text[i]);
            if (text[i] == '"') break;
            if (b < 0x20) {
                d.error("json.control_in_string", i, 1, {{"char", show_character(text.substr(i))}});
                return;
            }
            if (text[i] == '\\') {
                std::size_t n = i + 1 < text.size() && text[i + 1] == 'u' ? 6 : 2;
                d.error("json.bad_escape", i, std::min(n, text.size() - i),
                        {{"escape", std::string(text.substr(i, std::min(n, text.size() - i)))}});
                return;
            }
        }
        d.error("json.unterminated_string", offset, 1);
        return;
    }
    if (c == '-' || (c >= '0' && c <= '9')) {
        std::size_t end = offset;
        while (end < text.size() && !is_space(text[end]) &&
               std::string_view(",]}").find(text[end]) == std::string_view::npos)
            ++end;
        d.error("json.bad_number", offset, end - offset,
                {{"number", std::string(text.substr(offset, std::min<std::size_t>(end - offset, 24)))}});
        return;
    }
    std::size_t n = 1;
    if (static_cast<unsigned char>(c) >= 0x80) {
        n = utf8_sequence_length(text.substr(offset));
        if (n == 0) {
            d.error("json.invalid_utf8", offset, 1);
            return;
        }
    }
    std::string_view word = text.substr(offset, n);
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
        std::size_t end = offset;
        while (end < text.size() && end - offset < 24 &&
               ((text[end] >= 'a' && text[end] <= 'z') || (text[end] >= 'A' && text[end] <= 'Z') ||
                (text[end] >= '0' && text[end] <= '9') || text[end] == '_'))
            ++end;
        word = text.substr(offset, end - offset);
    }
    // A word (`nul`, `True`) is quoted whole; any other character as every notation quotes one.
    const bool is_word = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    d.error("json.unexpected_char", offset, word.size(),
            {{"char", is_word ? "'" + std::string(word) + "'" : show_character(word)}});
}

}  // namespace

Parsed<Value> parse(std::string_view text, const ParseOptions& options) {
    return guarded_entry<Parsed<Value>>([&] {
        Parsed<Value> result;
        Diagnostics diagnostics;
        SourceText source(text);
        std::size_t max_bytes = std::min(options.max_bytes, limits::max_input_bytes);
        if (text.size() > max_bytes) {
            diagnostics.error("json.input_too_large", 0, 0,
                              {{"size", std::to_string(text.size())}, {"limit", std::to_string(max_bytes)}});
        } else if (accept_input_size(text, diagnostics)) {
            std::size_t from = utf8_bom_length(text);
            std::vector<lexer::Token> tokens;
            auto failure = run_grammar(text.substr(from), tokens_grammar(), tokens);
            if (failure) report_lexical_error(text, from + failure->offset, diagnostics);
            if (tokens.empty() && !failure) {
                diagnostics.error("json.empty_input", from, 0);
            } else if (!build_value(tokens, text, !failure, options, result.value, diagnostics)) {
                result.value = Value{};
            }
        }
        result.ok = !diagnostics.has_errors();
        result.diagnostics = std::move(diagnostics.items());
        source.resolve(result.diagnostics);
        return result;
    });
}

const Value* Value::find(std::string_view key) const {
    for (const Member& m : members)
        if (m.key == key) return &m.value;
    return nullptr;
}

}  // namespace bn::json
