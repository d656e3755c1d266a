// PGN streaming reader: the input pushed in pieces of sizes the input itself decides (its last
// bytes, so that a seed file stays a whole PGN text) yields exactly what parse() reads from the
// whole text at once: the same games (tags, moves, positions, comments, offsets, lines) with the
// same diagnostics (codes, offsets, lines, columns, arguments), and consumes every byte.
// Now and then a long run of white space goes first, so that the stream drops games it handed
// out (Stream::compact, past 64 KiB) and must carry offsets, lines and columns across that.
// A text that is not UTF-8 is decoded per game by the stream and as a whole by parse(), so
// there only the game count, the moves and the diagnostic codes and lines must agree.
// seeds: tests/fixtures/chess @corpus/pgn
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "check.hpp"
#include "common/input.hpp"
#include "pgn/read.hpp"
#include "pgn/stream.hpp"

namespace {

using namespace bn::pgn;

bool same_args(const std::vector<bn::MessageArg>& a, const std::vector<bn::MessageArg>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].name != b[i].name || a[i].value != b[i].value || a[i].translate != b[i].translate) return false;
    return true;
}

// `exact`: positions too (offsets shifted by `shift`, the BOM parse() drops and the stream counts).
void check_same_diagnostics(const std::vector<bn::Diagnostic>& whole, const std::vector<bn::Diagnostic>& streamed,
                            bool exact, std::size_t shift) {
    // The stream marks each game it decodes as ISO-8859-1; parse() marks the file once.
    std::vector<const bn::Diagnostic*> rest;
    for (const auto& d : streamed)
        if (exact || d.code != "pgn.latin1") rest.push_back(&d);
    BN_FUZZ_CHECK(whole.size() == rest.size());
    for (std::size_t i = 0; i < whole.size(); ++i) {
        const bn::Diagnostic& w = whole[i];
        const bn::Diagnostic& s = *rest[i];
        BN_FUZZ_CHECK(w.code == s.code && w.severity == s.severity && w.line == s.line);
        if (!exact) continue;
        BN_FUZZ_CHECK(w.offset + shift == s.offset && w.length == s.length);
        BN_FUZZ_CHECK(w.column == s.column && w.utf16_length == s.utf16_length);
        BN_FUZZ_CHECK(same_args(w.args, s.args));
    }
}

bool same_comments(const std::vector<Comment>& a, const std::vector<Comment>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i].text != b[i].text || a[i].commands.size() != b[i].commands.size()) return false;
        for (std::size_t k = 0; k < a[i].commands.size(); ++k)
            if (a[i].commands[k].name != b[i].commands[k].name || a[i].commands[k].value != b[i].commands[k].value)
                return false;
    }
    return true;
}

bool is_ascii(std::string_view text) {
    return std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

void check_same_game(const Game& w, const Game& s, bool exact, std::size_t shift) {
    BN_FUZZ_CHECK(w.ok == s.ok && w.line == s.line && w.result == s.result);
    // A FEN tag with bytes past ASCII is no FEN (the game has pgn.bad_fen); in a text that is not
    // UTF-8 its decoding differs when the game on its own is UTF-8 (the stream keeps it so).
    BN_FUZZ_CHECK(w.start_fen == s.start_fen || (!exact && !is_ascii(w.start_fen)));
    BN_FUZZ_CHECK(w.first == s.first && w.nodes.size() == s.nodes.size());
    for (std::size_t i = 0; i < w.nodes.size(); ++i) {
        const MoveNode& m = w.nodes[i];
        const MoveNode& n = s.nodes[i];
        BN_FUZZ_CHECK(m.san == n.san && m.fen == n.fen && m.written == n.written && m.nags == n.nags);
        BN_FUZZ_CHECK(m.color == n.color && m.move_number == n.move_number);
        BN_FUZZ_CHECK(m.previous == n.previous && m.next == n.next && m.variations == n.variations);
        if (exact) {
            BN_FUZZ_CHECK(m.offset + shift == n.offset && m.length == n.length);
            BN_FUZZ_CHECK(same_comments(m.comments_before, n.comments_before) && same_comments(m.comments, n.comments));
        }
    }
    if (exact) {
        BN_FUZZ_CHECK(w.offset + shift == s.offset && w.length == s.length);
        BN_FUZZ_CHECK(w.tags.size() == s.tags.size());
        for (std::size_t i = 0; i < w.tags.size(); ++i)
            BN_FUZZ_CHECK(w.tags[i].name == s.tags[i].name && w.tags[i].value == s.tags[i].value);
        BN_FUZZ_CHECK(same_comments(w.comments, s.comments));
    }
    check_same_diagnostics(w.diagnostics, s.diagnostics, exact, shift);
}

// White space that makes the first game start past the stream's compaction threshold.
std::string padding(std::uint8_t choice) {
    static const char* const units[] = {" ", "\n", "\r\n", "\t \n"};
    std::string_view unit = units[choice % 4];
    std::string text;
    while (text.size() < (std::size_t{1} << 16) + 512) text += unit;
    return text;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view input(reinterpret_cast<const char*>(data), size);
    // Piece sizes: the last (up to) 16 bytes read backwards, each giving 0..255 bytes (0 pushes
    // nothing), used in turn; after 32 pieces the rest goes in one: a game still incomplete is
    // read again from its start after a push that may end it (Stream::worth_reading), and an
    // input full of markers or '[' lines wakes it after every tiny piece, which is quadratic. The very last byte also picks the padding (1 time in 8), the one before it
    // lenient or strict SAN (the stream's work does not depend on it).
    std::vector<std::size_t> pieces;
    for (std::size_t i = 0; i < std::min<std::size_t>(16, size); ++i) pieces.push_back(data[size - 1 - i]);
    const std::uint8_t last = size ? data[size - 1] : 0;
    const bool strict = size > 1 && (data[size - 2] & 1);
    std::string padded;
    if ((last >> 5) == 7) padded = padding(last >> 3);
    const std::size_t padding_size = padded.size();
    padded.append(input);
    std::string_view text = padded;

    {
        ParseOptions options;
        options.strict = strict;
        Database db = parse(text, options);

        Stream stream(options);
        std::vector<Game> games;
        Game game;
        // The padding goes in big pieces (it only has to be there), the input in small ones.
        std::size_t at = 0, turn = 0;
        while (at < text.size()) {
            std::size_t n = at < padding_size ? std::size_t{1} << 14
                            : turn < 32       ? pieces[turn++ % pieces.size()]
                                              : text.size() - at;
            stream.push(text.substr(at, std::min(n, text.size() - at)));
            at += n;
            while (stream.next(game)) games.push_back(game);
        }
        stream.close();
        while (stream.next(game)) games.push_back(game);
        BN_FUZZ_CHECK(!stream.next(game));
        BN_FUZZ_CHECK(stream.consumed() == text.size());
        BN_FUZZ_CHECK(stream.diagnostics().empty());
        for (const auto& d : db.diagnostics) BN_FUZZ_CHECK(d.code == "pgn.latin1");

        const std::size_t bom = bn::utf8_bom_length(text);
        const bool exact = !db.latin1;
        BN_FUZZ_CHECK(games.size() == db.games.size());
        for (std::size_t i = 0; i < games.size(); ++i) {
            check_same_game(db.games[i], games[i], exact, bom);
            // Decoded games count offsets in the decoded text, which may be longer than the input.
            if (exact) bn::fuzz::check_diagnostics(games[i].ok, games[i].diagnostics, text);
        }
    }
    return 0;
}
