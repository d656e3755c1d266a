// Types of boardnotation/svg (and boardnotation/svg/init): boards drawn as SVG strings, documents
// (a text opened for viewing: its games, move trees and the scene at any node) and detect().
// npm/src/document/contract.md is the shared description these types follow.
import type { WasmSource } from './init.js';
import type { PgnGame } from './pgn.js';

export type Notation = 'gbb' | 'hen' | 'sgf' | 'fen' | 'pgn' | 'ssb' | 'bdl';
export type Language = 'en' | 'es';
export type Orientation = 'white' | 'black';

export interface Detection {
  /** null when the content (and the file name) fits no notation. */
  notation: Notation | null;
  /** 'certain': a signature of the notation; 'likely': its shape; 'guess': only the file name. */
  confidence?: 'certain' | 'likely' | 'guess';
  reason: string;
}

export interface DocumentDiagnostic {
  severity: 'error' | 'warning' | 'info';
  code: string;
  message: string;
  line?: number;
  column?: number;
  length?: number;
  gameIndex?: number;
  nodeId?: number;
}

export interface DocumentNode {
  /** Unique in the game (the root is 0) and the same in every reading of the same text. */
  id: number;
  /** Moves from the start (0 for the root); an SGF node without a move keeps its parent's ply. */
  ply: number;
  parent: DocumentNode | null;
  /** children[0] continues the line; the others are variations. */
  children: DocumentNode[];
  /** What a move list shows: 'Nf3', 'O-O', 'B D4', 'W pass' ('' for the root). */
  label: string;
  moveNumber?: number;
  color?: 'w' | 'b' | 'B' | 'W';
  /** After the move (the root: before the first move). */
  comment?: string;
  /** PGN: a comment written before the move. */
  commentBefore?: string;
  nags?: number[];
  /** Go: the point the move was played on (none for a pass). */
  point?: { row: number; col: number };
  /** Go: the node starts a figure (SGF FG), from which printed move numbers count. */
  figure?: boolean;
}

export interface Game {
  title: string;
  /** Game information by the notation's words: { White, Black, Event, Date, Result } or { Black, White, Komi, Result }. */
  info: Record<string, string>;
  root: DocumentNode;
  diagnostics: DocumentDiagnostic[];
  /** SGF: the game's print mode (PM), when it has one: 2 prints move numbers modulo 100. */
  printMode?: number;
  /** BDL: where the JavaScript the game needs is; [] when it needs none or it was run (an evaluator). */
  explicitCode?: Array<{ part: string; line: number; column: number }>;
}

export interface BoardDocument {
  notation: Notation | null;
  /** false: nothing can be drawn (the diagnostics say why). */
  ok: boolean;
  /** Of the whole text, errors first. */
  diagnostics: DocumentDiagnostic[];
  games: Game[];
  /** The scene at a node (a Node or its id) of a game (a Game or its index); computed once, then kept. */
  sceneAt(game: Game | number, node?: DocumentNode | number): Scene;
}

export type ChessPieceType = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
export interface ChessScene {
  kind: 'chess';
  /** 8 rows, rank 8 first. */
  board: Array<Array<{ type: ChessPieceType; color: 'w' | 'b' } | null>>;
  orientation?: Orientation;
  lastMove?: { from: string; to: string };
  /** The square of the king in check. */
  check?: string;
  turn: 'w' | 'b';
  fen: string;
  /** Arrows (with `to`) and rings: a PGN comment's [%cal]/[%csl] on this position. */
  shapes?: ChessShape[];
}
export interface ChessShape {
  color: 'R' | 'G' | 'B' | 'Y';
  from: string;
  to?: string;
}
export interface GoPoint {
  row: number;
  col: number;
}
export interface GoScene {
  kind: 'go';
  width: number;
  height: number;
  /** board[row][col]: 0 empty, 1 black, 2 white, 3-7 HEN's other colours; row 0 at the top. */
  board: number[][];
  lastMove?: { row: number | null; col: number | null; color: number; pass: boolean };
  ko?: GoPoint;
  marks?: Array<GoPoint & { mark: 'CR' | 'SQ' | 'TR' | 'MA' }>;
  labels?: Array<GoPoint & { letter: string }>;
  numbers?: Array<GoPoint & { number: number }>;
  /** SGF: the stones each player has captured so far. */
  captures?: { black: number; white: number };
}
export interface GbbScene {
  kind: 'gbb';
  width: number;
  height: number;
  head: [number, number];
  /** The cells with stones (y = 0 at the bottom), as Board.toJSON() gives them. */
  cellData: Array<{ x: number; y: number; a?: number; n?: number; r?: number; v?: number }>;
}
export interface BdlScene {
  kind: 'bdl';
  width: number;
  height: number;
  /** board[y][x], y = 0 at the bottom. */
  board: Array<Array<{ piece: string; owner: number; mirroredCopy?: boolean } | null>>;
  labelOf?: (pieceName: string) => string;
  labels?: Record<string, string>;
  pieceNames?: string[];
}
export type Scene = ChessScene | GoScene | GbbScene | BdlScene;

export interface DrawOptions {
  orientation?: Orientation;
  language?: Language;
  /** Pixels of the longer side; without it the drawing scales to its container. */
  size?: number;
  /** The board's accessible name. */
  title?: string;
  coordinates?: boolean;
  idPrefix?: string;
  /** false: no <style> inside the drawing (a Content-Security-Policy without 'unsafe-inline'); adopt boardStyleSheet() instead. */
  styles?: boolean;
  /** Gobstones: false leaves the stones out, for a page that paints them itself (over the element .bn-ground). */
  stones?: boolean;
  /** Chess: false leaves out the scene's arrows and rings. */
  shapes?: boolean;
}

/** A Gobstones board already parsed: what Board.toJSON() gives (plain data a worker can post). */
export interface GbbBoardData {
  format?: string;
  width: number;
  height: number;
  head: [number, number] | { x: number; y: number };
  cellData: Array<{ x: number; y: number; a?: number; n?: number; r?: number; v?: number }>;
}

export interface OpenOptions {
  /** Detected (detect()) when absent. */
  notation?: Notation;
  /** A hint for detection: its extension (.sgf, .pgn...). */
  fileName?: string;
  language?: Language;
  /** BDL: runs the description's explicit JavaScript (as Bdl.game takes it); without it none runs. */
  evaluator?: (code: string, info: { part: string; line: number; column: number }) => unknown;
}

export interface RenderOptions extends OpenOptions {
  /** 0-based index of the game (default 0). */
  game?: number;
  /** The line: a child index per fork met from the start (default: the main line). */
  variation?: number[];
  /** 0 is the start; N the position after N moves of the line. Default: the end of the line. */
  ply?: number;
  /** A node id instead of variation and ply. */
  node?: number;
  orientation?: Orientation;
  size?: number;
  title?: string;
  coordinates?: boolean;
  /** false: no <style> inside the drawing; see boardStyleSheet(). */
  styles?: boolean;
  /** false leaves out the arrows and rings of a PGN comment ([%cal]/[%csl]). */
  shapes?: boolean;
}

/** What renderSvg throws when there is nothing to draw. */
export interface RenderError extends Error {
  name: 'RenderError';
  code?: string;
  line?: number;
  column?: number;
  diagnostics: DocumentDiagnostic[];
}

/** The board of `text` at one point of one game, as an SVG string; throws a RenderError when there is nothing to draw. */
export declare function renderSvg(
  text: string | Uint8Array | GbbBoardData | { isBoard: true; toJSON(): GbbBoardData },
  options?: RenderOptions,
): string;
/** What renderPng and svgToPng add to the drawing's options. */
export interface ImageOptions {
  /** Pixels across (1 to 8192); the height follows. Default: `size`, else the drawing's own size (at most 1600). */
  width?: number;
  /** An opaque CSS colour under the board, e.g. '#ffffff'. PNG default: none (transparent); GIF: white. */
  background?: string;
}

export interface GifOptions extends Omit<RenderOptions, 'ply' | 'node'>, ImageOptions {
  /** Milliseconds each position shows, 0 to 655350 (default 1000). */
  delay?: number;
  /** [first, last]: the plies of the line drawn, both included (default: the whole line). */
  plies?: [number, number];
}

/**
 * The board of `text` as renderSvg draws it, painted by the package's own rasterizer: the bytes of
 * a PNG file. Rejects with a RenderError when there is nothing to draw or an option is bad.
 */
export declare function renderPng(
  text: string | Uint8Array | GbbBoardData | { isBoard: true; toJSON(): GbbBoardData },
  options?: RenderOptions & ImageOptions,
): Promise<Uint8Array>;
/** Every position of a line of a game (the main line, or `variation`'s) as a looping animated GIF. */
export declare function renderGif(
  text: string | Uint8Array | GbbBoardData | { isBoard: true; toJSON(): GbbBoardData },
  options?: GifOptions,
): Promise<Uint8Array>;
/** An SVG that this package drew (drawScene, renderSvg...) as a PNG; other SVG is not read. */
export declare function svgToPng(svg: string, options?: ImageOptions): Promise<Uint8Array>;
/** The text (or a Gobstones board already parsed) opened for viewing; never throws for bad input (ok: false and diagnostics). */
export declare function openDocument(
  text: string | Uint8Array | GbbBoardData | { isBoard: true; toJSON(): GbbBoardData },
  options?: OpenOptions,
): BoardDocument;
/**
 * The document of PGN games already read (Pgn.parse's games, or a batch a Pgn reader gave), as
 * openDocument gives for their text, without reading it again. `before`: the document games of
 * the batches before this one (untitled games' numbers and diagnostics' gameIndex count on).
 * Needs init({ notations: ['pgn'] }) in browsers.
 */
export declare function openPgnGames(
  games: Iterable<PgnGame>,
  options?: { language?: string; before?: number },
): BoardDocument;
/** Which notation a text or a file's bytes are (the file name is a hint). */
export declare function detect(input: string | Uint8Array | ArrayBuffer, fileName?: string): Detection;
/** Loads the wasm modules of `notations` (all when absent); in Node they also load on first use. */
export declare function init(options?: {
  notations?: Notation | Notation[];
  wasm?: (fileName: string) => WasmSource | PromiseLike<WasmSource>;
}): Promise<void>;

export declare function drawScene(scene: Scene, options?: DrawOptions): string;
export declare function drawChessBoard(
  scene: Omit<ChessScene, 'kind' | 'turn' | 'fen'> & Partial<Pick<ChessScene, 'kind' | 'turn' | 'fen'>>,
  options?: DrawOptions,
): string;
export declare function drawGoBoard(scene: Omit<GoScene, 'kind'> & { kind?: 'go' }, options?: DrawOptions): string;
export declare function drawGbbBoard(scene: Omit<GbbScene, 'kind'> & { kind?: 'gbb' }, options?: DrawOptions): string;
/** One chess piece as a standalone SVG (100 × 100 grid): named by options.title, else aria-hidden. */
export declare function drawPiece(
  piece: { type: 'p' | 'n' | 'b' | 'r' | 'q' | 'k'; color: 'w' | 'b' },
  options?: { size?: number; title?: string },
): string;
/** The text drawBdlBoard writes on each piece: the shortest start of its name no other name shares (at most 3 letters). */
export declare function bdlPieceLabels(names: string[]): Map<string, string>;
/** The style rules of every kind of board, for drawings made with { styles: false }. */
export declare function boardStyleSheet(): string;
/**
 * Text from the input made safe to show among other text: unchanged when it holds no bidirectional
 * control, else each line wrapped in FSI…PDI (U+2068…U+2069) with its controls balanced inside, so
 * that an override in it (U+202E) never reaches the text around it.
 */
export declare function isolateText(text: string): string;
export declare function drawBdlBoard(scene: Omit<BdlScene, 'kind'> & { kind?: 'bdl' }, options?: DrawOptions): string;
