// The BoardViewer element: a document (openDocument) shown one node at a time, with the board
// drawn by the svg module, a move list, game information, a picker for databases, and the
// navigation a reader expects (buttons, keys, a click on a move, dragging chess pieces).
//
// Cost of a step: one scene (cached by the document), one SVG string put into the board (on a Go
// board only the points that changed are replaced: board-patch.js), and the aria-current marker
// moved between two buttons: never the move list or the picker rebuilt, so a step costs the same
// in a 5-move game and in a database of 800 games.
import { GameTree } from './game-tree.js';
import { renderMoveList, moveName } from './move-list.js';
import { buildShadow, clearParts, nameParts } from './template.js';
import { fillInfo, fillNodeIssues, fillNotes, fillProblems, issuesByNode, showLine } from './panels.js';
import { attachPickerFilter, extendPicker, fillPicker, pickInPicker } from './game-picker.js';
import { ATTRIBUTES, gameOption, isFlag, isOn, optionOf, plyOption } from './options.js';
import { contentText, fetchBytes, fileNameOf, pageLanguage } from './source.js';
import { viewerLanguage, wordsFor } from './words.js';
import { attachReaderInput } from './reader-input.js';
import { playedLine } from './played-line.js';
import { moveNumbersOf } from './go-numbers.js';
import { isGbbData } from '../document/gbb.js';
import { CodeConsent } from './code-consent.js';
import { isOpenedDocument, isThenable, PENDING_SCENE } from './opened-elsewhere.js';
import { evaluationText, showPlayers } from './players.js';
import { showTreeGraph } from './tree-graph.js';
import { hasEvaluations, showEvaluationBar, showEvaluationGraph } from './evaluation.js';
import { closeMenu, toggleMenu } from './board-menu.js';
import { announcement } from './announce.js';
import { boardSvg, saveFile, svgsToGif, svgToPng } from './board-image.js';
import { showBoard } from './board-patch.js';
import { attachFitHeight, attachResizeHandle } from './board-size.js';
import { DEFAULT_POSITION } from '../chess/constants.js';
import { ChessController } from './chess-controller.js';
import { GoController } from './go-controller.js';
import { GbbController } from './gbb-controller.js';
import { BdlController } from './bdl-controller.js';

// What runs a BDL description's JavaScript once the reader (the allow button) or the page
// (allowExplicitCode()) has said yes and the page gave no evaluator of its own: in this page,
// with its privileges, which is why it needs that yes.
const runInPage = (code) => new Function(`return (${code});`)();

const CHESS_NOTATIONS = new Set(['pgn', 'fen', 'ssb']);
// The menu's speeds of "Play through" and of the GIF: ms a position (lichess's autoplay offers a similar range).
const SPEEDS = [250, 500, 1000, 2000, 5000];

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
    #evalGraph = null; // the main line's evaluations as a graph (evaluation.js), when the game has them
    #evaluationsOf = null; // { tree, size, found }: whether that tree of that many nodes has evaluations
    #autoplay = 0; // the timer of startAutoplay(), 0 when not playing through
    #speed = 1000; // ms a position, as chosen in the menu: its "Play through" and its GIF
    #fit = null; // the board's size fitted to the screen below the element's top (board-size.js)
    #flipped = false;
    #token = 0; // the load in progress: a slower earlier load never shows its result
    #scheduled = false;
    #loaded = false; // a load was started (content, src or text)
    #observer = null;
    #abort = null;
    #issues = new Map(); // node id -> the game's diagnostics about that move
    #aspect = '';
    #scrollFrame = 0;
    #ownLabel = false;
    #legendKey = null; // what the legend shows now (a Gobstones or a BDL board's, in a language)
    #evaluator; // BDL: the page's evaluator given to load()
    #consent = new CodeConsent(); // BDL: the one text (and evaluator) whose explicit code may run
    #opened = null; // what #open read last: { text, notation, fileName }
    #opening = false; // a document is being shown: its first ply-change waits for its load event
    #heldPly = null; // the node whose ply-change waits meanwhile
    #scenes = new WeakMap(); // node -> the scene a document opened elsewhere gave later (or PENDING_SCENE)
    #reader = null; // the page-wide keys while the pointer is over the element (reader-input.js)
    // The boards that take the reader's moves or keys, one controller each (*-controller.js).
    // Each answers: reset() (a new text), leave() (another node shown), highlights() (what to mark
    // on the board), keyLabel(scene, words) (the board's name when it takes keys, else null),
    // takesMoves(scene), afterDraw(scene) (optional), escape() (true: it dropped a piece picked).
    // The moves go to the first that takes them: a BDL game played, a Go board, a chess board.
    #bdl;
    #go;
    #chess;
    #gbb;
    #controllers;

    /** `new BoardViewer(container, options)` puts a viewer into `container` (any element). */
    constructor(container, options) {
      super();
      this.#parts = buildShadow(this.attachShadow({ mode: 'open' }));
      this.#wire();
      this.#fit = attachFitHeight(this, this.#parts.layout);
      attachResizeHandle(this.#parts.resizeHandle, this.#parts.board, this.#parts.layout, {
        onResize: (width) => this.dispatchEvent(new CustomEvent('board-resize', { detail: { width } })),
      });
      const host = this.#host();
      this.#bdl = new BdlController(host);
      this.#go = new GoController(host);
      this.#chess = new ChessController(host);
      this.#gbb = new GbbController(host);
      this.#controllers = [this.#bdl, this.#go, this.#chess, this.#gbb];
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
      this.#fit.connect();
    }

    disconnectedCallback() {
      this.#observer?.disconnect();
      this.#observer = null;
      this.#reader.disconnect();
      this.#fit.disconnect();
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
      } else if (name === 'show-clocks') {
        if (this.#tree) {
          this.#renderMoves();
          if (this.#node) this.#moveList.setCurrent(this.#node.id);
        }
      } else if (name === 'show-evaluation') {
        if (this.#tree) {
          this.#showEvaluations();
          this.#draw(); // the bar beside the board
        }
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

    /**
     * The document shown (one opened elsewhere, whose `games` a page fills while it reads a
     * database in parts) has more games: the picker lists them, the game shown and what is typed
     * in the game search stay.
     */
    gamesAdded() {
      if (!this.#document?.ok) return;
      const wasHidden = this.#parts.picker.hidden;
      extendPicker(this.#parts.picker, this.#document.games);
      if (wasHidden !== this.#parts.picker.hidden) this.#applyVisibility();
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
     * Plays the line shown through, one move every `interval` ms (default 1000, at least 100), until
     * its end, stopAutoplay(), or a step of the reader's. Returns whether it started.
     */
    startAutoplay(interval = 1000) {
      this.stopAutoplay();
      const node = this.#node;
      if (!node || !this.#tree.children(node).length) return false;
      const every = Math.max(100, Number(interval) || 1000);
      const token = this.#token;
      this.#autoplay = setInterval(() => {
        const next = token === this.#token && this.#node && this.#tree.children(this.#node)[0];
        if (!next) return this.stopAutoplay();
        this.#show(next);
        if (!this.#tree.children(next).length) this.stopAutoplay();
        return undefined;
      }, every);
      return true;
    }

    stopAutoplay() {
      clearInterval(this.#autoplay);
      this.#autoplay = 0;
    }

    /** True while startAutoplay() plays the line through. */
    get autoplaying() {
      return this.#autoplay !== 0;
    }

    /** The board shown as a standalone SVG document (its styles inside), or null when none is. */
    toSvg() {
      const scene = this.#node && this.#document?.ok ? this.#scene(this.#node) : null;
      if (!scene || scene === PENDING_SCENE) return null;
      return boardSvg(drawScene, scene, { orientation: this.orientation, language: this.language });
    }

    /** The board shown as a PNG Blob `width` pixels wide (default 800); null when none is shown. */
    async toPng({ width = 800 } = {}) {
      const svg = this.toSvg();
      return svg === null ? null : svgToPng(svg, { width });
    }

    /**
     * The line shown, from the game's start to the end of the line, as a looping animated GIF Blob
     * `width` pixels wide (default 400), each position shown `delay` ms (default 1000); null when
     * no game is shown.
     */
    async toGif({ width = 400, delay = 1000 } = {}) {
      const tree = this.#tree;
      const token = this.#token;
      if (!tree || !this.#node) return null;
      const line = [];
      for (let node = this.#node; node; node = node.parent) line.unshift(node);
      for (let node = tree.children(this.#node)[0]; node; node = tree.children(node)[0]) line.push(node);
      const svgs = [];
      for (const node of line) {
        // A document opened elsewhere gives its scenes later: each is awaited.
        const scene = node.added ? node.scene : await sceneAt(this.#document, tree.game, node);
        if (token !== this.#token) return null;
        if (scene) svgs.push(boardSvg(drawScene, scene, { orientation: this.orientation, language: this.language }));
      }
      return svgs.length ? svgsToGif(svgs, { width, delay }) : null;
    }

    /**
     * Plays `move` from the position shown (chess: { from, to, promotion }, "e2e4", "e7e8q" or
     * SAN; Go: "D4", "pass", an SGF point "dd", { point }: go-play.js). A move the game has there
     * goes to it; any other legal move starts a line of the reader's. Returns the node shown after it, or null when the move is not legal there (or the
     * position takes no moves).
     */
    play(move) {
      if (this.#bdl.playing) return this.#bdl.play(move);
      if (this.#go.scene()) return this.#go.play(move);
      return this.#chess.play(move);
    }

    /**
     * Plays `moves` one after the other from the position shown, as far as they are legal (a
     * link edited by hand), and shows where they end: one ply-change, no move events. Returns
     * the node shown.
     */
    playMoves(moves) {
      if (!Array.isArray(moves)) throw new TypeError('playMoves(moves): moves must be an array of moves');
      if (!this.#node) return null;
      if (this.#bdl.playing) return this.#bdl.playMoves(moves);
      let node = this.#node;
      let added = false;
      for (const move of moves) {
        const played = this.#chess.moveAfter(node, move) ?? this.#go.moveAfter(node, move);
        if (!played || played.refused) break;
        const placed = this.#tree.moveAfter(node, played);
        node = placed.node;
        added ||= placed.added;
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
      this.#evalGraph = null;
      this.stopAutoplay();
      closeMenu(this.#parts.menu, this.#parts.buttons.menu);
      for (const controller of this.#controllers) controller.reset();
      this.#scenes = new WeakMap();
      clearParts(this.#parts);
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
      if (document.notation === 'bdl')
        this.#bdl.start(document, text, {
          evaluator,
          elsewhere: elsewhere && document,
          canAllow: !elsewhere || typeof this.#opened?.text?.withExplicitCode === 'function',
        });
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
      this.#fit.update(); // the page may have laid out around the element meanwhile
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
      clearParts(this.#parts);
      this.#parts.status.hidden = true;
      fillProblems(this.#parts.problems, this.#words(), heading, diagnostics);
      // Nothing to list beside the problems: the element is as tall as they are, no empty panel.
      this.#parts.layout.classList.add('no-side');
      this.dispatchEvent(new CustomEvent('error', { detail: { message: heading, diagnostics, document, error } }));
      return document;
    }

    #showStatus(message) {
      this.#parts.status.textContent = message;
      this.#parts.status.hidden = false;
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
      for (const controller of this.#controllers) controller.leave();
      const parts = this.#parts;
      if (!parts.picker.hidden) pickInPicker(parts.picker, index);
      fillInfo(parts.info, game.info, isOn(optionOf(this, this.#options, 'show-info')), this.#infoWords());
      fillNotes(parts, this.#words(), document, game);
      this.#renderMoves();
      parts.moves.scrollTop = 0; // a game picked is read from its start, not where the last one was
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
        times: isOn(optionOf(this, this.#options, 'show-clocks')),
      });
      const hasMoves = this.#tree.children(this.#tree.root).length > 0;
      this.#showTree();
      this.#showEvaluations();
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

    // The graph of the main line's evaluations (and, at each drawing, the bar beside the board):
    // when the game has [%eval]s, unless show-evaluation is off.
    #evaluationsShown() {
      return Boolean(this.#tree) && isOn(optionOf(this, this.#options, 'show-evaluation')) && this.#hasEvaluations();
    }

    // Whether the game shown has evaluations, looked for once per tree and moves added (a step
    // asks at each drawing; a record of 23,000 nodes without any is read through each time).
    #hasEvaluations() {
      const tree = this.#tree;
      const size = tree.byId.size;
      if (this.#evaluationsOf?.tree !== tree || this.#evaluationsOf.size !== size)
        this.#evaluationsOf = { tree, size, found: hasEvaluations(tree) };
      return this.#evaluationsOf.found;
    }

    #showEvaluations() {
      this.#evalGraph = showEvaluationGraph(this.#parts.evalGraph, this.#tree, {
        shown: this.#evaluationsShown() && isOn(optionOf(this, this.#options, 'show-moves')),
        onPick: (node) => this.goToNode(node.id),
        label: this.#words().evaluationGraph,
      });
      if (this.#node) this.#evalGraph?.setCurrent(this.#node);
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
          if (this.#node !== node) return;
          this.#draw();
          // A first position's name depends on its board (who moves first).
          this.#parts.moveName.textContent = this.#positionName(node, this.#words());
        });
      return PENDING_SCENE;
    }

    // The scene of `node` when it is at hand: a document opened elsewhere (a worker) is not asked.
    #knownScene(node) {
      if (isOpenedDocument(this.#opened?.text) && !node.added) {
        const later = this.#scenes.get(node);
        return later && later !== PENDING_SCENE ? later : null;
      }
      const scene = this.#scene(node);
      return scene === PENDING_SCENE ? null : scene;
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
      for (const controller of this.#controllers) controller.leave();
      parts.promotion.hidden = true;
      if (!this.#draw()) return node;
      this.#bdl.showTurn();

      const words = this.#words();
      const button = this.#moveList.setCurrent(node.id);
      this.#treeGraph?.setCurrent(node);
      this.#evalGraph?.setCurrent(node);
      if (button) this.#scrollIntoList();
      const name = this.#positionName(node, words);
      parts.moveName.textContent = name;
      const end = tree.lineEnd(node).ply;
      // Chess counts plies (a move is two); Go and the others count moves, one per turn.
      const chess = CHESS_NOTATIONS.has(this.#document.notation);
      parts.counter.textContent = chess ? words.plyOf(node.ply, end) : words.moveOf(node.ply, end);
      parts.buttons.first.disabled = !node.parent;
      parts.buttons.previous.disabled = !node.parent;
      parts.buttons.next.disabled = tree.children(node).length === 0;
      parts.buttons.last.disabled = tree.children(node).length === 0;
      showLine(this.#parts, this.#tree, node, {
        words,
        showMoves: isOn(optionOf(this, this.#options, 'show-moves')),
      });
      fillNodeIssues(parts.nodeIssues, words, this.#issues.get(node.id));
      // What the move did, from its board and the one before (at hand: never asked of a worker
      // for this): a chess move as the engine plays it, the stones a Go move took.
      const before = node.parent ? this.#knownScene(node.parent) : null;
      const scene = node.parent && !chess ? this.#knownScene(node) : null;
      parts.live.textContent = announcement(node, name, {
        facts: chess && before ? this.#chess.moveFacts(before, node.label) : null,
        scene,
        before,
        words,
      });
      if (this.#opening) this.#heldPly = node;
      else this.#plyChanged(node);
      return node;
    }

    // The name of the position shown: its move, or for a game's first position "Start position"
    // (chess's initial position, and the boards that have no other), or who moves first ("White
    // to move") as a FEN's middlegame or a puzzle starts. A board that has no moves and takes
    // none (Gobstones, Go's HEN, BDL) has no "start" either.
    #positionName(node, words) {
      if (node.parent) return moveName(node);
      const scene = this.#chess.scene(node);
      if (!scene && this.#tree.children(node).length === 0 && !this.#bdl.playing) return '';
      return scene && scene.fen !== DEFAULT_POSITION ? words.chessToMove(scene.turn) : words.start;
    }

    // The players' strips (names, ratings, clocks at this position) and the evaluation of the
    // position, when the document has them: chess puts Black at the top unless flipped, Go White.
    #showPlayers(node, scene) {
      const parts = this.#parts;
      const words = this.#words();
      showPlayers(parts, this.#tree?.game, node, {
        blackAtTop: scene?.kind === 'chess' ? this.orientation === 'white' : false,
        board: scene?.kind === 'chess' ? scene.board : undefined,
        words,
        visible: isOn(optionOf(this, this.#options, 'show-players')),
      });
      const evaluation = evaluationText(node.evaluation, words);
      parts.evaluation.hidden = !evaluation;
      parts.evaluation.textContent = evaluation;
      if (evaluation) parts.evaluation.setAttribute('aria-label', words.evaluation(evaluation));
    }

    #plyChanged(node) {
      this.dispatchEvent(
        new CustomEvent('ply-change', { detail: { game: this.#gameIndex, ply: node.ply, nodeId: node.id } }),
      );
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
      try {
        scene = this.#drawnScene(node);
        if (scene === PENDING_SCENE) {
          parts.board.setAttribute('aria-busy', 'true');
          return true;
        }
        let highlights;
        for (const controller of this.#controllers) highlights ??= controller.highlights();
        // styles: false: the boards' rules are in the viewer's own style sheet (template.js). One
        // id prefix for every drawing (ids are the shadow root's own): a step changes only the
        // points that changed, not the drawing's frame (showBoard, board-patch.js).
        svg = drawScene(scene, {
          orientation: this.orientation,
          language: this.language,
          styles: false,
          idPrefix: 'bnv',
          ...(highlights ? { highlights } : {}),
          // Huge Gobstones boards: the stones are painted on a canvas after the drawing.
          ...this.#gbb.drawOptions(scene),
        });
      } catch (error) {
        // A bug of ours, not the reader's text: say so where the board goes instead of throwing.
        fillProblems(parts.problems, this.#words(), error?.message ?? String(error), []);
        parts.board.hidden = true;
        parts.resizeHandle.hidden = true;
        return false;
      }
      parts.problems.hidden = true;
      parts.board.hidden = false;
      parts.board.removeAttribute('aria-busy');
      showBoard(parts.board, svg);
      parts.resizeHandle.hidden = false;
      for (const controller of this.#controllers) controller.afterDraw?.(scene);
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
      this.#showPlayers(node, scene);
      // Go boards have White's player at the top (#showPlayers), so White's share grows from there.
      showEvaluationBar(parts.evalBar, node, {
        shown: this.#evaluationsShown() && (scene?.kind === 'chess' || scene?.kind === 'go'),
        whiteAtBottom: scene?.kind === 'chess' && this.orientation === 'white',
        words: this.#words(),
      });
      parts.board.classList.toggle(
        'playable',
        this.#controllers.some((controller) => controller.takesMoves(scene)),
      );
      // A board that takes moves is one tab stop, and so is a Gobstones board: its arrows move a
      // cursor (board-input.js, gbb-board.js).
      let keyLabel = null;
      for (const controller of this.#controllers) keyLabel ??= controller.keyLabel(scene, this.#words());
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

    /** Gobstones: shows what cell { x, y } holds (the cursor on it, its description said). */
    inspectCell(x, y) {
      return this.#gbb.inspectCell(x, y);
    }

    // Shows the move just played on a chess or Go board: the game's own when it has it there,
    // else a new node.
    #enter(played) {
      const { node, added } = this.#tree.moveAfter(this.#node, played);
      if (added) this.#renderMoves();
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
            added,
          },
        }),
      );
      return node;
    }

    // The legend under a board (a Gobstones or a BDL board's): `entries()` gives [mark, name]
    // pairs, built again only when `key` changes.
    #showLegend(key, entries) {
      const legend = this.#parts.legend;
      legend.hidden = false;
      if (this.#legendKey === key) return;
      this.#legendKey = key;
      legend.replaceChildren(
        ...entries().map((pair) => {
          const item = this.ownerDocument.createElement('li');
          item.append(...pair);
          return item;
        }),
      );
    }

    // The menu's actions for the position shown: play through (or stop), copy a chess position's
    // FEN, save the board as SVG or PNG. What is done is said in the live region.
    #toggleMenu() {
      const words = this.#words();
      const say = (text) => {
        this.#parts.live.textContent = text;
      };
      const fileName = `board-${this.#gameIndex + 1}-${this.#node?.ply ?? 0}`;
      toggleMenu(this.#parts.menu, this.#parts.buttons.menu, () => {
        const items = [];
        if (this.autoplaying)
          items.push({ action: 'stop-autoplay', label: words.stopAutoplay, run: () => this.stopAutoplay() });
        else if (this.#node && this.#tree.children(this.#node).length)
          items.push({ action: 'autoplay', label: words.autoplay, run: () => this.startAutoplay(this.#speed) });
        if (this.#tree?.children(this.#tree.root).length)
          items.push({
            action: 'speed',
            label: words.speed,
            choices: SPEEDS.map((ms) => ({ value: ms, label: words.seconds(ms / 1000) })),
            value: this.#speed,
            change: (ms) => {
              this.#speed = ms;
              if (this.autoplaying) this.startAutoplay(ms); // on at the new speed
            },
          });
        const chess = this.#chess.scene();
        if (chess)
          items.push({
            action: 'copy-fen',
            label: words.copyFen,
            run: () =>
              navigator.clipboard.writeText(chess.fen).then(
                () => say(words.fenCopied),
                () => say(chess.fen),
              ),
          });
        if (this.toSvg() !== null) {
          const document = this.ownerDocument;
          items.push(
            {
              action: 'save-svg',
              label: words.saveSvg,
              run: () => saveFile(document, new Blob([this.toSvg()], { type: 'image/svg+xml' }), `${fileName}.svg`),
            },
            {
              action: 'save-png',
              label: words.savePng,
              run: () =>
                this.toPng().then(
                  (blob) => blob && saveFile(document, blob, `${fileName}.png`),
                  (error) => say(error?.message ?? String(error)),
                ),
            },
            ...(this.#tree.children(this.#tree.root).length
              ? [
                  {
                    action: 'save-gif',
                    label: words.saveGif,
                    run: () =>
                      this.toGif({ delay: this.#speed }).then(
                        (blob) => blob && saveFile(document, blob, `game-${this.#gameIndex + 1}.gif`),
                        (error) => say(error?.message ?? String(error)),
                      ),
                  },
                ]
              : []),
          );
        }
        return items;
      });
    }

    // What the controllers may ask of the element and do to it.
    #host() {
      return {
        parts: this.#parts,
        loader,
        words: () => this.#words(),
        language: () => this.language,
        orientation: () => this.orientation,
        document: () => this.#document,
        tree: () => this.#tree,
        node: () => this.#node,
        token: () => this.#token,
        gameIndex: () => this.#gameIndex,
        scene: (node) => this.#scene(node),
        draw: () => this.#draw(),
        show: (node) => this.#show(node),
        enter: (played) => this.#enter(played),
        renderMoves: () => this.#renderMoves(),
        showStatus: (message) => this.#showStatus(message),
        showLegend: (key, entries) => this.#showLegend(key, entries),
        say: (text) => {
          this.#parts.live.textContent = text;
        },
        dispatch: (name, detail) => this.dispatchEvent(new CustomEvent(name, { detail })),
        explicitCode: () => this.explicitCode,
        allowExplicitCode: () => this.allowExplicitCode(),
      };
    }

    // ---- wiring --------------------------------------------------------------------------

    #words() {
      return wordsFor(this.language);
    }

    #applyWords() {
      nameParts(this.#parts, this.#words());
      // The element's name, unless the page gave it one: then the page's stays.
      if (this.isConnected && (this.#ownLabel || !this.hasAttribute('aria-label'))) {
        this.setAttribute('aria-label', this.#words().viewer);
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
        if (action === 'menu') return this.#toggleMenu();
        if (action) this.stopAutoplay();
        if (action === 'flip') this.flip();
        else if (action && this.#node) this[action]();
        return undefined;
      });
      parts.mainLine.addEventListener('click', () => {
        if (this.#node) this.#show(this.#tree.mainAncestor(this.#node));
      });
      const toNode = (event) => {
        const button = event.target.closest?.('button[data-node]');
        if (button) this.goToNode(Number(button.dataset.node));
      };
      parts.moves.addEventListener('click', (event) => {
        this.stopAutoplay();
        toNode(event);
      });
      parts.alternatives.addEventListener('click', toNode);
      parts.picker.addEventListener('change', () => this.selectGame(Number(parts.picker.value)));
      // "Game info" opened takes height from the move list: the current move stays in view.
      parts.gameInfo.addEventListener('toggle', () => this.#scrollIntoList());
      attachPickerFilter(parts.picker, parts.pickerFilter, (count) => this.#words().moreFound(count));
      this.addEventListener('keydown', (event) => this.#onKey(event));
      this.#reader = attachReaderInput(this, parts.board, {
        onKey: (event) => this.#onKey(event),
        hasMoves: () => Boolean(this.#tree && this.#tree.children(this.#tree.root).length),
        step: (forward) => (forward ? this.next() : this.previous()),
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
      if (event.key === 'Escape' && this.#controllers.some((controller) => controller.escape())) {
        event.preventDefault();
        return;
      }
      if (event.key === 'Escape' && !this.#parts.menu.hidden) {
        closeMenu(this.#parts.menu, this.#parts.buttons.menu);
        this.#parts.buttons.menu.focus();
        event.preventDefault();
        return;
      }
      const action = actions[event.key];
      if (!action || !this.#node) return;
      this.stopAutoplay();
      const before = this.#node;
      this[action]();
      // ↑ ↓ away from a fork leave the page's own scrolling alone.
      if (this.#node !== before || !action.endsWith('Variation')) event.preventDefault();
    }
  };
}
