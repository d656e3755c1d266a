// The NAGs and comments of a PGN result as numbers (the `notes`, `numbers`, `commentStrings`
// and `commentEnds` parts of bindings/pgn.cpp's Encoder), read by npm/src/pgn/comments.js.
// Everything is a word of `notes` (offsets are word offsets in it, ids are ids in `strings`):
//   move extras  nagCount, offset of the commentsBefore list, nag * nagCount, the comments
//                list, the commentsBefore list
//   list         count, comment * count (an empty list is the single word 0)
//   comment      text id, commandCount, command * commandCount
//   command      name id, value id, kind, then by kind: (0: value not read) nothing;
//                (1: seconds, 2: pawns) the index of the number in `numbers`; (3: mate) the
//                moves as an int32; (4: shapes) shapeCount, shape * shapeCount, each one word:
//                colour letter | from << 8 | to << 16 (to 0xFF: a square, not an arrow)
// The strings cross with their ends in UTF-16 units (to slice the decoded text) and in bytes
// (to decode one string without the others: a game's comments are made when the game is).
// Comment texts are appended (they seldom repeat), names and values looked up (clocks,
// evaluations and the names repeat over a database).
#pragma once

#include <cstdint>
#include <vector>

#include "chess/bitboard.hpp"
#include "common/string_table.hpp"
#include "pgn/model.hpp"

namespace bn::bindings {

enum class CommandKind : std::uint32_t { text = 0, seconds = 1, pawns = 2, mate = 3, shapes = 4 };

struct CommentNotes {
    std::vector<std::uint32_t> notes;
    std::vector<double> numbers;
    StringTable strings;

    void clear() {
        notes.clear();
        numbers.clear();
        strings.clear();
    }

    // The offset of a move's extras.
    std::uint32_t move(const std::vector<std::uint16_t>& nags, const std::vector<pgn::Comment>& comments,
                       const std::vector<pgn::Comment>& comments_before) {
        const auto at = offset();
        notes.push_back(static_cast<std::uint32_t>(nags.size()));
        const std::size_t before_slot = notes.size();
        notes.push_back(0);
        notes.insert(notes.end(), nags.begin(), nags.end());
        list(comments);
        notes[before_slot] = offset();
        list(comments_before);
        return at;
    }

    // The offset of a list of comments.
    std::uint32_t list(const std::vector<pgn::Comment>& comments) {
        const auto at = offset();
        notes.push_back(static_cast<std::uint32_t>(comments.size()));
        for (const pgn::Comment& c : comments) {
            notes.push_back(strings.append(c.text));
            notes.push_back(static_cast<std::uint32_t>(c.commands.size()));
            for (const pgn::Command& command : c.commands) this->command(command);
        }
        return at;
    }

private:
    std::uint32_t offset() const { return static_cast<std::uint32_t>(notes.size()); }

    void number(CommandKind kind, double value) {
        notes.push_back(static_cast<std::uint32_t>(kind));
        notes.push_back(static_cast<std::uint32_t>(numbers.size()));
        numbers.push_back(value);
    }

    // What a read value gives (pgn/comment.cpp, read_command_value): eval pawns or mate,
    // cal/csl shapes, the clock commands seconds.
    void command(const pgn::Command& c) {
        notes.push_back(strings.intern(c.name));
        notes.push_back(strings.intern(c.value));
        if (!c.parsed) {
            notes.push_back(static_cast<std::uint32_t>(CommandKind::text));
        } else if (c.name == "eval") {
            if (c.is_mate) {
                notes.push_back(static_cast<std::uint32_t>(CommandKind::mate));
                notes.push_back(static_cast<std::uint32_t>(c.mate));
            } else {
                number(CommandKind::pawns, c.pawns);
            }
        } else if (c.name == "cal" || c.name == "csl") {
            notes.push_back(static_cast<std::uint32_t>(CommandKind::shapes));
            notes.push_back(static_cast<std::uint32_t>(c.shapes.size()));
            for (const pgn::Shape& s : c.shapes) {
                const std::uint32_t to = s.to == chess::no_square ? 0xFFu : static_cast<std::uint32_t>(s.to);
                notes.push_back(static_cast<std::uint32_t>(static_cast<unsigned char>(s.color)) |
                                static_cast<std::uint32_t>(s.from) << 8 | to << 16);
            }
        } else {
            number(CommandKind::seconds, c.seconds);
        }
    }
};

}  // namespace bn::bindings
