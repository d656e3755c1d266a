#pragma once

#include <boost/fusion/include/adapt_struct.hpp>

#include "sgf/ast.hpp"

BOOST_FUSION_ADAPT_STRUCT(bn::sgf::ast::Item, head, values)
