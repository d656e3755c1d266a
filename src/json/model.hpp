// JSON (RFC 8259) as a DOM of plain values that remember where they came from, so that a
// check on a value (ssb-chess messages, and any notation carried in JSON) can point at the
// exact bytes of the input.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.hpp"
#include "common/limits.hpp"

namespace bn::json {

enum class Kind : std::uint8_t { null, boolean, number, string, array, object };

struct Member;

struct Value {
    Kind kind = Kind::null;
    std::size_t offset = 0;  // byte offset of the value's first character in the input
    std::size_t length = 0;  // bytes the value spans (a string includes its quotes)
    bool boolean = false;
    double number = 0;
    // A string's decoded UTF-8 contents; a number's source text (so that integers past
    // 2^53 keep every digit).
    std::string text;
    std::vector<Value> items;     // array elements, in order
    std::vector<Member> members;  // object members, in source order (keys are unique)

    bool is(Kind k) const { return kind == k; }
    // The value of member `key` of an object, or nullptr (also when this is not an object).
    const Value* find(std::string_view key) const;
};

struct Member {
    std::string key;
    std::size_t key_offset = 0;  // the opening quote of the key
    std::size_t key_length = 0;
    Value value;
};

struct ParseOptions {
    // Deepest nesting of arrays and objects accepted (the top-level value is depth 1 when it
    // is a container). Bounds the memory a hostile input takes and every walk of the DOM.
    std::size_t max_depth = 256;
    // Largest input accepted, in bytes (never above limits::max_input_bytes).
    std::size_t max_bytes = limits::max_input_bytes;
};

}  // namespace bn::json
