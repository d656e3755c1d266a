// Comment text and the 2001 supplement's commands ([%clk], [%egt], [%emt], [%mct]) plus the
// de-facto ones lichess and ChessBase write ([%eval], [%cal], [%csl]).
#include "pgn/comment.hpp"

#include "common/numbers.hpp"
#include "pgn/lexer.hpp"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>

namespace bn::pgn {

namespace {

bool all_digits(std::string_view s) {
    if (s.empty()) return false;
    for (char c : s)
        if (!is_digit(c)) return false;
    return true;
}

// The value of the digits `part` (no point), whose integer value is `whole` when they are 15
// or fewer (exact in a double, as decimal_value gives it), else read by decimal_value.
double whole_value(std::string_view part, std::uint64_t whole) {
    return part.size() <= 15 ? static_cast<double>(whole) : decimal_value(part);
}

// "H:MM:SS", "MM:SS" or "SS", each part digits, the last one with optional decimals. One pass
// over the value: a find per part and a decimal_value per part (before) cost more than the
// reading of the rest of an online export's comment.
bool read_clock(std::string_view v, double& seconds) {
    double total = 0;
    int colons = 0;
    const std::size_t n = v.size();
    for (std::size_t i = 0;;) {
        const std::size_t start = i;
        std::uint64_t whole = 0;
        for (; i < n && is_digit(v[i]); ++i) whole = whole * 10 + static_cast<std::uint64_t>(v[i] - '0');
        if (i == start) return false;
        if (i < n && v[i] == ':') {
            if (++colons > 2) return false;
            total = total * 60 + whole_value(v.substr(start, i - start), whole);
            ++i;
            continue;
        }
        if (i < n && v[i] == '.') {
            const std::size_t decimals = ++i;
            while (i < n && is_digit(v[i])) ++i;
            if (i == decimals || i != n) return false;
            total = total * 60 + decimal_value(v.substr(start));
            break;
        }
        if (i != n) return false;
        total = total * 60 + whole_value(v.substr(start), whole);
        break;
    }
    seconds = total;
    return true;
}

// "0.17", "-1.5", "+3", "#-3", "#4"; an eval may be followed by ",depth". A number is read in
// one pass (as read_clock).
bool read_eval(std::string_view v, Command& c) {
    if (!v.empty() && v[0] == '#') {
        std::string_view n = v.substr(1, v.find(',') - 1);
        bool negative = !n.empty() && (n[0] == '-' || n[0] == '+');
        if (!all_digits(negative ? n.substr(1) : n) || n.size() > 6) return false;
        c.is_mate = true;
        c.mate = std::atoi(std::string(n).c_str());
        return true;
    }
    const std::size_t n = v.size();
    std::size_t i = 0;
    if (i < n && (v[i] == '-' || v[i] == '+')) ++i;
    const std::size_t digits = i;
    while (i < n && is_digit(v[i])) ++i;
    if (i == digits) return false;
    if (i < n && v[i] == '.') {
        const std::size_t decimals = ++i;
        while (i < n && is_digit(v[i])) ++i;
        if (i == decimals) return false;
    }
    if (i < n && v[i] != ',') return false;
    c.pawns = decimal_value(v.substr(0, i));
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

namespace {

constexpr std::uint64_t ones = 0x0101010101010101ull;
constexpr std::uint64_t highs = 0x8080808080808080ull;

// A high bit in each byte of `word` that is a space, none elsewhere (exact: no borrow crosses
// bytes).
std::uint64_t space_bytes(std::uint64_t word) {
    const std::uint64_t x = word ^ (ones * ' ');  // spaces become zero bytes
    return ~(((x & ~highs) + ~highs) | x | ~highs);
}

// Whether the trimmed `text` needs more folding than its trimming: white space other than a
// space, or two spaces in a row. Eight bytes at a time: an engine file's comments are long
// lines of single-spaced words, whose byte-by-byte check was a tenth of reading one.
bool needs_folding(std::string_view text) {
    const std::size_t n = text.size();
    // A white space that is not one space before a character that is not white space (the
    // trimmed text ends with one: text[k + 1] is in it).
    const auto folds_at = [&](std::size_t k) {
        const char c = text[k];
        return static_cast<unsigned char>(c) <= ' ' && is_space(c) && (c != ' ' || is_space(text[k + 1]));
    };
    std::size_t i = 0;
    bool space_last = false;  // the byte before i is a space
    for (; i + 8 <= n; i += 8) {
        std::uint64_t word;
        std::memcpy(&word, text.data() + i, 8);
        if (((word - ones * ' ') & ~word & highs) != 0) {  // a byte under ' ': maybe \t to \r
            for (std::size_t k = i; k < i + 8; ++k)
                if (folds_at(k)) return true;
        }
        const std::uint64_t spaces = space_bytes(word);
        if ((spaces & (spaces >> 8)) != 0 || (space_last && (spaces & 0x80) != 0)) return true;
        space_last = (spaces >> 63) != 0;
    }
    if (space_last && i < n && is_space(text[i])) return true;
    for (; i < n; ++i)
        if (folds_at(i)) return true;
    return false;
}

}  // namespace

std::string_view folded_text(std::string_view raw, std::string& buffer) {
    std::size_t start = 0;
    std::size_t end = raw.size();
    while (start < end && is_space(raw[start])) ++start;
    while (end > start && is_space(raw[end - 1])) --end;
    const std::string_view text = raw.substr(start, end - start);
    if (!needs_folding(text)) return text;
    fold_spaces(text, buffer);
    return buffer;
}

std::string comment_prose(std::string_view folded) {
    std::string without;
    std::size_t kept = 0;
    for_each_command(folded, [&](const CommandSpan& span) {
        without.append(folded.substr(kept, span.at - kept));
        without += ' ';  // "a[%clk 1:00]b" reads "a b"
        kept = span.end;
    });
    if (kept == 0) return std::string(folded);
    without.append(folded.substr(kept));
    std::string prose;
    fold_spaces(without, prose);
    return prose;
}

void read_command_value(Command& c) { read_command_value(c.name, c.value, c); }

void read_command_value(std::string_view n, std::string_view value, Command& c) {
    c.parsed = false;
    c.shapes.clear();
    c.is_mate = false;
    c.seconds = c.pawns = 0;
    c.mate = 0;
    if (is_command(n, "clk") || is_command(n, "egt") || is_command(n, "emt") || is_command(n, "mct"))
        c.parsed = read_clock(value, c.seconds);
    else if (is_command(n, "eval"))
        c.parsed = read_eval(value, c);
    else if (is_command(n, "cal") || is_command(n, "csl"))
        c.parsed = read_shapes(value, is_command(n, "cal"), c.shapes);
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
