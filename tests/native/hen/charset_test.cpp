// from_sgf and the SGF CA charset: bytes of a file are transcoded from CA, text that was
// already decoded (a JS string, handed over as UTF-8) must not be decoded a second time.
#include <gtest/gtest.h>

#include <string>

#include "hen/from_sgf.hpp"

namespace {

using namespace bn::hen;

std::string label_at_origin(std::string_view sgf, bool decode) {
    Options options;
    options.decode_sgf_charset = decode;
    auto p = from_sgf(sgf, 0, options);
    EXPECT_TRUE(p) << sgf;
    if (!p || p->labels.size() != 1) return "<no single label>";
    return p->labels[0].text;
}

TEST(HenFromSgfCharset, Latin1BytesAreDecodedFromCa) {
    // "é" as the ISO-8859-1 byte 0xE9, as a Latin-1 file holds it.
    EXPECT_EQ(label_at_origin("(;SZ[9]CA[ISO-8859-1]LB[aa:\xE9])", true), "\xC3\xA9");
}

TEST(HenFromSgfCharset, AlreadyDecodedTextIsKeptWhenDecodingIsOff) {
    // The same file after a JS string held it: "é" is already UTF-8 (0xC3 0xA9).
    EXPECT_EQ(label_at_origin("(;SZ[9]CA[ISO-8859-1]LB[aa:\xC3\xA9])", false), "\xC3\xA9");
    EXPECT_EQ(sgf_to_hen("(;SZ[9]CA[ISO-8859-1]LB[aa:\xC3\xA9])", 0,
                         [] {
                             Options o;
                             o.decode_sgf_charset = false;
                             return o;
                         }()),
              ".9x9.A9-\xC3\xA9");
}

TEST(HenFromSgfCharset, DecodingTwiceIsWhatTheOptionPrevents) {
    // Decoding UTF-8 text as Latin-1 turns one character into two: the bug the option avoids.
    EXPECT_EQ(label_at_origin("(;SZ[9]CA[ISO-8859-1]LB[aa:\xC3\xA9])", true), "\xC3\x83\xC2\xA9");
}

}  // namespace
