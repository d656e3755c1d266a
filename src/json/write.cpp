// DOM -> compact JSON text, escaping as JSON.stringify does, and the JSON paths diagnostics use.
// Writing walks the tree with an explicit stack, like parsing, so a deep DOM built by code
// (not only one read with the depth limit) cannot exhaust the call stack.
#include <utility>
#include <vector>

#include "common/hex.hpp"
#include "common/numbers.hpp"
#include "json/write.hpp"

namespace bn::json {

std::string quote(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 2);
    out += '"';
    for (char c : text) {
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\b': out += "\\b"; break;
            case '\f': out += "\\f"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    out += "\\u";
                    append_hex(out, static_cast<unsigned char>(c), 4, HexLetters::lower);
                } else {
                    out += c;
                }
        }
    }
    out += '"';
    return out;
}

namespace {

void write_scalar(const Value& v, std::string& out) {
    switch (v.kind) {
        case Kind::null: out += "null"; break;
        case Kind::boolean: out += v.boolean ? "true" : "false"; break;
        case Kind::number: out += v.text.empty() ? format_number(v.number) : v.text; break;
        case Kind::string: out += quote(v.text); break;
        default: break;
    }
}

}  // namespace

std::string write(const Value& root) {
    std::string out;
    // (container, index of the next child to write)
    std::vector<std::pair<const Value*, std::size_t>> stack;
    auto open = [&](const Value& v) {
        if (v.kind == Kind::array || v.kind == Kind::object) {
            out += v.kind == Kind::array ? '[' : '{';
            stack.emplace_back(&v, 0);
        } else {
            write_scalar(v, out);
        }
    };
    open(root);
    while (!stack.empty()) {
        auto& [container, next] = stack.back();
        bool array = container->kind == Kind::array;
        std::size_t size = array ? container->items.size() : container->members.size();
        if (next == size) {
            out += array ? ']' : '}';
            stack.pop_back();
            continue;
        }
        if (next > 0) out += ',';
        std::size_t i = next++;
        if (array) {
            open(container->items[i]);
        } else {
            const Member& m = container->members[i];
            out += quote(m.key);
            out += ':';
            open(m.value);
        }
    }
    return out;
}

namespace {

bool is_identifier(std::string_view key) {
    if (key.empty()) return false;
    for (std::size_t i = 0; i < key.size(); ++i) {
        char c = key[i];
        bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
        if (!letter && !(i > 0 && c >= '0' && c <= '9')) return false;
    }
    return true;
}

}  // namespace

std::string path_member(std::string_view parent, std::string_view key) {
    std::string out(parent.empty() ? "$" : parent);
    if (is_identifier(key)) {
        out += '.';
        out += key;
    } else {
        out += '[';
        out += quote(key);
        out += ']';
    }
    return out;
}

std::string path_index(std::string_view parent, std::size_t index) {
    std::string out(parent.empty() ? "$" : parent);
    out += '[';
    out += std::to_string(index);
    out += ']';
    return out;
}

}  // namespace bn::json
