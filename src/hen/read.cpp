// Lenient HEN -> position, following the algorithm hen-python and hen-worker share (parts split
// on "_", each read by its first character), with one correction the grammar asks for: size and
// player order are read first, so parts may really come in any order (`_8Gw.9x9`).
#include <algorithm>

#include "common/limits.hpp"
#include "common/numbers.hpp"
#include "hen/lexer.hpp"
#include "hen/notation.hpp"
#include "hen/read.hpp"

namespace bn::hen {

namespace {

using namespace notation;

// Leading digits of `text` as a number (0 when there are none or they overflow), and how
// many characters they took.
std::pair<std::uint64_t, std::size_t> leading_number(std::string_view text) {
    std::size_t n = 0;
    while (n < text.size() && is_digit(text[n])) ++n;
    auto value = parse_decimal(text.substr(0, n), bn::limits::max_safe_integer);
    return {value.value_or(0), n};
}

class LenientReader {
public:
    explicit LenientReader(const Options& options) : options_(options) {}

    Position read(const std::vector<Part>& parts) {
        for (const Part& part : parts) {
            if (part.kind == '.') read_size(part.body);
            if (part.kind == '~') read_player_order(part.body);
        }
        position_ = Position::empty(width_, height_);
        position_.player_order = order_;
        numbers_.assign(position_.board.size(), 0);
        for (const Part& part : parts) {
            if (part.kind == '.') read_dot(part.body);
            if (part.kind == '_') read_row(part.body);
        }
        colour_numbered_stones();
        return std::move(position_);
    }

private:
    bool usable(Stone s) const { return !options_.hen_js_compatible || is_black_or_white(s); }

    void read_size(std::string_view body) {
        auto size = split_size(body);
        if (!size) return;
        auto columns = parse_decimal(size->columns, max_size);
        auto rows = parse_decimal(size->rows, max_size);
        if (!columns || *columns == 0) return;
        const auto width = static_cast<unsigned>(*columns);
        unsigned height = width;  // hen-js keeps N of ".NxM"
        if (!options_.hen_js_compatible) {
            if (!rows || *rows == 0) return;  // an unusable half makes the part unusable
            height = static_cast<unsigned>(*rows);
        }
        width_ = width;
        height_ = height;
    }

    void read_player_order(std::string_view body) {
        std::vector<Stone> order;
        for (char c : body)
            if (auto s = stone_named(c); s && usable(*s)) order.push_back(*s);
        if (order.size() >= 2) order_ = std::move(order);
    }

    // "<column><row>" at the start of `body`: the point and the rest of the text.
    std::optional<std::pair<Point, std::string_view>> point_prefix(std::string_view body) const {
        if (body.empty()) return std::nullopt;
        auto col = column_index(body[0]);
        auto [row, digits] = leading_number(body.substr(1));
        if (!col || digits == 0 || row == 0 || row > height_ || *col >= width_) return std::nullopt;
        return std::make_pair(Point{static_cast<unsigned>(height_ - row), *col}, body.substr(1 + digits));
    }

    void read_dot(std::string_view body) {
        if (split_size(body)) return;  // read first
        if (body.size() == 1) {
            if (auto s = stone_named(body[0]); s && usable(*s)) position_.turn = *s;
            return;
        }
        if (body.size() >= 2 && body[0] == 'p') {
            if (auto s = stone_named(body[1])) {
                if (usable(*s)) position_.last_move = LastMove{*s, true, 0, 0};
                return;
            }
        }
        auto at = point_prefix(body);
        if (!at) return;
        auto [point, rest] = *at;
        if (rest.empty()) {
            position_.ko = point;
        } else if (rest.size() == 1) {
            if (auto s = stone_named(rest[0]); s && usable(*s))
                position_.last_move = LastMove{*s, false, point.row, point.col};
        } else if (rest[0] == '-') {
            std::string_view text = rest.substr(1);
            if (auto mark = mark_named(text)) position_.marks.push_back({point.row, point.col, *mark});
            // Only labels toString can write back: a position parse gives always round-trips.
            else if (is_writable_label(text))
                position_.labels.push_back({point.row, point.col, std::string(text)});
        }
    }

    void read_row(std::string_view body) {
        auto [number, digits] = leading_number(body);
        if (digits == 0 || number == 0 || number > height_) return;  // the whole row is dropped
        const unsigned row = static_cast<unsigned>(height_ - number);
        std::uint64_t col = 0;
        for (std::size_t i = digits; i < body.size();) {
            const char c = body[i];
            if (auto jump = column_index(c)) {
                col = *jump;
                ++i;
            } else if (auto stone = stone_named(c)) {
                auto [count, taken] = leading_number(body.substr(i + 1));
                i += 1 + taken;
                // The letter places the first stone; "b3" is three stones in all.
                std::uint64_t run = std::max<std::uint64_t>(count, 1);
                for (std::uint64_t k = 0; k < run && col < width_; ++k, ++col)
                    if (usable(*stone)) position_.set(row, static_cast<unsigned>(col), *stone);
            } else if (c == '~') {
                auto [count, taken] = leading_number(body.substr(i + 1));
                i += 1 + taken;
                // One number per point, the later one wins (as for stones): a duplicate
                // would not survive toString (found by fuzz target hen_parse).
                if (count > 0 && col < width_) numbers_[std::size_t{row} * position_.width + col] = count;
                ++col;
            } else {
                ++i;  // anything else is skipped
            }
        }
    }

    // Numbered stone k takes colour (k - 1) mod n of the player order (default b, w). In board
    // order (top row first), the order toString writes them in: rows may come in any order in the
    // text (found by fuzz target hen_parse).
    void colour_numbered_stones() {
        static const std::vector<Stone> default_order{Stone::black, Stone::white};
        const auto& order = order_.empty() ? default_order : order_;
        for (unsigned row = 0; row < position_.height; ++row)
            for (unsigned col = 0; col < position_.width; ++col)
                if (const auto number = numbers_[std::size_t{row} * position_.width + col]) {
                    position_.numbered_stones.push_back({row, col, number});
                    position_.set(row, col, order[(number - 1) % order.size()]);
                }
    }

    const Options& options_;
    unsigned width_ = 19;
    unsigned height_ = 19;
    std::vector<Stone> order_;
    Position position_;
    std::vector<std::uint64_t> numbers_;  // by point (row * width + col): its number, 0 for none
};

}  // namespace

std::optional<Position> parse_or_throw(std::string_view text, const Options& options) {
    // Past the library's input limit: nothing, as for any string that is no position.
    if (text.empty() || text.size() > bn::limits::max_input_bytes) return std::nullopt;
    std::string decoded = url_decode(text).value_or(std::string(text));
    decoded.erase(std::remove_if(decoded.begin(), decoded.end(), is_space), decoded.end());
    return LenientReader(options).read(split_parts(decoded));
}

std::optional<Position> parse(std::string_view text, const Options& options) {
    try {
        return parse_or_throw(text, options);
    } catch (const std::exception&) {  // out of memory, or a bug: never past this function
        return std::nullopt;
    }
}

}  // namespace bn::hen
