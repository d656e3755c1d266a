// PGN: games leave as one JSON text per call (JSON.parse builds a deep move tree in JS ~10x
// faster than one embind val per field); games to write arrive as a string list and a
// Uint32Array (layout in npm/src/pgn/layout.js). Pgn streams are an embind class.
#include <emscripten/bind.h>

#include <cstdio>
#include <string>
#include <vector>

#include "chess/fen.hpp"
#include "common.hpp"
#include "common/messages.hpp"
#include "common/source_text.hpp"
#include "pgn/build.hpp"
#include "pgn/movetext.hpp"
#include "pgn/pgn.hpp"

namespace bn::bindings {

namespace {

using emscripten::val;
using namespace bn::pgn;

void json_string(std::string& out, std::string_view s) {
    out += '"';
    for (char c : s) {
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
                    out += buf;
                } else {
                    out += c;
                }
        }
    }
    out += '"';
}

void json_number(std::string& out, double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.17g", v);
    out += buf;
}

void json_diagnostics(std::string& out, const std::vector<Diagnostic>& diagnostics, const std::string& language) {
    out += '[';
    for (std::size_t i = 0; i < diagnostics.size(); ++i) {
        const Diagnostic& d = diagnostics[i];
        if (i) out += ',';
        out += "{\"code\":";
        json_string(out, d.code);
        out += d.severity == Severity::error ? ",\"severity\":\"error\"" : ",\"severity\":\"warning\"";
        out += ",\"line\":" + std::to_string(d.line) + ",\"column\":" + std::to_string(d.column) +
               ",\"length\":" + std::to_string(d.utf16_length) + ",\"args\":{";
        for (std::size_t k = 0; k < d.args.size(); ++k) {
            if (k) out += ',';
            json_string(out, d.args[k].name);
            out += ':';
            json_string(out, d.args[k].value);
        }
        out += "},\"message\":";
        json_string(out, messages::render(d, language));
        out += '}';
    }
    out += ']';
}

void json_command(std::string& out, const Command& c) {
    out += "{\"name\":";
    json_string(out, c.name);
    out += ",\"value\":";
    json_string(out, c.value);
    if (c.parsed) {
        if (c.name == "eval") {
            if (c.is_mate) out += ",\"mate\":" + std::to_string(c.mate);
            else out += ",\"pawns\":", json_number(out, c.pawns);
        } else if (c.name == "cal" || c.name == "csl") {
            out += ",\"shapes\":[";
            for (std::size_t i = 0; i < c.shapes.size(); ++i) {
                const Shape& s = c.shapes[i];
                if (i) out += ',';
                out += "{\"color\":\"" + std::string(1, s.color) + "\",\"from\":\"" + chess::square_name(s.from) + '"';
                if (s.to != chess::no_square) out += ",\"to\":\"" + chess::square_name(s.to) + '"';
                out += '}';
            }
            out += ']';
        } else {
            out += ",\"seconds\":", json_number(out, c.seconds);
        }
    }
    out += '}';
}

void json_comments(std::string& out, const std::vector<Comment>& comments) {
    out += '[';
    for (std::size_t i = 0; i < comments.size(); ++i) {
        if (i) out += ',';
        out += "{\"text\":";
        json_string(out, comments[i].text);
        out += ",\"commands\":[";
        for (std::size_t k = 0; k < comments[i].commands.size(); ++k) {
            if (k) out += ',';
            json_command(out, comments[i].commands[k]);
        }
        out += "]}";
    }
    out += ']';
}

// Everything of a move but its variations, and the opening of the variations array.
void json_move_head(std::string& out, const MoveNode& n) {
    out += "{\"san\":";
    json_string(out, n.san);
    out += ",\"written\":";
    json_string(out, n.written);
    out += ",\"from\":\"" + chess::square_name(n.move.from()) + "\",\"to\":\"" + chess::square_name(n.move.to()) + '"';
    if (n.move.is_promotion()) out += std::string(",\"promotion\":\"") + "pnbrqk"[n.move.promotion_piece()] + '"';
    out += n.color == chess::white ? ",\"color\":\"w\"" : ",\"color\":\"b\"";
    out += ",\"moveNumber\":" + std::to_string(n.move_number) + ",\"fen\":";
    json_string(out, n.fen);
    out += ",\"nags\":[";
    for (std::size_t i = 0; i < n.nags.size(); ++i) out += (i ? "," : "") + std::to_string(n.nags[i]);
    out += "],\"comments\":";
    json_comments(out, n.comments);
    out += ",\"commentsBefore\":";
    json_comments(out, n.comments_before);
    out += ",\"variations\":[";
}

// The move tree as nested arrays, walked with an explicit stack (no recursion).
void json_moves(std::string& out, const Game& g) {
    struct Cursor {
        NodeIndex node;
        std::size_t variation = 0;
        bool opened = false;
        bool first = true;
    };
    std::vector<Cursor> stack{{g.first}};
    out += '[';
    while (!stack.empty()) {
        Cursor& c = stack.back();
        if (c.node == no_node) {
            out += ']';
            stack.pop_back();
            continue;
        }
        const MoveNode& n = g.nodes[c.node];
        if (!c.opened) {
            if (!c.first) out += ',';
            json_move_head(out, n);
            c.opened = true;
        }
        if (c.variation < n.variations.size()) {
            if (c.variation > 0) out += ',';
            NodeIndex first = n.variations[c.variation++];
            out += '[';
            stack.push_back({first});
            continue;
        }
        out += "]}";
        c.node = n.next;
        c.opened = false;
        c.variation = 0;
        c.first = false;
    }
}

void json_game(std::string& out, const Game& g, std::uint32_t line, const std::string& language) {
    out += "{\"headers\":[";
    for (std::size_t i = 0; i < g.tags.size(); ++i) {
        if (i) out += ',';
        out += '[';
        json_string(out, g.tags[i].name);
        out += ',';
        json_string(out, g.tags[i].value);
        out += ']';
    }
    out += "],\"startFen\":";
    json_string(out, g.start_fen);
    out += ",\"result\":";
    if (g.result.empty()) out += "null";
    else json_string(out, g.result);
    out += ",\"comments\":";
    json_comments(out, g.comments);
    out += ",\"moves\":";
    json_moves(out, g);
    out += g.ok ? ",\"ok\":true" : ",\"ok\":false";
    out += ",\"line\":" + std::to_string(line) + ",\"diagnostics\":";
    json_diagnostics(out, g.diagnostics, language);
    out += '}';
}

// {"latin1":..., "diagnostics":[...], "games":[...]}
std::string parse_json(std::uintptr_t address, std::size_t length, bool strict, const std::string& language) {
    Database db = parse(input_at(address, length), ParseOptions{strict});
    std::string out = db.latin1 ? "{\"latin1\":true,\"diagnostics\":" : "{\"latin1\":false,\"diagnostics\":";
    out.reserve(db.text.size() * 4);
    json_diagnostics(out, db.diagnostics, language);
    out += ",\"games\":[";
    for (std::size_t i = 0; i < db.games.size(); ++i) {
        if (i) out += ',';
        json_game(out, db.games[i], db.games[i].line, language);
    }
    out += "]}";
    return out;
}

const char* piece_name(movetext::PieceType p) {
    static const char* names[] = {"King", "Queen", "Rook", "Bishop", "Knight"};
    return names[static_cast<int>(p)];
}

void json_square(std::string& out, const movetext::Square& s) {
    out += "{\"file\":\"" + std::string(1, s.file) + "\",\"rank\":" + std::to_string(s.rank) + '}';
}

void json_check(std::string& out, const std::optional<movetext::CheckStatus>& c) {
    if (c) out += *c == movetext::CheckStatus::Check ? ",\"checkStatus\":\"Check\"" : ",\"checkStatus\":\"Checkmate\"";
}

void json_pawn(std::string& out, const movetext::PawnMove& p) {
    out += "{\"type\":\"PawnMove\"";
    if (p.source_file) out += ",\"sourceFile\":\"" + std::string(1, *p.source_file) + '"';
    out += ",\"end\":";
    json_square(out, p.end);
    out += p.is_capture ? ",\"isCapture\":true" : ",\"isCapture\":false";
    json_check(out, p.check_status);
    out += '}';
}

void json_seed_move(std::string& out, const movetext::Move& m) {
    using namespace movetext;
    if (auto* c = std::get_if<Castle>(&m)) {
        out += *c == Castle::KingSide ? "{\"type\":\"Castle\",\"side\":\"KingSide\"}"
                                      : "{\"type\":\"Castle\",\"side\":\"QueenSide\"}";
    } else if (auto* s = std::get_if<Standard>(&m)) {
        out += std::string("{\"type\":\"Standard\",\"piece\":\"") + piece_name(s->piece) + "\",\"end\":";
        json_square(out, s->end);
        if (s->disambiguator) {
            const auto& d = *s->disambiguator;
            out += ",\"disambiguator\":";
            if (d.kind == Disambiguator::Kind::FileSource) out += "{\"type\":\"FileSource\",\"source\":\"" + std::string(1, d.file) + "\"}";
            else if (d.kind == Disambiguator::Kind::RankSource) out += "{\"type\":\"RankSource\",\"source\":" + std::to_string(d.rank) + '}';
            else {
                out += "{\"type\":\"FileAndRankSource\",\"source\":";
                json_square(out, {d.file, d.rank});
                out += '}';
            }
        }
        out += s->is_capture ? ",\"isCapture\":true" : ",\"isCapture\":false";
        json_check(out, s->check_status);
        out += '}';
    } else if (auto* p = std::get_if<PawnMove>(&m)) {
        json_pawn(out, *p);
    } else {
        const auto& promo = std::get<Promotion>(m);
        out += "{\"type\":\"Promotion\",\"pawnMove\":";
        json_pawn(out, promo.pawn_move);
        out += std::string(",\"newPiece\":\"") + piece_name(promo.new_piece) + "\"}";
    }
}

val parse_movetext(std::uintptr_t address, std::size_t length, const std::string& language) {
    auto parsed = movetext::parse(input_at(address, length));
    val result = val::object();
    result.set("ok", parsed.ok);
    result.set("diagnostics", to_js(parsed.diagnostics, language));
    if (!parsed.ok) return result;
    static const char* outcomes[] = {"WhiteWins", "BlackWins", "Draw", "Unknown"};
    std::string out = "{\"turns\":[";
    for (std::size_t i = 0; i < parsed.value.turns.size(); ++i) {
        if (i) out += ',';
        const auto& t = parsed.value.turns[i];
        if (auto* full = std::get_if<movetext::FullTurn>(&t)) {
            out += "{\"type\":\"FullTurn\",\"white\":";
            json_seed_move(out, full->white);
            out += ",\"black\":";
            json_seed_move(out, full->black);
        } else {
            out += "{\"type\":\"PartialTurn\",\"white\":";
            json_seed_move(out, std::get<movetext::PartialTurn>(t).white);
        }
        out += '}';
    }
    out += std::string("],\"outcome\":\"") + outcomes[static_cast<int>(parsed.value.outcome)] + "\"}";
    result.set("json", out);
    return result;
}

// The layout npm/src/pgn/layout.js writes: see encodeGame there.
class LayoutReader {
public:
    LayoutReader(const std::vector<std::uint32_t>& ints, const std::vector<std::string>& strings)
        : ints_(ints), strings_(strings) {}
    bool ok() const { return ok_; }
    std::uint32_t number() {
        if (at_ >= ints_.size()) return ok_ = false, 0;
        return ints_[at_++];
    }
    std::string string() {
        std::uint32_t i = number();
        if (i == 0xFFFFFFFFu) return {};
        if (i >= strings_.size()) return ok_ = false, std::string();
        return strings_[i];
    }
    std::vector<std::string> strings() {
        std::uint32_t n = number();
        std::vector<std::string> out;
        for (std::uint32_t i = 0; i < n && ok_; ++i) out.push_back(string());
        return out;
    }

private:
    const std::vector<std::uint32_t>& ints_;
    const std::vector<std::string>& strings_;
    std::size_t at_ = 0;
    bool ok_ = true;
};

val stringify(val strings_js, val ints_js, unsigned max_line, const std::string& language) {
    const auto strings = emscripten::vecFromJSArray<std::string>(strings_js);
    const auto ints = emscripten::convertJSArrayToNumberVector<std::uint32_t>(ints_js);
    LayoutReader in(ints, strings);
    GameInput game;
    std::uint32_t tags = in.number();
    for (std::uint32_t i = 0; i < tags && in.ok(); ++i) {
        std::string name = in.string();
        game.tags.push_back({std::move(name), in.string()});
    }
    game.start_fen = in.string();
    game.result = in.string();
    game.comments = in.strings();
    std::uint32_t moves = in.number();
    for (std::uint32_t i = 0; i < moves && in.ok(); ++i) {
        MoveInput m;
        m.san = in.string();
        m.previous = in.number();
        std::uint32_t nags = in.number();
        for (std::uint32_t k = 0; k < nags && in.ok(); ++k) m.nags.push_back(static_cast<std::uint16_t>(std::min(in.number(), 65535u)));
        m.comments = in.strings();
        m.comments_before = in.strings();
        game.moves.push_back(std::move(m));
    }
    val result = val::object();
    if (!in.ok()) {
        result.set("ok", false);
        result.set("diagnostics", to_js({Diagnostic{"pgn.game_input", Severity::error, 0, 0, 0, 0, 0,
                                                    {{"reason", "the layout is truncated"}}}},
                                        language));
        return result;
    }
    auto built = build_game(game);
    result.set("ok", built.ok);
    result.set("diagnostics", to_js(built.diagnostics, language));
    if (built.ok) result.set("text", write(built.value, WriteOptions{max_line}));
    return result;
}

class PgnStream {
public:
    explicit PgnStream(bool strict) : stream_(ParseOptions{strict}) {}
    void push(std::uintptr_t address, std::size_t length) { stream_.push(input_at(address, length)); }
    void close() { stream_.close(); }
    // The next complete game as JSON, or "" when none is complete yet.
    std::string next(const std::string& language) {
        Game game;
        if (!stream_.next(game)) return {};
        std::string out;
        json_game(out, game, game.line, language);
        return out;
    }
    double consumed() const { return static_cast<double>(stream_.consumed()); }

private:
    Stream stream_;
};

}  // namespace

EMSCRIPTEN_BINDINGS(boardnotation_pgn) {
    emscripten::function("pgnParseMovetext", &parse_movetext);
    emscripten::function("pgnParse", &parse_json);
    emscripten::function("pgnStringify", &stringify);
    emscripten::class_<PgnStream>("PgnStream")
        .constructor<bool>()
        .function("push", &PgnStream::push)
        .function("close", &PgnStream::close)
        .function("next", &PgnStream::next)
        .function("consumed", &PgnStream::consumed);
}

}  // namespace bn::bindings
