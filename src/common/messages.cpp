#include "common/messages.hpp"

#include <map>
#include <mutex>
#include <string>
#include <unordered_map>

namespace bn::messages {

namespace detail {
struct CatalogueFile {
    const char* language;
    const char* contents;
};
// Generated from the messages.*.tsv files (see cmake/embed_messages.cmake).
extern const CatalogueFile kCatalogueFiles[];
extern const std::size_t kCatalogueFileCount;
}  // namespace detail

namespace {

using Table = std::unordered_map<std::string, std::string>;

// "\n", "\t" and "\\" in a template stand for a line break, a tab and a backslash.
std::string unescape(std::string_view raw) {
    std::string out;
    out.reserve(raw.size());
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '\\' && i + 1 < raw.size()) {
            char next = raw[++i];
            out += next == 'n' ? '\n' : next == 't' ? '\t' : next;
        } else {
            out += raw[i];
        }
    }
    return out;
}

void load_file(std::string_view contents, Table& table) {
    std::size_t pos = 0;
    while (pos < contents.size()) {
        std::size_t end = contents.find('\n', pos);
        if (end == std::string_view::npos) end = contents.size();
        std::string_view line = contents.substr(pos, end - pos);
        pos = end + 1;
        if (line.empty() || line.front() == '#') continue;
        std::size_t tab = line.find('\t');
        if (tab == std::string_view::npos) continue;
        table[std::string(line.substr(0, tab))] = unescape(line.substr(tab + 1));
    }
}

const std::map<std::string, Table, std::less<>>& catalogue() {
    static const auto tables = [] {
        std::map<std::string, Table, std::less<>> result;
        for (std::size_t i = 0; i < detail::kCatalogueFileCount; ++i)
            load_file(detail::kCatalogueFiles[i].contents, result[detail::kCatalogueFiles[i].language]);
        return result;
    }();
    return tables;
}

const std::string* find_template(std::string_view code, std::string_view language) {
    const auto& tables = catalogue();
    for (std::string_view lang : {language, std::string_view("en")}) {
        auto table = tables.find(lang);
        if (table == tables.end()) continue;
        auto entry = table->second.find(std::string(code));
        if (entry != table->second.end()) return &entry->second;
    }
    return nullptr;
}

// A translated argument is a fragment's code: the fragment is filled with the same arguments
// (its own {index} or {x}), one level deep, so that a fragment naming a fragment cannot loop.
std::string fill(const std::string& text, const std::vector<MessageArg>& args, std::string_view language,
                 bool nested_allowed = true) {
    std::string out;
    out.reserve(text.size() + 32);
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '{') {
            std::size_t close = text.find('}', i);
            if (close != std::string::npos) {
                std::string_view name(text.data() + i + 1, close - i - 1);
                const MessageArg* found = nullptr;
                for (const auto& a : args)
                    if (a.name == name) found = &a;
                if (found) {
                    if (found->translate) {
                        const std::string* nested = find_template(found->value, language);
                        if (!nested)
                            out += found->value;
                        else
                            out += nested_allowed ? fill(*nested, args, language, false) : *nested;
                    } else {
                        out += found->value;
                    }
                    i = close;
                    continue;
                }
            }
        }
        out += text[i];
    }
    return out;
}

}  // namespace

bool has_language(std::string_view language) { return catalogue().count(language) > 0; }

std::vector<std::string> languages() {
    std::vector<std::string> result;
    for (const auto& entry : catalogue()) result.push_back(entry.first);
    return result;
}

std::string render(std::string_view code, const std::vector<MessageArg>& args, std::string_view language) {
    const std::string* text = find_template(code, language);
    return text ? fill(*text, args, language) : std::string(code);
}

// {line} and {column} are the diagnostic's place unless it has arguments of those names (HEN's
// {column} is the column letter the text wrote): its own arguments come first.
std::string render(const Diagnostic& diagnostic, std::string_view language) {
    std::vector<MessageArg> args = diagnostic.args;
    auto add_unless_given = [&](const char* name, std::size_t value) {
        for (const auto& a : args)
            if (a.name == name) return;
        args.push_back({name, std::to_string(value)});
    };
    add_unless_given("line", diagnostic.line);
    add_unless_given("column", diagnostic.column);
    return render(diagnostic.code, args, language);
}

}  // namespace bn::messages
