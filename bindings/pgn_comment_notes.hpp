// The NAGs and comments of a PGN result as numbers (the `notes`, `numbers`, `commentStrings`
// and `commentEnds` parts of bindings/pgn_encoder.hpp's Encoder), read by npm/src/pgn/comments.js.
// Everything is a word of `notes` (offsets are word offsets in it, ids are ids in `strings`):
//   move extras  nagCount, offset of the commentsBefore list, nag * nagCount, the comments
//                list, the commentsBefore list
//   list         count, comment * count (an empty list is the single word 0)
//   comment      text id, commandCount, command * commandCount
//   command      where its name and its value start and end in the comment's text (UTF-16
//                units: JS slices them from the text), kind, then by kind: (0: value not
//                read) nothing; (1: seconds, 2: pawns) the index of the number in `numbers`;
//                (3: mate) the moves as an int32; (4: shapes) shapeCount, shape * shapeCount,
//                each one word: colour letter | from << 8 | to << 16 (to 0xFF: a square, not
//                an arrow)
// The strings cross with their ends in UTF-16 units (to slice the decoded text) and in bytes
// (to decode one string without the others: a game's comments are made when the game is).
// The texts are appended (they seldom repeat). The names and values of the commands are
// slices of their text: looking each one up in a table and copying it there (before) was a
// tenth of reading an online export. Which text a comment shows and what value each command gives
// are decided in src/pgn/comment_notes.hpp: this file only writes them down.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "chess/bitboard.hpp"
#include "common/source_text.hpp"
#include "common/string_table.hpp"
#include "pgn/comment.hpp"
#include "pgn/comment_notes.hpp"
#include "pgn/model.hpp"

namespace bn::bindings {

struct CommentNotes {
    std::vector<std::uint32_t> notes;
    std::vector<double> numbers;
    StringTable strings;
    // Comment texts as chess.js reads them (pgn::chess_js_comment_text), not folded.
    bool chess_js = false;

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

    // The offset of a list of comments. A comment kept as written (ParseOptions::raw_comments)
    // is read here, straight from the input (most need no copy: pgn::shown_comment_text): no
    // Comment is made for it. Its commands are read from the text it shows, whichever way it
    // came (pgn/comment.hpp).
    std::uint32_t list(const std::vector<pgn::Comment>& comments) {
        const auto at = offset();
        notes.push_back(static_cast<std::uint32_t>(comments.size()));
        for (const pgn::Comment& c : comments) {
            const std::string_view text = pgn::shown_comment_text(c, chess_js, folded_);
            const std::uint32_t id = strings.append(text);
            notes.push_back(id);
            const std::size_t count_slot = notes.size();
            notes.push_back(0);
            std::uint32_t count = 0;
            // A text of valid UTF-8 (as the reader gives) is ASCII when it has as many UTF-16
            // units as bytes: then its byte offsets are its UTF-16 offsets.
            const auto& ends = strings.utf16_ends();
            const bool ascii = ends[id] - (id == 0 ? 0 : ends[id - 1]) == text.size();
            pgn::for_each_command(text, [&](const pgn::CommandSpan& span) {
                const auto unit = [&](std::size_t byte) {
                    return static_cast<std::uint32_t>(ascii ? byte : SourceText::utf16_length(text.substr(0, byte)));
                };
                notes.push_back(unit(span.name_at));
                notes.push_back(unit(span.name_end));
                notes.push_back(unit(span.value_at));
                notes.push_back(unit(span.value_end));
                value(pgn::command_note(text.substr(span.name_at, span.name_end - span.name_at),
                                        text.substr(span.value_at, span.value_end - span.value_at), command_));
                ++count;
            });
            notes[count_slot] = count;
        }
        return at;
    }

private:
    std::string folded_;    // the text a raw comment shows, when it is not a slice of the input
    pgn::Command command_;  // the value read of a command

    std::uint32_t offset() const { return static_cast<std::uint32_t>(notes.size()); }

    // A command's value (pgn::CommandNote) as the words the layout above says.
    void value(const pgn::CommandNote& note) {
        notes.push_back(static_cast<std::uint32_t>(note.kind));
        switch (note.kind) {
            case pgn::CommandKind::text: break;
            case pgn::CommandKind::seconds:
            case pgn::CommandKind::pawns:
                notes.push_back(static_cast<std::uint32_t>(numbers.size()));
                numbers.push_back(note.number);
                break;
            case pgn::CommandKind::mate: notes.push_back(static_cast<std::uint32_t>(note.mate)); break;
            case pgn::CommandKind::shapes:
                notes.push_back(static_cast<std::uint32_t>(note.shapes->size()));
                for (const pgn::Shape& s : *note.shapes) {
                    const std::uint32_t to = s.to == chess::no_square ? 0xFFu : static_cast<std::uint32_t>(s.to);
                    notes.push_back(static_cast<std::uint32_t>(static_cast<unsigned char>(s.color)) |
                                    static_cast<std::uint32_t>(s.from) << 8 | to << 16);
                }
                break;
        }
    }
};

}  // namespace bn::bindings
