#pragma once

#include <boost/fusion/include/adapt_struct.hpp>

#include "gbb/syntax.hpp"

BOOST_FUSION_ADAPT_STRUCT(bn::gbb::syntax::Stone, color, count)
BOOST_FUSION_ADAPT_STRUCT(bn::gbb::syntax::Cell, keyword, x, y, stones)
BOOST_FUSION_ADAPT_STRUCT(bn::gbb::syntax::Pair, keyword, first, second)
BOOST_FUSION_ADAPT_STRUCT(bn::gbb::syntax::File, version, size, cells, head)
