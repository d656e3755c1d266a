// The BoardViewer element: a document (openDocument) shown one node at a time, with the board
// drawn by the svg module, a move list, game information, a picker for databases, and the
// navigation a reader expects (buttons, keys, a click on a move, dragging chess pieces).
//
// Cost of a step: one scene (cached by the document), one SVG string, one innerHTML of the board,
// and the aria-current marker moved between two buttons: never the move list or the picker
// rebuilt, so a step costs the same in a 5-move game and in a database of 800 games.
import { GameTree } from './game-tree.js';
import { renderMoveList, moveName } from './move-list.js';
import { buildShadow } from './template.js';
import { fillInfo, fillNodeIssues, fillNotes, fillProblems, issuesByNode } from './panels.js';
import { attachPickerFilter, fillPicker, pickInPicker } from './game-picker.js';
import { ATTRIBUTES, gameOption, isFlag, isOn, optionOf, plyOption } from './options.js';
import { contentText, fetchBytes, fileNameOf, pageLanguage } from './source.js';
import { viewerLanguage, wordsFor } from './words.js';
import { attachBoardInput, attachBoardKeys } from './board-input.js';
import { attachReaderInput } from './reader-input.js';
import { isPromotion, legalTargets, playMove } from './chess-play.js';
import { playedLine } from './played-line.js';
import { moveNumbersOf } from './go-numbers.js';
import { attachCellInspector, cellName, legendEntries, paintStones, paintsStones, showCursor } from './gbb-board.js';
import { isGbbData } from '../document/gbb.js';
import { BdlPlay, PlayerBdlPlay } from './bdl-play.js';
import { CodeConsent } from './code-consent.js';
import { isOpenedDocument, isThenable, PENDING_SCENE, whenReady } from './opened-elsewhere.js';
import { attachBdlInput } from './bdl-input.js';
import { showCursor as showGridCursor } from './grid.js';
import { bdlPieceLabels } from '../svg/index.js';
import { wordsFor as svgWordsFor } from '../svg/words.js';
import { isolateText } from '../svg/isolate.js';
import { evaluationText, showPlayers } from './players.js';
import { showTreeGraph } from './tree-graph.js';
import { goMoveAfter, goToPlay, nameOfCell, pointOfCell, problemTurn } from './go-play.js';

// What runs a BDL description's JavaScript once the reader (the allow button) or the page
// (allowExplicitCode()) has said yes and the page gave no evaluator of its own: in this page,
// with its privileges, which is why it needs that yes.
const runInPage = (code) => new Function(`return (${code});`)();

const CHESS_NOTATIONS = new Set(['pgn', 'fen', 'ssb']);

const NO_DOM =
  'BoardViewer needs a browser (the DOM and customElements): import boardnotation/viewer in ' +
  'client code only. To draw a board on a server, use renderSvg from boardnotation/svg.';

// In Node (server-side rendering imports modules on the server) the class exists but cannot be built.
const Base =
  globalThis.HTMLElement ??
  class {
    constructor() {
      throw new Error(NO_DOM);
    }
  };

/**
 * The class, bound to a family loader and the document/svg functions:
 * { loader, openDocument, sceneAt, detect, drawScene, familyOf }.
 */
export function createBoardViewerClass({ loader, openDocument, sceneAt, detect, drawScene, familyOf }) {
  return class BoardViewer extends Base {
    static get observedAttributes() {
      return ATTRIBUTES;
    }

    #parts;
    #options = {};
    #text = null; // set by the text property or load(): wins over the content and src
    #fileName;
    #loadNotation;
    #document = null;
    #gameIndex = 0;
    #tree = null;
    #node = null;
    #moveList = null;
    #treeGraph = null; // the game tree as a graph (tree-graph.js), when shown
    #flipped = false;
    #token = 0; // the load in progress: a slower earlier load never shows its result
    #scheduled = false;
    #loaded = false; // a load was started (content, src or text)
    #observer = null;
    #abort = null;
    #selected = null; // chess: the square picked by the reader
    #targets = [];
    #cursor = null; // chess: the square of the keyboard's cursor on the board
    #issues = new Map(); // node id -> the game's diagnostics about that move
    #aspect = '';
    #scrollFrame = 0;
    #ownLabel = false;
    #cell = null; // Gobstones: the cell the inspector says
    #legendKey = null;
    #bdl = null; // BDL: the game played (BdlPlay) when the description can be played here
    #bdlPick = null; // BDL: { cell, moves } the piece picked and its legal moves
    #bdlCursor = null; // BDL: the keyboard's cursor cell
    #bdlWaiting = false; // BDL: a player of a document opened elsewhere is still answering
    #bdlPresses = []; // BDL: the cells pressed meanwhile, taken in order once it answered
    #evaluator; // BDL: the page's evaluator given to load()
    #consent = new CodeConsent(); // BDL: the one text (and evaluator) whose explicit code may run
    #opened = null; // what #open read last: { text, notation, fileName }
    #opening = false; // a document is being shown: its first ply-change waits for its load event
    #heldPly = null; // the node whose ply-change waits meanwhile
    #scenes = new WeakMap(); // node -> the scene a document opened elsewhere gave later (or PENDING_SCENE)
    #reader = null; // the page-wide keys while the pointer is over the element (reader-input.js)
    #goCursor = null; // Go: the keyboard's cursor cell (grid.js's { x, y })

    /** `new BoardViewer(container, options)` puts a viewer into `container` (any element). */
    constructor(container, options) {
      super();
      this.#parts = buildShadow(this.attachShadow({ mode: 'open' }));
      this.#wire();
      if (options !== undefined) {
        if (options === null || typeof options !== 'object')
          throw new TypeError(
            `BoardViewer options must be an object, not ${options === null ? 'null' : typeof options}`,
          );
        this.#options = { ...options };
        if (typeof options.text === 'string') this.#text = options.text;
        if (typeof options.fileName === 'string') this.#fileName = options.fileName;
      }
      if (container !== undefined && container !== null) {
        if (typeof container.append !== 'function')
          throw new TypeError('new BoardViewer(element, options): element must be a DOM element');
        // The container's own text, if any, is the game (as inside <board-viewer>).
        if (this.#text === null && this.#options.src === undefined) {
          const text = contentText(container);
          if (text.trim()) this.#text = text;
        }
        container.replaceChildren(this);
      }
    }

    // ---- element life --------------------------------------------------------------------

    connectedCallback() {
      if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
      if (!this.hasAttribute('role')) this.setAttribute('role', 'region');
      this.#applyWords();
      if (!this.#observer && typeof MutationObserver === 'function') {
        // Content set after the element (a framework rendering its children later) is read too.
        this.#observer = new MutationObserver(() => {
          if (this.#text === null && !this.#source().src) this.#schedule();
        });
        this.#observer.observe(this, { childList: true, characterData: true, subtree: true });
      }
      if (!this.#loaded) this.#schedule();
      this.#reader.connect(this.ownerDocument);
    }

    disconnectedCallback() {
      this.#observer?.disconnect();
      this.#observer = null;
      this.#reader.disconnect();
    }

    attributeChangedCallback(name, before, after) {
      if (before === after || !this.#parts) return;
      if (name === 'notation' || name === 'src' || name === 'language') {
        // The latest wins: a new src replaces a text set before; a new notation, one given to load().
        if (name === 'src' && after !== null) {
          this.#text = null;
          this.#fileName = undefined;
        }
        if (name !== 'language') this.#loadNotation = undefined;
        if (name === 'language') this.#applyWords();
        if (this.isConnected || this.#loaded) this.#schedule();
      } else if (name === 'orientation' || name === 'flip' || name === 'move-numbers') {
        this.#draw();
      } else if (name === 'game') {
        const game = gameOption(after);
        if (this.#document?.ok && game !== undefined) this.selectGame(game);
      } else if (name === 'ply') {
        const ply = plyOption(after);
        if (this.#tree && ply !== undefined) this.#goToInitial(ply);
      } else if (name === 'explicit-code') {
        // 'never' stops code that was allowed and forgets the yes: back to 'ask', it asks again.
        if (this.explicitCode === 'never') this.#consent.revoke();
        // The panel says what the new value means.
        if (this.#document?.notation === 'bdl' && this.#opened) this.#open(this.#opened.text, this.#opened);
      } else if (name === 'show-moves' || name === 'show-info') {
        this.#applyVisibility();
      } else if (name === 'show-tree') {
        if (this.#tree) this.#showTree();
      } else if (name === 'show-players') {
        if (this.#node) this.#draw();
      }
    }

    // ---- public API ----------------------------------------------------------------------

    /**
     * The text shown (set it to show another text; the element's content is then ignored). ''
     * while a board given as data (load(boardData)) is shown.
     */
    get text() {
      if (this.#text === null) return contentText(this);
      return typeof this.#text === 'string' ? this.#text : '';
    }

    set text(value) {
      this.#text = value === null || value === undefined ? null : String(value);
      this.#schedule();
    }

    get notation() {
      return this.getAttribute('notation') ?? this.#options.notation ?? this.#document?.notation ?? null;
    }
    set notation(value) {
      this.#setAttribute('notation', value);
    }
    get src() {
      return this.getAttribute('src') ?? this.#options.src ?? null;
    }
    set src(value) {
      this.#setAttribute('src', value);
    }
    get language() {
      return viewerLanguage(optionOf(this, this.#options, 'language') ?? pageLanguage(this));
    }
    set language(value) {
      this.#setAttribute('language', value);
    }
    /** Go: the numbers of the moves drawn on the stones (off by default). */
    get moveNumbers() {
      return isOn(optionOf(this, this.#options, 'move-numbers'), false);
    }
    set moveNumbers(value) {
      this.#setAttribute('move-numbers', value ? 'on' : 'off');
    }

    /** 'white' or 'black': the side at the bottom of a chess board now. */
    get orientation() {
      const base =
        optionOf(this, this.#options, 'orientation') === 'black' || isFlag(optionOf(this, this.#options, 'flip'))
          ? 'black'
          : 'white';
      return this.#flipped === (base === 'white') ? 'black' : 'white';
    }

    set orientation(value) {
      this.#flipped = false;
      this.#setAttribute('orientation', value === 'black' ? 'black' : 'white');
    }

    /** The opened Document (null before the first load ends). */
    get document() {
      return this.#document;
    }
    /** The node shown (null when nothing is shown). */
    get currentNode() {
      return this.#node;
    }
    /** The index of the game shown. */
    get gameIndex() {
      return this.#gameIndex;
    }

    /**
     * Opens `text` ({ notation, fileName }: detection from the content and the name when no
     * notation). Resolves to the Document (also when it cannot be drawn: see its diagnostics).
     * `text` may also be a Gobstones board already parsed (a Board, or Board.toJSON() data, e.g.
     * made in a worker): opened without reading any text. Or a document opened elsewhere (in a
     * worker, say: docs/viewer.md), shown as it is: the viewer reads nothing itself.
     */
    load(text, options = {}) {
      const next = isGbbData(text)
        ? text.isBoard === true
          ? text.toJSON()
          : text
        : isOpenedDocument(text)
          ? text
          : String(text ?? '');
      // Consent to run a text's code is for that very text and evaluator (#mayRunCode): a new one asks.
      this.#evaluator = typeof options.evaluator === 'function' ? options.evaluator : undefined;
      this.#text = next;
      this.#fileName = options.fileName;
      this.#loadNotation = options.notation;
      this.#scheduled = false;
      return this.#open(this.#text, { notation: options.notation, fileName: options.fileName });
    }

    /** BDL: 'ask' (the default: where the code is listed, with an allow button) or 'never'. */
    get explicitCode() {
      return String(optionOf(this, this.#options, 'explicit-code') ?? 'ask')
        .trim()
        .toLowerCase() === 'never'
        ? 'never'
        : 'ask';
    }
    set explicitCode(value) {
      this.#setAttribute('explicit-code', value);
    }

    /** BDL: true once the JavaScript of the description shown may run (allowExplicitCode()). */
    get explicitCodeAllowed() {
      return Boolean(this.#opened) && this.#mayRunCode(this.#opened.text);
    }

    // Whether the explicit code of `text` may run: allowed for that very text and evaluator, and
    // explicitCode not 'never'. Asked at every opening, whichever way the text came.
    #mayRunCode(text) {
      if (this.explicitCode === 'never') {
        this.#consent.revoke();
        return false;
      }
      return this.#consent.covers(text, this.#evaluator);
    }

    /**
     * BDL: lets the description shown run its explicit JavaScript, as the allow button does: through
     * the evaluator given to load(), or else in this page (a document opened elsewhere: through its
     * withExplicitCode()). Reopens it; resolves to the Document (null when explicitCode is 'never',
     * nothing is shown, or a document opened elsewhere cannot run its code). A new text asks again.
     */
    allowExplicitCode() {
      // Only for a text shown: while another one loads, the yes would go to the one it replaces.
      if (this.explicitCode === 'never' || !this.#opened || !this.#document) return Promise.resolve(null);
      // A document opened elsewhere runs its code only through its own withExplicitCode().
      const shown = this.#opened.text;
      if (isOpenedDocument(shown) && typeof shown.withExplicitCode !== 'function') return Promise.resolve(null);
      const { text, notation, fileName } = this.#opened;
      this.#consent.grant(text, this.#evaluator);
      return this.#open(text, { notation, fileName });
    }

    goTo(ply) {
      if (!this.#tree || !this.#node) return null;
      const target =
        ply === 'last'
          ? this.#tree.lineEnd(this.#node)
          : this.#tree.atPly(this.#node, Math.max(0, Math.trunc(Number(ply)) || 0));
      return this.#show(target);
    }

    goToNode(id) {
      const node = this.#tree?.node(Number(id));
      return node ? this.#show(node) : null;
    }

    next() {
      const next = this.#node && this.#tree.children(this.#node)[0];
      return next ? this.#show(next) : this.#node;
    }

    previous() {
      return this.#node?.parent ? this.#show(this.#node.parent) : this.#node;
    }

    first() {
      return this.#tree ? this.#show(this.#tree.start()) : null;
    }

    last() {
      return this.#node ? this.#show(this.#tree.lineEnd(this.#node)) : null;
    }

    /**
     * Where moves fork: the next (step 1) or previous (-1) of the moves played instead of the one
     * shown, in the move list's order (the game's own variations, then the reader's lines).
     */
    nextVariation() {
      return this.#sibling(1);
    }

    previousVariation() {
      return this.#sibling(-1);
    }

    #sibling(step) {
      const node = this.#node;
      if (!node?.parent) return node;
      const siblings = this.#tree.children(node.parent);
      const target = siblings[siblings.indexOf(node) + step];
      return target ? this.#show(target) : node;
    }

    /** Shows game `index` (0-based) of a database, at its start. */
    selectGame(index) {
      const games = this.#document?.ok ? this.#document.games : [];
      if (!games.length) return null;
      const i = Math.min(games.length - 1, Math.max(0, Math.trunc(Number(index)) || 0));
      this.#openGame(i);
      return this.#show(this.#tree.start());
    }

    flip() {
      this.#flipped = !this.#flipped;
      this.#draw();
      return this.orientation;
    }

    /**
     * Plays `move` from the position shown (chess: { from, to, promotion }, "e2e4", "e7e8q" or
     * SAN; Go: "D4", "pass", an SGF point "dd", { point }: go-play.js). A move the game has there
     * goes to it; any other legal move starts a line of the reader's. Returns the node shown after it, or null when the move is not legal there (or the
     * position takes no moves).
     */
    play(move) {
      if (this.#bdl) return this.#playBdl(move);
      if (this.#goScene()) return this.#playGo(move);
      const scene = this.#chessScene();
      const played = scene && playMove(loader.apis.chess.Chess, scene, move);
      return played ? this.#enter(played) : null;
    }

    /**
     * Plays `moves` one after the other from the position shown, as far as they are legal (a
     * link edited by hand), and shows where they end: one ply-change, no move events. Returns
     * the node shown.
     */
    playMoves(moves) {
      if (!Array.isArray(moves)) throw new TypeError('playMoves(moves): moves must be an array of moves');
      if (!this.#node) return null;
      let node = this.#node;
      let added = false;
      if (this.#bdl) {
        this.#bdlPick = null;
        // A player of a document opened elsewhere may answer later: then the moves are played one
        // after the other as the answers come, and a promise of the node shown is returned.
        const token = this.#token;
        const finish = (at) => {
          if (token !== this.#token) return null;
          if (added) this.#renderMoves();
          return this.#show(at);
        };
        const run = (from, index) => {
          let at = from;
          for (let i = index; i < moves.length; i++) {
            const here = at;
            const played = this.#bdl.play(here, moves[i], (fields) => {
              if (token !== this.#token) return null;
              const existing = this.#tree.childLabelled(here, fields.label);
              added ||= !existing;
              return existing ?? this.#tree.addMove(here, fields);
            });
            if (isThenable(played)) return played.then((result) => (result ? run(result.node, i + 1) : finish(here)));
            if (!played) break;
            at = played.node;
          }
          return finish(at);
        };
        return this.#whileWaiting(run(node, 0));
      }
      for (const move of moves) {
        const scene = this.#chessScene(node);
        const played = scene ? playMove(loader.apis.chess.Chess, scene, move) : this.#goMove(node, move);
        if (!played || played.refused) break;
        const existing = this.#tree.childLabelled(node, played.label);
        node = existing ?? this.#tree.addMove(node, played);
        added ||= !existing;
      }
      if (added) this.#renderMoves();
      return this.#show(node);
    }

    /**
     * The moves the reader played that the text does not have, on the line shown (to its end):
     * [{ san, uci, ply, nodeId, parentId, fen }], in order; [] when there are none.
     */
    get playedMoves() {
      return playedLine(this.#tree, this.#node);
    }

    // ---- loading -------------------------------------------------------------------------

    #setAttribute(name, value) {
      if (value === null || value === undefined) this.removeAttribute(name);
      else this.setAttribute(name, String(value));
    }

    #source() {
      return { src: optionOf(this, this.#options, 'src') ?? null };
    }

    // Loads on the next microtask: attributes and content set together make one load.
    #schedule() {
      if (this.#scheduled) return;
      this.#scheduled = true;
      queueMicrotask(() => {
        if (!this.#scheduled) return;
        this.#scheduled = false;
        this.#loadFromSource();
      });
    }

    #loadFromSource() {
      if (this.#text !== null)
        return this.#open(this.#text, { notation: this.#loadNotation, fileName: this.#fileName });
      const { src } = this.#source();
      if (src) return this.#openSrc(src);
      const text = contentText(this);
      if (text.trim()) return this.#open(text, {});
      if (this.isConnected) this.#showStatus(this.#words().noText);
      return null;
    }

    async #openSrc(src) {
      const token = this.#begin();
      this.#abort = new AbortController();
      let bytes;
      try {
        bytes = await fetchBytes(src, this.ownerDocument.baseURI, this.#abort.signal);
      } catch (error) {
        if (token !== this.#token) return null;
        return this.#fail(this.#words().loadFailed(src, error?.message ?? String(error)), [], error);
      }
      if (token !== this.#token) return null;
      // Bytes: SGF and PGN files say their own charset (openDocument reads it); detect reads bytes too.
      return this.#open(bytes, { fileName: fileNameOf(src) }, token);
    }

    // A new load: whatever was shown belongs to the previous text, so it goes at once.
    #begin() {
      this.#loaded = true;
      this.#abort?.abort();
      this.#abort = null;
      this.#token += 1;
      this.#document = null;
      this.#tree = null;
      this.#node = null;
      this.#moveList = null;
      this.#treeGraph?.destroy();
      this.#treeGraph = null;
      this.#selected = null;
      this.#cursor = null;
      this.#goCursor = null;
      this.#cell = null;
      this.#bdl?.free();
      this.#bdl = null;
      this.#bdlPick = null;
      this.#bdlCursor = null;
      this.#bdlWaiting = false;
      this.#bdlPresses = [];
      this.#scenes = new WeakMap();
      this.#clearView();
      this.#showStatus(this.#words().loading);
      return this.#token;
    }

    async #open(text, { notation, fileName }, token = this.#begin()) {
      const words = this.#words();
      const language = this.language;
      const elsewhere = isOpenedDocument(text) ? text : null;
      const data = !elsewhere && isGbbData(text);
      let chosen = elsewhere
        ? elsewhere.notation
        : data
          ? 'gbb'
          : (notation ?? optionOf(this, this.#options, 'notation') ?? undefined);
      if (chosen !== undefined) chosen = String(chosen).trim().toLowerCase();
      if (!chosen) {
        const detected = detect(text, fileName);
        if (!detected.notation) return this.#fail(words.unknownNotation, []);
        chosen = detected.notation;
      }
      let family;
      try {
        family = familyOf(chosen);
      } catch (error) {
        return this.#fail(error.message, [], error);
      }
      try {
        // A board given as data needs its family's engine to check it, not to read a text. A document
        // opened elsewhere needs only the chess engine, for the reader's own moves on the board.
        if (!elsewhere || CHESS_NOTATIONS.has(chosen)) await loader.loadFamily(family);
        // Go: the reader's moves are the engine's; the board is shown meanwhile, and without it.
        else if (family === 'go')
          loader.loadFamily(family).then(
            () => token === this.#token && this.#draw(),
            () => {},
          );
      } catch (error) {
        if (token !== this.#token) return null;
        return this.#fail(words.loadFailed(`the ${family} module`, error?.message ?? String(error)), [], error);
      }
      if (token !== this.#token) return null;
      this.#opened = { text, notation, fileName };
      const evaluator =
        chosen === 'bdl' && !elsewhere && this.#mayRunCode(text) ? (this.#evaluator ?? runInPage) : undefined;
      let document;
      try {
        document = elsewhere
          ? await this.#openedWithConsent(elsewhere)
          : openDocument(
              text,
              { notation: chosen, fileName, language, ...(evaluator ? { evaluator } : {}) },
              loader.apis,
            );
      } catch (error) {
        if (token !== this.#token) return null;
        return this.#fail(error?.message ?? String(error), [], error);
      }
      if (token !== this.#token) return null;
      if (!document.ok) {
        this.#document = document;
        return this.#fail(words.cannotDraw, document.diagnostics, undefined, document);
      }
      this.#document = document;
      this.#parts.status.hidden = true;
      if (document.notation === 'bdl') this.#startBdl(text, evaluator, elsewhere && document);
      const game = Math.min(document.games.length - 1, gameOption(optionOf(this, this.#options, 'game')) ?? 0);
      fillPicker(this.#parts.picker, document.games, game);
      // 'load' first, then the position shown (one ply-change), so that a listener of ply-change
      // set up on load sees the first one. A load listener that moved on sent its own already.
      this.#opening = true;
      this.#heldPly = null;
      try {
        this.#openGame(game);
        this.#goToInitial(plyOption(optionOf(this, this.#options, 'ply')));
      } finally {
        this.#opening = false;
      }
      const shown = this.#heldPly;
      this.#heldPly = null;
      this.dispatchEvent(new CustomEvent('load', { detail: { document } }));
      if (token === this.#token && shown && this.#node === shown) this.#plyChanged(shown);
      return document;
    }

    // A document opened elsewhere, or, once the reader allowed its code, the same description
    // opened with its JavaScript (its withExplicitCode()).
    async #openedWithConsent(document) {
      if (!this.explicitCodeAllowed || typeof document.withExplicitCode !== 'function') return document;
      const allowed = await document.withExplicitCode();
      if (!isOpenedDocument(allowed)) throw new TypeError('withExplicitCode() must give a document');
      return allowed;
    }

    #fail(heading, diagnostics, error, document = null) {
      this.#clearView();
      this.#parts.status.hidden = true;
      fillProblems(this.#parts.problems, this.#words(), heading, diagnostics);
      this.dispatchEvent(new CustomEvent('error', { detail: { message: heading, diagnostics, document, error } }));
      return document;
    }

    #showStatus(message) {
      this.#parts.status.textContent = message;
      this.#parts.status.hidden = false;
    }

    // Nothing of a previous document stays on screen.
    #clearView() {
      const parts = this.#parts;
      parts.board.hidden = true;
      parts.board.replaceChildren();
      parts.problems.hidden = true;
      parts.promotion.hidden = true;
      parts.turn.hidden = true;
      parts.explicitCode.hidden = true;
      parts.nodeIssues.hidden = true;
      parts.cellInfo.hidden = true;
      parts.cellInfo.textContent = '';
      parts.legend.hidden = true;
      parts.controls.hidden = true;
      parts.keys.hidden = true;
      parts.picker.hidden = true;
      parts.gameInfo.hidden = true;
      parts.playerTop.hidden = true;
      parts.playerBottom.hidden = true;
      parts.evaluation.hidden = true;
      parts.notes.hidden = true;
      parts.lineBar.hidden = true;
      parts.alternatives.hidden = true;
      parts.moves.replaceChildren();
      parts.tree.hidden = true;
      parts.tree.replaceChildren();
      parts.live.textContent = '';
    }

    // ---- games and nodes -----------------------------------------------------------------

    // The language of the game information's labels, and whether its players are Go's colours.
    #infoWords() {
      const notation = this.#document?.notation;
      return { language: this.language, go: notation === 'sgf' || notation === 'hen' };
    }

    #openGame(index) {
      const document = this.#document;
      const game = document.games[index];
      this.#gameIndex = index;
      this.#tree = new GameTree(game);
      this.#node = null;
      this.#selected = null;
      const parts = this.#parts;
      if (!parts.picker.hidden) pickInPicker(parts.picker, index);
      fillInfo(parts.info, game.info, isOn(optionOf(this, this.#options, 'show-info')), this.#infoWords());
      fillNotes(parts, this.#words(), document, game);
      this.#renderMoves();
      // The information folds away under the moves; a board without moves has only it to say.
      parts.gameInfo.open = this.#tree.children(this.#tree.root).length === 0;
      parts.board.hidden = false;
      parts.controls.hidden = false;
      this.#applyVisibility();
    }

    #renderMoves() {
      this.#issues = issuesByNode(this.#tree.game);
      this.#moveList = renderMoveList(this.#parts.moves, this.#tree, {
        language: this.language,
        words: this.#words(),
        issues: this.#issues,
      });
      const hasMoves = this.#tree.children(this.#tree.root).length > 0;
      this.#showTree();
      for (const action of ['first', 'previous', 'next', 'last']) this.#parts.buttons[action].hidden = !hasMoves;
      this.#parts.keys.hidden = !hasMoves;
      this.#parts.counter.hidden = !hasMoves;
    }

    // The game tree as a graph: shown by default for Go records with variations (as Sabaki
    // does), for any game with moves when show-tree is on, never when it is off.
    #showTree() {
      const parts = this.#parts;
      this.#treeGraph?.destroy();
      this.#treeGraph = null;
      const asked = optionOf(this, this.#options, 'show-tree');
      const tree = this.#tree;
      const hasMoves = tree && tree.children(tree.root).length > 0;
      const forks = () => [...tree.byId.values()].some((node) => tree.children(node).length > 1);
      const shown =
        hasMoves &&
        isOn(optionOf(this, this.#options, 'show-moves')) &&
        (asked === undefined || asked === null ? this.#document?.notation === 'sgf' && forks() : isOn(asked));
      parts.tree.hidden = !shown;
      if (!shown) {
        parts.tree.replaceChildren();
        return;
      }
      this.#treeGraph = showTreeGraph(parts.tree, tree, { onPick: (node) => this.goToNode(node.id) });
      if (this.#node) this.#treeGraph.setCurrent(this.#node);
    }

    #goToInitial(ply) {
      if (!this.#tree) return;
      const root = this.#tree.root;
      const node =
        ply === 'last'
          ? this.#tree.lineEnd(root)
          : ply === undefined
            ? this.#tree.start()
            : this.#tree.atPly(root, ply);
      this.#show(node);
    }

    #scene(node) {
      if (node.added) return node.scene;
      const later = this.#scenes.get(node);
      if (later !== undefined) return later;
      const scene = sceneAt(this.#document, this.#tree.game, node);
      if (!isThenable(scene)) return scene;
      // A document opened elsewhere answers later: the board shown stays until the scene comes.
      this.#scenes.set(node, PENDING_SCENE);
      const token = this.#token;
      Promise.resolve(scene)
        .catch(() => null)
        .then((value) => {
          if (token !== this.#token) return;
          this.#scenes.set(node, value ?? null);
          if (this.#node === node) this.#draw();
        });
      return PENDING_SCENE;
    }

    // The scene as drawn: with the numbers of the moves on the stones when asked (Go).
    #drawnScene(node) {
      const scene = this.#scene(node);
      if (scene?.kind !== 'go' || !isOn(optionOf(this, this.#options, 'move-numbers'), false)) return scene;
      const numbers = moveNumbersOf(this.#tree.game, node, scene);
      return numbers.length ? { ...scene, numbers: [...(scene.numbers ?? []), ...numbers] } : scene;
    }

    #show(node) {
      const parts = this.#parts;
      const tree = this.#tree;
      this.#node = node;
      this.#selected = null;
      this.#targets = [];
      this.#bdlPick = null;
      parts.promotion.hidden = true;
      if (!this.#draw()) return node;
      this.#showTurn();

      const words = this.#words();
      const button = this.#moveList.setCurrent(node.id);
      this.#treeGraph?.setCurrent(node);
      if (button) this.#scrollIntoList();
      // A board that has no moves and takes none (Gobstones, Go's HEN, BDL) has no "start" either.
      const still = !node.parent && tree.children(node).length === 0 && !this.#chessScene(node) && !this.#bdl;
      const name = node.parent ? moveName(node) : still ? '' : words.start;
      parts.moveName.textContent = name;
      const end = tree.lineEnd(node).ply;
      // Chess counts plies (a move is two); Go and the others count moves, one per turn.
      const chess = CHESS_NOTATIONS.has(this.#document.notation);
      parts.counter.textContent = chess ? words.plyOf(node.ply, end) : words.moveOf(node.ply, end);
      parts.buttons.first.disabled = !node.parent;
      parts.buttons.previous.disabled = !node.parent;
      parts.buttons.next.disabled = tree.children(node).length === 0;
      parts.buttons.last.disabled = tree.children(node).length === 0;
      this.#showLine(node);
      fillNodeIssues(parts.nodeIssues, words, this.#issues.get(node.id));
      parts.live.textContent = name;
      if (this.#opening) this.#heldPly = node;
      else this.#plyChanged(node);
      return node;
    }

    // The players' strips (names, ratings, clocks at this position) and the evaluation of the
    // position, when the document has them: chess puts Black at the top unless flipped, Go White.
    #showPlayers(node, scene) {
      const parts = this.#parts;
      const words = this.#words();
      showPlayers(parts, this.#tree?.game, node, {
        blackAtTop: scene?.kind === 'chess' ? this.orientation === 'white' : false,
        words,
        visible: isOn(optionOf(this, this.#options, 'show-players')),
      });
      const evaluation = evaluationText(node.evaluation);
      parts.evaluation.hidden = !evaluation;
      parts.evaluation.textContent = evaluation;
      if (evaluation) parts.evaluation.setAttribute('aria-label', words.evaluation(evaluation));
    }

    #plyChanged(node) {
      this.dispatchEvent(
        new CustomEvent('ply-change', { detail: { game: this.#gameIndex, ply: node.ply, nodeId: node.id } }),
      );
    }

    // The where-am-I bar (in a variation: a way back) and the continuations when there are several.
    #showLine(node) {
      const parts = this.#parts;
      const tree = this.#tree;
      const showMoves = isOn(optionOf(this, this.#options, 'show-moves'));
      const words = this.#words();
      const offMain = !tree.isMain(node);
      parts.lineBar.hidden = !offMain || !showMoves;
      if (offMain) parts.whereAmI.textContent = node.added ? words.yourLine : words.inVariation;
      const children = tree.children(node);
      parts.alternatives.hidden = children.length < 2 || !showMoves;
      if (children.length >= 2 && showMoves) {
        const label = this.ownerDocument.createElement('span');
        label.textContent = words.alternatives;
        const buttons = children.map((child) => {
          const button = this.ownerDocument.createElement('button');
          button.type = 'button';
          button.dataset.node = String(child.id);
          button.textContent = moveName(child);
          return button;
        });
        parts.alternatives.replaceChildren(label, ...buttons);
      }
    }

    // Keeps the current move visible inside the list, without scrolling the page. At the next
    // frame: reading positions now would force a layout per step while a key repeats.
    #scrollIntoList() {
      if (this.#scrollFrame) return;
      const frame = globalThis.requestAnimationFrame ?? ((callback) => setTimeout(callback, 16));
      this.#scrollFrame = frame(() => {
        this.#scrollFrame = 0;
        const current = this.#node && this.#moveList?.buttonOf(this.#node.id);
        if (current?.isConnected) this.#scrollNow(current);
      });
    }

    #scrollNow(button) {
      const list = this.#parts.moves;
      if (list.scrollHeight <= list.clientHeight) return;
      const top = button.offsetTop;
      const bottom = top + button.offsetHeight;
      if (top < list.scrollTop) list.scrollTop = Math.max(0, top - 8);
      else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight + 8;
    }

    // Draws the board of the current node; false (and the problem shown) when it cannot.
    #draw() {
      const node = this.#node;
      if (!node || !this.#document?.ok) return false;
      const parts = this.#parts;
      let scene;
      let svg;
      let painted = false;
      try {
        scene = this.#drawnScene(node);
        if (scene === PENDING_SCENE) {
          parts.board.setAttribute('aria-busy', 'true');
          return true;
        }
        const pick = this.#bdl && this.#bdlPick;
        const highlights = pick
          ? { selected: pick.cell, targets: pick.moves.map((move) => move.to) }
          : this.#selected || this.#cursor
            ? {
                ...(this.#selected ? { selected: this.#selected, targets: this.#targets } : {}),
                ...(this.#cursor ? { cursor: this.#cursor } : {}),
              }
            : undefined;
        // Huge Gobstones boards: the stones are painted on a canvas after the drawing (gbb-board.js).
        painted = scene?.kind === 'gbb' && paintsStones(scene);
        // styles: false: the boards' rules are in the viewer's own style sheet (template.js).
        svg = drawScene(scene, {
          orientation: this.orientation,
          language: this.language,
          styles: false,
          ...(highlights ? { highlights } : {}),
          ...(painted ? { stones: false } : {}),
        });
      } catch (error) {
        // A bug of ours, not the reader's text: say so where the board goes instead of throwing.
        fillProblems(parts.problems, this.#words(), error?.message ?? String(error), []);
        parts.board.hidden = true;
        return false;
      }
      parts.problems.hidden = true;
      parts.board.hidden = false;
      parts.board.removeAttribute('aria-busy');
      parts.board.innerHTML = svg;
      if (painted) paintStones(parts.board, scene, this.orientation);
      this.#showGbbParts(scene?.kind === 'gbb' ? scene : null);
      if (scene?.kind === 'bdl') this.#showBdlParts(scene);
      if (this.#bdl && this.#bdlCursor) showGridCursor(parts.board, scene, this.#bdlCursor, this.orientation);
      const go = Boolean(goToPlay(scene));
      if (go && this.#goCursor) showGridCursor(parts.board, scene, this.#goCursor, this.orientation);
      const box = parts.board.firstElementChild?.viewBox?.baseVal;
      const aspect = box && box.height ? String(box.width / box.height) : '1';
      if (aspect !== this.#aspect) {
        this.#aspect = aspect;
        parts.board.style.setProperty('--bn-aspect', aspect);
      }
      // Go: the stones each side has taken so far, which change with the position.
      const captures = scene?.kind === 'go' ? scene.captures : undefined;
      parts.captures.hidden = !captures;
      if (captures) parts.captures.textContent = this.#words().captures(captures.black ?? 0, captures.white ?? 0);
      if (!this.#bdl) {
        // Go: a problem's "Black to play" at its start.
        parts.turn.textContent = problemTurn(scene, this.#words());
        parts.turn.hidden = !parts.turn.textContent;
      }
      this.#showPlayers(node, scene);
      const playable = (scene?.kind === 'chess' && typeof scene.fen === 'string') || Boolean(this.#bdl) || go;
      parts.board.classList.toggle('playable', playable);
      // A board that takes moves is one tab stop, and so is a Gobstones board: its arrows move a
      // cursor (board-input.js, gbb-board.js).
      const keyLabel = this.#bdl
        ? this.#words().bdlKeys
        : go
          ? this.#words().goKeys
          : playable
            ? this.#words().boardKeys
            : scene?.kind === 'gbb'
              ? this.#words().cellKeys
              : null;
      if (keyLabel !== parts.board.getAttribute('aria-label')) {
        if (keyLabel) {
          parts.board.tabIndex = 0;
          parts.board.setAttribute('role', 'group');
          parts.board.setAttribute('aria-label', keyLabel);
        } else {
          parts.board.removeAttribute('tabindex');
          parts.board.removeAttribute('role');
          parts.board.removeAttribute('aria-label');
        }
      }
      return true;
    }

    // ---- Gobstones: the cell inspector and the legend ------------------------------------

    #gbbScene() {
      if (!this.#node || !this.#document?.ok) return null;
      const scene = this.#scene(this.#node);
      return scene?.kind === 'gbb' ? scene : null;
    }

    // After each drawing: the legend (in the viewer's language), and the inspector's cursor again.
    #showGbbParts(scene) {
      const parts = this.#parts;
      if (!scene) {
        if (this.#document?.notation !== 'bdl') parts.legend.hidden = true;
        parts.cellInfo.hidden = true;
        return;
      }
      parts.legend.hidden = false;
      parts.cellInfo.hidden = !this.#cell;
      if (this.#legendKey !== `gbb ${this.language}`) {
        this.#legendKey = `gbb ${this.language}`;
        parts.legend.replaceChildren(
          ...legendEntries(this.language).map(({ key, name }) => {
            const item = this.ownerDocument.createElement('li');
            const swatch = this.ownerDocument.createElement('span');
            swatch.className = `swatch swatch-${key}`;
            swatch.setAttribute('aria-hidden', 'true');
            item.append(swatch, name);
            return item;
          }),
        );
      }
      if (this.#cell) {
        showCursor(parts.board, scene, this.#cell, this.orientation);
        parts.cellInfo.textContent = cellName(scene, this.#cell, this.language);
      }
    }

    // The inspector on `cell`: its outline on the board, and what it holds said under it.
    #inspect(cell) {
      const scene = this.#gbbScene();
      if (!scene) return;
      this.#cell = cell;
      const parts = this.#parts;
      showCursor(parts.board, scene, cell, this.orientation);
      parts.cellInfo.textContent = cellName(scene, cell, this.language);
      parts.cellInfo.dataset.x = String(cell.x);
      parts.cellInfo.dataset.y = String(cell.y);
      parts.cellInfo.hidden = false;
      this.dispatchEvent(
        new CustomEvent('cell-inspect', { detail: { x: cell.x, y: cell.y, description: parts.cellInfo.textContent } }),
      );
    }

    /** Gobstones: shows what cell { x, y } holds (the cursor on it, its description said). */
    inspectCell(x, y) {
      const scene = this.#gbbScene();
      const { width, height } = scene ? { width: Number(scene.width), height: Number(scene.height) } : {};
      if (!scene || !Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height)
        return null;
      this.#inspect({ x, y });
      return this.#parts.cellInfo.textContent;
    }

    // ---- chess moves by the reader -------------------------------------------------------

    #chessScene(node = this.#node) {
      if (!node || !this.#document?.ok) return null;
      const scene = this.#scene(node);
      return scene?.kind === 'chess' && typeof scene.fen === 'string' ? scene : null;
    }

    #canPick(square) {
      const scene = this.#chessScene();
      if (!scene) return false;
      return legalTargets(loader.apis.chess.Chess, scene, square).length > 0;
    }

    #select(square) {
      const scene = this.#chessScene();
      this.#selected = square && scene ? square : null;
      this.#targets = this.#selected ? legalTargets(loader.apis.chess.Chess, scene, square) : [];
      this.#parts.promotion.hidden = true;
      this.#draw();
    }

    #play(from, to, promotion) {
      const scene = this.#chessScene();
      if (!scene) return;
      const { Chess } = loader.apis.chess;
      if (!promotion && isPromotion(Chess, scene, from, to)) {
        this.#askPromotion(from, to);
        return;
      }
      const played = playMove(Chess, scene, { from, to, promotion });
      if (!played) {
        this.#select(null);
        return;
      }
      this.#enter(played);
    }

    // Shows the move just played: the game's own when it has it there, else a new node.
    #enter(played) {
      const tree = this.#tree;
      const existing = tree.childLabelled(this.#node, played.label);
      const node = existing ?? tree.addMove(this.#node, played);
      if (!existing) this.#renderMoves();
      this.#show(node);
      this.dispatchEvent(
        new CustomEvent('move', {
          detail: {
            game: this.#gameIndex,
            san: node.label,
            uci: played.uci,
            ...played.move, // Go: { point, sgf }
            ply: node.ply,
            nodeId: node.id,
            added: !existing,
          },
        }),
      );
      return node;
    }

    // The keyboard's cursor: drawn on the board and its square said in the live region.
    #setCursor(square) {
      if (square === this.#cursor) return;
      this.#cursor = square;
      this.#draw();
      if (!square) return;
      const named = this.#parts.board.querySelector(`svg g[data-square="${square}"]`)?.getAttribute('aria-label');
      this.#parts.live.textContent = named ?? `${square}: ${this.#words().emptySquare}`;
    }

    // Enter or Space on the cursor's square: pick the piece there, or play the one picked to it.
    #activate(square) {
      if (this.#selected && square !== this.#selected && !this.#canPick(square)) {
        this.#play(this.#selected, square);
      } else if (square === this.#selected || !this.#canPick(square)) {
        this.#select(null);
      } else {
        this.#select(square);
      }
      if (this.#cursor !== square) this.#setCursor(square);
    }

    // ---- Go moves by the reader (go-play.js; the rules are the core's) ----------------------

    #goScene(node = this.#node) {
      if (!node || !this.#document?.ok || this.#bdl || !this.#goEngine()) return null;
      const scene = this.#scene(node);
      return goToPlay(scene) ? scene : null;
    }

    // The core's judge of a Go move, or null while the go module is not loaded (a document opened
    // elsewhere: it loads after the board is shown).
    #goEngine() {
      try {
        return loader.apis.go.goTryMove ?? null;
      } catch {
        return null;
      }
    }

    // The fields of the node `move` makes after `node`, { refused } or null (go-play.js).
    #goMove(node, move) {
      const scene = this.#goScene(node);
      return scene && goMoveAfter(this.#goEngine(), node, scene, move, this.language);
    }

    // Plays `move` from the node shown: the game's own next move when it is that one, else a line
    // of the reader's. An illegal move changes nothing and the live region says why.
    #playGo(move) {
      const played = this.#goMove(this.#node, move);
      if (played?.refused) {
        this.#parts.live.textContent = this.#words().goRefused[played.refused] ?? played.refused;
        return null;
      }
      return played ? this.#enter(played) : null;
    }

    #playGoAt(cell) {
      const scene = this.#goScene();
      if (!scene) return;
      this.#goCursor &&= cell;
      this.#playGo(pointOfCell(scene, cell));
    }

    // The keyboard's cursor on a Go board: drawn, and its point said in the live region.
    #setGoCursor(cell) {
      this.#goCursor = cell;
      this.#draw();
      const scene = cell && this.#goScene();
      if (!scene) return;
      const name = nameOfCell(scene, cell);
      const named = this.#parts.board.querySelector(`svg g[data-point="${name}"]`)?.getAttribute('aria-label');
      this.#parts.live.textContent = named ?? `${name}: ${this.#words().emptyPoint}`;
    }

    #askPromotion(from, to) {
      const words = this.#words();
      this.#askChoice(
        words.promoteTo,
        ['q', 'r', 'b', 'n'].map((piece) => ({ value: piece, label: words.pieces[piece] })),
        (piece) => this.#play(from, to, piece),
      );
    }

    // A choice between moves to one square (a chess promotion, a BDL piece's spawn): one button
    // each (data-piece = its value) in the promotion part, the first one focused.
    #askChoice(title, choices, choose) {
      const parts = this.#parts;
      const label = this.ownerDocument.createElement('span');
      label.textContent = title;
      const buttons = choices.map(({ value, label: name }) => {
        const button = this.ownerDocument.createElement('button');
        button.type = 'button';
        button.textContent = name;
        button.dataset.piece = value;
        button.addEventListener('click', () => choose(value));
        return button;
      });
      parts.promotion.replaceChildren(label, ...buttons);
      parts.promotion.hidden = false;
      buttons[0].focus();
    }

    // ---- BDL: the reader's moves and the consent to run a description's code --------------

    // After a BDL document opened: the game to play, unless it needs code that may not run. A
    // document opened elsewhere is played by its own player (none: shown, not played), and its
    // code can be allowed only when it offers withExplicitCode().
    #startBdl(input, evaluator, elsewhere) {
      const needs = this.#document.games[0]?.explicitCode ?? [];
      const original = this.#opened?.text;
      this.#fillExplicitCode(needs, !elsewhere || typeof original?.withExplicitCode === 'function');
      if (needs.length) return;
      if (elsewhere) {
        if (elsewhere.player && typeof elsewhere.player === 'object') this.#bdl = new PlayerBdlPlay(elsewhere.player);
        return;
      }
      const { Bdl } = loader.apis.bdl;
      const text = typeof input === 'string' ? input : new TextDecoder().decode(input);
      const language = this.language;
      this.#bdl = new BdlPlay(() => Bdl.game(text, { language, ...(evaluator ? { evaluator } : {}) }));
    }

    // Where the code is, why it matters and (unless explicitCode is 'never', or the code cannot be
    // allowed here) the allow button.
    #fillExplicitCode(needs, canAllow = true) {
      const parts = this.#parts;
      parts.explicitCode.hidden = needs.length === 0;
      if (!needs.length) {
        parts.explicitCode.replaceChildren();
        return;
      }
      const words = this.#words();
      const make = (name, text) => {
        const element = this.ownerDocument.createElement(name);
        if (text !== undefined) element.textContent = text;
        return element;
      };
      const list = make('ul');
      for (const { part, line, column } of needs) {
        const item = make('li', words.explicitPlace(part, line, column));
        item.dataset.line = String(line);
        item.dataset.column = String(column);
        list.append(item);
      }
      const never = this.explicitCode === 'never' || !canAllow;
      parts.explicitCode.replaceChildren(
        make('p', words.explicitTitle(needs.length)),
        list,
        make('p', never ? words.explicitNever : words.explicitWhy),
      );
      if (never) return;
      const allow = make('button', words.allowCode);
      allow.type = 'button';
      allow.dataset.action = 'allow-code';
      allow.addEventListener('click', () => this.allowExplicitCode());
      parts.explicitCode.append(allow);
    }

    // The legend of a BDL board: each piece's label and name, and the players' colours.
    #showBdlParts(scene) {
      const parts = this.#parts;
      const names = Array.isArray(scene.pieceNames) ? scene.pieceNames.map(String) : [];
      const key = `bdl ${this.language} ${names.join(' ')}`;
      parts.legend.hidden = false;
      if (this.#legendKey === key) return;
      this.#legendKey = key;
      const words = this.#words();
      const labels = bdlPieceLabels(names);
      const item = (mark, name) => {
        const entry = this.ownerDocument.createElement('li');
        entry.append(mark, name);
        return entry;
      };
      const entries = names.map((name) => {
        const label = this.ownerDocument.createElement('span');
        label.className = 'piece-label';
        label.textContent = isolateText(labels.get(name));
        return item(label, isolateText(name));
      });
      for (const owner of [0, 1]) {
        const swatch = this.ownerDocument.createElement('span');
        swatch.className = `swatch swatch-owner-${owner}`;
        swatch.setAttribute('aria-hidden', 'true');
        entries.push(item(swatch, words.player(owner)));
      }
      parts.legend.replaceChildren(...entries);
    }

    // Who is to move on the BDL board shown, or that the game is over (or, while a player of a
    // document opened elsewhere works it out, that it is being worked out).
    #showTurn() {
      const parts = this.#parts;
      const node = this.#node;
      const state = this.#bdl && node ? this.#bdl.stateAt(node) : null;
      if (!this.#bdl) return; // Go's problems say theirs as the board is drawn (#draw)
      parts.turn.hidden = false;
      const words = this.#words();
      if (isThenable(state)) {
        parts.turn.textContent = words.thinking;
        const token = this.#token;
        state.then(() => {
          if (token === this.#token && this.#node === node) this.#showTurn();
        });
        return;
      }
      parts.turn.textContent = !state ? words.cannotPlay : state.over ? words.gameOver : words.toMove(state.turn);
    }

    // The node a BDL move played after `from` is: the one already there, or a new one.
    #placeBdl(from, fields, onAdded) {
      const existing = this.#tree.childLabelled(from, fields.label);
      if (existing) return existing;
      onAdded();
      return this.#tree.addMove(from, fields);
    }

    // Returns the node shown after the move (null: not legal there), or a promise of it when the
    // player of a document opened elsewhere answers later.
    #playBdl(move) {
      const from = this.#node;
      if (!from) return null;
      let added = false;
      const token = this.#token;
      const played = this.#bdl.play(from, move, (fields) =>
        token !== this.#token
          ? null
          : this.#placeBdl(from, fields, () => {
              added = true;
            }),
      );
      return this.#whileWaiting(
        whenReady(played, (result) => (result && token === this.#token ? this.#enterBdl(result, added) : null)),
      );
    }

    // An answer the reader's next presses on the board wait for (see #activateBdl); the value as is.
    #whileWaiting(value) {
      if (!isThenable(value)) return value;
      this.#bdlWaiting = true;
      const token = this.#token;
      return Promise.resolve(value).finally(() => {
        if (token !== this.#token) return;
        this.#bdlWaiting = false;
        while (!this.#bdlWaiting && this.#bdlPresses.length) this.#pressBdl(this.#bdlPresses.shift());
      });
    }

    // Shows a BDL move just played (added: a node of its own was made) and says so.
    #enterBdl(played, added) {
      if (added) this.#renderMoves();
      this.#show(played.node);
      this.dispatchEvent(
        new CustomEvent('move', {
          detail: {
            game: this.#gameIndex,
            ...played.move,
            label: played.node.label,
            ply: played.node.ply,
            nodeId: played.node.id,
            added,
          },
        }),
      );
      return played.node;
    }

    // A press (or Enter) on `cell`: play the piece picked there (asking which piece it becomes
    // when it may become several), or pick the piece there, or put the one picked down.
    // A press of the reader's on a BDL board. What the engine cannot do (a description whose moves
    // need more work than one call may take: bdl.too_much_work) is said under the board and in an
    // `error` event, the game as it was, instead of escaping from the event handler.
    #pressBdl(cell) {
      const failed = (error) => {
        this.#pickBdl(null);
        this.#showStatus(isolateText(error?.message ?? String(error)));
        this.dispatchEvent(
          new CustomEvent('error', {
            detail: { message: error?.message ?? String(error), diagnostics: error?.diagnostics ?? [], error },
          }),
        );
      };
      try {
        const answer = this.#activateBdl(cell);
        if (isThenable(answer)) answer.catch(failed);
      } catch (error) {
        failed(error);
      }
    }

    #activateBdl(cell) {
      // A press while the player still answers the press before it (the moves of the piece picked,
      // the move played) is taken once that answer is shown, in order.
      if (this.#bdlWaiting) {
        this.#bdlPresses.push(cell);
        return;
      }
      if (this.#bdlCursor && (this.#bdlCursor.x !== cell.x || this.#bdlCursor.y !== cell.y)) this.#bdlCursor = cell;
      const pick = this.#bdlPick;
      if (pick) {
        const moves = pick.moves.filter((move) => move.to.x === cell.x && move.to.y === cell.y);
        if (moves.length === 1) return this.#playBdl(moves[0]);
        if (moves.length > 1) {
          const choices = moves.map((move) => ({ value: move.spawn, label: move.spawn }));
          this.#askChoice(this.#words().becomes(moves[0].piece), choices, (spawn) =>
            this.#playBdl({ from: pick.cell, to: cell, spawn }),
          );
          return;
        }
        if (pick.cell.x === cell.x && pick.cell.y === cell.y) {
          this.#pickBdl(null);
          return;
        }
      }
      const node = this.#node;
      const moves = this.#bdl.moves(node, cell);
      if (!isThenable(moves)) {
        this.#pickBdl(moves.length ? cell : null, moves);
        return;
      }
      // A player that answers later: the piece is shown picked at once, its targets when they come.
      this.#pickBdl(cell, []);
      const token = this.#token;
      return this.#whileWaiting(
        moves.then((list) => {
          const pick = this.#bdlPick;
          if (token !== this.#token || this.#node !== node || pick?.cell !== cell) return;
          this.#pickBdl(list.length ? cell : null, list);
        }),
      );
    }

    #pickBdl(cell, moves = []) {
      this.#bdlPick = cell ? { cell, moves } : null;
      this.#parts.promotion.hidden = true;
      this.#draw();
    }

    // The keyboard's cursor on a BDL board: drawn, and its cell said in the live region.
    #setBdlCursor(cell) {
      this.#bdlCursor = cell;
      this.#draw();
      if (!cell) return;
      const named = this.#parts.board
        .querySelector(`svg g[data-x="${cell.x}"][data-y="${cell.y}"]`)
        ?.getAttribute('aria-label');
      const words = svgWordsFor(this.language).bdl;
      this.#parts.live.textContent = named ?? `${words.square(cell.x, cell.y)}: ${words.empty}`;
    }

    // ---- wiring --------------------------------------------------------------------------

    #words() {
      return wordsFor(this.language);
    }

    #applyWords() {
      const parts = this.#parts;
      const words = this.#words();
      for (const action of ['first', 'previous', 'next', 'last', 'flip']) {
        parts.buttons[action].setAttribute('aria-label', words[action]);
        parts.buttons[action].title = words[action];
      }
      parts.controls.setAttribute('aria-label', words.navigation);
      parts.keys.textContent = words.keys;
      parts.picker.setAttribute('aria-label', words.game);
      parts.pickerFilter.setAttribute('aria-label', words.filterGames);
      parts.pickerFilter.placeholder = words.filterGames;
      parts.info.setAttribute('aria-label', words.info);
      parts.gameInfoSummary.textContent = words.gameInfo;
      parts.moves.setAttribute('aria-label', words.moves);
      parts.legend.setAttribute('aria-label', words.legend);
      parts.mainLine.textContent = words.backToMain;
      // The element's name, unless the page gave it one: then the page's stays.
      if (this.isConnected && (this.#ownLabel || !this.hasAttribute('aria-label'))) {
        this.setAttribute('aria-label', words.viewer);
        this.#ownLabel = true;
      }
    }

    #applyVisibility() {
      const parts = this.#parts;
      const showMoves = isOn(optionOf(this, this.#options, 'show-moves'));
      const showInfo = isOn(optionOf(this, this.#options, 'show-info'));
      parts.moves.hidden = !showMoves;
      if (!showMoves) {
        parts.lineBar.hidden = true;
        parts.alternatives.hidden = true;
      }
      if (this.#document?.ok)
        fillInfo(parts.info, this.#document.games[this.#gameIndex]?.info, showInfo, this.#infoWords());
      parts.layout.classList.toggle('no-side', !showMoves && !showInfo && parts.picker.hidden && parts.notes.hidden);
    }

    #wire() {
      const parts = this.#parts;
      parts.controls.addEventListener('click', (event) => {
        const action = event.target.closest?.('button')?.dataset.action;
        if (action === 'flip') this.flip();
        else if (action && this.#node) this[action]();
      });
      parts.mainLine.addEventListener('click', () => {
        if (this.#node) this.#show(this.#tree.mainAncestor(this.#node));
      });
      const toNode = (event) => {
        const button = event.target.closest?.('button[data-node]');
        if (button) this.goToNode(Number(button.dataset.node));
      };
      parts.moves.addEventListener('click', toNode);
      parts.alternatives.addEventListener('click', toNode);
      parts.picker.addEventListener('change', () => this.selectGame(Number(parts.picker.value)));
      attachPickerFilter(parts.picker, parts.pickerFilter);
      this.addEventListener('keydown', (event) => this.#onKey(event));
      this.#reader = attachReaderInput(this, parts.board, {
        onKey: (event) => this.#onKey(event),
        hasMoves: () => Boolean(this.#tree && this.#tree.children(this.#tree.root).length),
        step: (forward) => (forward ? this.next() : this.previous()),
      });
      attachBoardInput(parts.board, {
        enabled: () => Boolean(this.#chessScene()),
        selected: () => this.#selected,
        canPick: (square) => this.#canPick(square),
        select: (square) => this.#select(square),
        play: (from, to) => this.#play(from, to),
      });
      attachBdlInput(parts.board, {
        size: () => {
          const scene = this.#bdl && this.#node ? this.#scene(this.#node) : null;
          return scene?.kind === 'bdl' ? scene : null;
        },
        orientation: () => this.orientation,
        cursor: () => this.#bdlCursor,
        setCursor: (cell) => this.#setBdlCursor(cell),
        activate: (cell) => this.#pressBdl(cell),
        picked: () => Boolean(this.#bdlPick),
        cancel: () => this.#pickBdl(null),
      });
      // Go: the same presses and keys as on a BDL board, each on a point (go-play.js).
      attachBdlInput(parts.board, {
        size: () => this.#goScene(),
        orientation: () => this.orientation,
        cursor: () => this.#goCursor,
        setCursor: (cell) => this.#setGoCursor(cell),
        activate: (cell) => this.#playGoAt(cell),
        picked: () => false,
        cancel: () => {},
      });
      attachCellInspector(parts.board, {
        scene: () => this.#gbbScene(),
        orientation: () => this.orientation,
        cell: () => this.#cell,
        inspect: (cell) => this.#inspect(cell),
      });
      attachBoardKeys(parts.board, {
        enabled: () => Boolean(this.#chessScene()),
        cursor: () => this.#cursor,
        setCursor: (square) => this.#setCursor(square),
        orientation: () => this.orientation,
        activate: (square) => this.#activate(square),
        picked: () => Boolean(this.#selected),
        cancel: () => this.#select(null),
      });
    }

    #onKey(event) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.composedPath()[0];
      // A picker or a text field keeps its own keys.
      if (target && /^(SELECT|INPUT|TEXTAREA)$/.test(target.tagName ?? '')) return;
      const actions = {
        ArrowLeft: 'previous',
        ArrowRight: 'next',
        Home: 'first',
        End: 'last',
        ArrowUp: 'previousVariation',
        ArrowDown: 'nextVariation',
      };
      if (event.key === 'Escape' && (this.#selected || this.#bdlPick)) {
        if (this.#bdlPick) this.#pickBdl(null);
        else this.#select(null);
        event.preventDefault();
        return;
      }
      const action = actions[event.key];
      if (!action || !this.#node) return;
      const before = this.#node;
      this[action]();
      // ↑ ↓ away from a fork leave the page's own scrolling alone.
      if (this.#node !== before || !action.endsWith('Variation')) event.preventDefault();
    }
  };
}
