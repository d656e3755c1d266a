// chess.js 1.4's FEN dialect (FenOptions::chess_js): how its load() pads and reads a FEN and
// the checks of its validateFen, in their order, so that the same FEN gets the same first
// problem. Fields are split at runs of JavaScript whitespace (/\s+/), as chess.js splits them.
#include <algorithm>
#include <string>
#include <vector>

#include "chess/fen_chess_js.hpp"

namespace bn::chess {

namespace {

// The length of the JavaScript whitespace character (\s) at `at`, 0 when there is none.
std::size_t js_space(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t i) { return i < text.size() ? static_cast<unsigned char>(text[i]) : 0u; };
    const unsigned c = byte(at);
    if (c == ' ' || (c >= '\t' && c <= '\r')) return 1;
    if (c == 0xC2 && (byte(at + 1) == 0xA0 || byte(at + 1) == 0x85)) return byte(at + 1) == 0xA0 ? 2 : 0;
    if (c == 0xEF && byte(at + 1) == 0xBB && byte(at + 2) == 0xBF) return 3;  // U+FEFF
    if (c == 0xE1 && byte(at + 1) == 0x9A && byte(at + 2) == 0x80) return 3;  // U+1680
    if (c == 0xE3 && byte(at + 1) == 0x80 && byte(at + 2) == 0x80) return 3;  // U+3000
    if (c == 0xE2) {
        const unsigned b1 = byte(at + 1), b2 = byte(at + 2);
        if (b1 == 0x80 && ((b2 >= 0x80 && b2 <= 0x8A) || b2 == 0xA8 || b2 == 0xA9 || b2 == 0xAF)) return 3;
        if (b1 == 0x81 && b2 == 0x9F) return 3;  // U+205F
    }
    return 0;
}

struct Field {
    std::string_view text;
    std::size_t offset;  // in the text given (the fields padding adds: its end)
};

// text.split(/\s+/): whitespace at either end gives an empty field there.
std::vector<Field> split_fields(std::string_view text) {
    std::vector<Field> fields;
    std::size_t start = 0, at = 0;
    while (at < text.size()) {
        const std::size_t space = js_space(text, at);
        if (space == 0) {
            ++at;
            continue;
        }
        fields.push_back({text.substr(start, at - start), start});
        while (at < text.size() && js_space(text, at)) at += js_space(text, at);
        start = at;
    }
    fields.push_back({text.substr(start), start});
    return fields;
}

// parseInt(text, 10) on a field (which holds no whitespace): the sign and the digits it reads,
// leading zeros dropped, as String(parseInt(...)) writes them below 10^21; empty for NaN.
std::string parse_int(std::string_view text) {
    std::size_t at = 0;
    bool negative = false;
    if (at < text.size() && (text[at] == '+' || text[at] == '-')) negative = text[at++] == '-';
    const std::size_t first_digit = at;
    std::string digits;
    while (at < text.size() && text[at] >= '0' && text[at] <= '9') {
        if (!(digits.empty() && text[at] == '0')) digits += text[at];
        ++at;
    }
    if (at == first_digit) return "";  // NaN
    if (digits.empty()) return "0";    // -0 is written 0
    return negative ? "-" + digits : digits;
}

bool is_piece_letter(char c) { return std::string_view("pnbrqkPNBRQK").find(c) != std::string_view::npos; }

// validateFen's problem with the fields, "" when it has none.
const char* first_problem(const std::vector<Field>& fields, bool check_castling) {
    if (fields.size() != 6) return "chess.fen.js_fields";
    const std::string_view placement = fields[0].text, side = fields[1].text, castling = fields[2].text,
                           en_passant = fields[3].text;
    const std::string fullmove = parse_int(fields[5].text), halfmove = parse_int(fields[4].text);
    if (fullmove.empty() || fullmove[0] == '-' || fullmove == "0") return "chess.fen.js_fullmove";
    if (halfmove.empty() || (halfmove[0] == '-')) return "chess.fen.js_halfmove";
    const bool en_passant_square = en_passant.size() == 2 && en_passant[0] >= 'a' && en_passant[0] <= 'h' &&
                                   (en_passant[1] == '3' || en_passant[1] == '6');
    if (en_passant != "-" && !en_passant_square) return "chess.fen.js_en_passant";
    if (check_castling && castling.find_first_not_of("kKqQ-") != std::string_view::npos) return "chess.fen.js_castling";
    if (side != "w" && side != "b") return "chess.fen.js_side";
    std::vector<std::string_view> rows;
    for (std::size_t start = 0;;) {
        const std::size_t slash = placement.find('/', start);
        rows.push_back(placement.substr(start, slash == std::string_view::npos ? slash : slash - start));
        if (slash == std::string_view::npos) break;
        start = slash + 1;
    }
    if (rows.size() != 8) return "chess.fen.js_rows";
    for (std::string_view row : rows) {
        int squares = 0;
        bool after_digit = false;
        for (char c : row) {
            if (c >= '0' && c <= '9') {
                if (after_digit) return "chess.fen.js_consecutive_number";
                squares += c - '0';
                after_digit = true;
            } else {
                if (!is_piece_letter(c)) return "chess.fen.js_invalid_piece";
                ++squares;
                after_digit = false;
            }
        }
        if (squares != 8) return "chess.fen.js_rank_squares";
    }
    if (en_passant_square && ((en_passant[1] == '3' && side == "w") || (en_passant[1] == '6' && side == "b")))
        return "chess.fen.js_en_passant_side";
    static const char* const king_problems[2][2] = {
        {"chess.fen.js_missing_white_king", "chess.fen.js_too_many_white_kings"},
        {"chess.fen.js_missing_black_king", "chess.fen.js_too_many_black_kings"}};
    for (int color = 0; color < 2; ++color) {
        const char letter = color == 0 ? 'K' : 'k';
        const auto kings = std::count(placement.begin(), placement.end(), letter);
        if (kings == 0) return king_problems[color][0];
        if (kings > 1) return king_problems[color][1];
    }
    for (std::string_view edge : {rows[0], rows[7]})
        if (edge.find_first_of("pP") != std::string_view::npos) return "chess.fen.js_edge_pawns";
    return "";
}

}  // namespace

ChessJsFen read_chess_js_fen(std::string_view text, bool validate, bool rook_files, bool pad) {
    ChessJsFen result;
    std::vector<Field> fields = split_fields(text);
    // load() completes two to five fields with the last ones of "- - 0 1".
    static const std::string_view defaults[] = {"-", "-", "0", "1"};
    const bool padded = pad && fields.size() >= 2 && fields.size() < 6;
    if (padded) {
        for (std::size_t i = fields.size() - 2; i < 4; ++i) fields.push_back({defaults[i], text.size()});
    }
    // Chess960 castling letters (rook files) are the reader's to judge: chess.js knows KQkq only.
    const bool names_rook_files =
        rook_files && fields.size() > 2 && fields[2].text.find_first_of("ABCDEFGHabcdefgh") != std::string_view::npos;
    std::string& out = result.fen;
    auto append = [&](std::string_view part) {
        if (!out.empty()) out += ' ';
        out.append(part);
    };
    if (!padded) out = std::string(text);
    for (const Field& f : fields)
        if (padded) append(f.text);
    result.padded = out;
    if (validate) {
        if (const char* code = first_problem(fields, !names_rook_files); *code) {
            result.problem = code;
            return result;
        }
    }
    if (fields.size() != 6 || names_rook_files) return result;  // the reader judges the rest as it is
    out.clear();
    // The fields as load() reads them: castling letters as a set, the clocks by parseInt.
    append(fields[0].text);
    append(fields[1].text);
    std::string rights;
    for (char letter : {'K', 'Q', 'k', 'q'})
        if (fields[2].text.find(letter) != std::string_view::npos) rights += letter;
    append(rights.empty() ? "-" : rights);
    append(fields[3].text);
    for (const Field& counter : {fields[4], fields[5]}) {
        const std::string number = parse_int(counter.text);
        append(number.empty() ? std::string(counter.text) : number);
    }
    return result;
}

}  // namespace bn::chess
