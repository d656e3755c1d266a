#pragma once

#include <boost/fusion/include/adapt_struct.hpp>

#include "chess/syntax.hpp"

BOOST_FUSION_ADAPT_STRUCT(bn::chess::syntax::Fen, ranks, side, castling, en_passant, halfmove, fullmove)
BOOST_FUSION_ADAPT_STRUCT(bn::chess::syntax::SanSquares, from_file, from_rank, capture, to_file, to_rank)
BOOST_FUSION_ADAPT_STRUCT(bn::chess::syntax::SanPromotion, equals_sign, piece)
BOOST_FUSION_ADAPT_STRUCT(bn::chess::syntax::SanMove, castling, piece, squares, promotion, en_passant_suffix, check,
                          annotation)
