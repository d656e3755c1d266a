// BDL text -> syntax tree: the X3 lexer cuts the input into tokens (lexer.cpp), the screen
// reports the lexical errors (screen.cpp), the parser builds the tree (parser.cpp).
#include <algorithm>

#include "bdl/read.hpp"

#include "bdl/checks.hpp"
#include "bdl/lexer.hpp"
#include "bdl/parser.hpp"
#include "common/guarded.hpp"
#include "common/input.hpp"
#include "common/limits.hpp"
#include "common/source_text.hpp"

namespace bn::bdl {

namespace {

// Sorted by position, at most bn::limits::max_diagnostics, with line and column.
std::vector<Diagnostic> finish_diagnostics(std::string_view text, std::vector<Diagnostic> items) {
    sort_by_offset(items);
    if (items.size() > bn::limits::max_diagnostics) items.resize(bn::limits::max_diagnostics);
    SourceText(text).resolve(items);
    return items;
}

}  // namespace

Parsed<Description> parse(std::string_view text) {
    return guarded_entry<Parsed<Description>>([&] {
        Parsed<Description> result;
        Diagnostics out;
        if (accept_input_size(text, out)) {
            const std::string_view body = text.substr(utf8_bom_length(text));
            auto tokens = screen_tokens(text, lex(body), out);
            result.value = read_description(text, std::move(tokens), out);
        }
        result.ok = !out.has_errors();
        result.diagnostics = finish_diagnostics(text, std::move(out.items()));
        return result;
    });
}

std::vector<Diagnostic> check_text(std::string_view text) {
    std::vector<Diagnostic> all;
    Diagnostics failure;
    const bool done = guarded(failure, [&] {
        auto parsed = parse(text);
        all = std::move(parsed.diagnostics);
        if (!parsed.ok) return;
        auto checked = check(parsed.value, text);
        all.insert(all.end(), checked.begin(), checked.end());
    });
    if (!done) return std::move(failure.items());
    return all;
}

std::vector<Diagnostic> resolve_positions(std::string_view text, std::vector<Diagnostic> items) {
    return finish_diagnostics(text, std::move(items));
}

}  // namespace bn::bdl
