#pragma once

#include <boost/fusion/include/adapt_struct.hpp>

#include "chess/ast.hpp"

BOOST_FUSION_ADAPT_STRUCT(bn::chess::ast::Fen, ranks, side, castling, en_passant, halfmove, fullmove)
BOOST_FUSION_ADAPT_STRUCT(bn::chess::ast::SanSquares, from_file, from_rank, capture, to_file, to_rank)
BOOST_FUSION_ADAPT_STRUCT(bn::chess::ast::SanPromotion, equals_sign, piece)
BOOST_FUSION_ADAPT_STRUCT(bn::chess::ast::SanMove, castling, piece, squares, promotion,
                          en_passant_suffix, check, annotation)
