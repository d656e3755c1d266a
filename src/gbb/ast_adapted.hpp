#pragma once

#include <boost/fusion/include/adapt_struct.hpp>

#include "gbb/ast.hpp"

BOOST_FUSION_ADAPT_STRUCT(bn::gbb::ast::Stone, color, count)
BOOST_FUSION_ADAPT_STRUCT(bn::gbb::ast::Cell, keyword, x, y, stones)
BOOST_FUSION_ADAPT_STRUCT(bn::gbb::ast::Pair, keyword, first, second)
BOOST_FUSION_ADAPT_STRUCT(bn::gbb::ast::File, version, size, cells, head)
