// Tokens -> syntax tree (bdl-reference.md 1.2), by hand, and what the reader takes for a piece
// name or for explicit code. The reader descends a fixed number of levels
// (section, item, block), so no input can make it recurse deeper. A syntax error abandons the
// current item only: the reader skips to the next item of the same section (counting braces),
// or to the next section keyword, and reads on, so one pass reports several errors.
#include "bdl/parser.hpp"

#include <algorithm>
#include <array>

#include "bdl/lexer.hpp"

namespace bn::bdl {

namespace {

constexpr std::array<std::string_view, 5> section_keywords = {"rules", "pieces", "initial_piece_position", "invariants",
                                                              "finish"};

constexpr std::array<std::string_view, 30> reserved_words = {"rules",
                                                             "pieces",
                                                             "initial_piece_position",
                                                             "invariants",
                                                             "finish",
                                                             "first_player",
                                                             "width",
                                                             "height",
                                                             "coloring",
                                                             "player_change",
                                                             "alternate",
                                                             "moves",
                                                             "horizontal",
                                                             "vertical",
                                                             "diagonal",
                                                             "kills",
                                                             "can_jump",
                                                             "mirrored",
                                                             "on_end_reached",
                                                             "spawn",
                                                             "positions",
                                                             "owner",
                                                             "cant_risk",
                                                             "protect_piece",
                                                             "pawn_movement",
                                                             "no_moves_available",
                                                             "x",
                                                             "y",
                                                             "true",
                                                             "false"};

bool is_reserved(std::string_view word) {
    return std::find(reserved_words.begin(), reserved_words.end(), word) != reserved_words.end();
}

// Thrown after the error is reported, to abandon the current item.
struct ItemAbandoned {};

enum class Section { rules, pieces, placements, invariants, finish };

class Reader {
public:
    Reader(std::string_view text, std::vector<Token> tokens, Diagnostics& out)
        : text_(text), tokens_(std::move(tokens)), out_(out) {
        end_.kind = TokenKind::punctuation;
        end_.begin = end_.end = text_.data() + text_.size();
    }

    Description read() {
        Description d;
        for (std::size_t s = 0; s < section_keywords.size(); ++s) {
            if (!at_word(section_keywords[s])) {
                // At the end of the input, the first missing section is the one error to report.
                if (at_end()) {
                    report_expected(literal(std::string(section_keywords[s])));
                    return d;
                }
                if (!resync_to_section(s)) continue;
            }
            d.sections[s] = {here(), peek().text().size()};
            read_section(static_cast<Section>(s), d);
        }
        if (!at_end()) report_expected(described("bdl.what.end"));
        return d;
    }

private:
    // ---- tokens -------------------------------------------------------------------------
    const Token& peek(std::size_t ahead = 0) const { return i_ + ahead < tokens_.size() ? tokens_[i_ + ahead] : end_; }
    bool at_end() const { return i_ >= tokens_.size(); }
    std::size_t offset(const Token& t) const { return static_cast<std::size_t>(t.begin - text_.data()); }
    std::size_t here() const { return offset(peek()); }
    std::size_t last_end() const { return i_ == 0 ? 0 : static_cast<std::size_t>(tokens_[i_ - 1].end - text_.data()); }
    Span span_from(std::size_t start) const { return {start, last_end() - start}; }

    bool at_word(std::string_view w) const { return !at_end() && peek().kind == TokenKind::word && peek().text() == w; }
    bool at_punct(char c) const { return punct_ahead(0, c); }
    // Looking past the last token sees end_, a punctuation token with no text: test the
    // index, never read end_'s text (it is the byte past the input).
    bool punct_ahead(std::size_t ahead, char c) const {
        return i_ + ahead < tokens_.size() && peek(ahead).kind == TokenKind::punctuation && peek(ahead).text()[0] == c;
    }
    bool at_identifier() const { return !at_end() && peek().kind == TokenKind::word && !is_reserved(peek().text()); }
    bool at_explicit() const { return !at_end() && peek().kind == TokenKind::explicit_block; }
    bool at_section_keyword(std::size_t from) const {
        for (std::size_t s = from; s < section_keywords.size(); ++s)
            if (at_word(section_keywords[s])) return true;
        return false;
    }

    const Token& advance() {
        const Token& t = tokens_[i_++];
        if (t.kind == TokenKind::punctuation) {
            if (t.text()[0] == '{') ++depth_;
            if (t.text()[0] == '}' && depth_ > 0) --depth_;
        }
        return t;
    }

    // ---- errors -------------------------------------------------------------------------
    static MessageArg literal(const std::string& text) { return {"expected", "'" + text + "'", false}; }
    static MessageArg described(std::string code) { return {"expected", std::move(code), true}; }

    void report_expected(MessageArg expected) {
        const Token& t = peek();
        MessageArg found = at_end() ? MessageArg{"found", "bdl.what.end", true}
                                    : MessageArg{"found", "'" + std::string(shown(t)) + "'", false};
        out_.error("bdl.expected", offset(t), at_end() ? 0 : t.text().size(), {std::move(expected), std::move(found)});
    }
    static std::string_view shown(const Token& t) {
        auto s = t.text();
        if (t.kind == TokenKind::explicit_block) return s.substr(0, s.find('{') + 1);
        return s.size() > 40 ? s.substr(0, 40) : s;
    }
    [[noreturn]] void fail(MessageArg expected) {
        report_expected(std::move(expected));
        throw ItemAbandoned{};
    }

    void expect_punct(char c) {
        if (!at_punct(c)) fail(literal(std::string(1, c)));
        advance();
    }
    void expect_word(std::string_view w) {
        if (!at_word(w)) fail(literal(std::string(w)));
        advance();
    }

    // ---- terminals ----------------------------------------------------------------------
    Number read_number() {
        if (at_end() || peek().kind != TokenKind::integer) fail(described("bdl.what.number"));
        const Token& t = advance();
        return Number{integer_value(t.text()).value_or(0), {offset(t), t.text().size()}};
    }
    bool read_bool() {
        if (at_word("true")) return advance(), true;
        if (at_word("false")) return advance(), false;
        fail(described("bdl.what.bool"));
    }
    std::optional<bool> read_optional_flag() {
        if (!at_punct(':')) return std::nullopt;
        advance();
        return read_bool();
    }
    Name read_name() {
        if (!at_identifier()) fail(described("bdl.what.piece_name"));
        const Token& t = advance();
        return Name{std::string(t.text()), {offset(t), t.text().size()}};
    }
    std::vector<Name> read_name_list() {
        expect_punct('(');
        std::vector<Name> names{read_name()};
        while (at_punct(',')) {
            advance();
            names.push_back(read_name());
        }
        expect_punct(')');
        return names;
    }
    Explicit read_explicit() {
        const Token& t = advance();
        auto text = t.text();
        const std::size_t open = text.find('{');
        Explicit e;
        e.span = {offset(t), text.size()};
        e.code_offset = e.span.offset + open + 1;
        const bool closed = t.status != BlockStatus::unterminated;
        e.code = std::string(text.substr(open + 1, text.size() - open - 1 - (closed ? 1 : 0)));
        return e;
    }

    // ---- structure ----------------------------------------------------------------------
    // The current token is not section `s`: report it, then find section s or a later one.
    // False when section s is missing (the reader then goes on with the next one).
    bool resync_to_section(std::size_t s) {
        report_expected(literal(std::string(section_keywords[s])));
        while (!at_end() && !at_section_keyword(s)) advance();
        return at_word(section_keywords[s]);
    }

    void read_section(Section section, Description& d) {
        advance();  // the section keyword
        depth_ = 0;
        try {
            expect_punct('{');
        } catch (const ItemAbandoned&) {
            skip_to_next_section();
            return;
        }
        while (true) {
            if (at_punct('}')) {
                advance();
                return;
            }
            if (at_end() || at_section_keyword(0)) {
                report_expected(literal("}"));
                return;
            }
            const std::size_t start = i_;
            try {
                read_item(section, d);
            } catch (const ItemAbandoned&) {
                if (i_ == start) advance();
                recover(section);
            }
        }
    }

    void skip_to_next_section() {
        while (!at_end() && !at_section_keyword(0)) advance();
    }

    bool at_item_start(Section section) const {
        if (at_explicit()) return true;
        switch (section) {
            case Section::rules:
                return at_word("first_player") || at_word("width") || at_word("height") || at_word("coloring") ||
                       at_word("player_change");
            case Section::pieces:
            case Section::placements: return at_identifier() && punct_ahead(1, '{');
            case Section::invariants:
                return at_word("cant_risk") || at_word("protect_piece") || at_word("pawn_movement");
            case Section::finish: return at_word("no_moves_available");
        }
        return false;
    }

    // After an abandoned item: the next item of the section at the section's brace level,
    // the section's closing brace, or the next section keyword.
    void recover(Section section) {
        while (!at_end() && !at_section_keyword(0)) {
            if (depth_ <= 1 && (at_punct('}') || at_item_start(section))) return;
            advance();
        }
    }

    void read_item(Section section, Description& d) {
        switch (section) {
            case Section::rules: d.rules.push_back(read_rule()); break;
            case Section::pieces: d.pieces.push_back(read_piece()); break;
            case Section::placements: d.placements.push_back(read_placement()); break;
            case Section::invariants: d.invariants.push_back(read_invariant()); break;
            case Section::finish: d.finish.push_back(read_finish_rule()); break;
        }
    }

    Rule read_rule() {
        Rule r;
        const std::size_t start = here();
        static constexpr std::array<RuleKind, 5> kinds = {RuleKind::first_player, RuleKind::width, RuleKind::height,
                                                          RuleKind::coloring, RuleKind::player_change};
        const auto kind =
            std::find_if(kinds.begin(), kinds.end(), [&](RuleKind k) { return at_word(rule_keyword(k)); });
        if (kind == kinds.end()) fail(described("bdl.what.rule"));
        r.kind = *kind;
        advance();
        expect_punct(':');
        if (r.kind == RuleKind::coloring || r.kind == RuleKind::player_change) {
            if (at_word("alternate")) {
                advance();
            } else if (at_explicit()) {
                r.code = read_explicit();
            } else {
                fail(described("bdl.what.alternate_or_explicit"));
            }
        } else {
            r.number = read_number();
        }
        r.span = span_from(start);
        return r;
    }

    // A piece or a placement is either one explicit block standing for the whole item, or a
    // name and a braced body; both readers open the same way. True when the item was explicit
    // (and is complete); false when the name and the opening brace were read.
    template <class Item>
    bool read_explicit_item_or_open_named(Item& item) {
        if (at_explicit()) {
            item.is_code = true;
            item.code = read_explicit();
            item.span = item.code.span;
            return true;
        }
        item.name = read_name();
        expect_punct('{');
        return false;
    }

    Piece read_piece() {
        Piece p;
        const std::size_t start = here();
        if (read_explicit_item_or_open_named(p)) return p;
        expect_word("moves");
        expect_punct('{');
        while (!at_punct('}')) p.moves.push_back(read_move());
        advance();
        while (!at_punct('}')) p.modifiers.push_back(read_modifier());
        advance();
        p.span = span_from(start);
        return p;
    }

    Component read_component() {
        Component c;
        const std::size_t start = here();
        if (at_punct('[')) {
            advance();
            c.range = true;
            c.lo = read_number().value;
            expect_punct(',');
            c.hi = read_number().value;
            expect_punct(']');
        } else {
            c.lo = c.hi = read_number().value;
        }
        c.span = span_from(start);
        return c;
    }

    Vector read_vector() {
        Vector v;
        const std::size_t start = here();
        expect_word("x");
        expect_punct(':');
        v.x = read_component();
        expect_punct(',');
        expect_word("y");
        expect_punct(':');
        v.y = read_component();
        v.span = span_from(start);
        return v;
    }

    Move read_move() {
        Move m;
        const std::size_t start = here();
        if (at_word("x")) {
            m.kind = MoveKind::vector;
            m.vector = read_vector();
        } else if (at_explicit()) {
            m.kind = MoveKind::explicit_code;
            m.code = read_explicit();
        } else if (at_word("horizontal") || at_word("vertical") || at_word("diagonal")) {
            const auto w = advance().text();
            m.kind = w == "horizontal" ? MoveKind::horizontal
                     : w == "vertical" ? MoveKind::vertical
                                       : MoveKind::diagonal;
            expect_punct('(');
            if (!at_punct(',')) m.lower = read_number();
            expect_punct(',');
            if (!at_punct(')')) m.upper = read_number();
            expect_punct(')');
        } else {
            fail(described("bdl.what.move"));
        }
        if (at_punct(',')) {
            advance();
            if (!at_word("kills")) fail(literal("kills"));
        }
        if (at_word("kills")) {
            advance();
            expect_punct(':');
            m.kills = read_bool();
        }
        m.span = span_from(start);
        return m;
    }

    Modifier read_modifier() {
        Modifier m;
        const std::size_t start = here();
        if (at_word("can_jump") || at_word("mirrored")) {
            m.kind = advance().text() == "can_jump" ? ModifierKind::can_jump : ModifierKind::mirrored;
            m.flag = read_optional_flag();
        } else if (at_word("on_end_reached")) {
            advance();
            expect_punct(':');
            if (at_word("spawn")) {
                advance();
                m.kind = ModifierKind::spawn;
                m.names = read_name_list();
            } else if (at_explicit()) {
                m.kind = ModifierKind::on_end_reached_code;
                m.code = read_explicit();
            } else {
                fail(described("bdl.what.spawn_or_explicit"));
            }
        } else if (at_explicit()) {
            m.kind = ModifierKind::explicit_code;
            m.code = read_explicit();
        } else {
            fail(described("bdl.what.modifier"));
        }
        m.span = span_from(start);
        return m;
    }

    Placement read_placement() {
        Placement p;
        const std::size_t start = here();
        if (read_explicit_item_or_open_named(p)) return p;
        while (!at_punct('}')) {
            const std::size_t item = here();
            if (at_word("positions")) {
                advance();
                expect_punct('{');
                Positions positions;
                while (!at_punct('}')) positions.vectors.push_back(read_vector());
                advance();
                positions.span = span_from(item);
                p.positions.push_back(std::move(positions));
            } else if (at_word("mirrored")) {
                advance();
                PlacementModifier m;
                m.kind = PlacementModifierKind::mirrored;
                m.flag = read_optional_flag();
                m.span = span_from(item);
                p.modifiers.push_back(m);
            } else if (at_word("owner")) {
                advance();
                expect_punct(':');
                PlacementModifier m;
                m.kind = PlacementModifierKind::owner;
                m.owner = read_number();
                m.span = span_from(item);
                p.modifiers.push_back(m);
            } else {
                fail(described("bdl.what.placement_item"));
            }
        }
        advance();
        p.span = span_from(start);
        return p;
    }

    Invariant read_invariant() {
        Invariant v;
        const std::size_t start = here();
        if (at_explicit()) {
            v.kind = InvariantKind::explicit_code;
            v.code = read_explicit();
        } else {
            static constexpr std::array<InvariantKind, 3> kinds = {
                InvariantKind::cant_risk, InvariantKind::protect_piece, InvariantKind::pawn_movement};
            const auto kind = std::find_if(kinds.begin(), kinds.end(),
                                           [&](InvariantKind k) { return at_word(invariant_keyword(k)); });
            if (kind == kinds.end()) fail(described("bdl.what.invariant"));
            v.kind = *kind;
            advance();
            v.names = read_name_list();
        }
        v.span = span_from(start);
        return v;
    }

    FinishRule read_finish_rule() {
        FinishRule f;
        const std::size_t start = here();
        if (at_explicit()) {
            f.kind = FinishKind::explicit_code;
            f.code = read_explicit();
        } else if (at_word("no_moves_available")) {
            advance();
        } else {
            fail(described("bdl.what.finish_rule"));
        }
        f.span = span_from(start);
        return f;
    }

    std::string_view text_;
    std::vector<Token> tokens_;
    Diagnostics& out_;
    Token end_;
    std::size_t i_ = 0;
    std::size_t depth_ = 0;  // braces open in the current section
};

}  // namespace

bool is_piece_name(std::string_view name) {
    if (name.empty() || is_reserved(name)) return false;
    auto word_char = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    };
    if (name[0] >= '0' && name[0] <= '9') return false;
    return std::all_of(name.begin(), name.end(), word_char);
}

bool is_explicit_code(std::string_view code) {
    const std::string text = "explicit{" + std::string(code) + "}";
    const auto tokens = lex(text);
    return tokens.size() == 1 && tokens[0].kind == TokenKind::explicit_block &&
           tokens[0].status == BlockStatus::closed && tokens[0].end == text.data() + text.size();
}

Description read_description(std::string_view text, std::vector<Token> tokens, Diagnostics& out) {
    return Reader(text, std::move(tokens), out).read();
}

}  // namespace bn::bdl
