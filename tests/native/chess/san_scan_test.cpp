// The SAN scanner (san_scan.hpp) against the X3 grammar it stands in for: on every string it
// accepts, the grammar must accept it too and fill the same fields (the same slices of the
// text for the tokens). Exhaustive over short strings of the SAN alphabet, then random longer ones.
#include <gtest/gtest.h>

#include <optional>
#include <random>
#include <string>

#include "chess/san_grammar.hpp"
#include "chess/san_scan.hpp"
#include "common/x3_run.hpp"

namespace {

using namespace bn::chess;

bool same_token(const syntax::Token& a, const syntax::Token& b) { return a.begin == b.begin && a.end == b.end; }

bool same(const syntax::SanMove& a, const syntax::SanMove& b) {
    const auto& s = a.squares;
    const auto& t = b.squares;
    return same_token(a.castling, b.castling) && a.piece == b.piece && s.from_file == t.from_file &&
           s.from_rank == t.from_rank && s.capture == t.capture && s.to_file == t.to_file && s.to_rank == t.to_rank &&
           a.promotion.has_value() == b.promotion.has_value() &&
           (!a.promotion ||
            (a.promotion->equals_sign == b.promotion->equals_sign && a.promotion->piece == b.promotion->piece)) &&
           a.en_passant_suffix == b.en_passant_suffix && same_token(a.check, b.check) &&
           same_token(a.annotation, b.annotation);
}

// Whether the scanner accepted `text`; fails the test when it disagrees with the grammar.
bool agrees(const std::string& text) {
    syntax::SanMove scanned;
    if (!scan_common_san(text, scanned)) return false;
    syntax::SanMove parsed;
    const bool grammar_ok = !bn::run_grammar(text, san_grammar(), parsed).has_value();
    EXPECT_TRUE(grammar_ok) << "the scanner accepts what the grammar refuses: " << text;
    EXPECT_TRUE(!grammar_ok || same(scanned, parsed)) << "different reading of " << text;
    return true;
}

// Every string of length 1..max_length over `alphabet`; returns how many the scanner took.
std::size_t exhaust(std::string_view alphabet, std::size_t max_length) {
    std::size_t accepted = 0;
    for (std::size_t length = 1; length <= max_length; ++length) {
        std::vector<std::size_t> digits(length, 0);
        std::string text(length, alphabet[0]);
        while (true) {
            accepted += agrees(text);
            std::size_t i = 0;
            while (i < length && ++digits[i] == alphabet.size()) {
                digits[i] = 0;
                text[i] = alphabet[0];
                ++i;
            }
            if (i == length) break;
            text[i] = alphabet[digits[i]];
        }
    }
    return accepted;
}

TEST(SanScan, TakesTheCommonShapes) {
    for (const char* text : {"e4",    "Nf3",    "Nbd7",   "R1a3",    "Qa3b2", "exd5", "Nxe5", "R1xa3", "e2e4",
                             "e2xe4", "Ng1f3",  "e8=Q",   "exd8=N+", "e8Q",   "a1=q", "O-O",  "O-O-O", "0-0",
                             "0-0-0", "O-O-O#", "Kxe1??", "Qh4+!?",  "Pxe5",  "xd5",  "e4++", "Rd1#!"}) {
        syntax::SanMove san;
        EXPECT_TRUE(scan_common_san(text, san)) << text;
    }
}

TEST(SanScan, LeavesTheRestToTheGrammar) {
    for (const char* text : {"", "e2-e4", "e7e8q", "exd6e.p.", "exd6 e.p.", "e4:d5", "Nz3", "e4x", "O-O-0", "O-", "o-o",
                             "nf3", "e9", "Ne4 ", " e4", "e4+x", "O-O-O-O", "e8=", "e8=K"}) {
        syntax::SanMove san;
        EXPECT_FALSE(scan_common_san(text, san)) << text;
    }
}

TEST(SanScan, AgreesWithTheGrammarOnEveryShortString) {
    // Every character the grammar knows, a few of each class (files a, b, e, h: b doubles as a
    // lower-case promotion piece and e starts "e.p.").
    EXPECT_GT(exhaust("KNPQabeh18x:=q+#!?O0-. ", 4), 1000u);
    EXPECT_GT(exhaust("Nbe4x=Q+O-", 6), 500u);
}

TEST(SanScan, AgreesWithTheGrammarOnRandomStrings) {
    const std::string alphabet = "KQRBNPabcdefgh12345678x:=qrbn+#!?O0-. z";
    std::mt19937 random(20261122);
    std::size_t accepted = 0;
    for (int i = 0; i < 300000; ++i) {
        std::string text(1 + random() % 10, ' ');
        for (char& c : text) c = alphabet[random() % alphabet.size()];
        accepted += agrees(text);
    }
    // Random strings rarely have a valid shape; weighted toward them, many do.
    const std::string shapes[] = {"N", "", "e", "1", "x", "e4", "=Q", "+", "!", "O-O", "-O", "e4"};
    for (int i = 0; i < 300000; ++i) {
        std::string text;
        for (int parts = 1 + random() % 5; parts > 0; --parts) text += shapes[random() % std::size(shapes)];
        accepted += agrees(text);
    }
    EXPECT_GT(accepted, 10000u);
}

}  // namespace
