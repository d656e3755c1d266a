// Types of boardnotation/viewer: the <board-viewer> element and the BoardViewer class (docs/viewer.md).
// The documents it shows are boardnotation/svg's (npm/src/document/contract.md).
import type { WasmSource } from './init.js';
import type { BdlExplicitInfo, BdlSquare } from './bdl.js';
import type {
  BoardDocument,
  DocumentDiagnostic,
  DocumentNode,
  Game,
  Notation,
  Detection,
  Orientation,
  GbbBoardData,
  Scene,
  BdlScene,
} from './svg.js';

export type { BoardDocument, DocumentDiagnostic, DocumentNode, Notation, Detection, Orientation, GbbBoardData };

/** The options of `new BoardViewer(element, options)`; each has an attribute of the same meaning. */
export interface BoardViewerOptions {
  /** The text to show (otherwise the container's own text, or `src`). */
  text?: string;
  /** Detected from the text (and the file name) when absent. Attribute: notation. */
  notation?: Notation;
  /** A file to fetch (relative to the page); its name helps detection. Attribute: src. */
  src?: string;
  /** A name for detection when `text` is given (its extension: .pgn, .sgf...). */
  fileName?: string;
  /** The position shown first: a ply of the main line, or 'last'. Default 0 (the start). Attribute: ply. */
  ply?: number | 'last';
  /** The game shown first in a database, 0-based. Attribute: game. */
  game?: number;
  /** The side at the bottom (chess), or 'black' to turn any board 180°. Attribute: orientation. */
  orientation?: Orientation;
  /** Same as orientation 'black'. Attribute: flip. */
  flip?: boolean;
  /** 'en' or 'es' (a tag such as 'es-AR' counts as 'es'). Default: the page's lang, then the browser's. Attribute: language. */
  language?: string;
  /** Show the move list (default true). Attribute: show-moves="false" hides it. */
  showMoves?: boolean;
  /** Show the game information (default true). Attribute: show-info="false" hides it. */
  showInfo?: boolean;
  /** Show the players (name, title, rating, clock) above and below the board (default true). Attribute: show-players="false" hides them. */
  showPlayers?: boolean;
  /** The engine's evaluations ([%eval]) as a bar beside the board and a graph of the main line: shown when the game has them. Attribute: show-evaluation="false" hides them. */
  showEvaluation?: boolean;
  /** Each move's clock ([%clk], SGF BL/WL) or the time it took ([%emt]) in the move list, when the game has them. Attribute: show-clocks="false" hides them. */
  showClocks?: boolean;
  /** The game tree as a graph above the moves: by default shown for Go records with variations. Attribute: show-tree / show-tree="false". */
  showTree?: boolean;
  /** Go: draw the moves' numbers on the stones (default false). Attribute: move-numbers. */
  moveNumbers?: boolean;
  /**
   * BDL: 'ask' (default: where a description's JavaScript is, listed with a button that runs it)
   * or 'never' (none runs; the board is drawn, the game is not played). Attribute: explicit-code.
   */
  explicitCode?: 'ask' | 'never';
}

/**
 * A chess move for play() and playMoves(): { from, to, promotion? }, coordinates ("e2e4",
 * "e7e8q", as playedMoves gives them back) or SAN ("Nf3", "exd8=Q+").
 */
export type ChessMoveInput = string | { from: string; to: string; promotion?: 'q' | 'r' | 'b' | 'n' };

/** A BDL move for play() and playMoves(): `spawn` is needed when the mover may become several pieces. */
export interface BdlMoveInput {
  from: BdlSquare;
  to: BdlSquare;
  spawn?: string;
}

/**
 * A Go move for play() and playMoves() (SGF and HEN documents): a point as the board's coordinates
 * name it ("D4"), an SGF point ("dd"), "pass" (or ""), { point } with either, { row, col } (row 0
 * at the top) or { pass: true }. The colour is the one to play.
 */
export type GoMoveInput = string | { point: string } | { row: number; col: number } | { pass: true };

/** A move of the reader's (played on the board or by play()) that the text does not have. */
export interface PlayedMove {
  /** The move list's label ("Nf3"; BDL: "pawn 4,1–4,3", "×" what it takes, "=" what it becomes). */
  san: string;
  /** Chess: the move in coordinates ("e2e4", "e7e8q"). */
  uci?: string;
  ply: number;
  moveNumber?: number;
  /** Chess 'w' or 'b'; Go 'B' or 'W'. */
  color?: 'w' | 'b' | 'B' | 'W';
  nodeId: number;
  /** The node it was played from: for the first one, where the line leaves the text. */
  parentId: number;
  /** Chess: the position after it. */
  fen?: string;
  /** BDL: the move's squares, the piece it becomes (when it does), the mover and what it took. */
  from?: BdlSquare;
  to?: BdlSquare;
  spawn?: string;
  piece?: string;
  captured?: string;
  /** Go: the point as the board names it ("D4", "pass") and as SGF writes it ("dd", "" a pass). */
  point?: string;
  sgf?: string;
}

/** The move event's detail: chess moves have san and uci; BDL moves from, to, piece (spawn, captured) and label. */
export interface MoveDetail {
  game: number;
  san?: string;
  uci?: string;
  from?: BdlSquare;
  to?: BdlSquare;
  spawn?: string;
  piece?: string;
  captured?: string;
  label?: string;
  /** Go: the point as the board names it ("D4", "pass") and as SGF writes it ("dd", ""). */
  point?: string;
  sgf?: string;
  ply: number;
  nodeId: number;
  /** false when the game has that move there (the viewer went to it). */
  added: boolean;
}

/**
 * A document opened elsewhere (in a worker, say), given to load() instead of a text: the viewer
 * reads nothing itself (docs/viewer.md, "Documents opened elsewhere"). Its sceneAt may answer
 * later (a promise): the board shown stays until the scene comes.
 */
export interface OpenedDocument extends Omit<BoardDocument, 'sceneAt'> {
  sceneAt(game: Game | number, node?: DocumentNode | number): Scene | null | Promise<Scene | null>;
  /** BDL: plays the description (none: the board is shown, not played). */
  player?: BdlPlayer;
  /** BDL: the same description opened with its JavaScript allowed; asked only once the reader allowed it. */
  withExplicitCode?(): OpenedDocument | Promise<OpenedDocument>;
}

/** A BDL move as a player answers it (the legal moves, a move played). */
export interface BdlPlayerMove {
  from: BdlSquare;
  to: BdlSquare;
  piece: string;
  spawn?: string;
  captured?: string;
}

/** The BDL game of an OpenedDocument; `line` is the moves from the initial position. Answers may be promises. */
export interface BdlPlayer {
  /** The player to move and whether the game is over after `line`; null when it cannot be played. */
  state(line: BdlMoveInput[]): BdlTurn | null | Promise<BdlTurn | null>;
  /** The legal moves of the piece on `from` after `line` ([] when none or the game is over). */
  moves(line: BdlMoveInput[], from: BdlSquare): BdlPlayerMove[] | Promise<BdlPlayerMove[]>;
  /** Plays `move` after `line`: the move, the state and the board after it; null when it is not legal there. */
  play(line: BdlMoveInput[], move: BdlMoveInput): BdlPlayed | null | Promise<BdlPlayed | null>;
}
export interface BdlTurn {
  turn: number;
  over: boolean;
}
export interface BdlPlayed {
  move: BdlPlayerMove;
  state: BdlTurn;
  scene: BdlScene & { lastMove?: { from: BdlSquare; to: BdlSquare } };
}

export interface LoadOptions {
  notation?: Notation;
  fileName?: string;
  /**
   * BDL: runs the description's JavaScript, as Bdl.game takes it, once it is allowed (the allow
   * button or allowExplicitCode()); never before.
   */
  evaluator?: (code: string, info: BdlExplicitInfo) => unknown;
}

export interface PlyChangeDetail {
  /** The index of the game shown. */
  game: number;
  ply: number;
  nodeId: number;
}

export interface LoadDetail {
  document: BoardDocument;
}

export interface ErrorDetail {
  /** What the viewer says in place of the board. */
  message: string;
  /** The text's problems (empty when the text could not be fetched or its notation told). */
  diagnostics: DocumentDiagnostic[];
  /** The opened document when there is one (ok: false). */
  document: BoardDocument | null;
  /** The fetch or loading error, when that is what failed. */
  error?: unknown;
}

/** A Gobstones cell the inspector shows (pointer, arrow keys or inspectCell()). */
export interface CellInspectDetail {
  x: number;
  y: number;
  /** What it holds, in the viewer's language: "cell 2, 1: 1 blue, 3 red, head". */
  description: string;
}

export interface BoardViewerEventMap extends HTMLElementEventMap {
  /** Gobstones: the inspector shows another cell. */
  'cell-inspect': CustomEvent<CellInspectDetail>;
  'ply-change': CustomEvent<PlyChangeDetail>;
  /** A chess or BDL move played on the board or by play() (not by playMoves()). */
  move: CustomEvent<MoveDetail>;
  load: CustomEvent<LoadDetail>;
  error: CustomEvent<ErrorDetail> & ErrorEvent;
}

/**
 * The viewer element (<board-viewer>). `new BoardViewer(container, options)` puts one into
 * `container`; in Node (no DOM) the class exists but its constructor throws.
 */
export declare class BoardViewer extends HTMLElement {
  constructor(container?: Element | null, options?: BoardViewerOptions);
  static readonly observedAttributes: string[];

  /** The text shown ('' while a board given as data is shown); setting it opens that text. */
  text: string;
  notation: Notation | string | null;
  src: string | null;
  language: string;
  orientation: Orientation;
  /** Go: the moves' numbers drawn on the stones. */
  moveNumbers: boolean;
  /** The reader's moves on the line shown (to its end) that the text does not have, in order. */
  readonly playedMoves: PlayedMove[];
  /** BDL: 'ask' or 'never' (the explicit-code attribute). */
  explicitCode: 'ask' | 'never';
  /** BDL: true once the description shown may run its JavaScript. */
  readonly explicitCodeAllowed: boolean;
  /**
   * BDL: lets the description shown run its JavaScript (what the allow button does) and reopens
   * it; null under explicit-code="never". A new text asks again.
   */
  allowExplicitCode(): Promise<BoardDocument | null>;

  /** The opened document (null before the first load ends, or when loading failed). */
  readonly document: BoardDocument | null;
  /** The node shown. */
  readonly currentNode: DocumentNode | null;
  /** The index of the game shown. */
  readonly gameIndex: number;

  /**
   * Opens `text`, or a Gobstones board already parsed (a Board, or its toJSON() data, e.g. from a
   * worker: no text is read, no engine loaded), or a document opened elsewhere (shown as it is);
   * resolves to its document, also when it cannot be drawn (null if a later load replaced it).
   */
  load(
    text: string | GbbBoardData | { isBoard: true; toJSON(): GbbBoardData },
    options?: LoadOptions,
  ): Promise<BoardDocument | null>;
  load(document: OpenedDocument, options?: LoadOptions): Promise<OpenedDocument | null>;
  /** Gobstones: shows what cell (x, y) holds (the cursor on it, said under the board); its description, or null off the board. */
  inspectCell(x: number, y: number): string | null;
  /** The position after `ply` plies of the line shown ('last': its end). */
  goTo(ply: number | 'last'): DocumentNode | null;
  goToNode(id: number): DocumentNode | null;
  next(): DocumentNode | null;
  previous(): DocumentNode | null;
  first(): DocumentNode | null;
  last(): DocumentNode | null;
  /** Shows game `index` (0-based) of a database, at its start. */
  selectGame(index: number): DocumentNode | null;
  /**
   * The document shown (opened elsewhere) has more games, appended to its `games` (a database read
   * in parts): the picker lists them; the game shown and the game search stay.
   */
  gamesAdded(): void;
  /** Turns the board; returns the side now at the bottom. */
  flip(): Orientation;
  /** Plays the line shown through, a move every `interval` ms (default 1000, at least 100), until its end, stopAutoplay() or a step of the reader's. Returns whether it started. */
  startAutoplay(interval?: number): boolean;
  stopAutoplay(): void;
  /** True while startAutoplay() plays the line through. */
  readonly autoplaying: boolean;
  /** The board shown as a standalone SVG document (its styles inside); null when no board is shown. */
  toSvg(): string | null;
  /** The board shown as a PNG Blob `width` pixels wide (default 800); null when no board is shown. */
  toPng(options?: { width?: number }): Promise<Blob | null>;
  /** The line shown as a looping animated GIF Blob `width` pixels wide (default 400), each position `delay` ms (default 1000); null when no game is shown. */
  toGif(options?: { width?: number; delay?: number }): Promise<Blob | null>;
  /** At a fork: the next / previous move played instead of the one shown (keys ↓ ↑). */
  nextVariation(): DocumentNode | null;
  previousVariation(): DocumentNode | null;
  /**
   * Chess, Go, BDL: plays `move` from the position shown; the node shown after it, or null when it
   * is not legal there (a promise of it for a BDL document whose player answers later).
   */
  play(move: ChessMoveInput | GoMoveInput): DocumentNode | null;
  play(move: ChessMoveInput | BdlMoveInput): DocumentNode | null | Promise<DocumentNode | null>;
  /**
   * Chess, Go, BDL: plays `moves` in order as far as they are legal; one ply-change; the node shown
   * (a promise of it for a BDL document whose player answers later).
   */
  playMoves(moves: Array<ChessMoveInput | GoMoveInput>): DocumentNode | null;
  playMoves(moves: Array<ChessMoveInput | BdlMoveInput>): DocumentNode | null | Promise<DocumentNode | null>;

  addEventListener<K extends keyof BoardViewerEventMap>(
    type: K,
    listener: (this: BoardViewer, event: BoardViewerEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof BoardViewerEventMap>(
    type: K,
    listener: (this: BoardViewer, event: BoardViewerEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** Loads the wasm modules of `notations` ahead of time (a viewer otherwise loads its notation's on first use). */
export declare function init(options?: {
  notations?: Notation | Notation[];
  wasm?: (fileName: string) => WasmSource | PromiseLike<WasmSource>;
}): Promise<void>;
/** Which notation a text or a file's bytes are (the file name is a hint). */
export declare function detect(input: string | Uint8Array | ArrayBuffer, fileName?: string): Detection;

declare global {
  interface HTMLElementTagNameMap {
    'board-viewer': BoardViewer;
  }
}
