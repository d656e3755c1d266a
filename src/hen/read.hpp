// The entries from HEN text: the lenient reading (read.cpp) and the strict check against the
// grammar (checks.cpp).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "common/diagnostic.hpp"
#include "hen/model.hpp"

namespace bn::hen {

// Lenient: URL-encoded input is decoded, white space is ignored, parts it cannot use are
// dropped. Nothing for empty input.
std::optional<Position> parse(std::string_view text, const Options& options = {});
// parse, but an allocation failure (std::bad_alloc) or a bug leaves as its exception instead of
// giving nothing: for a caller that reports it (bindings/hen.cpp). The same holds for the other
// *_or_throw entries of HEN.
std::optional<Position> parse_or_throw(std::string_view text, const Options& options = {});

// Strict: every deviation from the HEN grammar, with its offset in the (URL-decoded) text.
struct Validation {
    bool ok = true;
    std::vector<Diagnostic> errors;
    std::vector<Diagnostic> warnings;
};
Validation validate(std::string_view text, const Options& options = {});

}  // namespace bn::hen
