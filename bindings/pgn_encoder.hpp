// What Pgn.parse and the PGN stream hand to JS: games as compact tag, move and comment layouts
// plus JSON for diagnostics (see Encoder; layout in npm/src/pgn/layout.js), written by the one
// Encoder both use (pgn_read.cpp, pgn_stream.cpp).
#pragma once

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <string>
#include <vector>

#include "chess/fen.hpp"
#include "common.hpp"
#include "common/messages.hpp"
#include "common/string_table.hpp"
#include "json/write.hpp"
#include "pgn_comment_notes.hpp"
#include "pgn/model.hpp"
#include "pgn/termination.hpp"

namespace bn::bindings {

using namespace bn::pgn;

// Decimal digits of v appended to out: no temporary string (runs several times per game).
inline void append_number(std::string& out, std::uint64_t v) {
    char digits[20];
    out.append(digits, std::to_chars(digits, digits + sizeof digits, v).ptr);
}

// As to_js (common.hpp) for the diagnostics of a layout: out of memory leaves as std::bad_alloc.
inline void json_diagnostics(std::string& out, const std::vector<Diagnostic>& diagnostics,
                             const std::string& language) {
    throw_if_out_of_memory(diagnostics);
    out += '[';
    for (std::size_t i = 0; i < diagnostics.size(); ++i) {
        const Diagnostic& d = diagnostics[i];
        if (i) out += ',';
        out += "{\"code\":";
        out += json::quote(d.code);
        out += d.severity == Severity::error ? ",\"severity\":\"error\"" : ",\"severity\":\"warning\"";
        out += ",\"line\":";
        append_number(out, d.line);
        out += ",\"column\":";
        append_number(out, d.column);
        out += ",\"length\":";
        append_number(out, d.utf16_length);
        out += ",\"args\":{";
        for (std::size_t k = 0; k < d.args.size(); ++k) {
            if (k) out += ',';
            out += json::quote(d.args[k].name);
            out += ':';
            out += json::quote(d.args[k].value);
        }
        out += "},\"message\":";
        out += json::quote(messages::render(d, language));
        out += '}';
    }
    out += ']';
}

// Parsed games leave in parts (decoded by npm/src/pgn/layout.js, decodeDatabase):
//   games  Uint32Array, per game (stride 8): first tag, tag count, result (0: none, else 1 +
//          its place in pgn::termination_markers), first record of its moves, their count, the
//          record its main line starts with (NONE: no moves), ok (0 or 1), line.
//   json   only what is not usual, and empty when nothing is (most one-game parses), since
//          JSON.parse cost about 1 us a call even for a few bytes: {"latin1", "diagnostics"
//          (of the file), "games": [[game index, startFen or null (the initial position, most
//          games), the offset in `notes` of its comments list or null, diagnostics or null,
//          and the NAGs before the first move when there are any]] for the games that have
//          any of those}.
//   ints   Uint32Array, per move record (stride 8): ids in `sans` of its san and written SAN,
//          the offset of its FEN in `fens`, from | to << 6 | promotion << 12 | black << 15 |
//          FEN length << 16 (promotion 0 = none, else 1 + piece type), move number, next
//          record, the record this move is a variation of, the offset in `notes` of its
//          extras (NONE = 0xFFFFFFFF for san and FEN when absent and for the last three).
//   sans, sanEnds  the SANs (san and written), each distinct text once
//          (common/string_table.hpp): ASCII back to back, and per string id the offset of its
//          end. JS slices one string per id, which costs less than JSON.parse building them,
//          and each repeat shares it (a database repeats most of its SANs and tags).
//   tagStrings, tagEnds  the same for the tag names and values, in UTF-8, the ends in UTF-16
//          units. A table of their own: slices of a text with one character past Latin-1 are
//          two-byte strings, which every SAN would then be.
//   fens   (mode eager_fen only) the FEN after each move, ASCII back to back: they hardly
//          ever repeat, so looking each up in the table cost more than it saved.
//   tagInts  Uint32Array, per tag: ids in `tagStrings` of its name and value.
//   positions  (mode lazy_fen only) Uint32Array, 11 numbers per record: the position after
//          the move as pgn/packed_position.hpp packs it; fen is then NONE.
//   notes  Uint32Array: the NAGs and comments of the moves that have any, and the comments of
//          the games (see CommentNotes). Comments crossed as JSON before, and JSON.parse with
//          the objects it made was half of reading an online export ({[%eval] [%clk]} after
//          every move); as numbers JS makes a comment's objects only when it is read.
//   numbers  Float64Array: the seconds and pawns of the commands, where `notes` points.
//   commentStrings, commentEnds, commentByteEnds  the texts of the comments (their commands'
//          names and values are slices of them), as tagStrings and tagEnds, and the ends in
//          bytes too.
// With replay off (mode syntax) san and FEN are NONE and from/to/promotion 0.
// JSON for the moves themselves cost ~24 bytes crossing per input byte and most of the time.
inline constexpr std::uint32_t none = 0xFFFFFFFFu;
inline constexpr std::size_t record_size = 8;
inline constexpr std::size_t game_record_size = 8;

// What Pgn.parse asks for (npm/src/pgn/index.js, MODES).
// syntax_chess_js: syntax, with comment texts as chess.js reads them (Chess#loadPgn).
enum class Mode : unsigned { eager_fen = 0, lazy_fen = 1, syntax = 2, syntax_chess_js = 3 };

inline ParseOptions options_of(bool strict, unsigned mode) {
    ParseOptions options;
    options.strict = strict;
    options.replay =
        mode != static_cast<unsigned>(Mode::syntax) && mode != static_cast<unsigned>(Mode::syntax_chess_js);
    options.positions =
        mode == static_cast<unsigned>(Mode::lazy_fen) ? ParseOptions::Positions::packed : ParseOptions::Positions::fen;
    return options;
}

inline std::uint32_t address_of(const void* p) {
    return static_cast<std::uint32_t>(reinterpret_cast<std::uintptr_t>(p));
}

struct Encoder {
    // Empties the encoder for a new result, keeping the storage of its buffers. Not inlined, nor
    // finish(): once per call, and Pgn.parse and the stream's next() would each carry a copy.
    [[gnu::noinline]] void start(bool packed_positions) {
        packed = packed_positions;
        json.clear();
        games_used = 0;
        unusual.clear();
        ints_used = 0;
        positions_used = 0;
        sans.clear();
        tag_strings.clear();
        tag_ints.clear();
        fens.clear();
        comments.clear();
    }

    bool packed = false;
    std::string json;
    // Game records (the first games_used words), and the JSON entries of the unusual games.
    std::vector<std::uint32_t> games;
    std::size_t games_used = 0;
    std::string unusual;
    // Records and packed positions: the first ints_used / positions_used words (see room()).
    std::vector<std::uint32_t> ints;
    std::size_t ints_used = 0;
    std::vector<std::uint32_t> positions;
    std::size_t positions_used = 0;
    StringTable sans{true};  // ASCII: a SAN is made of the reader's symbol characters (pgn/lexer.hpp)
    StringTable tag_strings;
    std::vector<std::uint32_t> tag_ints;
    std::string fens;
    CommentNotes comments;
    std::vector<std::uint32_t> owner;

    // About how many bytes of wasm memory the result holds so far.
    std::size_t size() const {
        return 4 * (games_used + ints_used + positions_used + tag_ints.size() + comments.notes.size()) +
               8 * comments.numbers.size() + sans.text().size() + tag_strings.text().size() +
               comments.strings.text().size() + fens.size() + unusual.size();
    }

    // Writes the game's move records; returns the first one's number.
    std::uint32_t moves(const Game& g) {
        const std::uint32_t base = static_cast<std::uint32_t>(ints_used / record_size);
        owner.assign(g.nodes.size(), none);
        for (std::size_t i = 0; i < g.nodes.size(); ++i)
            for (NodeIndex v : g.nodes[i].variations) owner[v] = base + static_cast<std::uint32_t>(i);
        // Room for the game's records and positions at once, then plain writes: a per-move
        // insert cost more than the writes themselves.
        std::uint32_t* r = room(ints, ints_used, record_size * g.nodes.size());
        std::uint32_t* p =
            packed ? room(positions, positions_used, std::tuple_size_v<PackedPosition> * g.nodes.size()) : nullptr;
        for (std::size_t i = 0; i < g.nodes.size(); ++i, r += record_size) {
            const MoveNode& n = g.nodes[i];
            const std::uint32_t promotion = n.move.is_promotion() ? 1u + n.move.promotion_piece() : 0u;
            r[1] = text_id(sans, n.written);
            // The canonical SAN is most often the text as written: no second look then.
            r[0] = n.san.empty() ? none : n.san == n.written ? r[1] : text_id(sans, n.san);
            r[2] = n.fen.empty() ? none : static_cast<std::uint32_t>(fens.size());
            fens += n.fen;  // a FEN the engine writes is under 110 bytes: its length fits in 16 bits
            r[3] = n.move.from() | n.move.to() << 6 | promotion << 12 | (n.color == chess::black ? 1u << 15 : 0u) |
                   static_cast<std::uint32_t>(n.fen.size()) << 16;
            r[4] = n.move_number;
            r[5] = n.next == no_node ? none : base + n.next;
            r[6] = owner[i];
            r[7] = extra(n);
            if (packed) p = std::copy(n.packed.begin(), n.packed.end(), p);
        }
        return base;
    }

    // The id of a text of the result's game: the first game's texts are appended, the later
    // games' looked up. A result of one game (a call per game, each game of a stream) has few
    // repeats, and looking them up cost more than it saved (6% of a one-game parse); in a
    // database, the first game's texts are then at worst twice in the table.
    std::uint32_t text_id(StringTable& table, const std::string& text) const {
        return games_used == 0 ? table.append(text) : table.intern(text);
    }

    std::uint32_t extra(const MoveNode& n) {
        if (n.nags.empty() && n.comments.empty() && n.comments_before.empty()) return none;
        return comments.move(n.nags, n.comments, n.comments_before);
    }

    void game(const Game& g, const std::string& language) {
        const auto first_tag = static_cast<std::uint32_t>(tag_ints.size() / 2);
        for (const auto& tag : g.tags) {
            tag_ints.push_back(text_id(tag_strings, tag.name));
            tag_ints.push_back(text_id(tag_strings, tag.value));
        }
        const bool initial = g.start_fen == chess::initial_fen;
        if (!initial || !g.comments.empty() || !g.diagnostics.empty() || !g.nags.empty()) {
            unusual += unusual.empty() ? "[" : ",[";  // one entry; finish() puts the list around them
            append_number(unusual, games_used / game_record_size);
            unusual += ',';
            if (initial)
                unusual += "null";
            else
                unusual += json::quote(g.start_fen);
            unusual += ',';
            if (g.comments.empty())
                unusual += "null";
            else
                append_number(unusual, comments.list(g.comments));
            unusual += ',';
            if (g.diagnostics.empty())
                unusual += "null";
            else
                json_diagnostics(unusual, g.diagnostics, language);
            if (!g.nags.empty()) {
                unusual += ",[";
                for (std::size_t i = 0; i < g.nags.size(); ++i) {
                    if (i) unusual += ',';
                    append_number(unusual, g.nags[i]);
                }
                unusual += ']';
            }
            unusual += ']';
        }
        const std::uint32_t base = moves(g);
        std::uint32_t* r = room(games, games_used, game_record_size);
        r[0] = first_tag;
        r[1] = static_cast<std::uint32_t>(g.tags.size());
        // The reader keeps only a termination marker as the result, or nothing.
        r[2] = g.result.empty() ? 0 : static_cast<std::uint32_t>(1 + termination_marker_index(g.result));
        r[3] = base;
        r[4] = static_cast<std::uint32_t>(g.nodes.size());
        r[5] = g.first == no_node ? none : base + g.first;
        r[6] = g.ok ? 1 : 0;
        r[7] = g.line;
    }

    // Where the parts are, as (address, length) pairs in wasm memory in the order games, json,
    // ints, sans, sanEnds, tagStrings, tagEnds, tagInts, positions, fens, notes, numbers,
    // commentStrings, commentEnds, commentByteEnds (lengths in elements; positions empty unless packed, fens
    // unless eager): JS makes its views from this (npm/src/pgn/layout.js, readLayout), which costs
    // less than building an object through embind per call. Valid until the next result is
    // encoded (decodeDatabase reads them at once and keeps copies of what it needs). The JSON
    // is written here, and only when something in it is not the usual: a file read as
    // Latin-1, diagnostics, unusual games.
    [[gnu::noinline]] std::uintptr_t finish(bool latin1, const std::vector<Diagnostic>& diagnostics,
                                            const std::string& language) {
        if (latin1 || !diagnostics.empty() || !unusual.empty()) {
            json = latin1 ? "{\"latin1\":true,\"diagnostics\":" : "{\"latin1\":false,\"diagnostics\":";
            json_diagnostics(json, diagnostics, language);
            json += ",\"games\":[";
            json += unusual;
            json += "]}";
        }
        parts = {address_of(games.data()),
                 static_cast<std::uint32_t>(games_used),
                 address_of(json.data()),
                 static_cast<std::uint32_t>(json.size()),
                 address_of(ints.data()),
                 static_cast<std::uint32_t>(ints_used),
                 address_of(sans.text().data()),
                 static_cast<std::uint32_t>(sans.text().size()),
                 address_of(sans.utf16_ends().data()),
                 static_cast<std::uint32_t>(sans.utf16_ends().size()),
                 address_of(tag_strings.text().data()),
                 static_cast<std::uint32_t>(tag_strings.text().size()),
                 address_of(tag_strings.utf16_ends().data()),
                 static_cast<std::uint32_t>(tag_strings.utf16_ends().size()),
                 address_of(tag_ints.data()),
                 static_cast<std::uint32_t>(tag_ints.size()),
                 address_of(positions.data()),
                 static_cast<std::uint32_t>(positions_used),
                 address_of(fens.data()),
                 static_cast<std::uint32_t>(fens.size()),
                 address_of(comments.notes.data()),
                 static_cast<std::uint32_t>(comments.notes.size()),
                 address_of(comments.numbers.data()),
                 static_cast<std::uint32_t>(comments.numbers.size()),
                 address_of(comments.strings.text().data()),
                 static_cast<std::uint32_t>(comments.strings.text().size()),
                 address_of(comments.strings.utf16_ends().data()),
                 static_cast<std::uint32_t>(comments.strings.utf16_ends().size()),
                 address_of(comments.strings.byte_ends().data()),
                 static_cast<std::uint32_t>(comments.strings.byte_ends().size())};
        return reinterpret_cast<std::uintptr_t>(parts.data());
    }
    std::array<std::uint32_t, 30> parts{};
};

// The one encoder of every result: a parse's buffers are reused by the next one, and they
// outlive the call so that JS can read them without a copy.
inline Encoder& encoder(bool packed) {
    static Encoder shared;
    shared.start(packed);
    return shared;
}

}  // namespace bn::bindings
