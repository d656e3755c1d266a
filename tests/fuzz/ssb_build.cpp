// ssb-chess builders driven by fuzz-chosen arguments: the first byte picks the builder (invite,
// accept, move, end, chat), the rest is split at line feeds into its arguments (ids, colours,
// squares, promotion, FEN, status, chat text). An argument starting with byte 1 or 2 becomes a
// well-formed feed or message id spelled from the bytes after it, so that the fuzzer gets past
// the id checks. Never crashes; a refusal is an error diagnostic that renders in en and es; a
// content that is returned is JSON that validate() accepts as a content of the builder's type,
// and a move (or the game end it makes) carries the squares asked for and a readable FEN.
// seeds: @corpus/ssb
#include <algorithm>
#include <cstddef>
#include <initializer_list>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "check.hpp"
#include "chess/fen.hpp"
#include "json/read.hpp"
#include "json/write.hpp"
#include "ssb/build.hpp"
#include "ssb/replay.hpp"
#include "ssb/validate.hpp"

namespace {

using namespace bn::ssb;
using bn::Parsed;

// Canonical base64 of 32 bytes (43 characters, the last one with its two low bits clear, then
// "="), spelled from `seed`, between a sigil and a suffix.
std::string well_formed_id(char sigil, std::string_view seed, std::string_view suffix) {
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string id(1, sigil);
    for (std::size_t i = 0; i < 43; ++i) {
        unsigned char c = i < seed.size() ? static_cast<unsigned char>(seed[i]) : static_cast<unsigned char>(i);
        id += alphabet[i == 42 ? (c % 16) * 4 : c % 64];
    }
    id += '=';
    id += suffix;
    return id;
}

std::string argument(std::string_view field) {
    if (!field.empty() && field[0] == '\x01') return well_formed_id('@', field.substr(1), ".ed25519");
    if (!field.empty() && field[0] == '\x02') return well_formed_id('%', field.substr(1), ".sha256");
    return std::string(field);
}

class Arguments {
public:
    explicit Arguments(std::string_view text) {
        while (true) {
            std::size_t end = text.find('\n');
            fields_.push_back(argument(text.substr(0, end)));
            if (end == std::string_view::npos) break;
            text.remove_prefix(end + 1);
        }
    }
    // The next argument ("" once they run out).
    std::string next() { return at_ < fields_.size() ? fields_[at_++] : std::string(); }
    std::vector<std::string> rest() {
        std::vector<std::string> out(fields_.begin() + static_cast<std::ptrdiff_t>(std::min(at_, fields_.size())),
                                     fields_.end());
        at_ = fields_.size();
        return out;
    }

private:
    std::vector<std::string> fields_;
    std::size_t at_ = 0;
};

std::string string_member(const bn::json::Value& content, std::string_view key) {
    const bn::json::Value* v = content.find(key);
    BN_FUZZ_CHECK(v != nullptr && v->is(bn::json::Kind::string));
    return v->text;
}

// A returned content: JSON that validate() accepts, of one of the expected types.
bn::json::Value check_content(const Parsed<std::string>& built, std::initializer_list<std::string_view> types) {
    auto checked = validate(built.value);
    bn::fuzz::check_parsed(checked, built.value);
    BN_FUZZ_CHECK(checked.ok && checked.value.shape == Shape::content);
    bool expected = false;
    for (std::string_view type : types) expected = expected || checked.value.type == type;
    BN_FUZZ_CHECK(expected);
    auto parsed = bn::json::parse(built.value);
    BN_FUZZ_CHECK(parsed.ok && parsed.value.is(bn::json::Kind::object));
    BN_FUZZ_CHECK(bn::json::write(parsed.value) == built.value);
    return parsed.value;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::uint8_t which = data[0] % 5;
    Arguments args(std::string_view(reinterpret_cast<const char*>(data) + 1, size - 1));
    bn::Parsed<std::string> built;
    std::string located;  // the argument diagnostics point into (a FEN), if any
    switch (which) {
        case 0: {
            InviteFields f;
            f.inviting = args.next();
            f.my_color = args.next();
            f.root = args.next();
            f.branch = args.rest();
            built = build_invite(f);
            if (built.ok) {
                auto content = check_content(built, {"chess_invite"});
                BN_FUZZ_CHECK(string_member(content, "inviting") == f.inviting);
                BN_FUZZ_CHECK(string_member(content, "myColor") == f.my_color);
            }
            break;
        }
        case 1: {
            std::string key = args.next();
            built = build_accept(key);
            if (built.ok) BN_FUZZ_CHECK(string_member(check_content(built, {"chess_invite_accept"}), "root") == key);
            break;
        }
        case 2: {
            MoveFields f;
            f.root = args.next();
            f.branch = args.next();
            f.fen = args.next();
            f.orig = args.next();
            f.dest = args.next();
            f.promotion = args.next();
            f.mover = args.next();
            built = build_move(f);
            located = f.fen;
            if (built.ok) {
                auto content = check_content(built, {"chess_move", "chess_game_end"});
                BN_FUZZ_CHECK(string_member(content, "orig") == f.orig && string_member(content, "dest") == f.dest);
                BN_FUZZ_CHECK(string_member(content, "root") == f.root);
                BN_FUZZ_CHECK(bn::chess::parse_fen(string_member(content, "fen")).ok);
            }
            break;
        }
        case 3: {
            EndFields f;
            f.root = args.next();
            f.branch = args.next();
            f.status = args.next();
            built = build_end(f);
            if (built.ok) BN_FUZZ_CHECK(string_member(check_content(built, {"chess_game_end"}), "status") == f.status);
            break;
        }
        default: {
            std::string root = args.next();
            std::string msg = args.next();
            built = build_chat(root, msg);
            if (built.ok) BN_FUZZ_CHECK(string_member(check_content(built, {"chess_chat"}), "msg") == msg);
            break;
        }
    }
    bn::fuzz::check_parsed(built, located);
    BN_FUZZ_CHECK(built.ok == !built.value.empty());
    return 0;
}
