// Whether a change of the text is an edit of the same document (typing, a word pasted in) or a new
// document (an example, a file, a link, or a paste that replaced most of the text). The page keeps
// a dimmed "last valid board" only for the same document.

/** True when `text` is `previous` edited by the reader, keeping at least half of it. */
export function isEditOf(previous, text, cause) {
  if (cause !== 'typing' && cause !== 'paste') return false;
  if (previous.length === 0) return cause === 'typing';
  // What the edit kept: the text before the changed part and the text after it.
  const shorter = Math.min(previous.length, text.length);
  let prefix = 0;
  while (prefix < shorter && previous.charCodeAt(prefix) === text.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (
    suffix < shorter - prefix &&
    previous.charCodeAt(previous.length - 1 - suffix) === text.charCodeAt(text.length - 1 - suffix)
  )
    suffix++;
  return (prefix + suffix) * 2 >= previous.length;
}
