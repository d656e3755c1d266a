// The charset policy of SGF bytes (sgf/charset_detect.hpp): which charset each tree is read in,
// which bytes of UTF-8 text are repaired, and what is said where. The fixtures are
// tests/fixtures/sgf/charsets (made by make.mjs there, manifest.json holds their text).
#include <gtest/gtest.h>

#include <string>

#include "sgf/charset.hpp"
#include "sgf/charset_detect.hpp"
#include "test_util.hpp"

namespace {

using namespace bn::sgf::charset;

std::string fixture(const std::string& name) {
    return sgf_test::read_file(std::string(BN_FIXTURES_DIR) + "/sgf/charsets/" + name + ".sgf");
}

std::string_view charset_of(const Decision& d, std::size_t segment = 0) { return at(d.segments[segment].charset).name; }

std::vector<std::string_view> codes(const Decision& d) {
    std::vector<std::string_view> out;
    for (const auto& n : d.notes) out.push_back(n.code);
    return out;
}

TEST(SgfCharset, OneAliasTable) {
    EXPECT_EQ(named("iso_8859_1")->name, "ISO-8859-1");
    EXPECT_EQ(named("UTF8")->name, "UTF-8");
    EXPECT_EQ(named("gb2312")->name, "GB18030");
    EXPECT_EQ(named("SJIS")->name, "Shift_JIS");
    EXPECT_EQ(named("cp949")->name, "EUC-KR");
    EXPECT_EQ(named("KOI8")->name, "KOI8-R");
    EXPECT_EQ(named("no-such-charset"), nullptr);
    for (std::size_t i = 0; i < table_size(); ++i) EXPECT_EQ(at(i).id, i);
}

TEST(SgfCharset, PlainUtf8IsOnePass) {
    auto d = decide("(;CA[UTF-8]PB[谢尔豪]PW[一力辽])");
    EXPECT_TRUE(d.plain);
    EXPECT_TRUE(decide("(;PB[José])").plain);
    EXPECT_FALSE(decide("(;CA[GB2312]PB[x])").plain);
    EXPECT_FALSE(decide("(;PB[Jos\xE9])").plain);
    // What the pass looks for is found at every place in a word of eight bytes.
    for (std::size_t pad = 0; pad < 17; ++pad) {
        std::string moves(pad, ' ');
        EXPECT_FALSE(decide("(;GM[1]" + moves + "CA[GB2312]PB[x])").plain) << pad;
        EXPECT_FALSE(decide("(;GM[1]" + moves + "C[\xE9]PB[x])").plain) << pad;
        EXPECT_FALSE(decide("(;GM[1]" + moves + "C[\x1B$B]PB[x])").plain) << pad;
        EXPECT_TRUE(decide("(;GM[1]" + moves + "C[\xC3\xA9]PB[x])").plain) << pad;
    }
}

// Fox collections: UTF-8 without CA whose lost bytes were written "?". The file stays UTF-8,
// each damaged character is one U+FFFD, the intact names are read right.
TEST(SgfCharset, DamagedUtf8StaysUtf8WithOneReplacementPerCharacter) {
    // 谢 is E8 B0 A2: its middle byte became "?".
    std::string bytes = "(;PB[\xE8?\xA2尔豪]PW[一力辽]C[黑中盘胜])";
    auto d = decide(bytes);
    EXPECT_FALSE(d.plain);
    EXPECT_EQ(charset_of(d), "UTF-8");
    ASSERT_EQ(d.repairs.size(), 1u);
    EXPECT_EQ(d.repairs[0].begin, 5u);
    EXPECT_EQ(d.repairs[0].end, 8u);
    EXPECT_EQ(apply_native(bytes, d), "(;PB[\xEF\xBF\xBD尔豪]PW[一力辽]C[黑中盘胜])");
    EXPECT_EQ(codes(d), (std::vector<std::string_view>{"sgf.charset_mostly_utf8", "sgf.damaged_character"}));
    EXPECT_EQ(d.notes[1].begin, 5u);
}

TEST(SgfCharset, ABrokenSequenceIsItsMaximalSubpart) {
    std::string bytes = "(;PB[马逸超]PW[\xE5\x8F])";
    auto d = decide(bytes);
    EXPECT_EQ(charset_of(d), "UTF-8");
    EXPECT_EQ(apply_native(bytes, d), "(;PB[马逸超]PW[\xEF\xBF\xBD])");
    // A "?" after a cut character is text, not part of it.
    std::string question = "(;PB[马逸超]PW[\xE5\x8F?])";
    EXPECT_EQ(apply_native(question, decide(question)), "(;PB[马逸超]PW[\xEF\xBF\xBD?])");
}

TEST(SgfCharset, LegacyTextIsNotTakenForDamagedUtf8) {
    // "é" is valid UTF-8 (or 茅 in GBK); 古力 in GBK is not UTF-8 at all: more broken bytes than good.
    auto d = decide("(;PB[\xC3\xA9]PW[\xB9\xC5\xC1\xA6])");
    EXPECT_EQ(charset_of(d), "GB18030");
    EXPECT_EQ(codes(d), (std::vector<std::string_view>{"sgf.charset_guessed"}));
    EXPECT_TRUE(d.repairs.empty());
}

TEST(SgfCharset, FixturesWithoutCaAreGuessed) {
    const std::pair<const char*, const char*> cases[] = {
        {"gb2312-no-ca", "GB18030"},
        {"big5-no-ca", "Big5"},
        {"shift_jis-no-ca", "Shift_JIS"},
        {"euc-kr-no-ca", "EUC-KR"},
        {"windows-1251-no-ca", "windows-1251"},
        {"koi8-r-no-ca", "KOI8-R"},
        {"iso-2022-jp-no-ca", "ISO-2022-JP"},
        {"latin1-no-ca", "ISO-8859-1"},
    };
    for (const auto& [name, expected] : cases) {
        auto d = decide(fixture(name));
        EXPECT_EQ(charset_of(d), expected) << name;
        ASSERT_EQ(d.notes.size(), 1u) << name;
        EXPECT_EQ(d.notes[0].begin, 0u) << name;
    }
}

TEST(SgfCharset, DeclaredCharsetsAreHonouredSilently) {
    for (const char* name :
         {"gb2312-ca", "shift_jis-ca", "euc-kr-ca", "big5-ca", "euc-jp-ca", "latin1-ca", "koi8-r-ca"}) {
        auto d = decide(fixture(name));
        EXPECT_TRUE(d.notes.empty()) << name;
        EXPECT_EQ(at(d.segments[0].charset).name,
                  named(std::string_view(name).substr(0, std::string_view(name).find("-ca")))->name)
            << name;
    }
}

TEST(SgfCharset, ACaTheBytesCannotBeIsNotBelieved) {
    auto d = decide(fixture("utf8-labelled-gb2312"));
    EXPECT_EQ(charset_of(d), "UTF-8");
    EXPECT_EQ(codes(d), (std::vector<std::string_view>{"sgf.charset_mismatch"}));
    auto unknown = decide("(;CA[no-such]PB[\xB9\xC5\xC1\xA6]PW[\xBF\xC2\xBD\xE0])");
    EXPECT_EQ(charset_of(unknown), "GB18030");
    EXPECT_EQ(codes(unknown), (std::vector<std::string_view>{"sgf.charset_guessed", "sgf.unknown_charset"}));
}

TEST(SgfCharset, EachTreeHasItsOwnCharset) {
    std::string first = fixture("shift_jis-ca"), second = fixture("koi8-r-ca");
    auto d = decide(first + second);
    ASSERT_EQ(d.segments.size(), 2u);
    EXPECT_EQ(charset_of(d, 0), "Shift_JIS");
    EXPECT_EQ(charset_of(d, 1), "KOI8-R");
    EXPECT_EQ(d.segments[1].begin, first.size());
}

TEST(SgfCharset, AnUnavailableCharsetIsNeverGuessedAndAnErrorWhereNamed) {
    const std::uint32_t no_shift_jis = 1u << named("Shift_JIS")->id;
    EXPECT_NE(charset_of(decide(fixture("shift_jis-no-ca"), no_shift_jis)), "Shift_JIS");
    auto d = decide(fixture("shift_jis-ca"), no_shift_jis);
    ASSERT_EQ(d.notes.size(), 1u);
    EXPECT_EQ(d.notes[0].code, "sgf.charset_unavailable");
    EXPECT_TRUE(d.notes[0].error);
}

// The decisions whose text the core makes itself (the parse then reads it where it is): UTF-8
// throughout once repaired, without error.
TEST(SgfCharset, Utf8ThroughoutOnceRepaired) {
    auto damaged = decide("(;PB[\xE8?\xA2\xE5\xB0\x94\xE8\xB1\xAA]PW[\xE4\xB8\x80])");
    EXPECT_TRUE(utf8_throughout(damaged));
    EXPECT_EQ(apply_native("(;PB[\xE8?\xA2\xE5\xB0\x94\xE8\xB1\xAA]PW[\xE4\xB8\x80])", damaged),
              "(;PB[\xEF\xBF\xBD\xE5\xB0\x94\xE8\xB1\xAA]PW[\xE4\xB8\x80])");
    EXPECT_TRUE(utf8_throughout(decide(fixture("utf8-labelled-gb2312"))));
    EXPECT_TRUE(utf8_throughout(decide("(;PB[José])")));
    EXPECT_FALSE(utf8_throughout(decide(fixture("gb2312-ca"))));
    EXPECT_FALSE(utf8_throughout(decide(fixture("gb2312-no-ca"))));
    EXPECT_FALSE(utf8_throughout(decide(fixture("shift_jis-ca") + "(;PB[\xE8?\xA2])")));
    // An error read as UTF-8 (a CA naming a charset the platform lacks) needs the full decoding.
    auto unavailable = decide(fixture("shift_jis-ca"), 1u << named("Shift_JIS")->id);
    EXPECT_EQ(charset_of(unavailable), "UTF-8");
    EXPECT_FALSE(utf8_throughout(unavailable));
}

// What Sgf.parse asks first: one pass, no structure, the full decision's repairs or nothing.
TEST(SgfCharset, RepairableUtf8InOnePass) {
    const std::string fox = "(;GM[1]PB[\xE8?\xA2\xE5\xB0\x94\xE8\xB1\xAA]PW[\xE4\xB8\x80\xE5\x8A\x9B])";
    std::vector<Repair> repairs;
    ASSERT_TRUE(utf8_text_repairs(fox, repairs));
    auto full = decide(fox);
    ASSERT_EQ(repairs.size(), 1u);
    EXPECT_EQ(repairs[0].begin, full.repairs[0].begin);
    EXPECT_EQ(repairs[0].end, full.repairs[0].end);
    EXPECT_TRUE(utf8_text_repairs("(;CA[utf8]PB[\xE8?\xA2\xE5\xB0\x94])", repairs));
    // A CA naming another charset, also as an FF[3] name whose capitals are CA; an escape.
    EXPECT_FALSE(utf8_text_repairs("(;CA[GB2312]PB[\xE8?\xA2\xE5\xB0\x94])", repairs));
    EXPECT_FALSE(utf8_text_repairs("(;CharsetA [GB2312]PB[\xE8?\xA2\xE5\xB0\x94])", repairs));
    EXPECT_EQ(charset_of(decide("(;CharsetA [GB2312]PB[\xB9\xC5\xC1\xA6])")), "GB18030");
    EXPECT_FALSE(utf8_text_repairs("(;PB[\xE8?\xA2\xE5\xB0\x94]C[\x1B$B])", repairs));
    // A node whose broken bytes outweigh its characters may be a tree of legacy text.
    EXPECT_FALSE(utf8_text_repairs(fixture("gb2312-no-ca"), repairs));
    EXPECT_FALSE(utf8_text_repairs("(;PB[\xE8?\xA2])(;PW[\xB9\xC5\xC1\xA6])", repairs));
    // A tree can start at a property after variations (here after skipped text): its legacy
    // bytes are not outweighed by the characters before it (a fuzz finding).
    const std::string after_variations =
        "(;C[a])((;)\xE4\xB8\xAD\xE6\x96\x87\xE4\xB8\xAD\xE6\x96\x87]PB[\xE1\xCB\xDB\xDE W])";
    EXPECT_FALSE(utf8_throughout(decide(after_variations)));
    EXPECT_FALSE(utf8_text_repairs(after_variations, repairs));
    EXPECT_TRUE(plain_utf8("(;CA[UTF-8]PB[\xE8\xB0\xA2])"));
    EXPECT_FALSE(plain_utf8(fox));
}

TEST(SgfCharset, NotesStopAtTheCap) {
    std::string bytes = "(;PB[谢尔豪谢尔豪谢尔豪]C[";
    for (int i = 0; i < 300; ++i) bytes += "谢尔豪\xE8?\xA2";
    bytes += "])";
    auto d = decide(bytes);
    EXPECT_EQ(charset_of(d), "UTF-8");
    EXPECT_EQ(d.repairs.size(), 300u);
    EXPECT_EQ(d.notes.size(), 100u);
}

}  // namespace
