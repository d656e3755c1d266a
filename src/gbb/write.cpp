// Board -> GBB text, with the reference stringifier's exact layout: declarations joined by
// `between_keywords`, no trailing newline; in a cell line the four colour groups are joined
// by `between_colors` with absent groups left empty and only the ends trimmed (so a gap in
// the middle leaves a doubled separator, as the reference writes it).
#include <string>

#include "common/guarded.hpp"
#include "gbb/write.hpp"

namespace bn::gbb {

namespace {

char separator_char(Separator s) { return s == Separator::space ? ' ' : s == Separator::tab ? '\t' : '\n'; }

class Writer {
public:
    Writer(const WriteOptions& options, std::string& out) : options_(options), out_(out) {}

    void declaration_break() { out_ += separator_char(options_.between_keywords); }

    void pair(const char* keyword, std::uint64_t first, std::uint64_t second) {
        out_ += keyword;
        out_ += separator_char(options_.keyword_to_coordinates);
        out_ += std::to_string(first);
        out_ += separator_char(options_.between_coordinates);
        out_ += std::to_string(second);
    }

    void cell(const Cell& cell) {
        pair("cell", cell.x, cell.y);
        out_ += separator_char(options_.between_coordinates);
        bool all_colours = options_.declare_colors_with_zero_stones || cell.empty();
        std::string groups;
        for (std::size_t c = 0; c < color_count; ++c) {
            if (c > 0) groups += separator_char(options_.between_colors);
            if (cell.stones[c] == 0 && !all_colours) continue;
            groups += color_name(c);
            groups += separator_char(options_.color_key_to_number);
            groups += std::to_string(cell.stones[c]);
        }
        std::size_t first = groups.find_first_not_of(" \t");
        std::size_t last = groups.find_last_not_of(" \t");
        out_.append(groups, first, last - first + 1);
    }

private:
    const char* color_name(std::size_t c) const {
        static const char* const full[] = {"Azul", "Negro", "Rojo", "Verde"};
        static const char* const short_names[] = {"a", "n", "r", "v"};
        return options_.use_full_color_names ? full[c] : short_names[c];
    }

    const WriteOptions& options_;
    std::string& out_;
};

// An upper bound of the output size, checked before writing anything.
std::uint64_t estimated_size(const Board& board, const WriteOptions& options) {
    constexpr std::uint64_t cell_line = 5 + 2 * 11 + 4 * (6 + 17);
    std::uint64_t lines =
        options.declare_colors_with_all_zero_stones ? std::uint64_t{board.width} * board.height : board.cells.size();
    return 64 + lines * cell_line;
}

// The text of `board`, appended to `text`.
void write_board(const Board& board, const WriteOptions& options, std::string& text) {
    Writer writer(options, text);
    text.reserve(64 + board.cells.size() * 48);
    text += "GBB/1.0";
    writer.declaration_break();
    writer.pair("size", board.width, board.height);
    if (options.declare_colors_with_all_zero_stones) {
        auto next = board.cells.begin();
        for (std::uint32_t x = 0; x < board.width; ++x) {
            for (std::uint32_t y = 0; y < board.height; ++y) {
                Cell cell{x, y, {}};
                if (next != board.cells.end() && next->x == x && next->y == y) cell = *next++;
                writer.declaration_break();
                writer.cell(cell);
            }
        }
    } else {
        for (const auto& cell : board.cells) {
            writer.declaration_break();
            writer.cell(cell);
        }
    }
    writer.declaration_break();
    writer.pair("head", board.head_x, board.head_y);
}

}  // namespace

Written write(const Board& board, const WriteOptions& options) {
    Written result;
    Diagnostics out;
    const std::uint64_t size = estimated_size(board, options);
    if (size > limits::max_output_bytes) {
        out.error("gbb.stringify.output_too_large", 0, 0,
                  {{"size", std::to_string(size)}, {"limit", std::to_string(limits::max_output_bytes)}});
    } else {
        result.ok = guarded(out, [&] { write_board(board, options, result.text); });
        if (!result.ok) result.text.clear();
    }
    result.diagnostics = std::move(out.items());
    return result;
}

}  // namespace bn::gbb
