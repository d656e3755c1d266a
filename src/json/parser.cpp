#include "json/parser.hpp"

#include "common/limits.hpp"
#include "common/numbers.hpp"

#include <cmath>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace bn::json {

namespace {

constexpr std::size_t max_diagnostics = limits::max_diagnostics;

enum class Expect : std::uint8_t {
    value_or_close,  // just after '['
    value,           // after ',' in an array, after ':' in an object
    key_or_close,    // just after '{'
    key,             // after ',' in an object
    colon,
    comma_or_close,
};

// A slot of an object's key table: the index of the member that has the key (or `none`), and the
// key's hash.
struct KeySlot {
    static constexpr std::uint32_t none = UINT32_MAX;
    std::uint32_t member = none;
    std::size_t hash = 0;
};

struct Frame {
    Value value;
    Expect expect;
    std::string key;  // the member key waiting for its value
    std::size_t key_offset = 0;
    std::size_t key_length = 0;
    std::vector<KeySlot> key_slots;  // once the object has many members (repeated_key)
};

// Whether `key` is the key of a member of the object `f` already has; if not, it is noted as the key
// of the member that comes next. An object's few keys are looked through; from 16 on, a flat
// open-addressing table of their indices (keeping each key's hash, so that a probe rarely reads
// a key) finds one at once: an object of 100,000 keys is read in linear time.
bool repeated_key(Frame& f, const std::string& key) {
    auto& members = f.value.members;
    constexpr std::size_t looked_through = 16;
    if (f.key_slots.empty() && members.size() < looked_through) {
        for (const auto& m : members)
            if (m.key == key) return true;
        return false;
    }
    auto slot_of = [&](std::string_view name) -> KeySlot& {
        const std::size_t hash = std::hash<std::string_view>{}(name);
        const std::size_t mask = f.key_slots.size() - 1;
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            KeySlot& slot = f.key_slots[i];
            if (slot.member == KeySlot::none) {
                slot.hash = hash;
                return slot;
            }
            if (slot.hash == hash && members[slot.member].key == name) return slot;
        }
    };
    if (f.key_slots.size() < 2 * (members.size() + 1)) {  // at most half full
        std::size_t size = 64;
        while (size < 2 * (members.size() + 1)) size *= 2;
        f.key_slots.assign(size, KeySlot{});
        for (std::size_t i = 0; i < members.size(); ++i) {
            KeySlot& slot = slot_of(members[i].key);
            if (slot.member == KeySlot::none) slot.member = static_cast<std::uint32_t>(i);
        }
    }
    KeySlot& slot = slot_of(key);
    if (slot.member != KeySlot::none) return true;
    slot.member = static_cast<std::uint32_t>(members.size());
    return false;
}

// How a token is shown in a message: its text, cut short.
std::string shown(const lexer::Token& t) {
    std::string_view text = t.text();
    if (text.size() > 24) return std::string(text.substr(0, 21)) + "...";
    return std::string(text);
}

class Builder {
public:
    Builder(std::string_view text, const ParseOptions& options, Diagnostics& d)
        : text_(text), options_(options), d_(d) {}

    bool run(const std::vector<lexer::Token>& tokens, bool complete, Value& out) {
        for (const lexer::Token& t : tokens)
            if (!step(t)) return false;
        if (!stack_.empty() || !have_root_) {
            if (complete) {
                std::string expected = stack_.empty() ? "json.expected_value" : expected_code(stack_.back());
                d_.error("json.unexpected_end", text_.size(), 0, {{"expected", expected, true}});
            }
            return false;
        }
        out = std::move(root_);
        return true;
    }

private:
    std::size_t offset_of(const lexer::Token& t) const { return static_cast<std::size_t>(t.begin - text_.data()); }

    static std::string expected_code(const Frame& f) {
        bool array = f.value.kind == Kind::array;
        switch (f.expect) {
            case Expect::value_or_close: return "json.expected_value_or_bracket";
            case Expect::value: return "json.expected_value";
            case Expect::key_or_close: return "json.expected_key_or_brace";
            case Expect::key: return "json.expected_key";
            case Expect::colon: return "json.expected_colon";
            case Expect::comma_or_close:
                return array ? "json.expected_comma_or_bracket" : "json.expected_comma_or_brace";
        }
        return "json.expected_value";
    }

    bool unexpected(const lexer::Token& t, std::string expected) {
        d_.error("json.unexpected_token", offset_of(t), t.text().size(),
                 {{"token", shown(t)}, {"expected", std::move(expected), true}});
        return false;
    }

    bool step(const lexer::Token& t) {
        if (stack_.empty()) {
            if (have_root_) {
                d_.error("json.trailing_content", offset_of(t), t.text().size(), {{"token", shown(t)}});
                return false;
            }
            return value(t);
        }
        Frame& f = stack_.back();
        switch (f.expect) {
            case Expect::comma_or_close:
                if (t.kind == ',') {
                    f.expect = f.value.kind == Kind::array ? Expect::value : Expect::key;
                    return true;
                }
                if (t.kind == (f.value.kind == Kind::array ? ']' : '}')) return close(t);
                return unexpected(t, expected_code(f));
            case Expect::key_or_close:
            case Expect::key:
                if (t.kind == 's') return key(f, t);
                if (t.kind == '}' && f.expect == Expect::key_or_close) return close(t);
                return unexpected(t, expected_code(f));
            case Expect::colon:
                if (t.kind != ':') return unexpected(t, expected_code(f));
                f.expect = Expect::value;
                return true;
            case Expect::value_or_close:
                if (t.kind == ']') return close(t);
                return value(t);
            case Expect::value: return value(t);
        }
        return false;
    }

    bool key(Frame& f, const lexer::Token& t) {
        std::size_t offset = offset_of(t);
        decode(t, offset, f.key);
        if (repeated_key(f, f.key) && d_.items().size() < max_diagnostics)
            d_.error("json.duplicate_key", offset, t.text().size(), {{"key", f.key}});
        f.key_offset = offset;
        f.key_length = t.text().size();
        f.expect = Expect::colon;
        return true;
    }

    void decode(const lexer::Token& t, std::size_t offset, std::string& out) {
        Diagnostics scratch;
        decode_string(t.text(), offset, out, scratch);
        for (auto& diagnostic : scratch.items())
            if (d_.items().size() < max_diagnostics) d_.items().push_back(std::move(diagnostic));
    }

    bool value(const lexer::Token& t) {
        Value v;
        v.offset = offset_of(t);
        v.length = t.text().size();
        switch (t.kind) {
            case '{':
            case '[':
                if (stack_.size() + 1 > options_.max_depth) {
                    d_.error("json.too_deep", v.offset, 1, {{"limit", std::to_string(options_.max_depth)}});
                    return false;
                }
                v.kind = t.kind == '{' ? Kind::object : Kind::array;
                stack_.push_back(
                    Frame{std::move(v), t.kind == '{' ? Expect::key_or_close : Expect::value_or_close, {}, 0, 0, {}});
                return true;
            case 's':
                v.kind = Kind::string;
                decode(t, v.offset, v.text);
                break;
            case 'n': {
                v.kind = Kind::number;
                v.text = std::string(t.text());
                v.number = decimal_value(v.text);
                if (std::isinf(v.number) && d_.items().size() < max_diagnostics)
                    d_.error("json.number_out_of_range", v.offset, v.length, {{"number", shown(t)}});
                break;
            }
            case 't':
            case 'f':
                v.kind = Kind::boolean;
                v.boolean = t.kind == 't';
                break;
            case 'z': v.kind = Kind::null; break;
            default: return unexpected(t, stack_.empty() ? "json.expected_value" : expected_code(stack_.back()));
        }
        attach(std::move(v));
        return true;
    }

    bool close(const lexer::Token& t) {
        Value v = std::move(stack_.back().value);
        stack_.pop_back();
        v.length = offset_of(t) + 1 - v.offset;
        attach(std::move(v));
        return true;
    }

    void attach(Value v) {
        if (stack_.empty()) {
            root_ = std::move(v);
            have_root_ = true;
            return;
        }
        Frame& f = stack_.back();
        if (f.value.kind == Kind::array) {
            f.value.items.push_back(std::move(v));
        } else {
            f.value.members.push_back(Member{std::move(f.key), f.key_offset, f.key_length, std::move(v)});
            f.key.clear();
        }
        f.expect = Expect::comma_or_close;
    }

    std::string_view text_;
    const ParseOptions& options_;
    Diagnostics& d_;
    std::vector<Frame> stack_;
    Value root_;
    bool have_root_ = false;
};

}  // namespace

bool build_value(const std::vector<lexer::Token>& tokens, std::string_view text, bool complete,
                 const ParseOptions& options, Value& out, Diagnostics& d) {
    return Builder(text, options, d).run(tokens, complete, out);
}

}  // namespace bn::json
