// The HEN part boundaries (lexer.hpp) as X3 rules, read one part per x3::parse call, as the
// SGF and BDL lexers read one token per call. Every rule matches the empty string or more, so
// no call fails and no expectation point is needed: whatever a part holds is judged later, by
// the reading that asked for it.
#include "hen/lexer.hpp"

#include <boost/spirit/home/x3.hpp>

namespace bn::hen {

namespace {

namespace x3 = boost::spirit::x3;

using Range = boost::iterator_range<const char*>;

// The stone letters of the grammar (b w r g l y p); digits as a range, never x3::digit,
// which asserts on bytes above ASCII.
const auto stone = x3::char_("bwrglyp");
const auto digit = x3::char_('0', '9');
const auto part_start = x3::char_(".~_");

const auto leading = x3::raw[*(x3::char_ - part_start)];
// A "." part stops before another part, except at "~" with no stone after it ("~" inside a
// label is text); a row part stops at "~" unless a digit follows (a numbered stone "~12").
const auto dot_body = x3::raw[*(x3::char_ - (x3::lit('.') | '_' | ('~' >> stone)))];
const auto row_body = x3::raw[*(x3::char_ - (x3::lit('.') | '_' | ('~' >> !digit)))];
const auto order_body = x3::raw[*(x3::char_ - part_start)];

template <class Rule>
std::string_view read(const char*& first, const char* last, const Rule& rule) {
    Range range;
    x3::parse(first, last, rule, range);
    return {range.begin(), static_cast<std::size_t>(range.size())};
}

}  // namespace

std::vector<Part> split_parts(std::string_view text, std::string_view* leading_text) {
    const char* first = text.data();
    const char* const last = first + text.size();
    const std::string_view before = read(first, last, leading);
    if (leading_text) *leading_text = before;
    std::vector<Part> parts;
    while (first != last) {
        const char kind = *first;
        const auto offset = static_cast<std::size_t>(first - text.data());
        ++first;
        const std::string_view body = kind == '.'   ? read(first, last, dot_body)
                                      : kind == '_' ? read(first, last, row_body)
                                                    : read(first, last, order_body);
        parts.push_back({kind, body, offset});
    }
    return parts;
}

}  // namespace bn::hen
