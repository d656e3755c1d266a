// The charset policy of SGF bytes (sgf/charset_detect.hpp) on any bytes, and its repair of
// damaged UTF-8. The first byte of an input picks a damage (how many bytes, "?" or another
// byte); the rest is text. On the text as it is: the decision never throws, its segments,
// repairs and notes lie inside the input in order, at most limits::max_diagnostics notes but
// errors, and what it makes of native charsets is valid UTF-8; where every tree is read as
// UTF-8 without error (utf8_throughout: the text the parse then reads where it is), that text
// is the bytes with each repair one U+FFFD. When the text is valid UTF-8 (without CA), it is
// put in a comment and damaged: the decision keeps it UTF-8 whenever its well-formed
// multi-byte bytes outweigh what the damage can break, no repair reaches a byte more than
// three bytes from a damaged one (an intact character away from the damage is never
// changed), and undamaged text is read as it is. On both, the one-pass answers (plain_utf8,
// utf8_text_repairs) agree with the full decision.
// seeds: tests/fixtures/sgf/charsets tests/fixtures/sgf @corpus/sgf
// max-len: 10240
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "check.hpp"
#include "common/limits.hpp"
#include "common/utf8.hpp"
#include "sgf/charset.hpp"
#include "sgf/charset_detect.hpp"

namespace {

using namespace bn::sgf::charset;

void check_decision(std::string_view bytes, const Decision& d) {
    BN_FUZZ_CHECK(!d.segments.empty() && d.segments[0].begin == 0);
    for (std::size_t s = 1; s < d.segments.size(); ++s) BN_FUZZ_CHECK(d.segments[s - 1].begin < d.segments[s].begin);
    for (const auto& s : d.segments) {
        BN_FUZZ_CHECK(s.begin < bytes.size() || (s.begin == 0 && bytes.empty()) || s.begin == 0);
        BN_FUZZ_CHECK(s.charset < table_size());
        BN_FUZZ_CHECK(!s.has_ca || (s.ca_begin <= s.ca_end && s.ca_end <= bytes.size()));
    }
    std::size_t last = 0;
    for (const auto& r : d.repairs) {
        BN_FUZZ_CHECK(r.begin >= last && r.begin < r.end && r.end <= bytes.size() && r.end - r.begin <= 4);
        last = r.end;
    }
    std::size_t warnings = 0;
    for (const auto& n : d.notes) {
        BN_FUZZ_CHECK(n.begin <= n.end && n.end <= bytes.size() + 1);
        BN_FUZZ_CHECK(n.charset < table_size());
        if (!n.error) ++warnings;
    }
    BN_FUZZ_CHECK(warnings <= bn::limits::max_diagnostics);
    bool all_native = true;
    for (const auto& s : d.segments) all_native = all_native && native(at(s.charset));
    if (all_native) BN_FUZZ_CHECK(bn::is_valid_utf8(apply_native(bytes, d)));
    if (d.plain) BN_FUZZ_CHECK(d.repairs.empty() && d.notes.empty() && apply_native(bytes, d) == bytes);
    // UTF-8 throughout once repaired (the text the core hands the parse as it is): no error, and
    // the text is the bytes with each repair one U+FFFD, nothing else changed.
    if (utf8_throughout(d)) {
        for (const auto& s : d.segments) BN_FUZZ_CHECK(at(s.charset).kind == Kind::utf8);
        for (const auto& n : d.notes) BN_FUZZ_CHECK(!n.error);
        std::string expected;
        std::size_t from = 0;
        for (const auto& r : d.repairs) {
            expected.append(bytes.substr(from, r.begin - from));
            expected += "\xEF\xBF\xBD";
            from = r.end;
        }
        expected.append(bytes.substr(from));
        const std::string text = apply_native(bytes, d);
        BN_FUZZ_CHECK(text == expected && bn::is_valid_utf8(text));
    }
}

// The one-pass answers (what Sgf.parse asks first) agree with the full decision: plain UTF-8
// is plain, and repairable UTF-8 is read as UTF-8 throughout with the same repairs.
void check_one_pass(std::string_view bytes, const Decision& full) {
    if (plain_utf8(bytes)) BN_FUZZ_CHECK(full.plain);
    std::vector<Repair> repairs;
    if (!utf8_text_repairs(bytes, repairs)) return;
    BN_FUZZ_CHECK(utf8_throughout(full) && repairs.size() == full.repairs.size());
    for (std::size_t r = 0; r < repairs.size(); ++r)
        BN_FUZZ_CHECK(repairs[r].begin == full.repairs[r].begin && repairs[r].end == full.repairs[r].end);
}

// Bytes of well-formed multi-byte sequences in valid UTF-8 `text`.
std::size_t multi_byte_bytes(std::string_view text) {
    std::size_t count = 0;
    for (char c : text) count += static_cast<unsigned char>(c) >= 0x80;
    return count;
}

void check_damage(std::uint8_t how, std::string_view original) {
    std::string text(original);
    for (char& c : text)
        if (c == '[' || c == ']' || c == '\\' || c == '(' || c == ')' || c == ';') c = 'x';
    const std::string head = "(;C[";
    std::string bytes = head + text + "])";
    // Undamaged UTF-8 is read as it is.
    Decision intact = decide(bytes);
    check_decision(bytes, intact);
    BN_FUZZ_CHECK(intact.repairs.empty() && at(intact.segments[0].charset).kind == Kind::utf8);
    if (text.empty()) return;
    // Damage: `count` bytes of the text, each "?" or a byte from a small generator.
    const std::size_t count = 1 + (how & 7);
    std::uint32_t state = 2166136261u ^ how ^ static_cast<std::uint32_t>(text.size());
    auto next = [&state] { return state = state * 1664525u + 1013904223u; };
    std::vector<std::size_t> damaged;
    for (std::size_t k = 0; k < count; ++k) {
        std::size_t at_byte = head.size() + next() % text.size();
        auto replacement = static_cast<char>((how & 8) ? '?' : static_cast<char>(next() >> 24));
        if (replacement == '[' || replacement == ']' || replacement == '\\' || replacement == '(' ||
            replacement == ')' || replacement == ';')
            replacement = '?';
        if (bytes[at_byte] == replacement) continue;
        bytes[at_byte] = replacement;
        damaged.push_back(at_byte);
    }
    Decision d = decide(bytes);
    check_decision(bytes, d);
    check_one_pass(bytes, d);
    if (damaged.empty()) return;
    // Each damaged byte breaks at most the four bytes of its character and removes at most four
    // well-formed ones: past eight a damaged byte, the text is UTF-8-shaped.
    if (multi_byte_bytes(text) >= 8 * damaged.size() + 8) BN_FUZZ_CHECK(at(d.segments[0].charset).kind == Kind::utf8);
    if (at(d.segments[0].charset).kind != Kind::utf8) return;
    for (const auto& r : d.repairs) {
        for (std::size_t p = r.begin; p < r.end; ++p) {
            bool near = false;
            for (std::size_t at_byte : damaged) near = near || (p + 3 >= at_byte && p <= at_byte + 3);
            BN_FUZZ_CHECK(near);
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view bytes(reinterpret_cast<const char*>(data), size);
    Decision full = decide(bytes);
    check_decision(bytes, full);
    check_one_pass(bytes, full);
    if (size == 0) return 0;
    std::string_view text = bytes.substr(1);
    // The same bytes with each charset unavailable in turn: never chosen unless CA names it.
    const std::uint32_t unavailable = 1u << (data[0] % table_size());
    Decision without = decide(text, unavailable);
    check_decision(text, without);
    for (const auto& s : without.segments)
        BN_FUZZ_CHECK(native(at(s.charset)) || !(unavailable & (1u << s.charset)) || s.has_ca);
    if (bn::is_valid_utf8(text) && text.find("CA") == text.npos && text.find('\x1B') == text.npos)
        check_damage(data[0], text);
    return 0;
}
