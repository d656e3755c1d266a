// What a program reads of a comment (pgn/comment_notes.hpp): the text it shows in each reading,
// and the kind of value each command gives, which agrees with what read_comment reads.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "chess/bitboard.hpp"
#include "pgn/comment.hpp"
#include "pgn/comment_notes.hpp"

namespace {

using bn::pgn::Command;
using bn::pgn::command_note;
using bn::pgn::CommandKind;
using bn::pgn::CommandNote;
using bn::pgn::Comment;
using bn::pgn::shown_comment_text;

CommandNote note_of(std::string_view name, std::string_view value) {
    static Command scratch;
    return command_note(name, value, scratch);
}

TEST(PgnCommentNotes, ClockCommandsGiveSeconds) {
    for (const char* name : {"clk", "egt", "emt", "mct"}) {
        const CommandNote note = note_of(name, "1:02:03.5");
        EXPECT_EQ(note.kind, CommandKind::seconds) << name;
        EXPECT_DOUBLE_EQ(note.number, 3723.5) << name;
    }
}

TEST(PgnCommentNotes, EvalGivesPawnsOrMate) {
    CommandNote pawns = note_of("eval", "-1.25,21");
    EXPECT_EQ(pawns.kind, CommandKind::pawns);
    EXPECT_DOUBLE_EQ(pawns.number, -1.25);
    CommandNote mate = note_of("eval", "#-3");
    EXPECT_EQ(mate.kind, CommandKind::mate);
    EXPECT_EQ(mate.mate, -3);
}

TEST(PgnCommentNotes, ArrowsAndSquaresGiveShapes) {
    Command scratch;
    CommandNote arrows = command_note("cal", "Ge2e4, Rd1d8", scratch);
    ASSERT_EQ(arrows.kind, CommandKind::shapes);
    ASSERT_EQ(arrows.shapes, &scratch.shapes);
    ASSERT_EQ(arrows.shapes->size(), 2u);
    EXPECT_EQ((*arrows.shapes)[1].color, 'R');
    EXPECT_EQ((*arrows.shapes)[1].from, 3);  // d1
    EXPECT_EQ((*arrows.shapes)[1].to, 59);   // d8
    CommandNote squares = command_note("csl", "Ye4", scratch);
    ASSERT_EQ(squares.kind, CommandKind::shapes);
    ASSERT_EQ(squares.shapes->size(), 1u);
    EXPECT_EQ((*squares.shapes)[0].to, bn::chess::no_square);
}

// A value not of its command's form, an unknown command, and a value read after shapes into
// the same scratch: text, with nothing left of the value before.
TEST(PgnCommentNotes, WhatIsNotReadIsText) {
    Command scratch;
    EXPECT_EQ(command_note("cal", "Ge2e4", scratch).kind, CommandKind::shapes);
    for (auto [name, value] : std::vector<std::pair<std::string_view, std::string_view>>{
             {"clk", "soon"}, {"eval", "0.2x"}, {"eval", "#"}, {"cal", ""}, {"csl", "Ge9"}, {"foo", "1:00"}}) {
        const CommandNote note = command_note(name, value, scratch);
        EXPECT_EQ(note.kind, CommandKind::text) << name << ' ' << value;
        EXPECT_TRUE(scratch.shapes.empty()) << name << ' ' << value;
    }
}

// Each command's note is what read_comment reads of it.
TEST(PgnCommentNotes, NotesAgreeWithReadComment) {
    const std::string text =
        "[%cal Ge2e4,Rd2d4] [%eval #-3] [%clk 0:03:00] three [%eval 0.17] [%csl Ge4] [%emt 0:00:07] "
        "[%foo bar] [%eval 2.5,21] [%clk bad]";
    const Comment read = bn::pgn::read_comment(text);
    Command scratch;
    std::size_t k = 0;
    bn::pgn::for_each_command(read.text, [&](const bn::pgn::CommandSpan& span) {
        ASSERT_LT(k, read.commands.size());
        const Command& want = read.commands[k++];
        const std::string_view t = read.text;
        const CommandNote note = command_note(t.substr(span.name_at, span.name_end - span.name_at),
                                              t.substr(span.value_at, span.value_end - span.value_at), scratch);
        SCOPED_TRACE(want.name + ' ' + want.value);
        EXPECT_EQ(note.kind == CommandKind::text, !want.parsed);
        switch (note.kind) {
            case CommandKind::text: break;
            case CommandKind::seconds: EXPECT_EQ(note.number, want.seconds); break;
            case CommandKind::pawns: EXPECT_EQ(note.number, want.pawns); break;
            case CommandKind::mate: EXPECT_EQ(note.mate, want.mate); break;
            case CommandKind::shapes: EXPECT_EQ(note.shapes->size(), want.shapes.size()); break;
        }
    });
    EXPECT_EQ(k, 9u);
}

// A comment read by read_comment shows its folded text; one kept as written is folded, or read
// as chess.js reads it (line breaks one space, other white space kept).
TEST(PgnCommentNotes, ShownTextInEachReading) {
    std::string buffer;
    const Comment folded = bn::pgn::read_comment("  two\n\nlines  ");
    EXPECT_EQ(shown_comment_text(folded, false, buffer), "two lines");
    EXPECT_EQ(shown_comment_text(folded, true, buffer), "two lines");

    const std::string input = "{ two\n\nlines  and  spaces }";
    Comment raw;
    raw.raw = std::string_view(input).substr(1, input.size() - 2);  // the byte before is its '{'
    EXPECT_EQ(shown_comment_text(raw, false, buffer), "two lines and spaces");
    EXPECT_EQ(shown_comment_text(raw, true, buffer), " two lines  and  spaces ");
}

}  // namespace
