#include "ssb/message_view.hpp"
#include "json/write.hpp"

#include <algorithm>

namespace bn::ssb {

namespace {

std::string text_of(const json::Value* object, std::string_view key) {
    const json::Value* v = object ? object->find(key) : nullptr;
    return v && v->kind == json::Kind::string ? v->text : std::string();
}

}  // namespace

MessageView read_message(const json::Value& object, std::size_t index) {
    MessageView m;
    m.index = index;
    m.object = &object;
    m.path = json::path_index("$", index);
    m.key = text_of(&object, "key");
    const json::Value* value = object.find("value");
    m.author = text_of(value, "author");
    if (const json::Value* s = value->find("sequence"); s && s->kind == json::Kind::number) {
        m.has_sequence = true;
        m.sequence = s->number;
    }
    if (const json::Value* t = value->find("timestamp"); t && t->kind == json::Kind::number) {
        m.has_timestamp = true;
        m.timestamp = t->number;
    }
    m.content = value->find("content");
    m.content_path = m.path + ".value.content";
    const json::Value* c = m.content;
    m.type = text_of(c, "type");
    m.root = text_of(c, "root");
    m.branch = text_of(c, "branch");
    m.orig = text_of(c, "orig");
    m.dest = text_of(c, "dest");
    m.pgn = text_of(c, "pgnMove");
    m.fen = text_of(c, "fen");
    m.promotion = text_of(c, "promotion");
    m.status = text_of(c, "status");
    m.winner = text_of(c, "winner");
    m.inviting = text_of(c, "inviting");
    m.my_color = text_of(c, "myColor");
    m.text = text_of(c, "msg");
    if (const json::Value* p = c->find("ply"); p && p->kind == json::Kind::number) {
        m.has_ply = true;
        m.ply = static_cast<int>(std::min(p->number, 1e9));
    }
    return m;
}

}  // namespace bn::ssb
