// Diagnostics are the one error model of every notation: a parse or a check never throws
// past a public function, it returns values of this type.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bn {

enum class Severity : std::uint8_t { error, warning };

// A named argument of a message template ("{width}" in the catalogue).
struct MessageArg {
    std::string name;
    std::string value;
    bool translate = false;  // value is a catalogue code, rendered in the message's language
};

struct Diagnostic {
    std::string code;  // catalogue key, e.g. "gbb.invalid_size"
    Severity severity = Severity::error;
    std::size_t offset = 0;          // byte offset in the UTF-8 input
    std::size_t length = 0;          // bytes covered by the offending token
    std::uint32_t line = 0;          // 1-based; 0 when the diagnostic is not tied to the input
    std::uint32_t column = 0;        // 1-based, counted in UTF-16 code units like JS strings and editors
    std::uint32_t utf16_length = 0;  // `length` in UTF-16 code units (what JS counts)
    std::vector<MessageArg> args;

    // The value of argument `name`, or an empty view.
    std::string_view arg(std::string_view name) const;
};

// Collects diagnostics for one input; positions are filled in once at the end (see SourceText).
class Diagnostics {
public:
    Diagnostic& error(std::string code, std::size_t offset, std::size_t length, std::vector<MessageArg> args = {});
    Diagnostic& warning(std::string code, std::size_t offset, std::size_t length, std::vector<MessageArg> args = {});

    bool has_errors() const;
    bool empty() const { return items_.empty(); }
    const std::vector<Diagnostic>& items() const { return items_; }
    std::vector<Diagnostic>& items() { return items_; }

private:
    std::vector<Diagnostic> items_;
};

// Orders diagnostics by their offset in the input, keeping the order of those at one offset (the
// order they were found in).
void sort_by_offset(std::vector<Diagnostic>& diagnostics);

// What every parse returns: the model when there is no error, and the diagnostics in any case.
template <class Model>
struct Parsed {
    bool ok = false;
    Model value{};
    std::vector<Diagnostic> diagnostics;
};

}  // namespace bn
