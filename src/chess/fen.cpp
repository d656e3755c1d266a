// FEN text -> Position: the grammar first (shape of each field), then the rules, in the
// order of the fields. Independent problems are all reported; checks that need a board
// (kings, rights, en passant, checks) run only when the placement could be read.
#include <algorithm>
#include <array>
#include <string>

#include "chess/fen.hpp"
#include "chess/fen_grammar.hpp"
#include "common/numbers.hpp"
#include "common/source_text.hpp"
#include "common/x3_run.hpp"

namespace bn::chess {

namespace {

MessageArg color_arg(Color c) {
    return {"color", c == white ? "chess.color.white" : "chess.color.black", true};
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

std::size_t utf8_length(std::string_view rest) {
    std::size_t length = 1;
    while (length < rest.size() && (static_cast<unsigned char>(rest[length]) & 0xC0) == 0x80) ++length;
    return length;
}

// A grammar failure names the field it happened in: the number of space runs before it.
void report_syntax_error(std::string_view whole, std::string_view text, std::size_t at, Diagnostics& out) {
    static const char* const field_codes[] = {"chess.fen.invalid_piece", "chess.fen.invalid_side",
                                              "chess.fen.invalid_castling", "chess.fen.invalid_en_passant",
                                              "chess.fen.invalid_halfmove", "chess.fen.invalid_fullmove"};
    const std::size_t base = static_cast<std::size_t>(text.data() - whole.data());
    // Whitespace around the FEN (only strict mode gets here with it) always stops the grammar.
    if (is_space(text.front()) || is_space(text.back())) {
        std::size_t from = 0, to = text.size();
        if (!is_space(text.front())) {
            from = text.size();
            while (from > 0 && is_space(text[from - 1])) --from;
        } else {
            to = std::find_if(text.begin(), text.end(), [](char c) { return !is_space(c); }) - text.begin();
        }
        out.error("chess.fen.whitespace", base + from, to - from);
        return;
    }
    // Separators are runs of spaces, consumed before each field: a space where the grammar
    // stopped follows the sixth field.
    if (text[at] == ' ') {
        while (at < text.size() && text[at] == ' ') ++at;
        out.error("chess.fen.too_many_fields", base + at, text.size() - at);
        return;
    }
    if (is_space(text[at])) {
        out.error("chess.fen.separator", base + at, 1);
        return;
    }
    std::size_t field = 0;
    for (std::size_t i = 0; i < at; ++i)
        if (text[i] == ' ' && (i == 0 || text[i - 1] != ' ')) ++field;
    if (field == 0) {
        std::size_t length = utf8_length(text.substr(at));
        out.error("chess.fen.invalid_piece", base + at, length,
                  {{"char", std::string(text.substr(at, length))}});
        return;
    }
    if (field >= 6) {
        out.error("chess.fen.too_many_fields", base + at, text.size() - at);
        return;
    }
    std::size_t begin = at;
    while (begin > 0 && text[begin - 1] != ' ') --begin;
    std::size_t end = text.find(' ', at);
    if (end == std::string_view::npos) end = text.size();
    out.error(field_codes[field], base + begin, end - begin,
              {{"field", std::string(text.substr(begin, end - begin))}});
}

class Checker {
public:
    Checker(std::string_view whole, bool strict, Diagnostics& out)
        : whole_(whole), strict_(strict), out_(out) {}

    void run(const ast::Fen& fen, Position& position) {
        check_fields(fen);
        bool board_ok = read_placement(fen);
        if (board_ok) board_ok = check_material(fen);
        side_ = fen.side && fen.side->text() == "b" ? black : white;
        unsigned rights = read_castling(fen, board_ok);
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
        position.set_castling_rights(rights);
        position.set_en_passant_square(en_passant);
        position.set_halfmove_clock(halfmove);
        position.set_fullmove_number(fullmove);
        check_checks(fen, position);
    }

private:
    std::size_t offset(const ast::Token& t) const { return static_cast<std::size_t>(t.begin - whole_.data()); }
    std::size_t length(const ast::Token& t) const { return static_cast<std::size_t>(t.end - t.begin); }
    std::size_t offset(const char* p) const { return static_cast<std::size_t>(p - whole_.data()); }

    void error(const char* code, std::size_t at, std::size_t size, std::vector<MessageArg> args) {
        out_.error(code, at, size, std::move(args));
    }
    void error(const char* code, const ast::Token& t, std::vector<MessageArg> args) {
        error(code, offset(t), length(t), std::move(args));
    }
    // A rule lenient mode repairs: an error when strict, a warning otherwise.
    void relaxable(const char* code, std::size_t at, std::size_t size, std::vector<MessageArg> args) {
        if (strict_)
            out_.error(code, at, size, std::move(args));
        else
            out_.warning(code, at, size, std::move(args));
    }
    void relaxable(const char* code, const ast::Token& t, std::vector<MessageArg> args) {
        relaxable(code, offset(t), length(t), std::move(args));
    }

    void check_fields(const ast::Fen& fen) {
        const boost::optional<ast::Token>* fields[] = {&fen.side, &fen.castling, &fen.en_passant,
                                                       &fen.halfmove, &fen.fullmove};
        int count = 1;
        const char* previous_end = fen.ranks.back().end;
        for (const auto* field : fields) {
            if (!*field) break;
            ++count;
            if ((*field)->begin - previous_end > 1)
                relaxable("chess.fen.separator", offset(previous_end), static_cast<std::size_t>((*field)->begin - previous_end), {});
            previous_end = (*field)->end;
        }
        if (count < 6 && strict_)
            error("chess.fen.missing_fields", offset(previous_end), 0, {{"count", std::to_string(count)}});
    }

    ast::Token placement(const ast::Fen& fen) const { return {fen.ranks.front().begin, fen.ranks.back().end}; }

    static Piece piece_of(char c) {
        static constexpr std::string_view letters = "PNBRQKpnbrqk";
        return static_cast<Piece>(letters.find(c));
    }

    bool read_placement(const ast::Fen& fen) {
        board_.fill(no_piece);
        if (fen.ranks.size() != 8) {
            error("chess.fen.rank_count", placement(fen), {{"count", std::to_string(fen.ranks.size())}});
            return false;
        }
        bool ok = true;
        for (std::size_t r = 0; r < 8; ++r) {
            const ast::Token& token = fen.ranks[r];
            const int rank = 7 - static_cast<int>(r);
            int squares = 0;
            bool previous_digit = false;
            for (const char* p = token.begin; p != token.end; ++p) {
                bool digit = *p >= '1' && *p <= '8';
                if (digit) {
                    if (previous_digit) relaxable("chess.fen.consecutive_digits", offset(p), 1, {{"rank", std::to_string(rank + 1)}});
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
    bool check_material(const ast::Fen& fen) {
        bool ok = true;
        for (Square s = 0; s < 64; ++s) {
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
            if (count[king] == 0) {
                error("chess.fen.missing_king", placement(fen), {color_arg(c)});
                ok = false;
            } else if (count[king] > 1) {
                error("chess.fen.too_many_kings", offset(second_king), 1, {color_arg(c), {"count", std::to_string(count[king])}});
                ok = false;
            }
            const int extra = std::max(0, count[queen] - 1) + std::max(0, count[rook] - 2) +
                              std::max(0, count[knight] - 2) + std::max(0, light_bishops - 1) +
                              std::max(0, dark_bishops - 1);
            if (count[pawn] > 8) {
                error("chess.fen.too_many_pawns", placement(fen), {color_arg(c), {"count", std::to_string(count[pawn])}});
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

    unsigned read_castling(const ast::Fen& fen, bool board_ok) {
        if (!fen.castling || fen.castling->text() == "-") return 0;
        static constexpr std::string_view letters = "KQkq";
        unsigned rights = 0;
        bool valid_letters = true;
        for (const char* p = fen.castling->begin; p != fen.castling->end; ++p) {
            std::size_t index = letters.find(*p);
            if (index == std::string_view::npos) {
                error("chess.fen.castling_chess960", offset(p), 1, {{"letter", std::string(1, *p)}});
                valid_letters = false;
            } else if (rights & (1u << index)) {
                relaxable("chess.fen.castling_duplicate", offset(p), 1, {{"letter", std::string(1, *p)}});
                valid_letters = false;
            } else {
                rights |= 1u << index;
            }
        }
        if (valid_letters && strict_) {
            std::string expected;
            for (std::size_t i = 0; i < 4; ++i)
                if (rights & (1u << i)) expected += letters[i];
            if (expected != fen.castling->text())
                error("chess.fen.castling_order", *fen.castling,
                      {{"castling", std::string(fen.castling->text())}, {"expected", expected}});
        }
        if (!board_ok) return rights;
        for (const char* p = fen.castling->begin; p != fen.castling->end; ++p) {
            std::size_t index = letters.find(*p);
            if (index == std::string_view::npos || !(rights & (1u << index))) continue;
            const Color c = index < 2 ? white : black;
            const Square king_home = c == white ? 4 : 60;
            const Square rook_home = static_cast<Square>((c == white ? 0 : 56) + (index % 2 == 0 ? 7 : 0));
            const char* problem = nullptr;
            Square square = king_home;
            if (board_[king_home] != make_piece(c, king)) {
                problem = "chess.fen.castling_without_king";
            } else if (board_[rook_home] != make_piece(c, rook)) {
                problem = "chess.fen.castling_without_rook";
                square = rook_home;
            }
            if (problem) {
                relaxable(problem, offset(p), 1, {{"letter", std::string(1, *p)}, {"square", square_name(square)}});
                rights &= ~(1u << index);
            }
        }
        return rights;
    }

    // The square a pawn passed over in a double step made by the side that just moved: on
    // rank 6 with white to move (rank 3 with black), empty, with the square it came from
    // empty and the pawn standing just in front of it.
    Square read_en_passant(const ast::Fen& fen, bool board_ok) {
        if (!fen.en_passant || fen.en_passant->text() == "-") return no_square;
        const ast::Token& token = *fen.en_passant;
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

    std::uint32_t read_counter(const boost::optional<ast::Token>& token, const char* too_large, std::uint32_t absent) {
        if (!token) return absent;
        auto value = parse_decimal(token->text(), max_fen_counter);
        if (!value) {
            error(too_large, *token, {{"value", std::string(token->text())}, {"limit", std::to_string(max_fen_counter)}});
            return absent;
        }
        return static_cast<std::uint32_t>(*value);
    }

    void check_checks(const ast::Fen& fen, const Position& position) {
        const ast::Token at = fen.side ? *fen.side : placement(fen);
        const Color them = opposite(side_);
        if (position.attacked_by(position.king_square(them), side_))
            error("chess.fen.opponent_in_check", at, {color_arg(them)});
        const int checkers = popcount(position.checkers());
        if (checkers > 2)
            relaxable("chess.fen.impossible_check", at, {color_arg(side_), {"count", std::to_string(checkers)}});
    }

    std::string_view whole_;
    bool strict_;
    Diagnostics& out_;
    std::array<Piece, 64> board_{};
    std::array<const char*, 64> where_{};
    Color side_ = white;
};

}  // namespace

Parsed<Position> parse_fen(std::string_view whole, const FenOptions& options) {
    Parsed<Position> result;
    Diagnostics out;
    std::string_view text = whole;
    if (!options.strict) {
        while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
        while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    }
    try {
        ast::Fen fen;
        if (text.empty()) {
            out.error("chess.fen.empty", 0, whole.size());
        } else if (text.size() > 1024) {
            // A FEN is at most about 90 bytes; a long input is not a FEN.
            out.error("chess.fen.too_long", 0, whole.size(), {{"size", std::to_string(whole.size())}, {"limit", "1024"}});
        } else if (auto failure = run_grammar(text, fen_grammar(), fen)) {
            report_syntax_error(whole, text, failure->offset, out);
        } else {
            Checker(whole, options.strict, out).run(fen, result.value);
        }
    } catch (const std::exception& e) {
        out.error("common.internal_error", 0, 0, {{"what", e.what()}});
    }
    result.ok = !out.has_errors();
    if (!result.ok) result.value = Position{};
    result.diagnostics = std::move(out.items());
    SourceText(whole).resolve(result.diagnostics);
    return result;
}

}  // namespace bn::chess
