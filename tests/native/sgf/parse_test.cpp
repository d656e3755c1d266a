#include <gtest/gtest.h>
#include "sgf/model.hpp"
TEST(SgfParse, Smoke) { EXPECT_TRUE(bn::sgf::parse("(;B[aa])").ok); }
