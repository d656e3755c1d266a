// chess.js 1.4's pgn() layout (write_chess_js.hpp): groups of a move number and its moves,
// joined by spaces or wrapped as chess.js wraps them.
#include <algorithm>
#include <string>

#include "pgn/write_chess_js.hpp"

#include "common/source_text.hpp"
#include "pgn/termination.hpp"
#include "pgn/write.hpp"

namespace bn::pgn {

const std::vector<std::string_view>& chess_js_tag_order() {
    static const std::vector<std::string_view> order = {
        // The Seven Tag Roster (PGN 8.1.1).
        "Event", "Site", "Date", "Round", "White", "Black", "Result",
        // The optional tags (PGN 9), in the standard's order.
        "WhiteTitle", "BlackTitle", "WhiteElo", "BlackElo", "WhiteUSCF", "BlackUSCF", "WhiteNA", "BlackNA", "WhiteType",
        "BlackType", "EventDate", "EventSponsor", "Section", "Stage", "Board", "Opening", "Variation", "SubVariation",
        "ECO", "NIC", "Time", "UTCTime", "UTCDate", "TimeControl", "SetUp", "FEN", "Termination", "Annotator", "Mode",
        "PlyCount"};
    return order;
}

ChessJsGame chess_js_game_of(const chess::Game& game) {
    ChessJsGame out;
    out.first_number = game.start().fullmove_number();
    out.black_first = game.start().side_to_move() == chess::black;
    out.sans = game.san_history();
    return out;
}

namespace {

// How long chess.js finds `text`: its UTF-16 code units, as every length JS sees.
std::size_t js_length(std::string_view text) { return SourceText::utf16_length(text); }

// The tags in chess.js's order: the standard's first, the others as given.
std::string tag_lines(const std::vector<Tag>& tags, std::string_view newline) {
    const auto& order = chess_js_tag_order();
    std::string out;
    auto write = [&](const Tag& tag) {
        if (tag.value.empty() || !is_tag_name(tag.name)) return;
        out += tag_pair(tag.name, tag.value);
        out += newline;
    };
    for (std::string_view name : order)
        for (const auto& tag : tags)
            if (tag.name == name) write(tag);
    for (const auto& tag : tags)
        if (std::find(order.begin(), order.end(), tag.name) == order.end()) write(tag);
    return out;
}

// The groups chess.js joins: "{start comment}", "12. Nf3 {comment} Nc6", ..., the result.
std::vector<std::string> groups_of(const ChessJsGame& game) {
    auto with_comment = [&](std::string text, std::size_t position) {
        if (position >= game.comments.size() || !game.comments[position]) return text;
        if (!text.empty()) text += ' ';
        return text + '{' + *game.comments[position] + '}';
    };
    std::vector<std::string> groups;
    std::string group = with_comment("", 0);
    if (game.sans.empty()) groups.push_back(group);
    std::uint32_t number = game.first_number;
    bool black = game.black_first;
    for (std::size_t i = 0; i < game.sans.size(); ++i) {
        if (i == 0 && black) {
            if (!group.empty()) group += ' ';
            group += std::to_string(number) + ". ...";
        } else if (!black) {
            if (!group.empty()) groups.push_back(group);
            group = std::to_string(number) + '.';
        }
        group += ' ';
        group += game.sans[i];
        group = with_comment(std::move(group), i + 1);
        if (black) ++number;
        black = !black;
    }
    if (!game.sans.empty() && !group.empty()) groups.push_back(group);
    groups.push_back(is_termination_marker(game.result) ? game.result : "*");
    return groups;
}

// chess.js's wrapping of the groups into lines of at most `max` characters (see the header).
class Wrapper {
public:
    Wrapper(std::size_t max, std::string_view newline) : max_(max), newline_(newline) {}

    void add(std::size_t index, const std::string& group) {
        const std::size_t length = js_length(group);
        if (width_ + length > max_ && group.find('{') != std::string::npos) return add_broken(group);
        if (index > 0 && width_ + length > max_)
            break_line();
        else if (index > 0)
            space();
        text(group, length);
    }
    std::string take() { return std::move(out_); }

private:
    // A group with a comment, broken between its words (runs of spaces fold into one).
    void add_broken(std::string_view group) {
        bool first = true;
        while (!group.empty()) {
            const std::size_t space_at = group.find(' ');
            const std::string_view word = group.substr(0, space_at);
            group = space_at == std::string_view::npos ? std::string_view() : group.substr(space_at + 1);
            if (word.empty()) continue;
            const std::size_t length = js_length(word);
            const std::size_t gap = first && width_ > 0 ? 1 : 0;
            if (width_ + gap + length > max_)
                break_line();
            else if (gap)
                space();
            text(word, length);
            space();
            first = false;
        }
        drop_trailing_space();
    }
    void text(std::string_view t, std::size_t length) {
        out_ += t;
        width_ += length;
        trailing_spaces_ = 0;
    }
    void space() {
        out_ += ' ';
        ++width_;
        ++trailing_spaces_;
    }
    // Only a space written as a separator goes (the newline may end with a space: "<br />").
    bool drop_trailing_space() {
        if (trailing_spaces_ == 0) return false;
        out_.pop_back();
        --width_;
        --trailing_spaces_;
        return true;
    }
    void break_line() {
        while (drop_trailing_space()) {
        }
        out_ += newline_;
        width_ = 0;
        trailing_spaces_ = 0;
    }

    std::size_t max_;
    std::string_view newline_;
    std::string out_;
    std::size_t width_ = 0;
    std::size_t trailing_spaces_ = 0;
};

}  // namespace

std::string write_chess_js(const ChessJsGame& game, const ChessJsLayout& layout) {
    std::string out = tag_lines(game.tags, layout.newline);
    if (!game.sans.empty()) out += layout.newline;
    const auto groups = groups_of(game);
    if (layout.max_width == 0) {
        for (std::size_t i = 0; i < groups.size(); ++i) {
            if (i > 0) out += ' ';
            out += groups[i];
        }
        return out;
    }
    Wrapper wrapper(layout.max_width, layout.newline);
    for (std::size_t i = 0; i < groups.size(); ++i) wrapper.add(i, groups[i]);
    return out + wrapper.take();
}

}  // namespace bn::pgn
