// BDL text -> syntax tree: the X3 grammar cuts the input into tokens, the screen reports the
// lexical errors, the reader builds the tree (syntax.cpp).
#include <algorithm>
#include <new>

#include "bdl/grammar.hpp"
#include "bdl/model.hpp"
#include "bdl/syntax.hpp"
#include "common/input.hpp"
#include "common/source_text.hpp"

namespace bn::bdl {

namespace {

// Sorted by position, at most limits::max_diagnostics, with line and column.
std::vector<Diagnostic> finish_diagnostics(std::string_view text, std::vector<Diagnostic> items) {
    std::stable_sort(items.begin(), items.end(),
                     [](const Diagnostic& a, const Diagnostic& b) { return a.offset < b.offset; });
    if (items.size() > limits::max_diagnostics) items.resize(limits::max_diagnostics);
    SourceText(text).resolve(items);
    return items;
}

}  // namespace

Parsed<Description> parse(std::string_view text) {
    Parsed<Description> result;
    Diagnostics out;
    if (!accept_input_size(text, out)) {
        result.diagnostics = std::move(out.items());
        return result;
    }
    try {
        const std::string_view body = text.substr(utf8_bom_length(text));
        auto tokens = screen_tokens(text, lex(body), out);
        result.value = read_description(text, std::move(tokens), out);
    } catch (const std::bad_alloc&) {
        out.error("common.internal_error", 0, 0, {{"what", "out of memory"}});
    }
    result.ok = !out.has_errors();
    result.diagnostics = finish_diagnostics(text, std::move(out.items()));
    return result;
}

std::vector<Diagnostic> check_text(std::string_view text) {
    auto parsed = parse(text);
    if (!parsed.ok) return parsed.diagnostics;
    auto checked = check(parsed.value, text);
    parsed.diagnostics.insert(parsed.diagnostics.end(), checked.begin(), checked.end());
    return parsed.diagnostics;
}

std::vector<Diagnostic> resolve_positions(std::string_view text, std::vector<Diagnostic> items) {
    return finish_diagnostics(text, std::move(items));
}

}  // namespace bn::bdl
