// The model of a BDL 1.1.0 description, the typed syntax tree the parser builds (Bdl.parse
// gives it to callers as data): every construct the original compiler accepts, each node with
// the byte span it was read from. Equality (operator==) compares content only, never spans, so
// that parse(format(ast)) == ast holds "modulo positions".
#pragma once

#include <cstddef>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bn::bdl {

struct Span {
    std::size_t offset = 0;  // byte offset in the input
    std::size_t length = 0;  // bytes
};
// Positions never take part in equality.
inline bool operator==(const Span&, const Span&) { return true; }

struct Name {
    std::string text;
    Span span;
};

struct Number {
    std::int32_t value = 0;
    Span span;
};

// An `explicit{...}` block: `code` is the text between the outermost braces, verbatim.
struct Explicit {
    std::string code;
    Span span;                    // the whole `explicit {...}`
    std::size_t code_offset = 0;  // byte offset of the code (just after the opening brace)
};

// One component of a vector: an INT (lo == hi, range false) or an inclusive range [lo, hi].
struct Component {
    std::int32_t lo = 0;
    std::int32_t hi = 0;
    bool range = false;
    Span span;
};

struct Vector {
    Component x, y;
    Span span;
};

enum class RuleKind { first_player, width, height, coloring, player_change };

// `number` for first_player/width/height; for coloring/player_change `code` is empty for
// `alternate` and holds the block for `explicit{...}`.
struct Rule {
    RuleKind kind = RuleKind::width;
    Number number;
    std::optional<Explicit> code;
    Span span;
};

enum class MoveKind { vector, horizontal, vertical, diagonal, explicit_code };

// A line move's bounds are optional (`vertical(,3)`); `kills` is absent when not written.
struct Move {
    MoveKind kind = MoveKind::vector;
    Vector vector;
    std::optional<Number> lower, upper;
    Explicit code;
    std::optional<bool> kills;
    Span span;
};

enum class ModifierKind { can_jump, mirrored, spawn, on_end_reached_code, explicit_code };

// `flag` is the optional `: BOOL` of can_jump/mirrored; `names` the pieces of spawn(...).
struct Modifier {
    ModifierKind kind = ModifierKind::can_jump;
    std::optional<bool> flag;
    std::vector<Name> names;
    Explicit code;
    Span span;
};

// A named piece, or a whole piece given as JavaScript (`is_code`).
struct Piece {
    bool is_code = false;
    Name name;
    std::vector<Move> moves;
    std::vector<Modifier> modifiers;
    Explicit code;
    Span span;
};

struct Positions {
    std::vector<Vector> vectors;
    Span span;
};

enum class PlacementModifierKind { mirrored, owner };

struct PlacementModifier {
    PlacementModifierKind kind = PlacementModifierKind::mirrored;
    std::optional<bool> flag;  // mirrored [: BOOL]
    Number owner;              // owner : INT
    Span span;
};

// A placement block; `is_code` for an `explicit{...}` placement (accepted by the grammar,
// rejected by the checks: the original compiler crashes on it).
struct Placement {
    bool is_code = false;
    Name name;
    std::vector<Positions> positions;
    std::vector<PlacementModifier> modifiers;
    Explicit code;
    Span span;
};

enum class InvariantKind { cant_risk, protect_piece, pawn_movement, explicit_code };

struct Invariant {
    InvariantKind kind = InvariantKind::cant_risk;
    std::vector<Name> names;
    Explicit code;
    Span span;
};

enum class FinishKind { no_moves_available, explicit_code };

struct FinishRule {
    FinishKind kind = FinishKind::no_moves_available;
    Explicit code;
    Span span;
};

struct Description {
    std::array<Span, 5> sections;  // the five section keywords, in order
    std::vector<Rule> rules;
    std::vector<Piece> pieces;
    std::vector<Placement> placements;
    std::vector<Invariant> invariants;
    std::vector<FinishRule> finish;
};

bool operator==(const Name&, const Name&);
bool operator==(const Number&, const Number&);
bool operator==(const Explicit&, const Explicit&);
bool operator==(const Component&, const Component&);
bool operator==(const Vector&, const Vector&);
bool operator==(const Rule&, const Rule&);
bool operator==(const Move&, const Move&);
bool operator==(const Modifier&, const Modifier&);
bool operator==(const Piece&, const Piece&);
bool operator==(const Positions&, const Positions&);
bool operator==(const PlacementModifier&, const PlacementModifier&);
bool operator==(const Placement&, const Placement&);
bool operator==(const Invariant&, const Invariant&);
bool operator==(const FinishRule&, const FinishRule&);
bool operator==(const Description&, const Description&);

// Keyword spellings, shared by the parser, the formatter and the JS marshalling.
const char* rule_keyword(RuleKind);
const char* move_keyword(MoveKind);            // "" for vector and explicit
const char* invariant_keyword(InvariantKind);  // "" for explicit

}  // namespace bn::bdl
