// The rules of FEN on what the grammar read (fen_checks.hpp): one Checker per text.
#include "chess/fen_checks.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>
#include <utility>
#include <vector>

#include "common/numbers.hpp"

namespace bn::chess {

namespace {

MessageArg color_arg(Color c) { return {"color", c == white ? "chess.color.white" : "chess.color.black", true}; }

class Checker {
public:
    Checker(std::string_view whole, const FenOptions& options, Diagnostics& out)
        : whole_(whole),
          strict_(options.strict),
          position_rules_(options.position_rules),
          mode_(options.chess960),
          out_(out) {}

    void run(const syntax::Fen& fen, Position& position) {
        check_fields(fen);
        bool board_ok = read_placement(fen);
        if (board_ok) board_ok = check_material(fen);
        side_ = fen.side && fen.side->text() == "b" ? black : white;
        CastlingSetup setup;
        unsigned rights = read_castling(fen, board_ok, setup);
        Square en_passant = read_en_passant(fen, board_ok);
        std::uint32_t halfmove = read_counter(fen.halfmove, "chess.fen.halfmove_too_large", 0);
        std::uint32_t fullmove = read_counter(fen.fullmove, "chess.fen.fullmove_too_large", 1);
        if (fen.fullmove && fullmove == 0) {
            relaxable("chess.fen.fullmove_zero", *fen.fullmove, {});
            fullmove = 1;
        }
        if (en_passant != no_square && halfmove != 0)
            out_.warning("chess.fen.en_passant_halfmove", offset(*fen.halfmove), length(*fen.halfmove),
                         {{"square", square_name(en_passant)}, {"halfmove", std::to_string(halfmove)}});
        if (!board_ok) return;

        for (Square s = 0; s < 64; ++s)
            if (board_[s] != no_piece) position.put(board_[s], s);
        position.set_side_to_move(side_);
        position.set_chess960(chess960_);
        position.set_castling_setup(setup);
        position.set_castling_rights(rights);
        position.set_en_passant_square(en_passant);
        position.set_halfmove_clock(halfmove);
        position.set_fullmove_number(fullmove);
        position.set_irregular(!position_rules_ && position.breaks_game_rules());
        check_checks(fen, position);
    }

private:
    std::size_t offset(const syntax::Token& t) const { return static_cast<std::size_t>(t.begin - whole_.data()); }
    std::size_t length(const syntax::Token& t) const { return static_cast<std::size_t>(t.end - t.begin); }
    std::size_t offset(const char* p) const { return static_cast<std::size_t>(p - whole_.data()); }

    void error(const char* code, std::size_t at, std::size_t size, std::vector<MessageArg> args) {
        out_.error(code, at, size, std::move(args));
    }
    void error(const char* code, const syntax::Token& t, std::vector<MessageArg> args) {
        error(code, offset(t), length(t), std::move(args));
    }
    // A rule lenient mode repairs: an error when strict, a warning otherwise.
    void relaxable(const char* code, std::size_t at, std::size_t size, std::vector<MessageArg> args) {
        if (strict_)
            out_.error(code, at, size, std::move(args));
        else
            out_.warning(code, at, size, std::move(args));
    }
    void relaxable(const char* code, const syntax::Token& t, std::vector<MessageArg> args) {
        relaxable(code, offset(t), length(t), std::move(args));
    }

    void check_fields(const syntax::Fen& fen) {
        const boost::optional<syntax::Token>* fields[] = {&fen.side, &fen.castling, &fen.en_passant, &fen.halfmove,
                                                          &fen.fullmove};
        int count = 1;
        const char* previous_end = fen.ranks.back().end;
        for (const auto* field : fields) {
            if (!*field) break;
            ++count;
            if ((*field)->begin - previous_end > 1)
                relaxable("chess.fen.separator", offset(previous_end),
                          static_cast<std::size_t>((*field)->begin - previous_end), {});
            previous_end = (*field)->end;
        }
        if (count < 6 && strict_)
            error("chess.fen.missing_fields", offset(previous_end), 0, {{"count", std::to_string(count)}});
    }

    syntax::Token placement(const syntax::Fen& fen) const { return {fen.ranks.front().begin, fen.ranks.back().end}; }

    static Piece piece_of(char c) {
        static constexpr std::string_view letters = "PNBRQKpnbrqk";
        return static_cast<Piece>(letters.find(c));
    }

    bool read_placement(const syntax::Fen& fen) {
        board_.fill(no_piece);
        if (fen.ranks.size() != 8) {
            error("chess.fen.rank_count", placement(fen), {{"count", std::to_string(fen.ranks.size())}});
            return false;
        }
        bool ok = true;
        for (std::size_t r = 0; r < 8; ++r) {
            const syntax::Token& token = fen.ranks[r];
            const int rank = 7 - static_cast<int>(r);
            int squares = 0;
            bool previous_digit = false;
            for (const char* p = token.begin; p != token.end; ++p) {
                bool digit = *p >= '1' && *p <= '8';
                if (digit) {
                    if (previous_digit)
                        relaxable("chess.fen.consecutive_digits", offset(p), 1, {{"rank", std::to_string(rank + 1)}});
                    squares += *p - '0';
                } else {
                    if (squares < 8) {
                        Square s = make_square(squares, rank);
                        board_[s] = piece_of(*p);
                        where_[s] = p;
                    }
                    ++squares;
                }
                previous_digit = digit;
            }
            if (squares != 8) {
                error(squares > 8 ? "chess.fen.rank_too_long" : "chess.fen.rank_too_short", token,
                      {{"rank", std::to_string(rank + 1)}, {"squares", std::to_string(squares)}});
                ok = false;
            }
        }
        return ok;
    }

    // Kings, pawns on the back ranks, and material a game can reach: at most 8 pawns and 16
    // pieces, and every piece beyond the initial set paid for by a missing pawn (bishops are
    // counted per square colour, since a second light-squared bishop must be a promotion).
    bool check_material(const syntax::Fen& fen) {
        bool ok = true;
        for (Square s = 0; s < 64 && position_rules_; ++s) {
            if (type_of(board_[s]) == pawn && (rank_of(s) == 0 || rank_of(s) == 7)) {
                error("chess.fen.pawn_on_back_rank", offset(where_[s]), 1, {{"square", square_name(s)}});
                ok = false;
            }
        }
        for (Color c : {white, black}) {
            int count[6] = {}, light_bishops = 0, total = 0;
            const char* second_king = nullptr;
            for (Square s = 0; s < 64; ++s) {
                const PieceType t = type_of(board_[s]);
                if (t == no_piece_type || color_of(board_[s]) != c) continue;
                if (t == king && count[king] == 1 && !second_king) second_king = where_[s];
                ++count[t];
                ++total;
                if (t == bishop && (bit(s) & light_squares)) ++light_bishops;
            }
            const int dark_bishops = count[bishop] - light_bishops;
            if (count[king] == 0 && position_rules_) {
                error("chess.fen.missing_king", placement(fen), {color_arg(c)});
                ok = false;
            } else if (count[king] > 1) {
                error("chess.fen.too_many_kings", offset(second_king), 1,
                      {color_arg(c), {"count", std::to_string(count[king])}});
                ok = false;
            }
            const int extra = std::max(0, count[queen] - 1) + std::max(0, count[rook] - 2) +
                              std::max(0, count[knight] - 2) + std::max(0, light_bishops - 1) +
                              std::max(0, dark_bishops - 1);
            if (!position_rules_) {
                // Any number of pieces: only a second king of one colour is refused (above).
            } else if (count[pawn] > 8) {
                error("chess.fen.too_many_pawns", placement(fen),
                      {color_arg(c), {"count", std::to_string(count[pawn])}});
                ok = false;
            } else if (total > max_pieces_per_side) {
                error("chess.fen.too_many_pieces", placement(fen), {color_arg(c), {"count", std::to_string(total)}});
                ok = false;
            } else if (count[pawn] + extra > 8) {
                error("chess.fen.too_many_promoted", placement(fen),
                      {color_arg(c), {"pawns", std::to_string(count[pawn])}, {"extra", std::to_string(extra)}});
                ok = false;
            }
        }
        return ok;
    }

    // The castling field. Standard: KQkq, the king on e1/e8 and the rook in the corner.
    // Chess960 (X-FEN and Shredder-FEN): K/Q name the outermost rook on that side of the king,
    // a file letter (upper case for White) names the rook on that file; the king stands
    // anywhere on its first rank. Each right keeps the rook it castles with in `setup`.
    unsigned read_castling(const syntax::Fen& fen, bool board_ok, CastlingSetup& setup) {
        if (!fen.castling || fen.castling->text() == "-") return 0;
        bool file_letters = false;
        for (const char* p = fen.castling->begin; p != fen.castling->end; ++p)
            file_letters |= std::string_view("KQkq").find(*p) == std::string_view::npos;
        chess960_ = mode_ == FenOptions::Chess960::on || (mode_ == FenOptions::Chess960::detect && file_letters);
        unsigned rights = 0;
        bool valid_letters = true;
        std::vector<std::pair<unsigned, char>> written;  // (right index, letter), for the order check
        std::string seen;
        for (const char* p = fen.castling->begin; p != fen.castling->end; ++p) {
            const std::vector<MessageArg> args{{"letter", std::string(1, *p)}};
            const bool is_file = std::string_view("KQkq").find(*p) == std::string_view::npos;
            if (is_file && !chess960_) {
                error("chess.fen.castling_chess960", offset(p), 1, args);
                valid_letters = false;
                continue;
            }
            if (seen.find(*p) != std::string::npos) {
                relaxable("chess.fen.castling_duplicate", offset(p), 1, args);
                valid_letters = false;
                continue;
            }
            seen += *p;
            const Color c = std::isupper(static_cast<unsigned char>(*p)) ? white : black;
            const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(*p)));
            if (!is_file) written.emplace_back(castling_index(c, upper == 'Q'), *p);
            if (!board_ok) continue;
            const int rank = c == white ? 0 : 7;
            const Square king_home = chess960_ ? home_king(c) : make_square(4, rank);
            if (king_home == no_square || board_[king_home] != make_piece(c, king)) {
                if (chess960_)
                    relaxable("chess.fen.castling_king_off_rank", offset(p), 1,
                              {args[0], color_arg(c), {"rank", std::to_string(rank + 1)}});
                else
                    relaxable("chess.fen.castling_without_king", offset(p), 1,
                              {args[0], {"square", square_name(king_home)}});
                continue;
            }
            Square rook_home = no_square;
            bool queen_side = upper == 'Q';
            if (!is_file && !chess960_) {
                rook_home = make_square(queen_side ? 0 : 7, rank);
            } else if (!is_file) {
                rook_home = outermost_rook(c, king_home, queen_side);
                if (rook_home == no_square) {
                    const int from = queen_side ? 0 : file_of(king_home) + 1,
                              to = queen_side ? file_of(king_home) - 1 : 7;
                    if (from > to)  // the king stands in the corner: no square for a rook on that side
                        relaxable("chess.fen.castling_without_rook", offset(p), 1,
                                  {args[0], {"square", square_name(make_square(queen_side ? 0 : 7, rank))}});
                    else
                        relaxable("chess.fen.castling_without_rook_beside", offset(p), 1,
                                  {args[0],
                                   {"squares", from == to ? square_name(make_square(from, rank))
                                                          : square_name(make_square(from, rank)) + "-" +
                                                                square_name(make_square(to, rank))}});
                    continue;
                }
            } else {
                rook_home = make_square(upper - 'A', rank);
                queen_side = file_of(rook_home) < file_of(king_home);
                written.emplace_back(castling_index(c, queen_side), *p);
            }
            const unsigned index = castling_index(c, queen_side);
            if (rights & (1u << index)) {
                relaxable("chess.fen.castling_duplicate", offset(p), 1, args);
                valid_letters = false;
                continue;
            }
            if (board_[rook_home] != make_piece(c, rook)) {
                relaxable("chess.fen.castling_without_rook", offset(p), 1,
                          {args[0], {"square", square_name(rook_home)}});
                continue;
            }
            rights |= 1u << index;
            setup.king[c] = king_home;
            setup.rook[index] = rook_home;
        }
        if (valid_letters && strict_) {
            std::stable_sort(written.begin(), written.end(),
                             [](const auto& a, const auto& b) { return a.first < b.first; });
            std::string expected;
            for (const auto& w : written) expected += w.second;
            if (expected.size() == fen.castling->text().size() && expected != fen.castling->text())
                error("chess.fen.castling_order", *fen.castling,
                      {{"castling", std::string(fen.castling->text())}, {"expected", expected}});
        }
        return rights;
    }

    // Chess960: the king of `c` on its first rank (no_square when it is elsewhere).
    Square home_king(Color c) const {
        const int rank = c == white ? 0 : 7;
        for (int file = 0; file < 8; ++file)
            if (board_[make_square(file, rank)] == make_piece(c, king)) return make_square(file, rank);
        return no_square;
    }

    // X-FEN's K and Q: the rook of `c` furthest from the king on that side of its first rank.
    Square outermost_rook(Color c, Square king_home, bool queen_side) const {
        const int rank = rank_of(king_home), step = queen_side ? 1 : -1;
        for (int file = queen_side ? 0 : 7; file != file_of(king_home); file += step)
            if (board_[make_square(file, rank)] == make_piece(c, rook)) return make_square(file, rank);
        return no_square;
    }

    // The square a pawn passed over in a double step made by the side that just moved: on
    // rank 6 with white to move (rank 3 with black), empty, with the square it came from
    // empty and the pawn standing just in front of it.
    Square read_en_passant(const syntax::Fen& fen, bool board_ok) {
        if (!fen.en_passant || fen.en_passant->text() == "-") return no_square;
        const syntax::Token& token = *fen.en_passant;
        const Square s = make_square(token.begin[0] - 'a', token.begin[1] - '1');
        const int expected_rank = side_ == white ? 5 : 2;
        const std::vector<MessageArg> args{{"square", square_name(s)}};
        if (rank_of(s) != expected_rank) {
            relaxable("chess.fen.en_passant_rank", token,
                      {args[0], {"rank", std::to_string(expected_rank + 1)}, color_arg(side_)});
            return no_square;
        }
        if (!board_ok) return no_square;
        const int forward = side_ == white ? 8 : -8;  // towards the side that just moved
        const Square origin = static_cast<Square>(s + forward), pawn_square = static_cast<Square>(s - forward);
        const char* problem = nullptr;
        Square square = s;
        if (board_[s] != no_piece) {
            problem = "chess.fen.en_passant_occupied";
        } else if (board_[origin] != no_piece) {
            problem = "chess.fen.en_passant_origin_occupied";
            square = origin;
        } else if (board_[pawn_square] != make_piece(opposite(side_), pawn)) {
            problem = "chess.fen.en_passant_without_pawn";
            square = pawn_square;
        }
        if (problem) {
            relaxable(problem, token, {args[0], {"at", square_name(square)}});
            return no_square;
        }
        return s;
    }

    std::uint32_t read_counter(const boost::optional<syntax::Token>& token, const char* too_large,
                               std::uint32_t absent) {
        if (!token) return absent;
        auto value = parse_decimal(token->text(), max_fen_counter);
        if (!value) {
            error(too_large, *token,
                  {{"value", std::string(token->text())}, {"limit", std::to_string(max_fen_counter)}});
            return absent;
        }
        return static_cast<std::uint32_t>(*value);
    }

    void check_checks(const syntax::Fen& fen, const Position& position) {
        if (!position_rules_) return;
        const syntax::Token at = fen.side ? *fen.side : placement(fen);
        const Color them = opposite(side_);
        if (position.attacked_by(position.king_square(them), side_))
            error("chess.fen.opponent_in_check", at, {color_arg(them)});
        const int checkers = popcount(position.checkers());
        if (checkers > 2)
            relaxable("chess.fen.impossible_check", at, {color_arg(side_), {"count", std::to_string(checkers)}});
    }

    std::string_view whole_;
    bool strict_;
    bool position_rules_;
    FenOptions::Chess960 mode_;
    bool chess960_ = false;
    Diagnostics& out_;
    std::array<Piece, 64> board_{};
    std::array<const char*, 64> where_{};
    Color side_ = white;
};

}  // namespace

void check_fen(std::string_view whole, const syntax::Fen& fen, const FenOptions& options, Diagnostics& out,
               Position& position) {
    Checker(whole, options, out).run(fen, position);
}

}  // namespace bn::chess
