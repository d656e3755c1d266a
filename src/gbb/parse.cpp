// GBB text -> Board: the grammar first (syntax errors), then the checks in the reference's
// order: width, height, head x, head y, then each cell in source order (x, y, duplicate,
// its colours left to right).
#include <algorithm>
#include <string>

#include "common/guarded.hpp"
#include "common/input.hpp"
#include "common/limits.hpp"
#include "common/numbers.hpp"
#include "common/show_character.hpp"
#include "common/source_text.hpp"
#include "common/x3_run.hpp"
#include "gbb/grammar.hpp"
#include "gbb/model.hpp"

namespace bn::gbb {

namespace {

constexpr std::size_t max_diagnostics = bn::limits::max_diagnostics;

std::string expected_code(const std::string& rule) {
    for (const char* known : {grammar::expected_space, grammar::expected_number,
                              grammar::expected_separator, grammar::expected_size,
                              grammar::expected_colour})
        if (rule == known) return "gbb.expected." + rule;
    return rule.empty() ? "gbb.expected.header" : "gbb.expected.end";
}

// Length of the token the reference's lexer would read at `rest` (first match wins, no word
// boundaries), or of one UTF-8 character when no token matches.
std::size_t token_length(std::string_view rest) {
    for (std::string_view word : {"GBB/1.0", "GBB", "gbb", "size", "cell", "head", "Azul", "Negro",
                                  "Rojo", "Verde"})
        if (rest.substr(0, word.size()) == word) return word.size();
    if (std::string_view("AaNnRrVv").find(rest[0]) != std::string_view::npos) return 1;
    std::size_t digits = 0;
    while (digits < rest.size() && rest[digits] >= '0' && rest[digits] <= '9') ++digits;
    if (digits > 0) return digits;
    std::size_t length = 1;
    while (length < rest.size() && (static_cast<unsigned char>(rest[length]) & 0xC0) == 0x80)
        ++length;
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

void report_syntax_error(const SourceText& source, const GrammarFailure& failure,
                         Diagnostics& out) {
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
        case '\n': case '\r': case '\v': case '\f': found.value = "gbb.found.line_break"; break;
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

std::string text_of(const ast::Token& token) { return std::string(token.text()); }

const char* colour_word(Color color) {
    static const char* const words[] = {"Azul", "Negro", "Rojo", "Verde"};
    return words[static_cast<std::size_t>(color)];
}

Color colour_of(const ast::Token& token) {
    switch (token.text()[0]) {
        case 'A': case 'a': return Color::blue;
        case 'N': case 'n': return Color::black;
        case 'R': case 'r': return Color::red;
        default: return Color::green;
    }
}

// The checks after a successful grammar run; fills `board` when they pass.
class Checker {
public:
    Checker(const char* base, const SourceText& source, Diagnostics& out)
        : base_(base), source_(source), out_(out) {}

    void run(const ast::File& file, Board& board) {
        if (!check_size(file.size, board)) return;
        if (file.head) check_head(*file.head, board);
        std::vector<bool> declared(static_cast<std::size_t>(board.width) * board.height);
        board.cells.reserve(file.cells.size());
        for (const auto& cell : file.cells) {
            if (out_.items().size() >= max_diagnostics) return;
            check_cell(cell, file, board, declared);
        }
        auto by_location = [](const Cell& a, const Cell& b) {
            return a.x != b.x ? a.x < b.x : a.y < b.y;
        };
        if (!std::is_sorted(board.cells.begin(), board.cells.end(), by_location))
            std::sort(board.cells.begin(), board.cells.end(), by_location);
    }

private:
    std::size_t offset(const ast::Token& t) const { return static_cast<std::size_t>(t.begin - base_); }
    std::size_t length(const ast::Token& t) const { return static_cast<std::size_t>(t.end - t.begin); }

    Diagnostic& error(std::string code, const ast::Token& at, std::vector<MessageArg> args) {
        return out_.error(std::move(code), offset(at), length(at), std::move(args));
    }

    bool check_size(const ast::Pair& size, Board& board) {
        auto width = parse_decimal(size.first.text(), limits::max_cells);
        auto height = parse_decimal(size.second.text(), limits::max_cells);
        if (width && *width == 0) {
            error("gbb.invalid_width", size.first, {});
            return false;
        }
        if (height && *height == 0) {
            error("gbb.invalid_height", size.second, {});
            return false;
        }
        if (!width || !height || *width * *height > limits::max_cells) {
            error("gbb.board_too_large", !width ? size.first : size.second,
                  {{"width", text_of(size.first)}, {"height", text_of(size.second)},
                   {"limit", std::to_string(limits::max_cells)}});
            return false;
        }
        board.width = static_cast<std::uint32_t>(*width);
        board.height = static_cast<std::uint32_t>(*height);
        return true;
    }

    void check_head(const ast::Pair& head, Board& board) {
        auto x = parse_decimal(head.first.text(), board.width - 1);
        auto y = parse_decimal(head.second.text(), board.height - 1);
        if (!x) {
            error("gbb.head_x_outside", head.first,
                  {{"x", text_of(head.first)}, {"width", std::to_string(board.width)}});
        } else if (!y) {
            error("gbb.head_y_outside", head.second,
                  {{"y", text_of(head.second)}, {"height", std::to_string(board.height)}});
        } else {
            board.head_x = static_cast<std::uint32_t>(*x);
            board.head_y = static_cast<std::uint32_t>(*y);
        }
    }

    void check_cell(const ast::Cell& cell, const ast::File& file, Board& board,
                    std::vector<bool>& declared) {
        // Built only on the error paths: this function runs once per cell of big boards.
        auto where = [&cell](std::vector<MessageArg> more) {
            more.insert(more.begin(), {{"x", text_of(cell.x)}, {"y", text_of(cell.y)}});
            return more;
        };
        auto x = parse_decimal(cell.x.text(), board.width - 1);
        if (!x) {
            error("gbb.cell_x_outside", cell.x, where({{"width", std::to_string(board.width)}}));
            return;
        }
        auto y = parse_decimal(cell.y.text(), board.height - 1);
        if (!y) {
            error("gbb.cell_y_outside", cell.y, where({{"height", std::to_string(board.height)}}));
            return;
        }
        std::size_t index = static_cast<std::size_t>(*x) * board.height + *y;
        if (declared[index]) {
            report_duplicate_cell(cell, file, *x, *y, where({}));
            return;
        }
        declared[index] = true;

        Cell result{static_cast<std::uint32_t>(*x), static_cast<std::uint32_t>(*y), {}};
        const ast::Stone* seen[color_count] = {};
        bool ok = true;
        for (const auto& stone : cell.stones) {
            Color color = colour_of(stone.color);
            auto slot = static_cast<std::size_t>(color);
            if (seen[slot]) {
                LineColumn first = source_.locate(offset(seen[slot]->color));
                error("gbb.duplicated_color", stone.color,
                      where({{"color", colour_word(color)},
                             {"first_line", std::to_string(first.line)},
                             {"first_column", std::to_string(first.column)}}));
                return;
            }
            seen[slot] = &stone;
            auto count = parse_decimal(stone.count.text(), bn::limits::max_safe_integer);
            if (!count) {
                error("gbb.count_too_large", stone.count,
                      {{"count", text_of(stone.count)},
                       {"limit", std::to_string(bn::limits::max_safe_integer)}});
                ok = false;
                continue;
            }
            result.stones[slot] = *count;
        }
        if (ok && !result.empty()) board.cells.push_back(result);
    }

    // Rare path: find the earlier declaration of the same cell to say where it was.
    void report_duplicate_cell(const ast::Cell& cell, const ast::File& file, std::uint64_t x,
                               std::uint64_t y, std::vector<MessageArg> args) {
        for (const auto& earlier : file.cells) {
            if (&earlier == &cell) break;
            if (parse_decimal(earlier.x.text(), x) == x && parse_decimal(earlier.y.text(), y) == y) {
                LineColumn first = source_.locate(offset(earlier.x));
                args.push_back({"first_line", std::to_string(first.line)});
                args.push_back({"first_column", std::to_string(first.column)});
                break;
            }
        }
        error("gbb.duplicated_cell", cell.x, std::move(args));
    }

    const char* base_;
    const SourceText& source_;
    Diagnostics& out_;
};

}  // namespace

Parsed<Board> parse(std::string_view text) {
    return guarded_entry<Parsed<Board>>([&] {
        Parsed<Board> result;
        Diagnostics diagnostics;
        text.remove_prefix(utf8_bom_length(text));
        SourceText source(text);
        if (accept_input_size(text, diagnostics)) {
            ast::File file;
            // The shortest cell declaration, "cell 0 0 a 0" and a separator, is 13 bytes:
            // reserving for that many avoids regrowing (and copying) the list of a big board.
            file.cells.reserve(text.size() / 13);
            if (auto failure = run_grammar(text, file_grammar(), file)) {
                report_syntax_error(source, *failure, diagnostics);
            } else {
                Checker(text.data(), source, diagnostics).run(file, result.value);
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
