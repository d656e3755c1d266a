// Content equality of the syntax tree (spans ignored, see model.hpp) and keyword spellings.
#include "bdl/model.hpp"

#include <tuple>

namespace bn::bdl {

bool operator==(const Name& a, const Name& b) { return a.text == b.text; }
bool operator==(const Number& a, const Number& b) { return a.value == b.value; }
bool operator==(const Explicit& a, const Explicit& b) { return a.code == b.code; }
bool operator==(const Component& a, const Component& b) {
    return std::tie(a.lo, a.hi, a.range) == std::tie(b.lo, b.hi, b.range);
}
bool operator==(const Vector& a, const Vector& b) { return a.x == b.x && a.y == b.y; }
bool operator==(const Rule& a, const Rule& b) { return a.kind == b.kind && a.number == b.number && a.code == b.code; }
bool operator==(const Move& a, const Move& b) {
    if (a.kind != b.kind || a.kills != b.kills) return false;
    switch (a.kind) {
        case MoveKind::vector: return a.vector == b.vector;
        case MoveKind::explicit_code: return a.code == b.code;
        default: return a.lower == b.lower && a.upper == b.upper;
    }
}
bool operator==(const Modifier& a, const Modifier& b) {
    return a.kind == b.kind && a.flag == b.flag && a.names == b.names && a.code == b.code;
}
bool operator==(const Piece& a, const Piece& b) {
    if (a.is_code != b.is_code) return false;
    if (a.is_code) return a.code == b.code;
    return a.name == b.name && a.moves == b.moves && a.modifiers == b.modifiers;
}
bool operator==(const Positions& a, const Positions& b) { return a.vectors == b.vectors; }
bool operator==(const PlacementModifier& a, const PlacementModifier& b) {
    if (a.kind != b.kind) return false;
    return a.kind == PlacementModifierKind::owner ? a.owner == b.owner : a.flag == b.flag;
}
bool operator==(const Placement& a, const Placement& b) {
    if (a.is_code != b.is_code) return false;
    if (a.is_code) return a.code == b.code;
    return a.name == b.name && a.positions == b.positions && a.modifiers == b.modifiers;
}
bool operator==(const Invariant& a, const Invariant& b) {
    return a.kind == b.kind && a.names == b.names && a.code == b.code;
}
bool operator==(const FinishRule& a, const FinishRule& b) { return a.kind == b.kind && a.code == b.code; }
bool operator==(const Description& a, const Description& b) {
    return a.rules == b.rules && a.pieces == b.pieces && a.placements == b.placements && a.invariants == b.invariants &&
           a.finish == b.finish;
}

const char* rule_keyword(RuleKind kind) {
    switch (kind) {
        case RuleKind::first_player: return "first_player";
        case RuleKind::width: return "width";
        case RuleKind::height: return "height";
        case RuleKind::coloring: return "coloring";
        case RuleKind::player_change: return "player_change";
    }
    return "";
}

const char* move_keyword(MoveKind kind) {
    switch (kind) {
        case MoveKind::horizontal: return "horizontal";
        case MoveKind::vertical: return "vertical";
        case MoveKind::diagonal: return "diagonal";
        default: return "";
    }
}

const char* invariant_keyword(InvariantKind kind) {
    switch (kind) {
        case InvariantKind::cant_risk: return "cant_risk";
        case InvariantKind::protect_piece: return "protect_piece";
        case InvariantKind::pawn_movement: return "pawn_movement";
        default: return "";
    }
}

}  // namespace bn::bdl
