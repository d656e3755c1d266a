// The challenge's movetext: X3 parse (movetext_grammar.cpp), then the flat records become
// the seed's model, and the one rule the grammar leaves to a check is checked: only the
// last turn may be partial.
#include "pgn/movetext.hpp"

#include <string>

#include "common/guarded.hpp"
#include "common/input.hpp"
#include "common/source_text.hpp"
#include "common/x3_run.hpp"
#include "pgn/movetext_grammar.hpp"
#include "pgn/null_move.hpp"

namespace bn::pgn::movetext {

namespace {

PieceType piece_of(char c) {
    switch (c) {
        case 'K': return PieceType::King;
        case 'Q': return PieceType::Queen;
        case 'R': return PieceType::Rook;
        case 'B': return PieceType::Bishop;
        default: return PieceType::Knight;
    }
}

std::optional<CheckStatus> check_of(char c) {
    if (c == '+') return CheckStatus::Check;
    if (c == '#') return CheckStatus::Checkmate;
    return std::nullopt;
}

Square square_of(const syntax::Square& s) { return {s.file, s.rank - '0'}; }

Move move_of(const syntax::Move& m) {
    switch (m.kind) {
        case 'K': return Castle::KingSide;
        case 'Q': return Castle::QueenSide;
        case 'S': {
            Standard s{piece_of(m.piece), square_of(m.end), std::nullopt, m.capture.capture, check_of(m.check)};
            const auto& d = m.disambiguator;
            if (d.file && d.rank)
                s.disambiguator = Disambiguator{Disambiguator::Kind::FileAndRankSource, *d.file, *d.rank - '0'};
            else if (d.file)
                s.disambiguator = Disambiguator{Disambiguator::Kind::FileSource, *d.file, 0};
            else if (d.rank)
                s.disambiguator = Disambiguator{Disambiguator::Kind::RankSource, 0, *d.rank - '0'};
            return s;
        }
        default: {
            PawnMove p;
            if (m.capture.file) p.source_file = *m.capture.file;
            p.end = square_of(m.end);
            p.is_capture = m.capture.capture;
            p.check_status = check_of(m.check);
            if (m.promotion) return Promotion{p, piece_of(m.promotion)};
            return p;
        }
    }
}

Outcome outcome_of(char c) {
    switch (c) {
        case 'W': return Outcome::WhiteWins;
        case 'B': return Outcome::BlackWins;
        case 'D': return Outcome::Draw;
        default: return Outcome::Unknown;
    }
}

// Offset of the n-th turn number (0-based): a run of digits followed by '.', at the start
// or after white space. Turns are read in order, one number each, so the n-th is turn n.
std::size_t turn_offset(std::string_view text, std::size_t n) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9') continue;
        if (i > 0 && text[i - 1] != ' ' && text[i - 1] != '\t' && text[i - 1] != '\r' && text[i - 1] != '\n') continue;
        std::size_t j = i;
        while (j < text.size() && text[j] >= '0' && text[j] <= '9') ++j;
        if (j < text.size() && text[j] == '.') {
            if (n == 0) return i;
            --n;
        }
        i = j;
    }
    return 0;
}

std::string shown_at(std::string_view text, std::size_t at) {
    if (at >= text.size()) return "";
    std::size_t end = at;
    while (end < text.size() && end - at < 12 && text[end] != ' ' && text[end] != '\n' && text[end] != '\r' &&
           text[end] != '\t')
        ++end;
    return std::string(text.substr(at, end - at));
}

}  // namespace

Parsed<Game> parse(std::string_view text) {
    return guarded_entry<Parsed<Game>>([&] {
        Parsed<Game> result;
        Diagnostics d;
        if (!accept_input_size(text, d)) {
            result.diagnostics = std::move(d.items());
            return result;
        }
        syntax::Game game;
        if (auto failure = run_grammar(text, game_grammar(), game)) {
            const std::string found = shown_at(text, failure->offset);
            // The rule names of movetext_grammar.cpp that can be expected, as catalogue codes.
            const std::string expected =
                "pgn.movetext.expected." + (failure->expected.empty() ? std::string("turn") : failure->expected);
            MessageArg what{"expected", expected, true};
            // The seed's model has no null move: said so, rather than "expected a move".
            const std::string_view symbol = std::string_view(found).substr(0, found.find_first_of("+#!?"));
            if (is_null_move(symbol))
                d.error("pgn.movetext.null_move", failure->offset, symbol.size(), {{"found", std::string(symbol)}});
            else if (found.empty())
                d.error("pgn.movetext.unexpected_end", failure->offset, 0, {what});
            else
                d.error("pgn.movetext.syntax", failure->offset, found.size(), {what, {"found", found}});
        } else {
            for (std::size_t i = 0; i < game.turns.size(); ++i) {
                const auto& t = game.turns[i];
                if (t.black) {
                    result.value.turns.push_back(FullTurn{move_of(t.white), move_of(*t.black)});
                } else {
                    if (i + 1 < game.turns.size())
                        d.error("pgn.movetext.partial_turn", turn_offset(text, i), 1,
                                {{"turn", std::to_string(i + 1)}});
                    result.value.turns.push_back(PartialTurn{move_of(t.white)});
                }
            }
            result.value.outcome = outcome_of(game.outcome);
        }
        result.ok = !d.has_errors();
        if (!result.ok) result.value = Game{};
        result.diagnostics = std::move(d.items());
        SourceText(text).resolve(result.diagnostics);
        return result;
    });
}

}  // namespace bn::pgn::movetext
