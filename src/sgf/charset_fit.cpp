#include "sgf/charset_fit.hpp"

#include <algorithm>
#include <iterator>

#include "sgf/charset_frequent.hpp"

namespace bn::sgf::charset {

namespace {

enum class Language { zh, ja, ko };

// What a character of a candidate is, by the range of the code table its bytes fall in.
enum class Class { frequent, ideograph, rare_ideograph, punctuation, kana, hangul, shape, other };

double weight(Class c, Language language) {
    switch (c) {
        case Class::frequent: return 3;
        case Class::ideograph: return language == Language::ko ? 0.3 : 1;
        case Class::rare_ideograph: return 0;
        case Class::punctuation: return 1;
        case Class::kana: return language == Language::ja ? 2 : 0;
        case Class::hangul: return language == Language::ko ? 1 : -2;
        case Class::shape: return 0.2;  // circled numbers, geometric shapes
        case Class::other: return -2;
    }
    return -2;
}

// Charset ids (charset.cpp's table).
constexpr std::uint8_t gb18030 = 3, big5 = 4, shift_jis = 5, euc_jp = 6, euc_kr = 8;

bool in(unsigned b, unsigned from, unsigned to) { return b >= from && b <= to; }

template <std::size_t N>
bool listed(const std::uint16_t (&pairs)[N], unsigned a, unsigned b) {
    return std::binary_search(std::begin(pairs), std::end(pairs), static_cast<std::uint16_t>(a << 8 | b));
}

// One step of cutting: `length` bytes (0: the bytes do not fit), the class of the character
// (for two bytes and more) and whether its second byte is ASCII.
struct Step {
    std::size_t length = 0;
    Class cls = Class::other;
    bool ascii_trail = false;
};

Step step_gb18030(const unsigned char* p, std::size_t n) {
    unsigned a = p[0];
    if (a == 0x80 || a == 0xFF || n < 2) return {};
    unsigned b = p[1];
    if (in(b, 0x30, 0x39)) {
        if (n < 4 || !in(p[2], 0x81, 0xFE) || !in(p[3], 0x30, 0x39)) return {};
        return {4, Class::other, false};
    }
    if (!in(b, 0x40, 0x7E) && !in(b, 0x80, 0xFE)) return {};
    Step s{2, Class::other, b < 0x80};
    if (listed(frequent::gb18030, a, b))
        s.cls = Class::frequent;
    else if (b >= 0xA1 && (a == 0xA1 || a == 0xA3))
        s.cls = Class::punctuation;
    else if (b >= 0xA1 && (a == 0xA2 || a == 0xA9))
        s.cls = Class::shape;
    else if (b >= 0xA1 && (a == 0xA4 || a == 0xA5))
        s.cls = Class::kana;
    else if ((b >= 0xA1 && in(a, 0xB0, 0xF7)) || in(a, 0x81, 0xA0) || (b < 0xA1 && in(a, 0xAA, 0xFE)))
        s.cls = Class::ideograph;
    return s;
}

Step step_big5(const unsigned char* p, std::size_t n) {
    unsigned a = p[0];
    if (!in(a, 0x87, 0xFE) || n < 2) return {};  // the Encoding Standard's index starts at lead 0x87
    unsigned b = p[1];
    if (!in(b, 0x40, 0x7E) && !in(b, 0xA1, 0xFE)) return {};
    Step s{2, Class::other, b < 0x80};
    if (listed(frequent::big5, a, b))
        s.cls = Class::frequent;
    else if (in(a, 0xA1, 0xA2))
        s.cls = Class::punctuation;
    else if (in(a, 0xA4, 0xC5) || (a == 0xC6 && b <= 0x7E) || in(a, 0xC9, 0xF9))
        s.cls = Class::ideograph;
    else if (a < 0xA1 || a >= 0xFA)
        s.cls = Class::rare_ideograph;  // HKSCS
    return s;
}

Step step_shift_jis(const unsigned char* p, std::size_t n) {
    unsigned a = p[0];
    if (a == 0x80 || in(a, 0xA1, 0xDF)) return {1, Class::other, false};  // U+0080, half-width katakana
    if (!(in(a, 0x81, 0x9F) || in(a, 0xE0, 0xFC)) || a == 0x85 || a == 0x86 || a == 0xEB || a == 0xEC || a == 0xEF ||
        n < 2)
        return {};
    unsigned b = p[1];
    if (!in(b, 0x40, 0x7E) && !in(b, 0x80, 0xFC)) return {};
    Step s{2, Class::other, b < 0x80};
    if (listed(frequent::shift_jis, a, b))
        s.cls = Class::frequent;
    else if (a == 0x81 || (a == 0x82 && b < 0x9F))
        s.cls = Class::punctuation;
    else if ((a == 0x82 && b >= 0x9F) || (a == 0x83 && b <= 0x96))
        s.cls = Class::kana;
    else if (a == 0x87)
        s.cls = Class::shape;
    else if ((a == 0x88 && b >= 0x9F) || in(a, 0x89, 0x9F) || in(a, 0xE0, 0xEA) || in(a, 0xED, 0xEE) || a >= 0xFA)
        s.cls = Class::ideograph;
    return s;
}

Step step_euc_jp(const unsigned char* p, std::size_t n) {
    unsigned a = p[0];
    if (a == 0x8E) {
        if (n < 2 || !in(p[1], 0xA1, 0xDF)) return {};
        return {2, Class::other, false};
    }
    if (a == 0x8F) {
        if (n < 3 || !in(p[1], 0xA1, 0xFE) || !in(p[2], 0xA1, 0xFE)) return {};
        return {3, Class::rare_ideograph, false};
    }
    if (!in(a, 0xA1, 0xFE) || n < 2 || !in(p[1], 0xA1, 0xFE)) return {};
    unsigned b = p[1];
    Step s{2, Class::other, false};
    if (listed(frequent::euc_jp, a, b))
        s.cls = Class::frequent;
    else if (a == 0xA1 || a == 0xA3)
        s.cls = Class::punctuation;
    else if (a == 0xA2 || a == 0xA8 || a == 0xAD)
        s.cls = Class::shape;
    else if (a == 0xA4 || a == 0xA5)
        s.cls = Class::kana;
    else if (in(a, 0xB0, 0xF4))
        s.cls = Class::ideograph;
    return s;
}

Step step_euc_kr(const unsigned char* p, std::size_t n) {
    unsigned a = p[0];
    if (!in(a, 0x81, 0xFE) || n < 2) return {};
    unsigned b = p[1];
    if (!in(b, 0x41, 0x5A) && !in(b, 0x61, 0x7A) && !in(b, 0x81, 0xFE)) return {};
    Step s{2, Class::other, b < 0x80};
    if (b < 0xA1 || a < 0xA1) {
        // CP949's extension: the Hangul syllables KS X 1001 lacks (leads up to 0xC6).
        if (a > 0xC6 || (a == 0xC6 && b > 0x52)) return {};
        s.cls = Class::hangul;
        return s;
    }
    if (listed(frequent::euc_kr, a, b))
        s.cls = Class::frequent;
    else if (a == 0xA1 || a == 0xA3)
        s.cls = Class::punctuation;
    else if (a == 0xA2 || a == 0xA6 || a == 0xA8 || a == 0xA9)
        s.cls = Class::shape;
    else if (a == 0xAA || a == 0xAB)
        s.cls = Class::kana;
    else if (in(a, 0xB0, 0xC8))
        s.cls = Class::hangul;
    else if (in(a, 0xCA, 0xFD))
        s.cls = Class::ideograph;
    return s;
}

struct Candidate {
    std::uint8_t id;
    Language language;
    Step (*step)(const unsigned char*, std::size_t);
};

// CJK first: most of the world's records are Chinese, Japanese or Korean.
constexpr Candidate candidates[] = {
    {gb18030, Language::zh, step_gb18030},     {big5, Language::zh, step_big5},
    {shift_jis, Language::ja, step_shift_jis}, {euc_kr, Language::ko, step_euc_kr},
    {euc_jp, Language::ja, step_euc_jp},
};

const Candidate* candidate_of(const Info& charset) {
    for (const auto& c : candidates)
        if (c.id == charset.id) return &c;
    return nullptr;
}

// Score of `bytes` in the candidate, in points; false when the bytes do not fit it.
bool score(std::string_view bytes, const Candidate& c, double& points) {
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    for (std::size_t i = 0, n = bytes.size(); i < n;) {
        if (p[i] < 0x80) {
            ++i;
            continue;
        }
        Step s = c.step(p + i, n - i);
        if (s.length == 0) return false;
        points += weight(s.cls, c.language);
        // An ASCII byte eaten as a second byte: a letter taken from Latin text.
        if (s.ascii_trail) points -= 0.5;
        i += s.length;
    }
    return true;
}

// In CJK text the words (runs of letters, digits and non-ASCII bytes) are mostly non-ASCII bytes
// (a character is two, the second at times an ASCII letter); Latin text in a single-byte charset
// has one accented letter among ASCII ones ("Müller"). The share of non-ASCII bytes in the words
// that hold any.
double high_share_in_words(const std::vector<std::string_view>& values) {
    std::size_t high = 0, total = 0;
    for (auto v : values) {
        std::size_t word_high = 0, word_total = 0;
        for (std::size_t i = 0; i <= v.size(); ++i) {
            unsigned b = i < v.size() ? static_cast<unsigned char>(v[i]) : 0x20;
            bool in_word = b >= 0x80 || in(b, 0x30, 0x39) || in(b | 0x20, 0x61, 0x7A);
            if (in_word) {
                ++word_total;
                if (b >= 0x80) ++word_high;
            } else {
                if (word_high > 0) {
                    high += word_high;
                    total += word_total;
                }
                word_high = word_total = 0;
            }
        }
    }
    return total == 0 ? 0 : static_cast<double>(high) / static_cast<double>(total);
}

// The best CJK charset: at least half a point per non-ASCII byte (a common ideograph is two
// bytes, one point), or a point when the bytes also look like Cyrillic words.
const Info* best_cjk(const std::vector<std::string_view>& values, bool also_cyrillic, std::uint32_t unavailable) {
    if (high_share_in_words(values) < 0.5) return nullptr;
    const double threshold = also_cyrillic ? 1 : 0.5;
    std::size_t high_bytes = 0;
    for (auto v : values)
        for (char ch : v)
            if (static_cast<unsigned char>(ch) >= 0x80) ++high_bytes;
    if (high_bytes == 0) return nullptr;
    const Candidate* best = nullptr;
    double best_per_byte = 0;
    for (const auto& c : candidates) {
        if (unavailable & (1u << c.id)) continue;
        double points = 0;
        bool fits = true;
        for (auto v : values)
            if (!(fits = score(v, c, points))) break;
        if (!fits) continue;
        double per_byte = points / static_cast<double>(high_bytes);
        if (per_byte >= threshold && (best == nullptr || per_byte > best_per_byte)) {
            best = &c;
            best_per_byte = per_byte;
        }
    }
    return best ? &at(best->id) : nullptr;
}

// Cyrillic text is words of letters 0xC0-0xFF in windows-1251 and KOI8-R alike (runs of several
// high bytes, where Latin-1 text has one accented letter among ASCII ones); most letters are
// lower case, which is 0xE0-0xFF in windows-1251 and 0xC0-0xDF in KOI8-R.
const Info* cyrillic(const std::vector<std::string_view>& values) {
    std::size_t letters = 0, high = 0, runs = 0, upper_half = 0;
    for (auto v : values) {
        std::size_t run = 0;
        for (std::size_t i = 0; i <= v.size(); ++i) {
            unsigned b = i < v.size() ? static_cast<unsigned char>(v[i]) : 0;
            if (b >= 0x80) {
                ++high;
                ++run;
                if (b >= 0xC0) ++letters;
                if (b >= 0xE0) ++upper_half;
            } else if (run > 0) {
                ++runs;
                run = 0;
            }
        }
    }
    if (high == 0 || 5 * letters < 4 * high || high < 2 * runs) return nullptr;
    return named(upper_half * 2 >= letters ? "windows-1251" : "koi8-r");
}

}  // namespace

bool holds(std::string_view bytes, const Info& charset) {
    if (charset.kind == Kind::iso2022) {
        for (char ch : bytes)
            if (static_cast<unsigned char>(ch) >= 0x80) return false;
        return true;
    }
    const Candidate* c = candidate_of(charset);
    if (c == nullptr) return charset.kind == Kind::single_byte;
    double ignored = 0;
    return score(bytes, *c, ignored);
}

const Info* best_legacy_fit(const std::vector<std::string_view>& values, std::uint32_t unavailable) {
    if (values.empty()) return nullptr;
    const Info* cyrillic_fit = cyrillic(values);
    if (cyrillic_fit && (unavailable & (1u << cyrillic_fit->id))) cyrillic_fit = nullptr;
    const Info* cjk = best_cjk(values, cyrillic_fit != nullptr, unavailable);
    return cjk ? cjk : cyrillic_fit;
}

}  // namespace bn::sgf::charset
