// The seed's cats-parse solution, rule for rule, in X3. X3 alternatives backtrack on their
// own, which is what the seed's .backtrack and .soft ask for; the order of alternatives is
// the seed's: O-O-O before O-O, castling before pieces before pawns, a disambiguated piece
// move before a plain one, a full turn before a partial one, 1/2-1/2 before 1-0.
#include "pgn/movetext_grammar.hpp"

namespace bn::pgn::movetext::grammar {

namespace {
const auto no_char = x3::attr(boost::optional<char>());
const auto zero = x3::attr(char(0));
}  // namespace

const x3::rule<struct square_class, syntax::Square> square = "square";
const x3::rule<struct disambiguator_class, syntax::Disambiguator> disambiguator = "disambiguator";
const x3::rule<struct piece_capture_class, syntax::Capture> piece_capture = "capture";
const x3::rule<struct pawn_capture_class, syntax::Capture> pawn_capture = "capture";
const x3::rule<struct castle_class, syntax::Move> castle = "castling";
const x3::rule<struct non_pawn_d_class, syntax::Move> non_pawn_d = "piece move";
const x3::rule<struct non_pawn_class, syntax::Move> non_pawn = "piece move";
const x3::rule<struct pawn_class, syntax::Move> pawn = "pawn move";
const x3::rule<struct move_class, syntax::Move> move = "move";
const x3::rule<struct full_turn_class, syntax::Turn> full_turn = "full turn";
const x3::rule<struct partial_turn_class, syntax::Turn> partial_turn = "partial turn";
const x3::rule<struct turn_moves_class, syntax::Turn> turn_moves = "move";
const x3::rule<struct turn_class, syntax::Turn> turn = "turn";
const x3::rule<struct outcome_class, char> outcome = "outcome";
const game_type game = "movetext";

const auto file = x3::char_('a', 'h');
const auto rank = x3::char_('1', '8');
const auto piece_type = x3::char_("KQRBN");
const auto check = x3::char_("+#") | zero;
const auto any_white_space = x3::omit[*x3::char_(" \t\r\n")];
const auto turn_number = x3::omit[+x3::char_('0', '9')] >> '.' >> any_white_space;

const auto square_def = file >> rank;
const auto disambiguator_def = (file >> rank) | (file >> no_char) | (no_char >> rank);
const auto piece_capture_def = no_char >> x3::matches[x3::lit('x')];
const auto pawn_capture_def = (file >> x3::lit('x') >> x3::attr(true)) | (no_char >> x3::attr(false));
const auto promotion = (x3::lit('=') >> piece_type) | zero;

// The model has no check status for castling; a '+' or '#' after it is read and dropped.
const auto castle_def =
    ((x3::lit("O-O-O") >> x3::attr('Q')) | (x3::lit("O-O") >> x3::attr('K'))) >> zero >>
    x3::attr(syntax::Disambiguator{}) >> x3::attr(syntax::Capture{}) >> x3::attr(syntax::Square{}) >> zero
    >> x3::omit[-x3::char_("+#")] >> zero;
const auto non_pawn_d_def = x3::attr('S') >> piece_type >> disambiguator >> piece_capture >> square >> zero >> check;
const auto non_pawn_def = x3::attr('S') >> piece_type >> x3::attr(syntax::Disambiguator{}) >> piece_capture >> square
                          >> zero >> check;
const auto pawn_def = x3::attr('P') >> zero >> x3::attr(syntax::Disambiguator{}) >> pawn_capture >> square >> promotion
                      >> check;
const auto move_def = castle | non_pawn_d | non_pawn | pawn;

const auto full_turn_def = move >> any_white_space >> move >> any_white_space;
const auto partial_turn_def = move >> any_white_space >> x3::attr(boost::optional<syntax::Move>());
// Once a turn number is read, a move must follow: "1. e9" fails there, not at "1.".
const auto turn_moves_def = full_turn | partial_turn;
const auto turn_def = turn_number > turn_moves;

const auto outcome_def = (x3::lit("1/2-1/2") >> x3::attr('D')) | (x3::lit("1-0") >> x3::attr('W')) |
                         (x3::lit("0-1") >> x3::attr('B')) | (x3::lit('*') >> x3::attr('U'));
const x3::rule<struct end_class> end = "end";
const auto end_def = x3::eoi;
const auto game_def = (any_white_space >> +turn) > outcome > any_white_space > end;

BOOST_SPIRIT_DEFINE(square, disambiguator, piece_capture, pawn_capture, castle, non_pawn_d, non_pawn, pawn, move,
                    full_turn, partial_turn, turn_moves, turn, outcome, end, game)
BOOST_SPIRIT_INSTANTIATE(game_type, const char*, x3::unused_type)

}  // namespace bn::pgn::movetext::grammar

namespace bn::pgn::movetext {
const grammar::game_type& game_grammar() { return grammar::game; }
}  // namespace bn::pgn::movetext
