// FEN text -> Position: the grammar first (fen_grammar.cpp, the shape of each field), a grammar
// failure said as the field it stopped in (report_syntax_error), then the rules (fen_checks.cpp).
// Also the entry of chess.js's dialect (FenOptions::chess_js), which reads its padded text here.
#include <algorithm>
#include <string>

#include "chess/fen.hpp"
#include "chess/fen_checks.hpp"
#include "chess/fen_chess_js.hpp"
#include "chess/fen_grammar.hpp"
#include "common/guarded.hpp"
#include "common/source_text.hpp"
#include "common/x3_run.hpp"

namespace bn::chess {

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

std::size_t utf8_length(std::string_view rest) {
    std::size_t length = 1;
    while (length < rest.size() && (static_cast<unsigned char>(rest[length]) & 0xC0) == 0x80) ++length;
    return length;
}

// A grammar failure names the field it happened in: the number of space runs before it.
void report_syntax_error(std::string_view whole, std::string_view text, std::size_t at, Diagnostics& out) {
    static const char* const field_codes[] = {"chess.fen.invalid_piece",    "chess.fen.invalid_side",
                                              "chess.fen.invalid_castling", "chess.fen.invalid_en_passant",
                                              "chess.fen.invalid_halfmove", "chess.fen.invalid_fullmove"};
    const std::size_t base = static_cast<std::size_t>(text.data() - whole.data());
    // Whitespace around the FEN (only strict mode gets here with it) always stops the grammar.
    if (is_space(text.front()) || is_space(text.back())) {
        std::size_t from = 0, to = text.size();
        if (!is_space(text.front())) {
            from = text.size();
            while (from > 0 && is_space(text[from - 1])) --from;
        } else {
            to = std::find_if(text.begin(), text.end(), [](char c) { return !is_space(c); }) - text.begin();
        }
        out.error("chess.fen.whitespace", base + from, to - from);
        return;
    }
    // Separators are runs of spaces, consumed before each field: a space where the grammar
    // stopped follows the sixth field.
    if (text[at] == ' ') {
        while (at < text.size() && text[at] == ' ') ++at;
        out.error("chess.fen.too_many_fields", base + at, text.size() - at);
        return;
    }
    if (is_space(text[at])) {
        out.error("chess.fen.separator", base + at, 1);
        return;
    }
    std::size_t field = 0;
    for (std::size_t i = 0; i < at; ++i)
        if (text[i] == ' ' && (i == 0 || text[i - 1] != ' ')) ++field;
    if (field == 0) {
        std::size_t length = utf8_length(text.substr(at));
        out.error("chess.fen.invalid_piece", base + at, length, {{"char", std::string(text.substr(at, length))}});
        return;
    }
    if (field >= 6) {
        out.error("chess.fen.too_many_fields", base + at, text.size() - at);
        return;
    }
    std::size_t begin = at;
    while (begin > 0 && text[begin - 1] != ' ') --begin;
    std::size_t end = text.find(' ', at);
    if (end == std::string_view::npos) end = text.size();
    out.error(field_codes[field], base + begin, end - begin, {{"field", std::string(text.substr(begin, end - begin))}});
}

// Diagnostics of the text chess.js's load() reads (padded, its fields rewritten) point into the
// text given: at the same offset, cut at its end.
void fit_to(std::string_view whole, std::vector<Diagnostic>& diagnostics) {
    for (Diagnostic& d : diagnostics) {
        d.offset = std::min(d.offset, whole.size());
        d.length = std::min(d.length, whole.size() - d.offset);
    }
    SourceText(whole).resolve(diagnostics);
}

Parsed<Position> parse_chess_js_fen(std::string_view whole, const FenOptions& options) {
    const ChessJsFen js =
        read_chess_js_fen(whole, options.position_rules, options.chess960 != FenOptions::Chess960::off);
    FenOptions reader = options;
    reader.chess_js = false;
    if (js.problem == nullptr) {
        reader.strict = false;
        reader.position_rules = false;
        Parsed<Position> read = parse_fen(js.fen, reader);
        fit_to(whole, read.diagnostics);
        return read;
    }
    reader.strict = true;
    reader.position_rules = true;
    reader.chess960 = FenOptions::Chess960::off;
    Parsed<Position> refused = parse_fen(js.fen, reader);
    fit_to(whole, refused.diagnostics);
    refused.ok = false;
    refused.value = Position{};
    if (std::none_of(refused.diagnostics.begin(), refused.diagnostics.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::error; })) {
        Diagnostics out;
        out.error(js.problem, 0, whole.size());
        SourceText(whole).resolve(out.items());
        refused.diagnostics = std::move(out.items());
    }
    return refused;
}

}  // namespace

std::string chess_js_fen_problem(std::string_view text) {
    const char* problem = read_chess_js_fen(text, true, false, false).problem;
    return problem ? problem : "";
}

Parsed<Position> parse_fen(std::string_view whole, const FenOptions& options) {
    if (options.chess_js) return parse_chess_js_fen(whole, options);
    Parsed<Position> result;
    Diagnostics out;
    std::string_view text = whole;
    if (!options.strict) {
        while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
        while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    }
    try {
        syntax::Fen fen;
        if (text.empty()) {
            out.error("chess.fen.empty", 0, whole.size());
        } else if (text.size() > 1024) {
            // A FEN is at most about 90 bytes; a long input is not a FEN.
            out.error("chess.fen.too_long", 0, whole.size(),
                      {{"size", std::to_string(whole.size())}, {"limit", "1024"}});
        } else if (auto failure = run_grammar(text, fen_grammar(), fen)) {
            report_syntax_error(whole, text, failure->offset, out);
        } else {
            check_fen(whole, fen, options, out, result.value);
        }
        SourceText(whole).resolve(out.items());
    } catch (const std::exception& failure) {  // out of memory, or a bug: never past this function
        report_internal_error(failure, out);
    }
    result.ok = !out.has_errors();
    if (!result.ok) result.value = Position{};
    result.diagnostics = std::move(out.items());
    return result;
}

}  // namespace bn::chess
