// GBB text -> Board: the grammar first (a syntax error is reported here, with the offending
// line and a caret), then the checks (checks.cpp).
#include <algorithm>
#include <string>

#include "common/guarded.hpp"
#include "common/input.hpp"
#include "common/limits.hpp"
#include "common/numbers.hpp"
#include "common/show_character.hpp"
#include "common/source_text.hpp"
#include "common/x3_run.hpp"
#include "gbb/checks.hpp"
#include "gbb/grammar.hpp"
#include "gbb/read.hpp"

namespace bn::gbb {

namespace {

std::string expected_code(const std::string& rule) {
    for (const char* known : {grammar::expected_space, grammar::expected_number, grammar::expected_separator,
                              grammar::expected_size, grammar::expected_colour})
        if (rule == known) return "gbb.expected." + rule;
    return rule.empty() ? "gbb.expected.header" : "gbb.expected.end";
}

// Length of the token the reference's lexer would read at `rest` (first match wins, no word
// boundaries), or of one UTF-8 character when no token matches.
std::size_t token_length(std::string_view rest) {
    for (std::string_view word : {"GBB/1.0", "GBB", "gbb", "size", "cell", "head", "Azul", "Negro", "Rojo", "Verde"})
        if (rest.substr(0, word.size()) == word) return word.size();
    if (std::string_view("AaNnRrVv").find(rest[0]) != std::string_view::npos) return 1;
    std::size_t digits = 0;
    while (digits < rest.size() && rest[digits] >= '0' && rest[digits] <= '9') ++digits;
    if (digits > 0) return digits;
    std::size_t length = 1;
    while (length < rest.size() && (static_cast<unsigned char>(rest[length]) & 0xC0) == 0x80) ++length;
    return length;
}

// The offending line with a caret under the column; long lines are cut around the offset.
std::string context_of(const SourceText& source, std::size_t offset) {
    constexpr std::size_t window = 60;
    std::string_view line = source.line_at(offset);
    std::size_t line_start = static_cast<std::size_t>(line.data() - source.text().data());
    std::size_t at = offset - line_start;
    std::size_t from = at > window ? at - window : 0;
    while (from > 0 && (static_cast<unsigned char>(line[from]) & 0xC0) == 0x80) --from;
    std::size_t to = std::min(line.size(), at + window);
    while (to < line.size() && (static_cast<unsigned char>(line[to]) & 0xC0) == 0x80) ++to;
    std::string context = "  ";
    context += from > 0 ? "…" : "";
    context += line.substr(from, to - from);
    context += to < line.size() ? "…" : "";
    context += "\n  ";
    if (from > 0) context += ' ';
    for (char c : line.substr(from, at - from)) {
        if ((static_cast<unsigned char>(c) & 0xC0) == 0x80) continue;
        context += c == '\t' ? '\t' : ' ';
    }
    context += '^';
    return context;
}

void report_syntax_error(const SourceText& source, const GrammarFailure& failure, Diagnostics& out) {
    std::string_view text = source.text();
    MessageArg expected{"expected", expected_code(failure.expected), true};
    if (failure.offset >= text.size()) {
        out.error("gbb.unexpected_eof", text.size(), 0, {expected});
        return;
    }
    std::string_view rest = text.substr(failure.offset);
    std::size_t length = token_length(rest);
    MessageArg found{"found", "", true};
    switch (rest[0]) {
        case '\n':
        case '\r':
        case '\v':
        case '\f': found.value = "gbb.found.line_break"; break;
        case ' ': found.value = "gbb.found.space"; break;
        case '\t': found.value = "gbb.found.tab"; break;
        default: {
            // A word or a number is quoted whole; any other character as every notation quotes one.
            const unsigned char c = static_cast<unsigned char>(rest[0]);
            const bool word = (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z');
            found = {"found", word ? "'" + std::string(rest.substr(0, length)) + "'" : show_character(rest), false};
        }
    }
    out.error("gbb.unexpected_token", failure.offset, length,
              {found, expected, {"context", context_of(source, failure.offset)}});
}

}  // namespace

Parsed<Board> parse(std::string_view text) {
    return guarded_entry<Parsed<Board>>([&] {
        Parsed<Board> result;
        Diagnostics diagnostics;
        text.remove_prefix(utf8_bom_length(text));
        SourceText source(text);
        if (accept_input_size(text, diagnostics)) {
            syntax::File file;
            // The shortest cell declaration, "cell 0 0 a 0" and a separator, is 13 bytes:
            // reserving for that many avoids regrowing (and copying) the list of a big board.
            file.cells.reserve(text.size() / 13);
            if (auto failure = run_grammar(text, file_grammar(), file)) {
                report_syntax_error(source, *failure, diagnostics);
            } else {
                check_file(file, text.data(), source, diagnostics, result.value);
            }
        }
        result.ok = !diagnostics.has_errors();
        if (!result.ok) result.value = Board{};
        result.diagnostics = std::move(diagnostics.items());
        source.resolve(result.diagnostics);
        return result;
    });
}

}  // namespace bn::gbb
