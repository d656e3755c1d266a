#include "ssb/fields.hpp"

namespace bn::ssb {

const json::Value* FieldReader::get(std::string_view key, bool required) {
    const json::Value* v = object_.find(key);
    if (!v && required)
        out_.error("ssb.missing_field", object_.offset, 1, {{"path", path_of(key)}, {"field", std::string(key)}});
    return v;
}

void FieldReader::warn_if_missing(std::string_view key) {
    if (!object_.find(key))
        out_.warning("ssb.missing_optional_field", object_.offset, 1,
                     {{"path", path_of(key)}, {"field", std::string(key)}});
}

const json::Value* FieldReader::typed(std::string_view key, bool required, json::Kind kind, const char* expected) {
    const json::Value* v = get(key, required);
    if (!v || v->kind == kind) return v;
    out_.error("ssb.wrong_type", v->offset, v->length, {{"path", path_of(key)}, {"expected", expected, true}});
    return nullptr;
}

const json::Value* FieldReader::string(std::string_view key, bool required) {
    return typed(key, required, json::Kind::string, "ssb.expected_string");
}
const json::Value* FieldReader::number(std::string_view key, bool required) {
    return typed(key, required, json::Kind::number, "ssb.expected_number");
}
const json::Value* FieldReader::object(std::string_view key, bool required) {
    return typed(key, required, json::Kind::object, "ssb.expected_object");
}

Diagnostic& FieldReader::error(std::string code, std::string_view key, const json::Value& value,
                               std::vector<MessageArg> args) {
    args.insert(args.begin(), {"path", path_of(key)});
    return out_.error(std::move(code), value.offset, value.length, std::move(args));
}

Diagnostic& FieldReader::warning(std::string code, std::string_view key, const json::Value& value,
                                 std::vector<MessageArg> args) {
    args.insert(args.begin(), {"path", path_of(key)});
    return out_.warning(std::move(code), value.offset, value.length, std::move(args));
}

}  // namespace bn::ssb
