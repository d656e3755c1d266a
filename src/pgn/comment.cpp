// Comment text and the 2001 supplement's commands ([%clk], [%egt], [%emt], [%mct]) plus the
// de-facto ones lichess and ChessBase write ([%eval], [%cal], [%csl]).
#include "pgn/comment.hpp"

#include "common/numbers.hpp"
#include "pgn/lexer.hpp"

#include <cstdlib>
#include <string>

namespace bn::pgn {

namespace {

bool all_digits(std::string_view s) {
    if (s.empty()) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    return true;
}

// "H:MM:SS", "MM:SS" or "SS", each part digits, the last one with optional decimals.
bool read_clock(std::string_view v, double& seconds) {
    double total = 0;
    int parts = 0;
    while (true) {
        std::size_t colon = v.find(':');
        std::string_view part = v.substr(0, colon);
        if (colon == std::string_view::npos) {
            std::size_t dot = part.find('.');
            if (!all_digits(part.substr(0, dot))) return false;
            if (dot != std::string_view::npos && !all_digits(part.substr(dot + 1))) return false;
            total = total * 60 + decimal_value(part);
            break;
        }
        if (!all_digits(part) || ++parts > 2) return false;
        total = total * 60 + decimal_value(part);
        v.remove_prefix(colon + 1);
    }
    seconds = total;
    return true;
}

// "0.17", "-1.5", "+3", "#-3", "#4"; an eval may be followed by ",depth".
bool read_eval(std::string_view v, Command& c) {
    v = v.substr(0, v.find(','));
    if (!v.empty() && v[0] == '#') {
        std::string_view n = v.substr(1);
        bool negative = !n.empty() && (n[0] == '-' || n[0] == '+');
        if (!all_digits(negative ? n.substr(1) : n) || n.size() > 6) return false;
        c.is_mate = true;
        c.mate = std::atoi(std::string(n).c_str());
        return true;
    }
    std::string_view n = v;
    if (!n.empty() && (n[0] == '-' || n[0] == '+')) n.remove_prefix(1);
    std::size_t dot = n.find('.');
    if (!all_digits(n.substr(0, dot)) || (dot != std::string_view::npos && !all_digits(n.substr(dot + 1))))
        return false;
    c.pawns = decimal_value(v);
    return true;
}

bool read_square(std::string_view s, chess::Square& sq) {
    if (s.size() != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8') return false;
    sq = static_cast<chess::Square>((s[1] - '1') * 8 + (s[0] - 'a'));
    return true;
}

// "Ge4,Rd5" (csl) or "Ge2e4,Rd2d4" (cal): colour letter then one or two squares.
bool read_shapes(std::string_view v, bool arrows, std::vector<Shape>& shapes) {
    while (!v.empty()) {
        std::size_t comma = v.find(',');
        std::string_view item = v.substr(0, comma);
        while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
        while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
        if (item.size() != (arrows ? 5u : 3u) || std::string_view("RGBY").find(item[0]) == std::string_view::npos)
            return false;
        Shape shape;
        shape.color = item[0];
        if (!read_square(item.substr(1, 2), shape.from)) return false;
        if (arrows && !read_square(item.substr(3, 2), shape.to)) return false;
        shapes.push_back(shape);
        if (comma == std::string_view::npos) break;
        v.remove_prefix(comma + 1);
    }
    return !shapes.empty();
}

}  // namespace

// Runs of text whose only white space is single spaces between words are appended whole: a
// call per word (before) was a tenth of reading engine files (TCEC: a long comment of single-
// spaced words after every move), a call per character a tenth of reading an online export.
void fold_spaces(std::string_view raw, std::string& out) {
    out.clear();
    out.reserve(raw.size());
    const std::size_t n = raw.size();
    std::size_t i = 0;
    while (i < n && is_space(raw[i])) ++i;
    while (i < n) {
        const std::size_t run = i;
        // To the next white space that is not one space between two words.
        while (i < n && (!is_space(raw[i]) || (raw[i] == ' ' && i + 1 < n && !is_space(raw[i + 1])))) ++i;
        out.append(raw.data() + run, i - run);
        while (i < n && is_space(raw[i])) ++i;
        if (i < n) out += ' ';
    }
}

void read_command_value(Command& c) { read_command_value(c.name, c.value, c); }

void read_command_value(std::string_view n, std::string_view value, Command& c) {
    c.parsed = false;
    c.shapes.clear();
    c.is_mate = false;
    c.seconds = c.pawns = 0;
    c.mate = 0;
    if (n == "clk" || n == "egt" || n == "emt" || n == "mct")
        c.parsed = read_clock(value, c.seconds);
    else if (n == "eval")
        c.parsed = read_eval(value, c);
    else if (n == "cal" || n == "csl")
        c.parsed = read_shapes(value, n == "cal", c.shapes);
    if (!c.parsed) c.shapes.clear();
}

Comment read_comment(std::string_view raw) {
    Comment comment;
    read_comment(raw, comment);
    return comment;
}

void read_comment(std::string_view raw, Comment& into) {
    fold_spaces(raw, into.text);
    into.raw = {};
    std::size_t count = 0;
    const std::string_view t = into.text;
    for_each_command(t, [&](const CommandSpan& span) {
        // The commands of the comment read before are overwritten in place, keeping their strings.
        if (count == into.commands.size()) into.commands.emplace_back();
        Command& command = into.commands[count++];
        command.name.assign(t.substr(span.name_at, span.name_end - span.name_at));
        command.value.assign(t.substr(span.value_at, span.value_end - span.value_at));
        read_command_value(command);
    });
    into.commands.resize(count);
}

}  // namespace bn::pgn
