#include "sgf/charset_detect.hpp"

#include <algorithm>
#include <cstring>

#include "common/limits.hpp"
#include "common/utf8.hpp"
#include "sgf/byte_scan.hpp"
#include "sgf/charset_fit.hpp"

namespace bn::sgf::charset {

namespace {

constexpr std::string_view guessed = "sgf.charset_guessed";
constexpr std::string_view latin1_read = "sgf.charset_latin1";
constexpr std::string_view mostly_utf8 = "sgf.charset_mostly_utf8";
constexpr std::string_view damaged = "sgf.damaged_character";
constexpr std::string_view invalid_in_charset = "sgf.invalid_utf8";
constexpr std::string_view mismatch = "sgf.charset_mismatch";
constexpr std::string_view unknown = "sgf.unknown_charset";
constexpr std::string_view unavailable_here = "sgf.charset_unavailable";

bool continuation(unsigned b) { return (b & 0xC0) == 0x80; }

// Eight bytes at once: whether the word holds a byte >= 0x80, "C" or ESC (the bytes the one
// pass stops at); most of a record is ASCII moves, skipped a word at a time.
constexpr std::uint64_t ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
bool has_zero_byte(std::uint64_t v) { return ((v - ones) & ~v & highs) != 0; }
bool word_needs_a_look(const unsigned char* p) {
    std::uint64_t w;
    std::memcpy(&w, p, sizeof w);
    return (w & highs) != 0 || has_zero_byte(w ^ (ones * 'C')) || has_zero_byte(w ^ (ones * 0x1B));
}

// Whether the CA value whose "[" is at `open` ends and names UTF-8: what both one-pass readers
// below require of every CA they meet.
bool ca_value_names_utf8(std::string_view bytes, std::size_t open) {
    std::size_t end = open + 1;
    while (end < bytes.size() && bytes[end] != ']') end += bytes[end] == '\\' ? 2 : 1;
    if (end >= bytes.size()) return false;
    const Info* charset = named(bytes.substr(open + 1, end - open - 1));
    return charset != nullptr && charset->kind == Kind::utf8;
}

// The common case in one pass: valid UTF-8 throughout, no escape (ISO-2022-JP), and every
// "CA[...]" naming UTF-8 (one inside a comment only sends the input to the full decision).
bool plain_utf8_pass(std::string_view bytes) {
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    const std::size_t n = bytes.size();
    for (std::size_t i = 0; i < n;) {
        if (i + 8 <= n && !word_needs_a_look(p + i)) {
            i += 8;
            continue;
        }
        unsigned c = p[i];
        if (c >= 0x80) {
            std::size_t length = utf8_sequence_length(bytes.substr(i, 4));
            if (length == 0) return false;
            i += length;
            continue;
        }
        if (c == 0x1B) return false;
        if (c == 'C' && i + 1 < n && p[i + 1] == 'A' && (i == 0 || p[i - 1] < 'A' || p[i - 1] > 'Z')) {
            std::size_t j = i + 2;
            while (j < n && (p[j] == ' ' || p[j] == '\t' || p[j] == '\r' || p[j] == '\n')) ++j;
            if (j < n && p[j] == '[') {
                if (!ca_value_names_utf8(bytes, j)) return false;
                i = j + 1;  // on from the value's first byte, which the loop still checks
                continue;
            }
        }
        ++i;
    }
    return true;
}

// The length of the UTF-8 sequence a lead byte starts (2 to 4), or 0 for a byte that starts none.
std::size_t sequence_length(unsigned lead) {
    return lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0;
}

// The longest start of a broken sequence at p (the lead and the continuation bytes that could
// still follow it), as the Encoding Standard counts one U+FFFD.
std::size_t maximal_subpart(const unsigned char* p, std::size_t n) {
    const unsigned lead = p[0];
    const std::size_t expected = std::max<std::size_t>(sequence_length(lead), 1);
    std::size_t length = 1;
    for (; length < expected && length < n; ++length) {
        unsigned b = p[length], low = 0x80, high = 0xBF;
        if (length == 1) {
            if (lead == 0xE0) low = 0xA0;
            if (lead == 0xED) high = 0x9F;
            if (lead == 0xF0) low = 0x90;
            if (lead == 0xF4) high = 0x8F;
        }
        if (b < low || b > high) break;
    }
    return length;
}

// A character of 2-4 bytes whose lost bytes were written "?" (0x3F), as in Fox collections:
// its lead, then continuation bytes or "?" up to its length, the last a continuation byte (a
// "?" at the end is left as text: it may be a real question mark after a cut character).
std::size_t question_marked(const unsigned char* p, std::size_t n) {
    const std::size_t expected = sequence_length(p[0]);
    if (expected < 3 || n < expected || !continuation(p[expected - 1])) return 0;
    bool marked = false;
    for (std::size_t k = 1; k + 1 < expected; ++k) {
        if (p[k] == '?')
            marked = true;
        else if (!continuation(p[k]))
            return 0;
    }
    return marked ? expected : 0;
}

class Decider {
public:
    Decider(std::string_view bytes, std::uint32_t unavailable, Decision& out)
        : bytes_(bytes), unavailable_(unavailable), out_(out) {}

    void tree(const Segment& where, std::size_t end, const std::vector<std::string_view>& values,
              std::size_t valid_values) {
        out_.segments.push_back(where);
        Segment& segment = out_.segments.back();
        std::string_view body = bytes_.substr(where.begin, end - where.begin);
        if (!where.has_ca) return detect(segment, body, values, valid_values, where.begin);
        const std::size_t ca_at = where.ca_begin - 1, ca_end = where.ca_end + 1;
        const Info* declared = named(bytes_.substr(where.ca_begin, where.ca_end - where.ca_begin));
        auto detect_instead = [&] {
            detect(segment, body, values, valid_values, where.begin);
            note(unknown, ca_at, ca_end, segment.charset, true);
        };
        if (declared == nullptr) return detect_instead();
        if (declared->kind == Kind::utf8) return read_utf8(segment, body, where.begin);
        if (unavailable_ & (1u << declared->id)) {
            note(unavailable_here, ca_at, ca_end, declared->id, true, true);
            segment.charset = utf8().id;
            read_utf8(segment, body, where.begin, false);
            return;
        }
        // Valid UTF-8 with non-ASCII characters is text in a legacy charset only by rare chance:
        // in a single-byte charset a letter would have to be followed by a C1 control or a symbol
        // ("Ã©"), in a CJK one several characters in a row would fall on UTF-8's patterns. So a CA
        // naming such a charset over valid UTF-8 (one such character for a single-byte charset,
        // four for a multi-byte one) is a file converted to UTF-8 without fixing its CA.
        const bool valid = is_valid_utf8(body);
        if (valid && multi_byte_characters(body) >= (declared->kind == Kind::single_byte ? 1u : 4u)) {
            note(mismatch, ca_at, ca_end, declared->id, true);
            return read_utf8(segment, body, where.begin);
        }
        if (declared->kind == Kind::utf16) {
            // UTF-16 without a byte order mark: the structure was found in single bytes.
            if (valid) {
                note(mismatch, ca_at, ca_end, declared->id, true);
                return read_utf8(segment, body, where.begin);
            }
            return detect_instead();
        }
        segment.charset = declared->id;
        if (holds(body, *declared)) return;
        // Bytes the charset named cannot hold: the CA is wrong when they are valid UTF-8.
        if (valid) {
            note(mismatch, ca_at, ca_end, declared->id, true);
            return read_utf8(segment, body, where.begin);
        }
        const std::size_t before = out_.notes.size();
        for (auto v : values) {
            if (holds(v, *declared)) continue;
            auto at = static_cast<std::size_t>(v.data() - bytes_.data());
            note(invalid_in_charset, at - 1, at + v.size() + 1, declared->id);
        }
        if (out_.notes.size() == before) note(invalid_in_charset, where.begin, where.begin + 1, declared->id);
    }

private:
    // A tree without CA (or with one that names nothing known).
    void detect(Segment& segment, std::string_view body, const std::vector<std::string_view>& values,
                std::size_t valid_values, std::size_t at) {
        segment.charset = utf8().id;
        if (values.empty()) {
            // ISO-2022-JP is 7-bit: its escape to JIS X 0208 ("ESC $ B" or "ESC $ @") gives it away.
            const Info& jis = *named("ISO-2022-JP");
            if (!(unavailable_ & (1u << jis.id)) &&
                (body.find("\x1B$B") != body.npos || body.find("\x1B$@") != body.npos)) {
                segment.charset = jis.id;
                note(guessed, at, at + 1, jis.id);
                return;
            }
            read_utf8(segment, body, at, false);
            return;
        }
        std::size_t broken = 0;
        std::size_t good = utf8_repairs(body, at, nullptr, broken);
        if (broken == 0) return;
        if (good >= broken) {
            note(mostly_utf8, at, at + 1, utf8().id, false, false, static_cast<std::uint32_t>(valid_values),
                 static_cast<std::uint32_t>(values.size()));
            return read_utf8(segment, body, at);
        }
        if (const Info* legacy = best_legacy_fit(values, unavailable_)) {
            segment.charset = legacy->id;
            note(guessed, at, at + 1, legacy->id);
            return;
        }
        segment.charset = latin1().id;
        note(latin1_read, at, at + 1, latin1().id);
    }

    // UTF-8 with each broken character repaired (and said, unless `say` is false).
    void read_utf8(Segment& segment, std::string_view body, std::size_t at, bool say = true) {
        segment.charset = utf8().id;
        const std::size_t first = out_.repairs.size();
        std::size_t broken = 0;
        utf8_repairs(body, at, &out_.repairs, broken);
        if (!say) return;
        for (std::size_t r = first; r < out_.repairs.size(); ++r)
            note(damaged, out_.repairs[r].begin, out_.repairs[r].end, utf8().id);
    }

    static std::size_t multi_byte_characters(std::string_view body) {
        std::size_t count = 0;
        for (char ch : body)
            if ((static_cast<unsigned char>(ch) & 0xC0) == 0xC0) ++count;
        return count;
    }

    void note(std::string_view code, std::size_t begin, std::size_t end, std::uint8_t charset, bool declared = false,
              bool error = false, std::uint32_t valid = 0, std::uint32_t total = 0) {
        if (!error && out_.notes.size() >= limits::max_diagnostics) return;
        out_.notes.push_back(Note{code, begin, end, error, charset, declared, valid, total});
    }

    std::string_view bytes_;
    std::uint32_t unavailable_;
    Decision& out_;
};

}  // namespace

const std::vector<std::string_view>& note_codes() {
    static const std::vector<std::string_view> codes{
        guessed, latin1_read, mostly_utf8, damaged, invalid_in_charset, mismatch, unknown, unavailable_here};
    return codes;
}

std::size_t utf8_repairs(std::string_view bytes, std::size_t offset, std::vector<Repair>* out,
                         std::size_t& broken_bytes) {
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    const std::size_t n = bytes.size();
    std::size_t good = 0;
    for (std::size_t i = 0; i < n;) {
        if (p[i] < 0x80) {
            ++i;
            continue;
        }
        std::size_t length = utf8_sequence_length(bytes.substr(i, 4));
        if (length != 0) {
            good += length;
            i += length;
            continue;
        }
        length = question_marked(p + i, n - i);
        if (length == 0) length = maximal_subpart(p + i, n - i);
        broken_bytes += length;
        if (out) out->push_back(Repair{offset + i, offset + i + length});
        i += length;
    }
    return good;
}

Decision decide(std::string_view bytes, std::uint32_t unavailable) {
    Decision decision;
    if (plain_utf8_pass(bytes)) {
        decision.plain = true;
        decision.segments.push_back(Segment{0, utf8().id});
        return decision;
    }
    ByteScan scan = scan_bytes(bytes);
    Decider decider(bytes, unavailable, decision);
    std::vector<std::string_view> values;
    std::size_t next_value = 0;
    const std::size_t count = scan.trees.empty() ? 1 : scan.trees.size();
    for (std::size_t t = 0; t < count; ++t) {
        Segment where;
        std::size_t end = t + 1 < scan.trees.size() ? scan.trees[t + 1].offset : bytes.size();
        std::size_t valid = 0;
        values.clear();
        if (!scan.trees.empty()) {
            const ScannedTree& tree = scan.trees[t];
            where = Segment{t == 0 ? 0 : tree.offset, 0, tree.has_ca, tree.ca_begin, tree.ca_end};
            for (; next_value < scan.values.size() && scan.values[next_value].tree == t; ++next_value) {
                const ScannedValue& v = scan.values[next_value];
                values.push_back(bytes.substr(v.begin, v.end - v.begin));
                if (v.valid_utf8) ++valid;
            }
        }
        decider.tree(where, end, values, valid);
    }
    return decision;
}

bool plain_utf8(std::string_view bytes) { return plain_utf8_pass(bytes); }

bool utf8_text_repairs(std::string_view bytes, std::vector<Repair>& repairs) {
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    const std::size_t n = bytes.size();
    repairs.clear();
    std::size_t good = 0, broken = 0;  // in the stretch since the last place a tree can start
    // The capitals of the run of ASCII letters that ends at i ("CA" when exactly those).
    std::size_t capitals = 0;
    bool ca = false, in_letters = false;
    // Once a ")" has closed variations, a tree can also start at a property with no ";" before
    // it (a node after hoisted variations, parser.hpp): from then on every run of letters
    // starts a stretch too. Smaller stretches only send more inputs to the full decision.
    bool after_close = false;
    auto stretch_ends = [&] {
        const bool repairable = broken <= good;
        good = broken = 0;
        return repairable;
    };
    for (std::size_t i = 0; i <= n; ++i) {
        const unsigned c = i < n ? p[i] : 0;
        const bool letter = (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
        if (letter) {
            if (!in_letters && after_close && !stretch_ends()) return false;
            in_letters = true;
            if (c <= 'Z') {
                ca = (capitals == 0 && c == 'C') || (capitals == 1 && ca && c == 'A');
                ++capitals;
            }
            continue;
        }
        if (ca && capitals == 2) {
            // An identifier CA: its first value must name UTF-8 (any control or space may
            // stand before "[": more than the parser skips, never less).
            std::size_t j = i;
            while (j < n && p[j] <= ' ') ++j;
            if (j < n && p[j] == '[' && !ca_value_names_utf8(bytes, j)) return false;
        }
        capitals = 0;
        ca = false;
        in_letters = false;
        if (i == n || c == '(' || c == ';') {
            if (!stretch_ends()) return false;
            continue;
        }
        if (c == ')') after_close = true;
        if (c == 0x1B) return false;
        if (c < 0x80) continue;
        std::size_t length = utf8_sequence_length(bytes.substr(i, 4));
        if (length != 0) {
            good += length;
        } else {
            length = question_marked(p + i, n - i);
            if (length == 0) length = maximal_subpart(p + i, n - i);
            broken += length;
            repairs.push_back(Repair{i, i + length});
        }
        i += length - 1;
    }
    return true;
}

bool utf8_throughout(const Decision& decision) {
    for (const auto& s : decision.segments)
        if (at(s.charset).kind != Kind::utf8) return false;
    for (const auto& n : decision.notes)
        if (n.error) return false;
    return true;
}

std::string repaired_utf8(std::string_view bytes) {
    Decision decision;
    decision.segments.push_back(Segment{0, utf8().id});
    std::size_t broken = 0;
    utf8_repairs(bytes, 0, &decision.repairs, broken);
    return apply_native(bytes, decision);
}

std::string apply_native(std::string_view bytes, const Decision& decision) {
    std::string out;
    out.reserve(bytes.size());
    std::size_t repair = 0;
    for (std::size_t s = 0; s < decision.segments.size(); ++s) {
        const Segment& segment = decision.segments[s];
        std::size_t end = s + 1 < decision.segments.size() ? decision.segments[s + 1].begin : bytes.size();
        const Info& charset = at(segment.charset);
        if (charset.kind != Kind::utf8) {
            std::string_view body = bytes.substr(segment.begin, end - segment.begin);
            if (native(charset))
                out += to_utf8(body, charset);
            else
                out.append(body);
            continue;
        }
        std::size_t from = segment.begin;
        for (; repair < decision.repairs.size() && decision.repairs[repair].begin < end; ++repair) {
            out.append(bytes.substr(from, decision.repairs[repair].begin - from));
            out += "\xEF\xBF\xBD";
            from = decision.repairs[repair].end;
        }
        out.append(bytes.substr(from, end - from));
    }
    return out;
}

}  // namespace bn::sgf::charset
