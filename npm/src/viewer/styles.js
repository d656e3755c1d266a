// The viewer's CSS, inside its shadow root: nothing leaks into the page, and the page themes it
// through the custom properties documented in docs/viewer.md (they inherit into the shadow root
// and into the board's SVG, which reads --bn-light-square, --bn-dark-square...).
//
// Layout by container queries on the element itself, so the viewer fits whatever box the page
// gives it: one column (board first, at full width, the moves under it) below 40rem, board and
// moves side by side above. The board is never taller than the viewport minus its controls.

import { GBB_STONES } from '../svg/gbb-board.js';

// The legend's swatches take the stones' custom properties, as the board does.
const SWATCHES = GBB_STONES.map(
  ({ key, property, colour }) => `.legend .swatch-${key} { background: var(${property}, ${colour}); }`,
).join('\n');

export const STYLES = `
:host {
  display: block;
  container-type: inline-size;
  box-sizing: border-box;
  max-width: 100%;
  color: var(--bn-text, #1d1d1f);
  background: var(--bn-background, transparent);
  font-family: var(--bn-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  font-size: var(--bn-font-size, 1rem);
  line-height: 1.4;
  --bn-chrome-height: 7.5rem;
}
/* Built-in themes (theme="..."): sets of the custom properties below. A page's own properties
   on the element still win (outer styles come before :host rules). */
:host([theme="blue"]) { --bn-light-square: #dee3e6; --bn-dark-square: #8ca2ad; --bn-coordinate: #3d5563; }
:host([theme="green"]) { --bn-light-square: #eeeed2; --bn-dark-square: #769656; --bn-coordinate: #3d5230; }
:host([theme="gray"]) { --bn-light-square: #e3e3e3; --bn-dark-square: #9e9e9e; --bn-coordinate: #424242; }
:host([theme="dark"]) {
  --bn-text: #e8e6e3; --bn-muted: #a8a29e; --bn-background: #1b1a17; --bn-border: #4a4743;
  --bn-button: #2c2a26; --bn-comment: #9fd3a9; --bn-clock: #33312d; --bn-accent: #5b9bf0;
  --bn-accent-text: #0b0b0b; --bn-coordinate: #d6c4b0; --bn-error: #ff8a80; --bn-player-title: #f0b35a;
  --bn-tree-black: #0f0f0f; --bn-tree-white: #f5f5f5;
}
:host([hidden]) { display: none; }
:host(:focus-visible) { outline: 3px solid var(--bn-accent, #1a6ee0); outline-offset: 2px; }
*, *::before, *::after { box-sizing: inherit; }
[hidden] { display: none !important; }

.layout { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.75rem; }
.board-area { min-width: 0; display: flex; flex-direction: column; gap: 0.5rem; }
.board {
  width: min(100%, var(--bn-board-size, calc((var(--bn-height, var(--bn-fit-height, 100svh)) - var(--bn-chrome-height)) * var(--bn-aspect, 1))));
  margin-inline: auto;
  touch-action: manipulation;
  position: relative;
}
/* Huge Gobstones boards: the stones painted on a canvas over the drawing (gbb-board.js). */
.board canvas.bn-stone-pixels { position: absolute; image-rendering: pixelated; pointer-events: none; }
.board svg .bn-cursor { stroke: var(--bn-accent, #1a6ee0); pointer-events: none; }
.cell-info { margin: 0; text-align: center; font-size: 0.92em; overflow-wrap: anywhere; }
.legend { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.25rem 1rem; margin: 0; padding: 0; list-style: none; font-size: 0.9em; }
.legend li { display: inline-flex; align-items: center; gap: 0.35rem; }
.legend .swatch { display: inline-block; width: 0.9rem; height: 0.9rem; border-radius: 50%; }
.legend .swatch-owner-0 { background: var(--bn-owner-0, #9a3412); }
.legend .swatch-owner-1 { background: var(--bn-owner-1, #1d4ed8); }
.legend .piece-label { font-weight: 700; }
.turn { margin: 0; text-align: center; font-size: 0.92em; }
.explicit-code { padding: 0.5rem 0.75rem; border: 1px solid currentColor; border-left-width: 4px; border-radius: 6px; font-size: 0.92em; }
.explicit-code p { margin: 0 0 0.4rem; }
.explicit-code ul { margin: 0 0 0.4rem; padding-left: 1.2em; }
.explicit-code button { min-height: 2.25rem; }
.legend .swatch-head { border-radius: 3px; border: 3px solid var(--bn-gbb-head, #f59e0b); }
${SWATCHES}
.board svg { display: block; width: 100%; height: auto; }
.board:focus { outline: none; }
.board:focus-visible { outline: 2px solid var(--bn-accent, #1a6ee0); outline-offset: 2px; }
.board.pointer-focus:focus-visible { outline: none; }
.board.playable svg [data-piece] { cursor: grab; touch-action: none; }
.board.dragging svg { cursor: grabbing; touch-action: none; }
.board.dragging { touch-action: none; }

.status, .problems {
  border: 1px solid var(--bn-border, #c9c9cf);
  border-radius: 6px;
  padding: 0.75rem 1rem;
  overflow-wrap: anywhere;
}
.problems { border-color: var(--bn-error, #c62828); }
.problems ul, .notes ul { margin: 0.25rem 0 0; padding-inline-start: 1.25rem; }
.problems .where, .notes .where { color: var(--bn-muted, #5f6368); font-size: 0.9em; }

.controls { display: flex; align-items: center; gap: 0.25rem; flex-wrap: wrap; }
.controls .position { flex: 1 1 8rem; min-width: 0; text-align: center; overflow-wrap: anywhere; }
.position .move-name { font-weight: 600; font-family: var(--bn-move-font, inherit); }
/* The evaluation bar left of the board (White's share from the bottom), and the graph of the
   main line's evaluations above the moves. */
.board-row { display: flex; justify-content: center; gap: 0.35rem; min-width: 0; }
.board-row .board { margin-inline: 0; }
.board-row:has(> .eval-bar:not([hidden])) .board {
  width: min(100% - 0.95rem, var(--bn-board-size, calc((var(--bn-height, var(--bn-fit-height, 100svh)) - var(--bn-chrome-height)) * var(--bn-aspect, 1))));
}
.eval-bar {
  flex: 0 0 0.6rem; align-self: stretch; border-radius: 3px; border: 1px solid var(--bn-border, #c9c9cf);
  background: linear-gradient(to top, var(--bn-eval-white, #f5f5f5) var(--bn-white-share, 50%), var(--bn-eval-black, #3a3a3a) var(--bn-white-share, 50%));
}
.eval-bar.white-at-top {
  background: linear-gradient(to bottom, var(--bn-eval-white, #f5f5f5) var(--bn-white-share, 50%), var(--bn-eval-black, #3a3a3a) var(--bn-white-share, 50%));
}
.board-row .resize-handle {
  flex: 0 0 14px; align-self: flex-end; height: 14px; margin-inline-start: calc(-14px - 0.35rem); z-index: 1;
  cursor: nwse-resize; touch-action: none; opacity: 0.35;
  background: linear-gradient(135deg, transparent 50%, var(--bn-muted, #5f6368) 50%, var(--bn-muted, #5f6368) 60%, transparent 60%, transparent 75%, var(--bn-muted, #5f6368) 75%, var(--bn-muted, #5f6368) 85%, transparent 85%);
}
.board-row:hover .resize-handle, .resize-handle:focus-visible { opacity: 1; }
.resize-handle:focus-visible { outline: 2px solid var(--bn-accent, #1a6ee0); }
@media (hover: none) { .board-row .resize-handle { display: none; } }
.eval-graph { flex: 0 0 auto; }
.eval-graph svg { display: block; width: 100%; height: 3rem; cursor: pointer; border-radius: 4px; }
.eval-graph .eval-black { fill: var(--bn-eval-black, #3a3a3a); }
.eval-graph .eval-white { fill: var(--bn-eval-white, #f5f5f5); }
.eval-graph .eval-middle { stroke: var(--bn-muted, #5f6368); stroke-width: 0.5; stroke-dasharray: 2 2; }
.eval-graph .eval-cursor { stroke: var(--bn-accent, #1a6ee0); stroke-width: 2; vector-effect: non-scaling-stroke; }
/* The players by the board, as wide as it: title, name, rating, and the clock at the right. */
.board-area.has-players { --bn-chrome-height: 11rem; }
.player {
  display: flex; align-items: baseline; gap: 0.4rem; min-width: 0;
  width: min(100%, var(--bn-board-size, calc((var(--bn-height, var(--bn-fit-height, 100svh)) - var(--bn-chrome-height)) * var(--bn-aspect, 1))));
  margin-inline: auto; font-size: 0.95em;
}
.player-name { font-weight: 600; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.player-title { font-weight: 700; color: var(--bn-player-title, #b45309); }
.player-rating { color: var(--bn-muted, #5f6368); }
.player-material { color: var(--bn-muted, #5f6368); font-size: 0.9em; white-space: nowrap; letter-spacing: -0.1em; }
.player-clock {
  margin-inline-start: auto; padding: 0.05rem 0.45rem; border-radius: 4px;
  background: var(--bn-clock, #eceff1); font-variant-numeric: tabular-nums; font-weight: 600;
}
.moves .move-time { margin-inline-start: 0.4em; font-size: 0.8em; font-weight: 400; color: var(--bn-muted, #5f6368); font-variant-numeric: tabular-nums; }
.moves .move[aria-current] .move-time { color: inherit; }
.position .evaluation { margin-inline-start: 0.5em; color: var(--bn-muted, #5f6368); font-variant-numeric: tabular-nums; }
.position .counter, .position .captures { display: block; color: var(--bn-muted, #5f6368); font-size: 0.85em; }
button {
  font: inherit;
  color: inherit;
  background: var(--bn-button, #f1f1f4);
  border: 1px solid var(--bn-border, #c9c9cf);
  border-radius: 6px;
  cursor: pointer;
}
button:hover { border-color: var(--bn-accent, #1a6ee0); }
button:focus-visible { outline: 2px solid var(--bn-accent, #1a6ee0); outline-offset: 1px; }
button:disabled { opacity: 0.45; cursor: default; }
.controls button { min-width: 2.5rem; min-height: 2.25rem; display: inline-grid; place-items: center; padding: 0 0.5rem; }
.controls svg { width: 1.1rem; height: 1.1rem; fill: currentColor; }
.menu { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.35rem; }
.menu button { min-height: 2.25rem; padding: 0 0.75rem; }
.menu-choice { display: inline-flex; align-items: center; gap: 0.3rem; }
.menu select { min-height: 2.25rem; font: inherit; }
/* A narrow viewer (a phone): the position's name on a row of its own above the buttons, which
   share the row below, so that no button wraps alone. */
@container (max-width: 26rem) {
  .controls .position { order: -1; flex-basis: 100%; }
  .controls button { flex: 1 1 0; min-width: 0; }
}
.keys { margin: 0; color: var(--bn-muted, #5f6368); font-size: 0.85em; text-align: center; display: none; }
@media (hover: hover) and (pointer: fine) { .keys { display: block; } }

.side { min-width: 0; }
.side-inner { display: flex; flex-direction: column; gap: 0.5rem; min-width: 0; }
/* One column (a phone): the moves right under the board, the information after them. */
.side-inner .info, .side-inner .notes { order: 1; }
/* The game information folds away under the moves, in every layout. */
.side-inner .game-info { order: 2; }
.game-info summary { cursor: pointer; color: var(--bn-muted, #5f6368); }
.game-info .info { margin-top: 0.35rem; }
.picker { width: 100%; max-width: 100%; min-width: 0; font: inherit; padding: 0.3rem; text-overflow: ellipsis; }
.picker-filter { width: 100%; max-width: 100%; min-width: 0; box-sizing: border-box; font: inherit; padding: 0.3rem; }
.info { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 0.1rem 0.75rem; margin: 0; font-size: 0.92em; }
.info dt { color: var(--bn-muted, #5f6368); }
.info dd { margin: 0; overflow-wrap: anywhere; }
.notes { font-size: 0.9em; overflow-wrap: anywhere; }
.line-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.35rem; font-size: 0.92em; }
.line-bar .where-am-i { color: var(--bn-muted, #5f6368); }
.line-bar button { padding: 0.15rem 0.5rem; }
.alternatives { display: flex; flex-wrap: wrap; align-items: center; gap: 0.35rem; font-size: 0.92em; }
.alternatives button { padding: 0.15rem 0.5rem; font-family: var(--bn-move-font, inherit); }

.moves {
  position: relative;
  overflow-y: auto;
  overflow-x: hidden;
  overflow-wrap: anywhere;
  max-height: max(12rem, 40svh);
  border: 1px solid var(--bn-border, #c9c9cf);
  border-radius: 6px;
  padding: 0.5rem;
  font-family: var(--bn-move-font, inherit);
}
.moves:empty { display: none; }
.moves .move {
  background: none;
  border: 1px solid transparent;
  padding: 0.05rem 0.3rem;
  margin: 0.05rem 0;
  font-weight: 600;
}
.moves .move:hover { border-color: var(--bn-border, #c9c9cf); }
.moves .move-pair { white-space: nowrap; }
/* The game tree as a graph (tree-graph.js): a scrolled box, the canvas kept in view inside it. */
.tree {
  height: var(--bn-tree-height, 11rem); overflow: auto; flex: none;
  border: 1px solid var(--bn-border, #c9c9cf); border-radius: 6px; background: var(--bn-background, transparent);
}
.tree-size { position: relative; }
.tree-canvas { position: sticky; top: 0; left: 0; display: block; }
/* Chess's main line in two columns (move-list.js): number, White's move, Black's; a comment or
   the variations of a move across the whole row. */
.move-columns { display: grid; grid-template-columns: max-content minmax(0, 1fr) minmax(0, 1fr); gap: 0 0.25rem; align-items: baseline; }
.move-columns > .move-number { grid-column: 1; text-align: end; min-width: 2ch; }
.move-columns > .move-gap { grid-column: 2; padding-inline: 0.35rem; color: var(--bn-muted, #5f6368); }
.move-columns > .move { text-align: start; }
.move-columns > .interrupt { grid-column: 1 / -1; margin: 0.15rem 0 0.25rem; padding-inline-start: 0.5rem; border-inline-start: 2px solid var(--bn-border, #c9c9cf); }
.moves .move[aria-current] { background: var(--bn-accent, #1a6ee0); color: var(--bn-accent-text, #fff); }
.moves .move.added { font-style: italic; }
.moves .move-number { color: var(--bn-muted, #5f6368); }
.moves .comment { color: var(--bn-comment, #2e5e3a); font-weight: normal; }
.moves .variation { color: var(--bn-muted, #5f6368); font-size: 0.95em; }
.moves .variation .move { font-weight: normal; }
.moves .variation::before { content: "("; }
.moves .variation::after { content: ")"; }
/* A big list is drawn in blocks (virtual-list.js): a variation cut by a block's edge goes on in
   the next block, its parentheses only at its real ends; chess's columns the same in each block. */
.moves .variation.continued::before, .moves .variation.cut::after { content: none; }
.move-columns > .interrupt.continued { margin-top: 0; }
.move-columns > .interrupt.cut { margin-bottom: 0; }
.move-block.move-columns { grid-template-columns: minmax(4ch, max-content) minmax(0, 1fr) minmax(0, 1fr); }
.nag { margin-inline-start: 0.15em; }
.nag-move { margin-inline-start: 0; }

.node-issues {
  border-inline-start: 4px solid var(--bn-error, #c62828);
  padding: 0.25rem 0.75rem;
  font-size: 0.92em;
  overflow-wrap: anywhere;
}
.node-issues p { margin: 0; font-weight: 600; }
.node-issues ul { margin: 0.25rem 0 0; padding-inline-start: 1.25rem; }
.moves .move.has-issue { text-decoration: underline wavy var(--bn-error, #c62828); }
.moves .issue-mark { color: var(--bn-error, #c62828); margin-inline-start: 0.15em; }
.unseen { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.info dd { white-space: pre-line; }
.promotion { display: flex; gap: 0.25rem; align-items: center; flex-wrap: wrap; }
.promotion button { min-width: 2.5rem; min-height: 2.25rem; }

.live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }

/* Touch screens: every button a 44 px target. */
@media (pointer: coarse) {
  .controls button, .promotion button, .explicit-code button, .menu button { min-width: 44px; min-height: 44px; }
  .moves .move, .line-bar button, .alternatives button { min-height: 44px; min-width: 44px; }
  .picker, .picker-filter, .menu select { min-height: 44px; }
  .game-info summary { min-height: 44px; display: flex; align-items: center; }
}

/* Wide: the board and the moves side by side, the side panel as tall as the board area. */
@container (min-width: 40rem) {
  .layout { grid-template-columns: minmax(0, 3fr) minmax(15rem, 2fr); align-items: stretch; }
  .board-area { --bn-chrome-height: 6rem; }
  .board-area.has-players { --bn-chrome-height: 9.5rem; }
  .side { position: relative; min-height: 20rem; }
  .side-inner { position: absolute; inset: 0; overflow-y: auto; }
  .side-inner .moves { flex: 1 1 auto; max-height: none; min-height: 6rem; }
  .side-inner .info, .side-inner .notes { order: 0; }
  .layout.no-side { grid-template-columns: minmax(0, 1fr); }
}
.layout.no-side .side { display: none; }
`;
