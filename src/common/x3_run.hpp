// Runs a Spirit X3 start rule over a whole input and reports where it stopped, so every
// grammar turns parse failures into diagnostics the same way (no exception escapes).
#pragma once

#include <boost/spirit/home/x3.hpp>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace bn {

struct GrammarFailure {
    std::size_t offset = 0;  // byte offset where the input stopped matching
    std::string expected;    // name of the rule that was expected there ("" when unknown)
};

template <class Parser, class Attribute>
std::optional<GrammarFailure> run_grammar(std::string_view text, const Parser& parser, Attribute& attribute) {
    namespace x3 = boost::spirit::x3;
    const char* const first = text.data();
    const char* const last = first + text.size();
    const char* it = first;
    try {
        if (x3::parse(it, last, parser, attribute) && it == last) return std::nullopt;
        return GrammarFailure{static_cast<std::size_t>(it - first), {}};
    } catch (const x3::expectation_failure<const char*>& failure) {
        return GrammarFailure{static_cast<std::size_t>(failure.where() - first), failure.which()};
    }
}

}  // namespace bn
