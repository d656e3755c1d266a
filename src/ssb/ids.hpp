// The identifier forms of Secure Scuttlebutt (ssb-ref, Scuttlebutt Protocol Guide), checked
// exactly: a sigil, canonical standard base64 of the exact number of bytes, a suffix.
#pragma once

#include <string_view>

namespace bn::ssb {

// "@" + base64 of a 32-byte Ed25519 key + ".ed25519" (53 characters).
bool is_feed_id(std::string_view id);
// "%" + base64 of a 32-byte SHA-256 hash + ".sha256" (52 characters).
bool is_message_id(std::string_view id);
// base64 of a 64-byte Ed25519 signature + ".sig.ed25519".
bool is_signature(std::string_view text);

}  // namespace bn::ssb
