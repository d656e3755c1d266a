// What every fuzz target checks besides "no crash, no sanitizer report": a failed parse always
// says why, and every diagnostic points inside the input and has a message in each language.
// A violated invariant aborts, which libFuzzer (and the ctest replay) report as a failure.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "common/diagnostic.hpp"
#include "common/messages.hpp"

#define BN_FUZZ_CHECK(condition)                                                                   \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            std::fprintf(stderr, "%s:%d: invariant failed: %s\n", __FILE__, __LINE__, #condition); \
            std::abort();                                                                          \
        }                                                                                          \
    } while (0)

namespace bn::fuzz {

inline void check_diagnostics(bool ok, const std::vector<Diagnostic>& diagnostics, std::string_view input) {
    bool has_error = false;
    std::size_t rendered = 0;
    for (const Diagnostic& d : diagnostics) {
        has_error = has_error || d.severity == Severity::error;
        BN_FUZZ_CHECK(d.offset <= input.size());
        BN_FUZZ_CHECK(d.length <= input.size() - d.offset);
        // Tied to the input (line > 0) means a real column too.
        BN_FUZZ_CHECK(d.line == 0 || d.column >= 1);
        // Rendering is the slow part: the first few diagnostics are enough to catch a code
        // missing from a catalogue, since inputs repeat mistakes.
        if (rendered++ < 8) {
            for (std::string_view language : {"en", "es"}) BN_FUZZ_CHECK(messages::render(d, language) != d.code);
        }
    }
    BN_FUZZ_CHECK(ok != has_error);
}

template <class Parsed>
void check_parsed(const Parsed& parsed, std::string_view input) {
    check_diagnostics(parsed.ok, parsed.diagnostics, input);
}

}  // namespace bn::fuzz
