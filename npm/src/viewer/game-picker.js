// The picker of a database: one option per game, by its title, and for a database of many games a
// search field above it that keeps only the games whose title holds every word typed (any case,
// with or without accents: "nepo" finds "Nepomniachtchi" and "Népo"). The options are rebuilt once
// per frame while typing, so a database of 12,000 games filters as fast as one types.

import { isolateText } from '../svg/isolate.js';

const FILTER_FROM = 10; // games: fewer are quicker to pick from the list itself

const pickers = new WeakMap(); // select -> { input, games, keys, selected, frame }

// A title as the search compares it: without accents and case.
const searchable = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Gives `select` its search field `input`; fillPicker then fills both. */
export function attachPickerFilter(select, input) {
  const picker = { input, games: [], keys: null, selected: 0, frame: 0 };
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

function fillOptions(select, picker) {
  const document = select.ownerDocument;
  const words = searchable(picker.input?.value ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length && !picker.keys)
    picker.keys = picker.games.map((game, index) => searchable(`${index + 1}. ${game.title}`));
  const fragment = document.createDocumentFragment();
  let shown = 0;
  picker.games.forEach((game, index) => {
    if (words.length && !words.every((word) => picker.keys[index].includes(word))) return;
    const option = document.createElement('option');
    option.value = String(index);
    option.textContent = `${index + 1}. ${isolateText(game.title)}`;
    fragment.append(option);
    shown++;
  });
  select.replaceChildren(fragment);
  select.value = String(picker.selected);
  // The game shown, hidden by the search: the list picks nothing until one of its games is chosen.
  if (select.value !== String(picker.selected)) select.selectedIndex = -1;
  select.dataset.shown = String(shown);
}
