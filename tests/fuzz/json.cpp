// JSON: parse (default limits and a tight depth limit) never crashes, failures are located;
// every value read spans bytes of the input, and write gives text that parses to the same
// value (kinds, numbers as written, decoded strings, keys in order) and writes the same again.
// seeds: @corpus/ssb
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "check.hpp"
#include "json/read.hpp"
#include "json/write.hpp"

namespace {

using namespace bn::json;

bool same_scalar(const Value& a, const Value& b) {
    if (a.kind != b.kind) return false;
    switch (a.kind) {
        case Kind::boolean: return a.boolean == b.boolean;
        case Kind::number: return a.number == b.number && a.text == b.text;
        case Kind::string: return a.text == b.text;
        case Kind::array: return a.items.size() == b.items.size();
        case Kind::object: return a.members.size() == b.members.size();
        case Kind::null: return true;
    }
    return false;
}

// Side by side with an explicit stack: depth is bounded by the limit, not the call stack.
bool same_value(const Value& a, const Value& b) {
    std::vector<std::pair<const Value*, const Value*>> pending{{&a, &b}};
    while (!pending.empty()) {
        auto [x, y] = pending.back();
        pending.pop_back();
        if (!same_scalar(*x, *y)) return false;
        for (std::size_t i = 0; i < x->items.size(); ++i) pending.emplace_back(&x->items[i], &y->items[i]);
        for (std::size_t i = 0; i < x->members.size(); ++i) {
            if (x->members[i].key != y->members[i].key) return false;
            pending.emplace_back(&x->members[i].value, &y->members[i].value);
        }
    }
    return true;
}

void check_spans(const Value& root, std::string_view text) {
    std::vector<const Value*> pending{&root};
    while (!pending.empty()) {
        const Value* v = pending.back();
        pending.pop_back();
        BN_FUZZ_CHECK(v->offset <= text.size() && v->length >= 1 && v->length <= text.size() - v->offset);
        if (v->kind == Kind::string) BN_FUZZ_CHECK(text[v->offset] == '"');
        if (v->kind == Kind::array) BN_FUZZ_CHECK(text[v->offset] == '[');
        if (v->kind == Kind::object) BN_FUZZ_CHECK(text[v->offset] == '{');
        for (const Value& item : v->items) pending.push_back(&item);
        for (const Member& m : v->members) {
            BN_FUZZ_CHECK(m.key_offset <= text.size() && m.key_length <= text.size() - m.key_offset);
            BN_FUZZ_CHECK(text[m.key_offset] == '"');
            pending.push_back(&m.value);
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    ParseOptions shallow;
    shallow.max_depth = 3;
    auto limited = parse(text, shallow);
    bn::fuzz::check_parsed(limited, text);

    auto parsed = parse(text);
    bn::fuzz::check_parsed(parsed, text);
    // What passes the tight limit passes the default one.
    BN_FUZZ_CHECK(!limited.ok || parsed.ok);
    if (!parsed.ok) return 0;
    check_spans(parsed.value, text);
    std::string written = write(parsed.value);
    auto again = parse(written);
    bn::fuzz::check_parsed(again, written);
    BN_FUZZ_CHECK(again.ok);
    BN_FUZZ_CHECK(same_value(parsed.value, again.value));
    BN_FUZZ_CHECK(write(again.value) == written);
    return 0;
}
