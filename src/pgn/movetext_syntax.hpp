// What the challenge grammar fills: one flat record per move, every grammar alternative
// filling every field (so nothing a failed alternative wrote survives); movetext_read.cpp turns
// it into the seed's model.
#pragma once

#include <boost/fusion/include/adapt_struct.hpp>
#include <boost/optional.hpp>
#include <vector>

namespace bn::pgn::movetext::syntax {

struct Square {
    char file = 0;
    char rank = 0;
};

struct Disambiguator {
    boost::optional<char> file;
    boost::optional<char> rank;
};

struct Capture {
    boost::optional<char> file;  // a pawn capture's source file
    bool capture = false;
};

struct Move {
    char kind = 0;  // 'K' / 'Q' castling, 'S' standard, 'P' pawn move
    char piece = 0;
    Disambiguator disambiguator;  // both empty: none
    Capture capture;
    Square end;
    char promotion = 0;
    char check = 0;  // '+', '#' or 0
};

struct Turn {
    Move white;
    boost::optional<Move> black;
};

struct Game {
    std::vector<Turn> turns;
    char outcome = 0;  // 'W', 'B', 'D', 'U'
};

}  // namespace bn::pgn::movetext::syntax

BOOST_FUSION_ADAPT_STRUCT(bn::pgn::movetext::syntax::Square, file, rank)
BOOST_FUSION_ADAPT_STRUCT(bn::pgn::movetext::syntax::Disambiguator, file, rank)
BOOST_FUSION_ADAPT_STRUCT(bn::pgn::movetext::syntax::Capture, file, capture)
BOOST_FUSION_ADAPT_STRUCT(bn::pgn::movetext::syntax::Move, kind, piece, disambiguator, capture, end, promotion, check)
BOOST_FUSION_ADAPT_STRUCT(bn::pgn::movetext::syntax::Turn, white, black)
BOOST_FUSION_ADAPT_STRUCT(bn::pgn::movetext::syntax::Game, turns, outcome)
