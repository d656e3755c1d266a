// from_sgf on SGF as real servers write it (issue 23): the lenient reading of the SGF area gives
// the position where hen-js and the strict reading give nothing.
#include <gtest/gtest.h>

#include "hen/from_sgf.hpp"

namespace {

using namespace bn::hen;

// The position after every move of `sgf`, as HEN ("" when nothing can be read).
std::string final_position(std::string_view sgf) {
    Options options;
    options.decode_sgf_charset = false;
    return sgf_to_hen(sgf, static_cast<std::size_t>(-1), options);
}

TEST(HenFromMalformedSgf, EveryCaseRealServersWriteGivesTheGame) {
    const std::string game = ".9x9_7Cw_5Eb.C7w.b";
    EXPECT_EQ(final_position("(;GM[1]SZ[9];B[ee];W[cc])"), game);
    for (const char* sgf : {
             ";GM[1]SZ[9];B[ee];W[cc])",                   // no "("
             "(GM[1]SZ[9];B[ee];W[cc])",                   // "(" without ";"
             "(;GM[1]SZ[9];B[ee];W[cc]",                   // truncated
             "(;GM[1]SZ[9];B[ee];W[cc];B[g",               // truncated inside a value
             "(;GM[1]SZ[9];B[ee];W[cc]))",                 // an extra ")"
             "(;GM[1]SZ[9];B[ee];W[cc])\nEnd.",            // junk after the tree
             "(;GM[1]SZ[9];B[ee]()(;W[cc]))",              // an empty variation
             "(;GM[1]SZ[9];B[ee](;W[cc])(;W[gg]);W[aa])",  // a node after variations
         }) {
        SCOPED_TRACE(sgf);
        std::string hen = final_position(sgf);
        // A truncated last node is an empty node: the position is the same.
        EXPECT_EQ(hen, game);
    }
}

}  // namespace
