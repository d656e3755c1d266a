// No look back over what was read so far: a message with many keys is validated, and a game of
// many messages replayed, in time that grows linearly with them.
#include <gtest/gtest.h>

#include <string>

#include "../support/doubling.hpp"
#include "ssb/replay.hpp"
#include "ssb/validate.hpp"

namespace {

// A made-up id: a sigil, 43 base64 characters from `name`, "=.", the suffix.
std::string id(char sigil, const std::string& name, const char* suffix) {
    std::string body = name;
    body.resize(43, 'A');
    return sigil + body + "=." + suffix;
}

std::string message(const std::string& name, const std::string& author, int sequence, const std::string& content) {
    return "{\"key\":\"" + id('%', name, "sha256") + "\",\"value\":{\"author\":\"" + author +
           "\",\"sequence\":" + std::to_string(sequence) +
           ",\"timestamp\":" + std::to_string(1700000000000LL + sequence) + ",\"content\":" + content + "}}";
}

TEST(SsbLookback, AContentWithManyKeys) {
    const auto make = [](std::size_t n) {
        std::string text = "{\"type\":\"chess_chat\",\"root\":\"" + id('%', "invite", "sha256") + "\",\"msg\":\"hi\"";
        for (std::size_t i = 0; i < n; ++i) text += ",\"extra" + std::to_string(i) + "\":" + std::to_string(i);
        return text + "}";
    };
    EXPECT_LT(bn_test::doubling_ratio(
                  make, [](const std::string& t) { bn::ssb::validate(t); }, 2000),
              2.5);
}

TEST(SsbLookback, AGameOfManyMessages) {
    const std::string alice = id('@', "alice", "ed25519"), bob = id('@', "bob", "ed25519");
    const std::string game = id('%', "invite", "sha256");
    const auto make = [&](std::size_t n) {
        std::string text =
            "[" + message("invite", alice, 1,
                          "{\"type\":\"chess_invite\",\"inviting\":\"" + bob + "\",\"myColor\":\"white\"}");
        text += "," + message("accept", bob, 2, "{\"type\":\"chess_invite_accept\",\"root\":\"" + game + "\"}");
        for (std::size_t i = 0; i < n; ++i)
            text += "," + message("chat" + std::to_string(i), i % 2 ? alice : bob, static_cast<int>(i + 3),
                                  "{\"type\":\"chess_chat\",\"root\":\"" + game + "\",\"msg\":\"hi\"}");
        return text + "]";
    };
    const auto replayed = bn::ssb::replay(make(3));
    ASSERT_TRUE(replayed.ok) << (replayed.diagnostics.empty() ? "" : replayed.diagnostics[0].code);
    EXPECT_EQ(replayed.value.chat.size(), 3u);
    EXPECT_LT(bn_test::doubling_ratio(
                  make, [](const std::string& t) { bn::ssb::replay(t); }, 500),
              2.5);
}

}  // namespace
