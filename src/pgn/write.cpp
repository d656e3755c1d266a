// The export format (PGN 8, 3.2). The move tree is walked with an explicit stack of lines,
// so variations nested any depth never grow the C++ stack.
#include <algorithm>
#include <string>

#include "pgn/write.hpp"

#include "pgn/lexer.hpp"

namespace bn::pgn {

namespace {

// Tokens separated by one space, on lines of at most `max` characters; a token longer than a
// line stands alone on its line.
class Lines {
public:
    explicit Lines(std::string& out, std::size_t max) : out_(out), max_(max) {}

    void token(std::string_view t) {
        std::size_t extra = prefix_.size() + t.size();
        if (length_ > 0 && length_ + 1 + extra > max_) {
            out_ += '\n';
            length_ = 0;
        } else if (length_ > 0) {
            out_ += ' ';
            ++length_;
        }
        out_ += prefix_;
        out_ += t;
        length_ += extra;
        prefix_.clear();
    }
    // "(" is written against the token that follows it.
    void open() { prefix_ += '('; }
    // ")" against the token before it, unless the line is full.
    void close() {
        if (length_ + 1 > max_) {
            out_ += '\n';
            length_ = 0;
        }
        out_ += ')';
        ++length_;
    }
    // A comment as "{word word ...}", breakable between its words; one with a '}' in it, which
    // cannot stand inside braces (PGN 5), as a ";" comment, which runs to the end of its line.
    // Either reads back as the same text (comments are kept with white space folded).
    void comment(const Comment& c) {
        std::string_view text = c.text;
        if (text.find('}') != std::string_view::npos) return line_comment(text);
        if (text.empty()) return token("{}");
        bool first = true;
        while (!text.empty()) {
            std::size_t space = text.find(' ');
            std::string word(text.substr(0, space));
            if (first) word.insert(0, 1, '{');
            text = space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
            if (text.empty()) word += '}';
            token(word);
            first = false;
        }
    }
    void end() {
        if (length_ > 0) out_ += '\n';
        length_ = 0;
    }

private:
    // ";text" ends its line (longer than max_ when the text is). Line breaks in the text (only
    // possible in a Comment built by hand: read comments have their white space folded) become
    // spaces, as reading would fold them.
    void line_comment(std::string_view text) {
        std::string t = ";";
        for (char c : text) t += c == '\n' || c == '\r' ? ' ' : c;
        token(t);
        out_ += '\n';
        length_ = 0;
    }

    std::string& out_;
    std::size_t max_;
    std::size_t length_ = 0;
    std::string prefix_;
};

constexpr std::string_view roster[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};

void write_tags(const Game& game, std::string& out) {
    const std::string result = game.result.empty() ? "*" : game.result;
    for (std::string_view name : roster) {
        const Tag* tag = game.tag(name);
        std::string value = tag ? tag->value : name == "Date" ? "????.??.??" : name == "Result" ? result : "?";
        out += tag_pair(name, value);
        out += '\n';
    }
    std::vector<const Tag*> others;
    for (const auto& tag : game.tags)
        if (std::find(std::begin(roster), std::end(roster), tag.name) == std::end(roster)) others.push_back(&tag);
    std::stable_sort(others.begin(), others.end(), [](const Tag* a, const Tag* b) { return a->name < b->name; });
    for (const Tag* tag : others) {
        out += tag_pair(tag->name, tag->value);
        out += '\n';
    }
}

struct LineCursor {
    NodeIndex node;
    bool need_number;  // a black move here is written with "N..."
    bool is_variation;
    bool move_written = false;
    std::size_t next_variation = 0;
};

void write_moves(const Game& game, Lines& lines) {
    bool need_number = true;
    for (const auto& c : game.comments) lines.comment(c);
    // NAGs before the first move (read with pgn.nag_before_game): written where they were.
    for (auto nag : game.nags) lines.token("$" + std::to_string(nag));
    std::vector<LineCursor> stack{{game.first, need_number, false}};
    while (!stack.empty()) {
        LineCursor& cursor = stack.back();
        if (cursor.node == no_node || cursor.node >= game.nodes.size()) {
            if (cursor.is_variation) lines.close();
            stack.pop_back();
            if (!stack.empty()) stack.back().need_number = true;
            continue;
        }
        const MoveNode& n = game.nodes[cursor.node];
        if (!cursor.move_written) {
            for (const auto& c : n.comments_before) lines.comment(c);
            if (!n.comments_before.empty()) cursor.need_number = true;
            if (n.color == chess::white)
                lines.token(std::to_string(n.move_number) + ".");
            else if (cursor.need_number)
                lines.token(std::to_string(n.move_number) + "...");
            lines.token(n.san);
            for (auto nag : n.nags) lines.token("$" + std::to_string(nag));
            for (const auto& c : n.comments) lines.comment(c);
            cursor.need_number = !n.comments.empty();
            cursor.move_written = true;
        }
        if (cursor.next_variation < n.variations.size()) {
            NodeIndex first = n.variations[cursor.next_variation++];
            lines.open();
            stack.push_back({first, true, true});
            continue;
        }
        cursor.node = n.next;
        cursor.move_written = false;
        cursor.next_variation = 0;
    }
    lines.token(game.result.empty() ? "*" : game.result);
    lines.end();
}

}  // namespace

bool is_tag_name(std::string_view name) {
    return !name.empty() && std::all_of(name.begin(), name.end(), is_tag_name_char);
}

std::string tag_pair(std::string_view name, std::string_view value) {
    std::string out;
    out.reserve(name.size() + value.size() + 5);
    out += '[';
    out += name;
    out += " \"";
    for (char c : value) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte == 0x7F) c = ' ';  // (a multi-byte UTF-8 character has no such byte)
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    out += "\"]";
    return out;
}

std::string write(const Game& game, const WriteOptions& options) {
    std::string out;
    write_tags(game, out);
    out += '\n';
    Lines lines(out, options.max_line < 10 ? 10 : options.max_line);
    write_moves(game, lines);
    return out;
}

}  // namespace bn::pgn
