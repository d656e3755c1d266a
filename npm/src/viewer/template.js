// The viewer's shadow DOM, built once: the board area (board or problems, controls, key hint) and
// the side panel (game picker, info, notes, where-am-I bar, moves), plus a polite live region.
// The players' strips sit above and below the board; the game information folds under "Game info".
// Returns the parts the viewer updates, by name.
import { STYLES } from './styles.js';
import { boardStyleSheet } from '../svg/index.js';

// Icons drawn inline (no font, no emoji presentation): 16 × 16 paths.
const ICONS = {
  first: 'M2 2h2v12H2zM14 2v12L5 8z',
  previous: 'M12 2v12L3 8z',
  next: 'M4 2v12l9-6z',
  last: 'M12 2h2v12h-2zM2 2v12l9-6z',
  flip: 'M4 1 0.5 5H3v8h2V5h2.5zM12 15l3.5-4H13V3h-2v8H8.5z',
  menu: 'M6.5 3a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M6.5 8a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M6.5 13a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
};

function icon(name) {
  return `<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="${ICONS[name]}"/></svg>`;
}

// A player's strip: title, name, rating (or rank), the material it is up (chess), clock.
const PLAYER =
  '<span class="player-title" hidden></span><span class="player-name"></span><span class="player-rating" hidden></span><span class="player-material" hidden></span><span class="player-clock" hidden></span>';

const HTML = `
<div class="layout" part="layout">
  <div class="board-area" part="board-area">
    <div class="status" part="status" hidden></div>
    <div class="problems" part="problems" role="alert" hidden></div>
    <div class="player player-top" part="player player-top" hidden>${PLAYER}</div>
    <div class="board-row">
      <div class="eval-bar" part="eval-bar" aria-hidden="true" hidden></div>
      <div class="board" part="board" hidden></div>
      <div class="resize-handle" part="resize-handle" hidden></div>
    </div>
    <div class="player player-bottom" part="player player-bottom" hidden>${PLAYER}</div>
    <p class="cell-info" part="cell-info" aria-live="polite" hidden></p>
    <ul class="legend" part="legend" hidden></ul>
    <p class="turn" part="turn" hidden></p>
    <div class="explicit-code" part="explicit-code" role="note" hidden></div>
    <div class="promotion" part="promotion" hidden></div>
    <div class="node-issues" part="node-issues" role="note" hidden></div>
    <div class="controls" part="controls" role="group">
      <button type="button" data-action="first">${icon('first')}</button>
      <button type="button" data-action="previous">${icon('previous')}</button>
      <div class="position"><span class="move-name"></span><span class="evaluation" part="evaluation" hidden></span><span class="counter"></span><span class="captures" hidden></span></div>
      <button type="button" data-action="next">${icon('next')}</button>
      <button type="button" data-action="last">${icon('last')}</button>
      <button type="button" data-action="flip">${icon('flip')}</button>
      <button type="button" data-action="menu" aria-expanded="false" aria-controls="bn-menu">${icon('menu')}</button>
    </div>
    <div class="menu" id="bn-menu" part="menu" role="group" hidden></div>
    <p class="keys" part="keys"></p>
  </div>
  <div class="side" part="side">
    <div class="side-inner">
      <input type="search" class="picker-filter" part="picker-filter" hidden>
      <select class="picker" part="picker" hidden></select>
      <details class="game-info" part="game-info" hidden><summary></summary><dl class="info" part="info"></dl></details>
      <details class="notes" part="notes" hidden><summary></summary><ul></ul></details>
      <div class="line-bar" part="line-bar" hidden><span class="where-am-i"></span><button type="button" data-action="main-line"></button></div>
      <div class="alternatives" part="alternatives" hidden></div>
      <div class="tree" part="tree" hidden></div>
      <div class="eval-graph" part="eval-graph" hidden></div>
      <div class="moves" part="moves" role="group"></div>
    </div>
  </div>
  <p class="live" aria-live="polite" aria-atomic="true"></p>
</div>`;

/** Fills `shadow` and returns its parts: { board, status, problems, controls, buttons: {...}, ... }. */
// The viewer's rules and the boards' (drawn with { styles: false }) as one constructed style sheet,
// shared by every viewer of the page: a Content-Security-Policy without 'unsafe-inline' refuses
// <style> elements but not these. Browsers without constructed sheets get a <style> element.
let sharedSheet;
function adoptStyles(shadow) {
  const css = `${STYLES}\n${boardStyleSheet()}`;
  if (
    typeof CSSStyleSheet === 'function' &&
    'adoptedStyleSheets' in shadow &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    if (!sharedSheet) {
      sharedSheet = new CSSStyleSheet();
      sharedSheet.replaceSync(css);
    }
    shadow.adoptedStyleSheets = [sharedSheet];
    return '';
  }
  return `<style>${css}</style>`;
}

export function buildShadow(shadow) {
  shadow.innerHTML = adoptStyles(shadow) + HTML;
  const $ = (selector) => shadow.querySelector(selector);
  const buttons = {};
  for (const button of shadow.querySelectorAll('.controls button')) buttons[button.dataset.action] = button;
  return {
    layout: $('.layout'),
    board: $('.board'),
    status: $('.status'),
    problems: $('.problems'),
    promotion: $('.promotion'),
    turn: $('.turn'),
    explicitCode: $('.explicit-code'),
    cellInfo: $('.cell-info'),
    legend: $('.legend'),
    nodeIssues: $('.node-issues'),
    controls: $('.controls'),
    menu: $('.menu'),
    buttons,
    moveName: $('.position .move-name'),
    counter: $('.position .counter'),
    captures: $('.position .captures'),
    keys: $('.keys'),
    side: $('.side'),
    picker: $('.picker'),
    pickerFilter: $('.picker-filter'),
    info: $('.info'),
    gameInfo: $('.game-info'),
    gameInfoSummary: $('.game-info summary'),
    playerTop: $('.player-top'),
    playerBottom: $('.player-bottom'),
    evaluation: $('.position .evaluation'),
    notes: $('.notes'),
    notesSummary: $('.notes summary'),
    notesList: $('.notes ul'),
    lineBar: $('.line-bar'),
    whereAmI: $('.line-bar .where-am-i'),
    mainLine: $('.line-bar button'),
    alternatives: $('.alternatives'),
    moves: $('.moves'),
    tree: $('.tree'),
    evalBar: $('.eval-bar'),
    resizeHandle: $('.resize-handle'),
    evalGraph: $('.eval-graph'),
    live: $('.live'),
  };
}

/** Nothing of a previous document stays on screen: every part emptied or hidden. */
export function clearParts(parts) {
  for (const name of [
    'board',
    'problems',
    'promotion',
    'turn',
    'explicitCode',
    'nodeIssues',
    'cellInfo',
    'legend',
    'controls',
    'keys',
    'picker',
    'gameInfo',
    'playerTop',
    'playerBottom',
    'evaluation',
    'notes',
    'lineBar',
    'alternatives',
    'tree',
    'evalBar',
    'evalGraph',
    'menu',
    'resizeHandle',
  ])
    parts[name].hidden = true;
  parts.board.replaceChildren();
  parts.cellInfo.textContent = '';
  parts.moves.replaceChildren();
  parts.tree.replaceChildren();
  parts.evalGraph.replaceChildren();
  parts.live.textContent = '';
}

/** The controls' and panels' names in the viewer's language (`words`: words.js). */
export function nameParts(parts, words) {
  for (const action of ['first', 'previous', 'next', 'last', 'flip', 'menu']) {
    parts.buttons[action].setAttribute('aria-label', words[action]);
    parts.buttons[action].title = words[action];
  }
  parts.controls.setAttribute('aria-label', words.navigation);
  parts.menu.setAttribute('aria-label', words.menu);
  parts.keys.textContent = words.keys;
  parts.picker.setAttribute('aria-label', words.game);
  parts.pickerFilter.setAttribute('aria-label', words.filterGames);
  parts.pickerFilter.placeholder = words.filterGames;
  parts.info.setAttribute('aria-label', words.info);
  parts.gameInfoSummary.textContent = words.gameInfo;
  parts.moves.setAttribute('aria-label', words.moves);
  parts.legend.setAttribute('aria-label', words.legend);
  parts.mainLine.textContent = words.backToMain;
  parts.resizeHandle.setAttribute('aria-label', words.boardSize);
}
