// The viewer's options as attributes and as the options object of `new BoardViewer(element,
// options)`: one table, so both spell them the same way. An attribute, when present, wins.

export const ATTRIBUTES = [
  'notation',
  'src',
  'ply',
  'game',
  'orientation',
  'flip',
  'language',
  'show-moves',
  'show-info',
  'show-players',
  'show-tree',
  'show-evaluation',
  'show-clocks',
  'move-numbers',
  'explicit-code',
];

// attribute -> key of the options object
const KEYS = {
  'show-moves': 'showMoves',
  'show-info': 'showInfo',
  'show-players': 'showPlayers',
  'show-tree': 'showTree',
  'show-evaluation': 'showEvaluation',
  'show-clocks': 'showClocks',
  'move-numbers': 'moveNumbers',
  'explicit-code': 'explicitCode',
};
export const optionKey = (attribute) => KEYS[attribute] ?? attribute;

const FALSE = new Set(['false', 'no', 'off', '0']);

/** The value of option `attribute` on `element`, else in `options`, else undefined. */
export function optionOf(element, options, attribute) {
  if (element.hasAttribute(attribute)) return element.getAttribute(attribute);
  return options[optionKey(attribute)];
}

/** A yes/no option that is on unless written "false", "no", "off" or "0". */
export function isOn(value, fallback = true) {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  return !FALSE.has(String(value).trim().toLowerCase());
}

/** A flag attribute (`flip`): present means yes unless written as no. */
export function isFlag(value) {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  return !FALSE.has(String(value).trim().toLowerCase());
}

/** 'last', or a whole number ≥ 0, or undefined (the start) for a ply option. */
export function plyOption(value) {
  if (value === undefined || value === null || value === '') return undefined;
  if (String(value).trim().toLowerCase() === 'last') return 'last';
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : undefined;
}

/** A game index (0-based) or undefined. */
export function gameOption(value) {
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : undefined;
}
