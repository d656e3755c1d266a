#include <gtest/gtest.h>

#include "ssb/ids.hpp"

namespace {

using namespace bn::ssb;

TEST(SsbIds, FeedIds) {
    EXPECT_TRUE(is_feed_id("@RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2I=.ed25519"));
    // The 43rd digit carries two zero bits: "J" (9) is not canonical, "I" (8) is.
    EXPECT_FALSE(is_feed_id("@RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2J=.ed25519"));
    EXPECT_FALSE(is_feed_id("@RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2I=.sha256"));
    EXPECT_FALSE(is_feed_id("%RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2I=.ed25519"));
    EXPECT_FALSE(is_feed_id("@RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2=.ed25519"));
    EXPECT_FALSE(is_feed_id("@RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S-I=.ed25519"));
    EXPECT_FALSE(is_feed_id("@RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2I.ed25519"));
    EXPECT_FALSE(is_feed_id(""));
}

TEST(SsbIds, MessageIds) {
    EXPECT_TRUE(is_message_id("%/oFShHa0Q9FAldmIJB4TacaE4ojhfujLAu/vH9q0jxk=.sha256"));
    for (char c : std::string("AEIMQUYcgkosw048"))
        EXPECT_TRUE(is_message_id(std::string("%/oFShHa0Q9FAldmIJB4TacaE4ojhfujLAu/vH9q0jx") + c + "=.sha256")) << c;
    for (char c : std::string("BFJNRVZdhlptx159+/"))
        EXPECT_FALSE(is_message_id(std::string("%/oFShHa0Q9FAldmIJB4TacaE4ojhfujLAu/vH9q0jx") + c + "=.sha256")) << c;
    EXPECT_FALSE(is_message_id("%/oFShHa0Q9FAldmIJB4TacaE4ojhfujLAu/vH9q0jxk=.sha256 "));
}

TEST(SsbIds, Signatures) {
    EXPECT_TRUE(is_signature(
        "0SpisCR/celfcZsc9Bc0Ikq/12bAp2B3sNh5q0lPqTB1JsMT56rtVzxq75ly1eE3+bp+vj+XfZ262wDCNLjhDw==.sig.ed25519"));
    EXPECT_FALSE(is_signature(
        "0SpisCR/celfcZsc9Bc0Ikq/12bAp2B3sNh5q0lPqTB1JsMT56rtVzxq75ly1eE3+bp+vj+XfZ262wDCNLjhDx==.sig.ed25519"));
    EXPECT_FALSE(is_signature("abc.sig.ed25519"));
}

}  // namespace
