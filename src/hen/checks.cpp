// Strict check of a HEN string against the grammar of the HEN specification (its size, player
// and row productions, see docs/go.md), with hen-js's categories: structure, out of range,
// numbers, player order, label characters, and (in hen-js mode) unsupported colours and
// non-square sizes. White space is accepted between parts and between the items of a row (the
// spec's own multi-line examples use it there); anywhere else it is an error.
#include <algorithm>

#include "common/guarded.hpp"
#include "common/input.hpp"
#include "common/limits.hpp"
#include "common/numbers.hpp"
#include "common/source_text.hpp"
#include "hen/lexer.hpp"
#include "hen/notation.hpp"
#include "hen/read.hpp"

namespace bn::hen {

namespace {

using namespace notation;

std::string_view trim_end(std::string_view s) {
    while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
    return s;
}

class Validator {
public:
    Validator(std::string_view text, const Options& options, Diagnostics& d) : text_(text), options_(options), d_(d) {}

    void run() {
        std::string_view leading;
        const auto parts = split_parts(text_, &leading);
        for (std::size_t i = 0; i < leading.size(); ++i)
            if (!is_space(leading[i])) {
                d_.error("hen.unexpected_char", i, 1,
                         {{"char", std::string(1, leading[i])}, {"part", std::string(leading)}, {"offset", "0"}});
                break;
            }
        for (const Part& part : parts)
            if (part.kind == '.') size_of(part);
        for (const Part& part : parts) {
            // The library-wide cap: past it, checking more parts only costs time (a long
            // string of bad parts was quadratic, found by fuzz target hen_parse).
            if (full()) break;
            part_ = part;
            part_.body = trim_end(part.body);
            if (part.kind == '.')
                dot();
            else if (part.kind == '_')
                row();
            else
                player_order();
        }
    }

private:
    std::string part_text() const { return part_.kind + std::string(part_.body); }
    std::size_t at(std::size_t i) const { return part_.offset + 1 + i; }  // offset of body[i]

    bool full() const { return d_.items().size() >= bn::limits::max_diagnostics; }

    void error(const char* code, std::size_t i, std::size_t length, std::vector<MessageArg> args = {}) {
        if (full()) return;
        args.push_back({"part", part_text()});
        args.push_back({"offset", std::to_string(part_.offset)});
        d_.error(code, at(i), length, std::move(args));
    }

    void check_stone(Stone s, std::size_t i) {
        if (options_.hen_js_compatible && !is_black_or_white(s))
            error("hen.unsupported_stone", i, 1, {{"stone", std::string(1, stone_letter(s))}});
    }

    // The last size part that gives a board decides the size every other part is checked on.
    void size_of(const Part& part) {
        auto size = split_size(trim_end(part.body));
        if (!size) return;
        auto columns = parse_decimal(size->columns, max_size);
        auto rows = parse_decimal(size->rows, max_size);
        if (!columns || *columns == 0) return;
        width_ = static_cast<unsigned>(*columns);
        height_ = options_.hen_js_compatible || !rows || *rows == 0 ? width_ : static_cast<unsigned>(*rows);
    }

    // digits at body[i...]: the number (nothing when too large) and how many digits.
    std::pair<std::optional<std::uint64_t>, std::size_t> number_at(std::size_t i) const {
        if (i > part_.body.size()) return {std::nullopt, 0};
        std::size_t n = 0;
        while (i + n < part_.body.size() && is_digit(part_.body[i + n])) ++n;
        return {parse_decimal(part_.body.substr(i, n), bn::limits::max_safe_integer), n};
    }

    // Checks a number > 0 and <= limit; reports `too_large` past the limit.
    void check_number(std::optional<std::uint64_t> value, std::size_t i, std::size_t digits, std::uint64_t limit,
                      const char* too_large, std::vector<MessageArg> args) {
        if (value && *value == 0) {
            error("hen.number_not_positive", i, digits, {{"number", std::string(part_.body.substr(i, digits))}});
        } else if (!value || *value > limit) {
            args.push_back({"number", std::string(part_.body.substr(i, digits))});
            error(too_large, i, digits, std::move(args));
        }
    }

    void dot() {
        const std::string_view b = part_.body;
        if (auto size = split_size(b)) {
            std::vector<MessageArg> limit{{"limit", std::to_string(max_size)}};
            check_number(parse_decimal(size->columns, bn::limits::max_safe_integer), 0, size->columns.size(), max_size,
                         "hen.size_out_of_range", limit);
            check_number(parse_decimal(size->rows, bn::limits::max_safe_integer), size->columns.size() + 1,
                         size->rows.size(), max_size, "hen.size_out_of_range", limit);
            if (options_.hen_js_compatible && size->columns != size->rows &&
                parse_decimal(size->columns, max_size) != parse_decimal(size->rows, max_size))
                d_.warning("hen.non_square", part_.offset, b.size() + 1,
                           {{"part", part_text()},
                            {"width", std::string(size->columns)},
                            {"height", std::string(size->rows)}});
            return;
        }
        if (b.size() == 1 && stone_named(b[0])) return check_stone(*stone_named(b[0]), 0);
        if (b.size() == 2 && b[0] == 'p' && stone_named(b[1])) return check_stone(*stone_named(b[1]), 1);
        auto col = b.empty() ? std::nullopt : column_index(b[0]);
        auto [number, digits] = number_at(1);
        if (!col || digits == 0) return unrecognised();
        std::string_view rest = b.substr(1 + digits);
        std::optional<Stone> stone = rest.size() == 1 ? stone_named(rest[0]) : std::nullopt;
        const bool annotation = rest.size() > 1 && rest[0] == '-';
        if (!rest.empty() && !stone && !annotation) return unrecognised();
        check_number(number, 1, digits, height_, "hen.row_out_of_range", {{"height", std::to_string(height_)}});
        if (*col >= width_)
            error("hen.column_out_of_range", 0, 1,
                  {{"column", std::string(1, b[0])}, {"width", std::to_string(width_)}});
        if (stone) return check_stone(*stone, 1 + digits);
        if (annotation) label(rest.substr(1), 2 + digits);
    }

    void label(std::string_view text, std::size_t from) {
        if (mark_named(text)) return;
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (is_label_char(text[i])) continue;
            error("hen.invalid_label_char", from + i, 1,
                  {{"char", is_space(text[i]) ? std::string("white space") : std::string(1, text[i])}});
            return;
        }
    }

    void unrecognised() {
        d_.error("hen.unrecognised_part", part_.offset, part_.body.size() + 1,
                 {{"part", part_text()}, {"offset", std::to_string(part_.offset)}});
    }

    void row() {
        const std::string_view b = part_.body;
        auto [number, digits] = number_at(0);
        if (digits == 0) return error("hen.missing_row_number", 0, 0);
        check_number(number, 0, digits, height_, "hen.row_out_of_range", {{"height", std::to_string(height_)}});
        std::uint64_t col = 0;
        bool any_item = false;
        for (std::size_t i = digits; i < b.size();) {
            const char c = b[i];
            if (is_space(c)) {
                ++i;
                continue;
            }
            if (auto jump = column_index(c)) {
                if (i + 1 >= b.size() || !(stone_named(b[i + 1]) || b[i + 1] == '~')) {
                    error("hen.dangling_column", i, 1, {{"column", std::string(1, c)}});
                    ++i;
                    continue;
                }
                col = *jump;
                if (col >= width_)
                    error("hen.column_out_of_range", i, 1,
                          {{"column", std::string(1, c)}, {"width", std::to_string(width_)}});
                ++i;
                continue;
            }
            if (auto stone = stone_named(c)) {
                any_item = true;
                check_stone(*stone, i);
                auto [count, taken] = number_at(i + 1);
                if (taken > 0 && count && *count == 0)
                    error("hen.number_not_positive", i + 1, taken, {{"number", std::string(b.substr(i + 1, taken))}});
                std::uint64_t run = taken == 0 ? 1 : count.value_or(bn::limits::max_safe_integer);
                if (run > 0 && col < width_ && col + run > width_)
                    error("hen.run_out_of_range", i, 1 + taken, {{"width", std::to_string(width_)}});
                col += std::max<std::uint64_t>(run, 1);
                i += 1 + taken;
                continue;
            }
            if (c == '~') {
                any_item = true;
                auto [value, taken] = number_at(i + 1);
                if (taken == 0)
                    error("hen.unexpected_char", i, 1, {{"char", "~"}});
                else if (value && *value == 0)
                    error("hen.number_not_positive", i + 1, taken, {{"number", std::string(b.substr(i + 1, taken))}});
                if (col >= width_) error("hen.run_out_of_range", i, 1 + taken, {{"width", std::to_string(width_)}});
                ++col;
                i += 1 + taken;
                continue;
            }
            error("hen.unexpected_char", i, 1, {{"char", std::string(1, c)}});
            ++i;
        }
        if (!any_item) error("hen.empty_row", 0, b.size());
    }

    void player_order() {
        const std::string_view b = part_.body;
        std::size_t stones = 0;
        for (std::size_t i = 0; i < b.size(); ++i) {
            if (auto s = stone_named(b[i])) {
                ++stones;
                check_stone(*s, i);
            } else {
                error("hen.unexpected_char", i, 1, {{"char", std::string(1, b[i])}});
            }
        }
        if (stones < 2) error("hen.player_order_too_short", 0, b.size());
    }

    std::string_view text_;
    const Options& options_;
    Diagnostics& d_;
    unsigned width_ = 19;
    unsigned height_ = 19;
    Part part_;
};

}  // namespace

Validation validate(std::string_view text, const Options& options) {
    Diagnostics failure;
    Validation result;
    const bool done = guarded(failure, [&] {
        Diagnostics diagnostics;
        if (!accept_input_size(text, diagnostics)) {
            SourceText(text).resolve(diagnostics.items());
        } else {
            const std::string decoded = url_decode(text).value_or(std::string(text));
            Validator(decoded, options, diagnostics).run();
            if (diagnostics.items().size() > bn::limits::max_diagnostics)
                diagnostics.items().resize(bn::limits::max_diagnostics);
            SourceText(decoded).resolve(diagnostics.items());
        }
        for (auto& d : diagnostics.items())
            (d.severity == Severity::error ? result.errors : result.warnings).push_back(std::move(d));
        result.ok = result.errors.empty();
    });
    if (!done) return {false, std::move(failure.items()), {}};
    return result;
}

}  // namespace bn::hen
