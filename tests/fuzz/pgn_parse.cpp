// PGN databases: parse (lenient and strict SAN) never crashes; every diagnostic points inside
// the text it was read from and renders; every game read without error, written in export
// format, reads back as one game with the same moves (SAN, NAGs, comments, variations, the
// position after each move), and writing that game again gives the same text. Comments kept as
// written read in chess.js's dialect (pgn::chess_js_comment_text) hold no line break and the same
// characters but white space as the folded text; the text a comment shows and its commands' notes
// (pgn/comment_notes.hpp, what the JS binding sends) agree with what read_comment reads of it.
// seeds: tests/fixtures/chess tests/fixtures/pgn @corpus/pgn
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "check.hpp"
#include "pgn/comment.hpp"
#include "pgn/comment_notes.hpp"
#include "pgn/read.hpp"
#include "pgn/write.hpp"

namespace {

using namespace bn::pgn;

bool has_error(const std::vector<bn::Diagnostic>& diagnostics) {
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const bn::Diagnostic& d) { return d.severity == bn::Severity::error; });
}

bool same_comments(const std::vector<Comment>& a, const std::vector<Comment>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        // Exactly: a comment with a '}' is written as a ';' comment, which reads back the same.
        if (a[i].text != b[i].text) return false;
    }
    return true;
}

bool same_move(const MoveNode& a, const MoveNode& b) {
    return a.san == b.san && a.fen == b.fen && a.nags == b.nags && a.move_number == b.move_number &&
           a.color == b.color && same_comments(a.comments_before, b.comments_before) &&
           same_comments(a.comments, b.comments) && a.variations.size() == b.variations.size();
}

// Walks both move trees side by side with an explicit stack (variations nest up to 1,000).
bool same_moves(const Game& a, const Game& b) {
    if (a.start_fen != b.start_fen || !same_comments(a.comments, b.comments)) return false;
    std::vector<std::pair<NodeIndex, NodeIndex>> lines{{a.first, b.first}};
    while (!lines.empty()) {
        auto [x, y] = lines.back();
        lines.pop_back();
        while (x != no_node || y != no_node) {
            if (x == no_node || y == no_node) return false;
            const MoveNode& m = a.nodes.at(x);
            const MoveNode& n = b.nodes.at(y);
            if (!same_move(m, n)) return false;
            for (std::size_t i = 0; i < m.variations.size(); ++i) lines.emplace_back(m.variations[i], n.variations[i]);
            x = m.next;
            y = n.next;
        }
    }
    return true;
}

// The characters of a comment text but its white space.
std::string without_spaces(std::string_view text) {
    std::string out;
    for (char c : text)
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v') out += c;
    return out;
}

void check_chess_js_comments(const std::vector<Comment>& comments) {
    std::string buffer, folded;
    for (const Comment& c : comments) {
        if (c.raw.empty()) continue;
        const std::string text(chess_js_comment_text(c.raw, buffer));
        BN_FUZZ_CHECK(text.find_first_of("\r\n") == std::string::npos);
        BN_FUZZ_CHECK(without_spaces(text) == without_spaces(folded_text(c.raw, folded)));
    }
}

// The folded text a raw comment shows is read_comment's text, and each command's note its value.
void check_comment_notes(const std::vector<Comment>& comments) {
    std::string buffer;
    Command scratch;
    for (const Comment& c : comments) {
        const std::string_view text = shown_comment_text(c, false, buffer);
        const Comment read = read_comment(c.raw);
        BN_FUZZ_CHECK(text == read.text);
        std::size_t k = 0;
        for_each_command(text, [&](const CommandSpan& span) {
            BN_FUZZ_CHECK(k < read.commands.size());
            const Command& want = read.commands[k++];
            const CommandNote note = command_note(text.substr(span.name_at, span.name_end - span.name_at),
                                                  text.substr(span.value_at, span.value_end - span.value_at), scratch);
            BN_FUZZ_CHECK((note.kind == CommandKind::text) == !want.parsed);
            if (note.kind == CommandKind::mate) BN_FUZZ_CHECK(note.mate == want.mate);
            if (note.kind == CommandKind::shapes) BN_FUZZ_CHECK(note.shapes->size() == want.shapes.size());
        });
        BN_FUZZ_CHECK(k == read.commands.size());
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view input(reinterpret_cast<const char*>(data), size);
    {
        ParseOptions raw;
        raw.raw_comments = true;
        raw.replay = false;
        const Database db = parse(input, raw);
        for (const Game& game : db.games) {
            check_chess_js_comments(game.comments);
            check_comment_notes(game.comments);
            for (const MoveNode& node : game.nodes) {
                check_chess_js_comments(node.comments);
                check_chess_js_comments(node.comments_before);
                check_comment_notes(node.comments);
                check_comment_notes(node.comments_before);
            }
        }
    }
    for (bool strict : {false, true}) {
        ParseOptions options;
        options.strict = strict;
        Database db = parse(input, options);
        bn::fuzz::check_diagnostics(!has_error(db.diagnostics), db.diagnostics, input);
        for (const Game& game : db.games) {
            bn::fuzz::check_diagnostics(game.ok, game.diagnostics, db.text);
            BN_FUZZ_CHECK(game.offset <= db.text.size() && game.length <= db.text.size() - game.offset);
            if (!game.ok || strict) continue;
            std::string written = write(game);
            Database again = parse(written);
            BN_FUZZ_CHECK(again.diagnostics.empty());
            BN_FUZZ_CHECK(again.games.size() == 1);
            const Game& read = again.games[0];
            bn::fuzz::check_diagnostics(read.ok, read.diagnostics, again.text);
            BN_FUZZ_CHECK(read.ok);
            BN_FUZZ_CHECK(same_moves(game, read));
            BN_FUZZ_CHECK(write(read) == written);
        }
    }
    return 0;
}
