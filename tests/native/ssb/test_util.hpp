// Helpers of the ssb tests: real games from the corpus as editable JSON values.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "json/read.hpp"
#include "json/write.hpp"
#include "ssb/build.hpp"
#include "ssb/replay.hpp"
#include "ssb/validate.hpp"
#include "../support/files.hpp"

namespace ssb_test {

using bn::json::Kind;
using bn::json::Value;

inline const char* const white_a = "@HEqy940T6uB+T+d9Jaa58aNfRzLx9eRWqkZljBmnkmk=.ed25519";
inline const char* const black_a = "@RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2I=.ed25519";
inline const char* const outsider = "@ZqH7Mctu/7DNInxuwl12ECjfrAKUX2tBLq1rOldNhg0=.ed25519";

// nullopt when the file is missing (the corpus is optional beside a clone).
inline std::optional<std::string> read_file(const std::string& path) { return bn_test::try_read_file(path); }

inline std::string corpus(const std::string& name) { return std::string(BN_CORPUS_DIR) + "/ssb/" + name; }

// A corpus game: the invite followed by the other messages, as one JSON array.
struct Game {
    std::vector<Value> messages;

    std::string text() const {
        Value array;
        array.kind = Kind::array;
        array.items = messages;
        return bn::json::write(array);
    }
    Value& content(Value& message) { return const_cast<Value&>(*message.find("value")->find("content")); }
    // The message whose content has this ply.
    Value& at_ply(int ply) {
        for (auto& m : messages) {
            const Value* p = content(m).find("ply");
            if (p && p->number == ply) return m;
        }
        throw std::runtime_error("no such ply");
    }
    Value& of_type(const std::string& type) {
        for (auto& m : messages)
            if (content(m).find("type")->text == type) return m;
        throw std::runtime_error("no such type");
    }
    // Removes the message with the same key as `message` (a message lost or withheld). Takes a
    // copy: `message` may be one of `messages`.
    void remove(Value message) {
        const std::string key = message.find("key")->text;
        messages.erase(
            std::find_if(messages.begin(), messages.end(), [&](const Value& m) { return m.find("key")->text == key; }));
    }
};

inline std::optional<Game> load_game(const std::string& file) {
    auto text = read_file(corpus(file));
    if (!text) return std::nullopt;
    auto parsed = bn::json::parse(*text);
    if (!parsed.ok) throw std::runtime_error("fixture does not parse");
    Game g;
    g.messages.push_back(*parsed.value.find("invite"));
    for (const auto& m : parsed.value.find("messages")->items) g.messages.push_back(m);
    return g;
}

inline Value* member(Value& object, const std::string& key) {
    for (auto& m : object.members)
        if (m.key == key) return &m.value;
    return nullptr;
}

inline void set_string(Value& object, const std::string& key, const std::string& text) {
    Value v;
    v.kind = Kind::string;
    v.text = text;
    if (Value* old = member(object, key))
        *old = v;
    else
        object.members.push_back({key, 0, 0, v});
}

inline void set_number(Value& object, const std::string& key, double n) {
    Value v;
    v.kind = Kind::number;
    v.number = n;
    if (Value* old = member(object, key))
        *old = v;
    else
        object.members.push_back({key, 0, 0, v});
}

inline void remove_member(Value& object, const std::string& key) {
    for (auto it = object.members.begin(); it != object.members.end(); ++it)
        if (it->key == key) {
            object.members.erase(it);
            return;
        }
}

inline Value& envelope(Value& message) { return *member(message, "value"); }

// Another valid message id: the key with its first base64 digit changed.
inline std::string other_key(const std::string& key, char digit) {
    std::string k = key;
    k[1] = digit;
    return k;
}

inline std::vector<std::string> codes(const std::vector<bn::Diagnostic>& diagnostics) {
    std::vector<std::string> out;
    for (const auto& d : diagnostics) out.push_back(d.code);
    return out;
}

}  // namespace ssb_test

#define SKIP_WITHOUT(game) \
    if (!(game)) GTEST_SKIP() << "corpus not present: " << BN_CORPUS_DIR
