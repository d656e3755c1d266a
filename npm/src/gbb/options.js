// GBB.stringify options: the reference's names and defaults, merged deeply (the reference merges
// shallowly and prints "undefined" for separators left out).
import { shown } from './marshal.js';

const SEPARATOR_CODES = { space: 0, tab: 1, newline: 2 };

export const defaultStringifyOptions = Object.freeze({
  language: 'en',
  separators: Object.freeze({
    betweenKeywords: 'newline',
    betweenColors: 'space',
    colorKeyToNumber: 'tab',
    betweenCoordinates: 'space',
    keywordToCoordinates: 'space',
  }),
  useFullColorNames: true,
  declareColorsWithZeroStones: false,
  declareColorsWithAllZeroStones: false,
});

const FLAGS = ['useFullColorNames', 'declareColorsWithZeroStones', 'declareColorsWithAllZeroStones'];

// -> the numeric options the core reads; TypeError for a value that is not allowed.
export function resolveStringifyOptions(options) {
  const separators = { ...defaultStringifyOptions.separators, ...(options?.separators ?? {}) };
  const resolved = {};
  for (const [name, value] of Object.entries(defaultStringifyOptions.separators)) {
    const chosen = separators[name] ?? value;
    const allowed = name === 'betweenKeywords' ? ['space', 'tab', 'newline'] : ['space', 'tab'];
    if (!allowed.includes(chosen)) {
      throw new TypeError(
        `separators.${name} must be one of ${allowed.map((a) => `'${a}'`).join(', ')}, not ${shown(chosen, `separators.${name}`)}`,
      );
    }
    resolved[name] = SEPARATOR_CODES[chosen];
  }
  for (const flag of FLAGS) {
    const value = options?.[flag] ?? defaultStringifyOptions[flag];
    if (typeof value !== 'boolean') throw new TypeError(`${flag} must be true or false, not ${shown(value, flag)}`);
    resolved[flag] = value;
  }
  return resolved;
}
