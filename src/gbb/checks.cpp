// The checks after a successful grammar run, in the reference's order: width, height, head x,
// head y, then each cell in source order (x, y, duplicate, its colours left to right).
#include "gbb/checks.hpp"

#include <algorithm>
#include <string>
#include <unordered_map>

#include "common/limits.hpp"
#include "common/numbers.hpp"

namespace bn::gbb {

namespace {

constexpr std::size_t max_diagnostics = bn::limits::max_diagnostics;

std::string text_of(const syntax::Token& token) { return std::string(token.text()); }

const char* colour_word(Color color) {
    static const char* const words[] = {"Azul", "Negro", "Rojo", "Verde"};
    return words[static_cast<std::size_t>(color)];
}

Color colour_of(const syntax::Token& token) {
    switch (token.text()[0]) {
        case 'A':
        case 'a': return Color::blue;
        case 'N':
        case 'n': return Color::black;
        case 'R':
        case 'r': return Color::red;
        default: return Color::green;
    }
}

// The checks after a successful grammar run; fills `board` when they pass.
class Checker {
public:
    Checker(const char* base, const SourceText& source, Diagnostics& out) : base_(base), source_(source), out_(out) {}

    void run(const syntax::File& file, Board& board) {
        if (!check_size(file.size, board)) return;
        if (file.head) check_head(*file.head, board);
        std::vector<bool> declared(static_cast<std::size_t>(board.width) * board.height);
        board.cells.reserve(file.cells.size());
        for (const auto& cell : file.cells) {
            if (out_.items().size() >= max_diagnostics) break;
            check_cell(cell, board, declared);
        }
        locate_first_declarations(file, board);
        sort_by_location(board.cells);
    }

private:
    std::size_t offset(const syntax::Token& t) const { return static_cast<std::size_t>(t.begin - base_); }
    std::size_t length(const syntax::Token& t) const { return static_cast<std::size_t>(t.end - t.begin); }

    Diagnostic& error(std::string code, const syntax::Token& at, std::vector<MessageArg> args) {
        return out_.error(std::move(code), offset(at), length(at), std::move(args));
    }

    bool check_size(const syntax::Pair& size, Board& board) {
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
                  {{"width", text_of(size.first)},
                   {"height", text_of(size.second)},
                   {"limit", std::to_string(limits::max_cells)}});
            return false;
        }
        board.width = static_cast<std::uint32_t>(*width);
        board.height = static_cast<std::uint32_t>(*height);
        return true;
    }

    void check_head(const syntax::Pair& head, Board& board) {
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

    void check_cell(const syntax::Cell& cell, Board& board, std::vector<bool>& declared) {
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
            // Where the cell was first declared is added by locate_first_declarations.
            duplicates_.push_back({out_.items().size(), index});
            error("gbb.duplicated_cell", cell.x, where({}));
            return;
        }
        declared[index] = true;

        Cell result{static_cast<std::uint32_t>(*x), static_cast<std::uint32_t>(*y), {}};
        const syntax::Stone* seen[color_count] = {};
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
                      {{"count", text_of(stone.count)}, {"limit", std::to_string(bn::limits::max_safe_integer)}});
                ok = false;
                continue;
            }
            result.stones[slot] = *count;
        }
        if (ok && !result.empty()) board.cells.push_back(result);
    }

    // Says where each duplicated cell was first declared: one pass over the cells for all of
    // them (at most limits::max_diagnostics), instead of a search of the earlier cells for each.
    void locate_first_declarations(const syntax::File& file, const Board& board) {
        if (duplicates_.empty()) return;
        std::unordered_map<std::size_t, const syntax::Cell*> first;
        for (const auto& d : duplicates_) first.emplace(d.square, nullptr);
        std::size_t found = 0;
        for (const auto& cell : file.cells) {
            if (found == first.size()) break;
            auto x = parse_decimal(cell.x.text(), board.width - 1);
            auto y = parse_decimal(cell.y.text(), board.height - 1);
            if (!x || !y) continue;
            auto at = first.find(static_cast<std::size_t>(*x) * board.height + *y);
            if (at == first.end() || at->second) continue;
            at->second = &cell;
            ++found;
        }
        for (const auto& d : duplicates_) {
            const syntax::Cell* earlier = first[d.square];
            if (!earlier) continue;
            LineColumn where = source_.locate(offset(earlier->x));
            auto& args = out_.items()[d.diagnostic].args;
            args.push_back({"first_line", std::to_string(where.line)});
            args.push_back({"first_column", std::to_string(where.column)});
        }
    }

    // A gbb.duplicated_cell diagnostic (index into out_.items()) and its cell's square.
    struct Duplicate {
        std::size_t diagnostic, square;
    };
    std::vector<Duplicate> duplicates_;

    const char* base_;
    const SourceText& source_;
    Diagnostics& out_;
};

}  // namespace

void check_file(const syntax::File& file, const char* base, const SourceText& source, Diagnostics& out, Board& board) {
    Checker(base, source, out).run(file, board);
}

void sort_by_location(std::vector<Cell>& cells) {
    auto by_location = [](const Cell& a, const Cell& b) { return a.x != b.x ? a.x < b.x : a.y < b.y; };
    if (!std::is_sorted(cells.begin(), cells.end(), by_location))
        std::stable_sort(cells.begin(), cells.end(), by_location);
}

}  // namespace bn::gbb
