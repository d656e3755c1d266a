// The notations a document can be in, and the wasm module (family) that reads each one: what
// boardnotation/svg and boardnotation/viewer load before they open a text. FAMILY_OF is written
// from npm/src/modules.json (scripts/boundaries.mjs), the one list of the families.
import { FAMILY_OF } from './family-of.js';

export { FAMILY_OF };
export const NOTATIONS = Object.freeze(Object.keys(FAMILY_OF));
export const FAMILIES = Object.freeze([...new Set(Object.values(FAMILY_OF))]);

/** The family of `notation`, or a RangeError that lists the notations there are. */
export function familyOf(notation) {
  const family = FAMILY_OF[notation];
  if (!family) throw new RangeError(`Unknown notation ${JSON.stringify(notation)}: use one of ${NOTATIONS.join(', ')}`);
  return family;
}

/** The families needed for `notations` (an array, one notation, or undefined for all of them). */
export function familiesOf(notations) {
  if (notations === undefined) return [...FAMILIES];
  const list = Array.isArray(notations) ? notations : [notations];
  return [...new Set(list.map(familyOf))];
}
