// The viewer's BDL board: the game played (bdl-play.js: the bdl engine's live game, or the player
// of a document opened elsewhere), the reader's presses and keys (a piece picked, its moves shown,
// the move played, a spawn asked), whose turn it is, the legend of its pieces, and where the
// description's explicit code is when it needs the reader's yes. What is legal is the engine's;
// this file keeps only what the reader has picked. One of the viewer's controllers
// (board-viewer.js); the consent itself is the element's (code-consent.js).
import { BdlPlay, PlayerBdlPlay } from './bdl-play.js';
import { attachBdlInput } from './bdl-input.js';
import { showCursor } from './grid.js';
import { askChoice } from './choice.js';
import { isThenable, whenReady } from './opened-elsewhere.js';
import { bdlPieceLabels } from '../svg/index.js';
import { wordsFor as svgWordsFor } from '../svg/words.js';
import { isolateText } from '../svg/isolate.js';

export class BdlController {
  #host;
  #game = null; // the game played (BdlPlay or PlayerBdlPlay) when the description can be played here
  #pick = null; // { cell, moves } the piece picked and its legal moves
  #cursor = null; // the keyboard's cursor cell
  #waiting = false; // a player of a document opened elsewhere is still answering
  #presses = []; // the cells pressed meanwhile, taken in order once it answered

  constructor(host) {
    this.#host = host;
    attachBdlInput(host.parts.board, {
      size: () => {
        const node = host.node();
        const scene = this.#game && node ? host.scene(node) : null;
        return scene?.kind === 'bdl' ? scene : null;
      },
      orientation: () => host.orientation(),
      cursor: () => this.#cursor,
      setCursor: (cell) => this.#setCursor(cell),
      activate: (cell) => this.#press(cell),
      picked: () => Boolean(this.#pick),
      cancel: () => this.#pickCell(null),
    });
  }

  /** True while a BDL game is played here (its moves go to this controller). */
  get playing() {
    return Boolean(this.#game);
  }

  reset() {
    this.#game?.free();
    this.#game = null;
    this.#pick = null;
    this.#cursor = null;
    this.#waiting = false;
    this.#presses = [];
  }

  leave() {
    this.#pick = null;
  }

  highlights() {
    const pick = this.#game && this.#pick;
    return pick ? { selected: pick.cell, targets: pick.moves.map((move) => move.to) } : undefined;
  }

  takesMoves() {
    return this.playing;
  }

  keyLabel(scene, words) {
    return this.playing ? words.bdlKeys : null;
  }

  /**
   * After a BDL document opened: the game to play, unless it needs code that may not run. A
   * document opened elsewhere is played by its own player (none: shown, not played), and its
   * code can be allowed only when it offers withExplicitCode() (`canAllow`).
   */
  start(document, input, { evaluator, elsewhere, canAllow }) {
    const needs = document.games[0]?.explicitCode ?? [];
    this.#fillExplicitCode(needs, canAllow);
    if (needs.length) return;
    if (elsewhere) {
      if (elsewhere.player && typeof elsewhere.player === 'object') this.#game = new PlayerBdlPlay(elsewhere.player);
      return;
    }
    const { Bdl } = this.#host.loader.apis.bdl;
    const text = typeof input === 'string' ? input : new TextDecoder().decode(input);
    const language = this.#host.language();
    this.#game = new BdlPlay(() => Bdl.game(text, { language, ...(evaluator ? { evaluator } : {}) }));
  }

  // After each drawing of a BDL board: its legend and the keyboard's cursor.
  afterDraw(scene) {
    if (scene?.kind !== 'bdl') return;
    this.#showLegend(scene);
    if (this.#game && this.#cursor) showCursor(this.#host.parts.board, scene, this.#cursor, this.#host.orientation());
  }

  // Who is to move on the board shown, or that the game is over (or, while a player of a
  // document opened elsewhere works it out, that it is being worked out).
  showTurn() {
    if (!this.#game) return;
    const host = this.#host;
    const node = host.node();
    const state = node ? this.#game.stateAt(node) : null;
    const { turn } = host.parts;
    turn.hidden = false;
    const words = host.words();
    if (isThenable(state)) {
      turn.textContent = words.thinking;
      const token = host.token();
      state.then(() => {
        if (token === host.token() && host.node() === node) this.showTurn();
      });
      return;
    }
    turn.textContent = !state ? words.cannotPlay : state.over ? words.gameOver : words.toMove(state.turn);
  }

  // Returns the node shown after the move (null: not legal there), or a promise of it when the
  // player of a document opened elsewhere answers later.
  play(move) {
    const host = this.#host;
    const from = host.node();
    if (!from) return null;
    let added = false;
    const token = host.token();
    const played = this.#game.play(from, move, (fields) => {
      if (token !== host.token()) return null;
      const placed = host.tree().moveAfter(from, fields);
      added = placed.added;
      return placed.node;
    });
    return this.#whileWaiting(
      whenReady(played, (result) => (result && token === host.token() ? this.#enter(result, added) : null)),
    );
  }

  /**
   * Plays `moves` one after the other from the node shown, as far as they are legal, and shows
   * where they end. A player of a document opened elsewhere may answer later: then the moves are
   * played one after the other as the answers come, and a promise of the node shown is returned.
   */
  playMoves(moves) {
    const host = this.#host;
    this.#pick = null;
    const token = host.token();
    let added = false;
    const finish = (at) => {
      if (token !== host.token()) return null;
      if (added) host.renderMoves();
      return host.show(at);
    };
    const run = (from, index) => {
      let at = from;
      for (let i = index; i < moves.length; i++) {
        const here = at;
        const played = this.#game.play(here, moves[i], (fields) => {
          if (token !== host.token()) return null;
          const placed = host.tree().moveAfter(here, fields);
          added ||= placed.added;
          return placed.node;
        });
        if (isThenable(played)) return played.then((result) => (result ? run(result.node, i + 1) : finish(here)));
        if (!played) break;
        at = played.node;
      }
      return finish(at);
    };
    return this.#whileWaiting(run(host.node(), 0));
  }

  escape() {
    if (!this.#pick) return false;
    this.#pickCell(null);
    return true;
  }

  // Where the code is, why it matters and (unless explicitCode is 'never', or the code cannot be
  // allowed here) the allow button.
  #fillExplicitCode(needs, canAllow) {
    const host = this.#host;
    const part = host.parts.explicitCode;
    part.hidden = needs.length === 0;
    if (!needs.length) {
      part.replaceChildren();
      return;
    }
    const words = host.words();
    const make = (name, text) => {
      const element = part.ownerDocument.createElement(name);
      if (text !== undefined) element.textContent = text;
      return element;
    };
    const list = make('ul');
    for (const { part: where, line, column } of needs) {
      const item = make('li', words.explicitPlace(where, line, column));
      item.dataset.line = String(line);
      item.dataset.column = String(column);
      list.append(item);
    }
    const never = host.explicitCode() === 'never' || !canAllow;
    part.replaceChildren(
      make('p', words.explicitTitle(needs.length)),
      list,
      make('p', never ? words.explicitNever : words.explicitWhy),
    );
    if (never) return;
    const allow = make('button', words.allowCode);
    allow.type = 'button';
    allow.dataset.action = 'allow-code';
    allow.addEventListener('click', () => host.allowExplicitCode());
    part.append(allow);
  }

  // The legend of a BDL board: each piece's label and name, and the players' colours.
  #showLegend(scene) {
    const host = this.#host;
    const names = Array.isArray(scene.pieceNames) ? scene.pieceNames.map(String) : [];
    const language = host.language();
    host.showLegend(`bdl ${language} ${names.join(' ')}`, () => {
      const create = (name) => host.parts.board.ownerDocument.createElement(name);
      const labels = bdlPieceLabels(names);
      const entries = names.map((name) => {
        const label = create('span');
        label.className = 'piece-label';
        label.textContent = isolateText(labels.get(name));
        return [label, isolateText(name)];
      });
      for (const owner of [0, 1]) {
        const swatch = create('span');
        swatch.className = `swatch swatch-owner-${owner}`;
        swatch.setAttribute('aria-hidden', 'true');
        entries.push([swatch, host.words().player(owner)]);
      }
      return entries;
    });
  }

  // An answer the reader's next presses on the board wait for (see #activate); the value as is.
  #whileWaiting(value) {
    if (!isThenable(value)) return value;
    this.#waiting = true;
    const host = this.#host;
    const token = host.token();
    return Promise.resolve(value).finally(() => {
      if (token !== host.token()) return;
      this.#waiting = false;
      while (!this.#waiting && this.#presses.length) this.#press(this.#presses.shift());
    });
  }

  // Shows a move just played (added: a node of its own was made) and says so.
  #enter(played, added) {
    const host = this.#host;
    if (added) host.renderMoves();
    host.show(played.node);
    host.dispatch('move', {
      game: host.gameIndex(),
      ...played.move,
      label: played.node.label,
      ply: played.node.ply,
      nodeId: played.node.id,
      added,
    });
    return played.node;
  }

  // A press of the reader's on the board. What the engine cannot do (a description whose moves
  // need more work than one call may take: bdl.too_much_work) is said under the board and in an
  // `error` event, the game as it was, instead of escaping from the event handler.
  #press(cell) {
    const failed = (error) => {
      this.#pickCell(null);
      const message = error?.message ?? String(error);
      this.#host.showStatus(isolateText(message));
      this.#host.dispatch('error', { message, diagnostics: error?.diagnostics ?? [], error });
    };
    try {
      const answer = this.#activate(cell);
      if (isThenable(answer)) answer.catch(failed);
    } catch (error) {
      failed(error);
    }
  }

  // A press (or Enter) on `cell`: play the piece picked there (asking which piece it becomes
  // when it may become several), or pick the piece there, or put the one picked down.
  #activate(cell) {
    // A press while the player still answers the press before it (the moves of the piece picked,
    // the move played) is taken once that answer is shown, in order.
    if (this.#waiting) {
      this.#presses.push(cell);
      return undefined;
    }
    if (this.#cursor && (this.#cursor.x !== cell.x || this.#cursor.y !== cell.y)) this.#cursor = cell;
    const pick = this.#pick;
    if (pick) {
      const moves = pick.moves.filter((move) => move.to.x === cell.x && move.to.y === cell.y);
      if (moves.length === 1) return this.play(moves[0]);
      if (moves.length > 1) {
        const choices = moves.map((move) => ({ value: move.spawn, label: move.spawn }));
        askChoice(this.#host.parts.promotion, this.#host.words().becomes(moves[0].piece), choices, (spawn) =>
          this.play({ from: pick.cell, to: cell, spawn }),
        );
        return undefined;
      }
      if (pick.cell.x === cell.x && pick.cell.y === cell.y) {
        this.#pickCell(null);
        return undefined;
      }
    }
    const host = this.#host;
    const node = host.node();
    const moves = this.#game.moves(node, cell);
    if (!isThenable(moves)) {
      this.#pickCell(moves.length ? cell : null, moves);
      return undefined;
    }
    // A player that answers later: the piece is shown picked at once, its targets when they come.
    this.#pickCell(cell, []);
    const token = host.token();
    return this.#whileWaiting(
      moves.then((list) => {
        if (token !== host.token() || host.node() !== node || this.#pick?.cell !== cell) return;
        this.#pickCell(list.length ? cell : null, list);
      }),
    );
  }

  #pickCell(cell, moves = []) {
    this.#pick = cell ? { cell, moves } : null;
    this.#host.parts.promotion.hidden = true;
    this.#host.draw();
  }

  // The keyboard's cursor: drawn, and its cell said in the live region.
  #setCursor(cell) {
    this.#cursor = cell;
    const host = this.#host;
    host.draw();
    if (!cell) return;
    const named = host.parts.board
      .querySelector(`svg g[data-x="${cell.x}"][data-y="${cell.y}"]`)
      ?.getAttribute('aria-label');
    const words = svgWordsFor(host.language()).bdl;
    host.say(named ?? `${words.square(cell.x, cell.y)}: ${words.empty}`);
  }
}
