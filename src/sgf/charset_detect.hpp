// The charset policy of SGF bytes (internal to the SGF area; the JS wrapper applies the
// decision with the platform's TextDecoder, npm/src/sgf/decode.js). One decision per game tree,
// repairs per character:
// - a tree whose root has CA is read in the charset it names, unless the bytes cannot be that
//   charset and are UTF-8 (then UTF-8, with a warning); a CA naming nothing known is detected
//   as if absent (with a warning);
// - a tree without CA whose bytes are UTF-8-shaped (at least as many bytes in well-formed
//   multi-byte sequences as in broken ones) is UTF-8: each broken character becomes one
//   U+FFFD, with a warning at its place;
// - else the legacy CJK or Cyrillic charset its values fit best (charset_fit.hpp), else
//   ISO-8859-1, each with a warning.
// The common case (UTF-8 throughout, every CA naming UTF-8) is found in one pass over the bytes,
// and so is UTF-8 that only needs repairs, for a reader that wants the text and not the notes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sgf/charset.hpp"

namespace bn::sgf::charset {

// A decision's diagnostic: a catalogue code and a byte range of the input. Its arguments are
// among: the charset `charset`; the CA text as declared (`declared`: the CA value of the
// segment); counts `valid` of `total`; the repaired bytes.
struct Note {
    std::string_view code;
    std::size_t begin = 0, end = 0;
    bool error = false;
    std::uint8_t charset = 0;
    bool declared = false;
    std::uint32_t valid = 0, total = 0;
};

// Bytes that become one U+FFFD (in a UTF-8 segment).
struct Repair {
    std::size_t begin = 0, end = 0;
};

// The bytes from `begin` to the next segment's begin are one game tree's, in `charset`.
struct Segment {
    std::size_t begin = 0;
    std::uint8_t charset = 0;
    bool has_ca = false;
    std::size_t ca_begin = 0, ca_end = 0;  // the CA value, between the brackets
};

struct Decision {
    bool plain = false;             // UTF-8 throughout, nothing repaired, nothing to say: the bytes are the text
    std::vector<Segment> segments;  // the first begins at 0
    std::vector<Repair> repairs;    // in input order
    std::vector<Note> notes;        // at most limits::max_diagnostics, errors always kept
};

// The codes a Note can carry, for the JS wrapper's table (in the catalogues).
const std::vector<std::string_view>& note_codes();

// Never throws but std::bad_alloc. `unavailable`: bit (1 << id) set for each charset the caller
// cannot decode (a platform without full ICU): never guessed, and an error where CA names it.
Decision decide(std::string_view bytes, std::uint32_t unavailable = 0);

// The UTF-8 text of bytes whose decision has only native charsets (charset.hpp), or of the UTF-8
// segments alone (others are copied as they are): what the decision makes of the bytes.
std::string apply_native(std::string_view bytes, const Decision& decision);

// Repairs of a UTF-8 byte range, appended to `out`; returns the bytes in well-formed multi-byte
// sequences and adds the broken ones to `broken_bytes`.
std::size_t utf8_repairs(std::string_view bytes, std::size_t offset, std::vector<Repair>* out,
                         std::size_t& broken_bytes);

// Whether the decision reads every game tree as UTF-8 and holds no error: then the text is the
// bytes with each repair one U+FFFD (apply_native), which a parse can read as it is, with no
// decoding outside the core (damaged UTF-8 without CA, as in the Fox collections).
bool utf8_throughout(const Decision& decision);

// The common case of decide() alone: UTF-8 throughout, nothing to repair, every CA naming
// UTF-8, no escape (Decision::plain), in one pass that skips ASCII a word at a time.
bool plain_utf8(std::string_view bytes);

// For a reader that needs only the text (the trees, not the notes): true, with the repairs of
// the whole input, when decide() (with every charset available) reads every game tree as UTF-8
// — found in one pass over the bytes, without parsing their structure. False (and `repairs`
// unspecified) whenever the answer would take the structure: an escape (ISO-2022-JP), an
// identifier whose capitals are "CA" with a value that is not a name of UTF-8 (FF[3] names keep
// their capitals: "CharsetA" is CA), or a stretch between two places where a tree can start
// ("(", ";", and after a ")" any run of letters: a node after variations) whose broken bytes
// outweigh its well-formed multi-byte ones.
bool utf8_text_repairs(std::string_view bytes, std::vector<Repair>& repairs);

// `bytes` as UTF-8 with each broken character (utf8_repairs) one U+FFFD.
std::string repaired_utf8(std::string_view bytes);

}  // namespace bn::sgf::charset
