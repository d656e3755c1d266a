// The picker of a database: one option per game, by its title, and for a database of many games a
// search field above it that keeps only the games whose title holds every word typed (any case,
// with or without accents: "nepo" finds "Nepomniachtchi" and "Népo"). The options are rebuilt once
// per frame while typing, and a search lists at most MAX_FOUND_LISTED of the games it finds (then
// a last option says how many more there are: a word more narrows them), so a database of 12,000
// games filters as fast as one types: a list of thousands of options costs the page a few hundred
// milliseconds per rebuild, whatever the search's own cost.

import { isolateText } from '../svg/isolate.js';

const FILTER_FROM = 10; // games: fewer are quicker to pick from the list itself
const MAX_FOUND_LISTED = 1000; // options of a search's games; all are counted

const pickers = new WeakMap(); // select -> { input, games, keys, selected, frame, listed }

// A title as the search compares it: without accents and case.
const searchable = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Gives `select` its search field `input`; fillPicker then fills both. `moreFound(count)`: the
 * words of the last option of a search that found more games than it lists.
 */
export function attachPickerFilter(select, input, moreFound = (count) => `+${count}`) {
  const picker = { input, moreFound, games: [], keys: null, selected: 0, frame: 0 };
  pickers.set(select, picker);
  input.addEventListener('input', () => {
    const view = select.ownerDocument.defaultView;
    if (picker.frame) return;
    const refill = () => {
      picker.frame = 0;
      fillOptions(select, picker);
    };
    picker.frame = view?.requestAnimationFrame ? view.requestAnimationFrame(refill) : (refill(), 0);
  });
}

/** The picker of `games`, `selected` picked; hidden (with its search) for a single game. */
export function fillPicker(select, games, selected) {
  const picker = pickers.get(select) ?? { input: null, games: [], keys: null, selected: 0, frame: 0 };
  Object.assign(picker, { games, keys: null, selected });
  if (picker.input) {
    picker.input.value = '';
    picker.input.hidden = games.length < FILTER_FROM;
  }
  if (games.length < 2) {
    select.replaceChildren();
    select.hidden = true;
    return;
  }
  fillOptions(select, picker);
  select.hidden = false;
}

/** Marks game `index` as the one picked (kept when a search hides it, and shown again after). */
export function pickInPicker(select, index) {
  const picker = pickers.get(select);
  if (picker) picker.selected = index;
  select.value = String(index);
}

/**
 * The games of `select`'s picker grew (a database read in parts, the same array longer): the new
 * ones are listed too (those the search keeps), without rebuilding the list nor clearing the search.
 */
export function extendPicker(select, games) {
  const picker = pickers.get(select);
  if (!picker || picker.games !== games || select.hidden) return fillPicker(select, games, picker?.selected ?? 0);
  if (picker.input) picker.input.hidden = games.length < FILTER_FROM;
  // While a search waits for its frame, that refill lists every game anyway; a search typed is
  // done again over all the games (cheap: it lists at most MAX_FOUND_LISTED).
  if (picker.frame) return undefined;
  if (wordsOf(picker).length) {
    fillOptions(select, picker);
    return undefined;
  }
  const { fragment, shown } = optionsOf(select.ownerDocument, picker, picker.listed);
  select.append(fragment);
  select.dataset.shown = String(Number(select.dataset.shown ?? 0) + shown);
  keepPicked(select, picker);
  return undefined;
}

// The words typed in the search, as titles are compared.
const wordsOf = (picker) =>
  searchable(picker.input?.value ?? '')
    .split(/\s+/)
    .filter(Boolean);

// The options of the games from `from` on that the search keeps, and how many.
function optionsOf(document, picker, from) {
  const words = wordsOf(picker);
  const { games } = picker;
  if (words.length) {
    picker.keys ??= [];
    for (let index = picker.keys.length; index < games.length; index++)
      picker.keys.push(searchable(`${index + 1}. ${games[index].title}`));
  }
  const fragment = document.createDocumentFragment();
  let shown = 0;
  for (let index = from; index < games.length; index++) {
    if (words.length && !words.every((word) => picker.keys[index].includes(word))) continue;
    shown++;
    if (words.length && shown > MAX_FOUND_LISTED) continue; // counted, not listed
    const option = document.createElement('option');
    option.value = String(index);
    option.textContent = `${index + 1}. ${isolateText(games[index].title)}`;
    fragment.append(option);
  }
  if (shown > MAX_FOUND_LISTED && words.length) {
    const more = document.createElement('option');
    more.disabled = true;
    more.className = 'more-found';
    more.textContent = picker.moreFound?.(shown - MAX_FOUND_LISTED) ?? `+${shown - MAX_FOUND_LISTED}`;
    fragment.append(more);
  }
  picker.listed = games.length;
  return { fragment, shown };
}

// The game shown stays picked; hidden by the search, the list picks nothing until one of its games
// is chosen.
function keepPicked(select, picker) {
  select.value = String(picker.selected);
  if (select.value !== String(picker.selected)) select.selectedIndex = -1;
}

function fillOptions(select, picker) {
  const { fragment, shown } = optionsOf(select.ownerDocument, picker, 0);
  select.replaceChildren(fragment);
  keepPicked(select, picker);
  select.dataset.shown = String(shown);
}
