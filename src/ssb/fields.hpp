// Typed access to the members of a JSON object with diagnostics that name the JSON path:
// the one place validation and replay read message fields.
#pragma once

#include <string>
#include <string_view>

#include "common/diagnostic.hpp"
#include "json/write.hpp"

namespace bn::ssb {

class FieldReader {
public:
    FieldReader(const json::Value& object, std::string path, Diagnostics& out)
        : object_(object), path_(std::move(path)), out_(out) {}

    const std::string& path() const { return path_; }
    std::string path_of(std::string_view key) const { return json::path_member(path_, key); }

    // The member `key`, or nullptr; a missing required member is reported.
    const json::Value* get(std::string_view key, bool required);
    // A member real clients sometimes leave out: its absence is a warning.
    void warn_if_missing(std::string_view key);
    // The member as a string; nullptr (reported) when missing-and-required or not a string.
    const json::Value* string(std::string_view key, bool required);
    const json::Value* number(std::string_view key, bool required);
    const json::Value* object(std::string_view key, bool required);

    // Report `code` on the member `key` (its value's bytes), with the path and `args`.
    Diagnostic& error(std::string code, std::string_view key, const json::Value& value,
                      std::vector<MessageArg> args = {});
    Diagnostic& warning(std::string code, std::string_view key, const json::Value& value,
                        std::vector<MessageArg> args = {});

private:
    const json::Value* typed(std::string_view key, bool required, json::Kind kind, const char* expected);

    const json::Value& object_;
    std::string path_;
    Diagnostics& out_;
};

}  // namespace bn::ssb
