// JSON for people: like JSON.stringify(value, null, 2), except that an array or object holding only
// plain values stays on one line. A board's JSON then reads one cell per line
// ({ "x": 1, "y": 2, "a": 0, ... }) instead of eight lines per cell.

const isFlat = (value) => Object.values(value).every((member) => member === null || typeof member !== 'object');

function oneLine(value) {
  if (Array.isArray(value)) return `[${value.map((member) => JSON.stringify(member)).join(', ')}]`;
  const members = Object.entries(value).map(([key, member]) => `${JSON.stringify(key)}: ${JSON.stringify(member)}`);
  return members.length > 0 ? `{ ${members.join(', ')} }` : '{}';
}

export function compactJson(value, indent = '') {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (typeof value.toJSON === 'function') return compactJson(value.toJSON(), indent);
  if (isFlat(value)) return oneLine(value);
  const inner = indent + '  ';
  const lines = Array.isArray(value)
    ? value.map((member) => inner + compactJson(member, inner))
    : Object.entries(value).map(([key, member]) => `${inner}${JSON.stringify(key)}: ${compactJson(member, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${lines.join(',\n')}\n${indent}${close}`;
}
