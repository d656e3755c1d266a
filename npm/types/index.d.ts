// Types of boardnotation: every notation's API (one subpath per notation) and the languages of
// the error messages.
export * from './gbb';
export * from './chess';
export * from './hen';
export * from './sgf';
export * from './ssb';
export * from './bdl';
export * from './pgn';
// Names two entries export: the root keeps GBB's Color, PGN's Square and the Go stones of hen.
export { Color } from './gbb';
export { Square } from './pgn';
export { WHITE, BLACK } from './hen';

/** Languages the error messages are available in. */
export declare const languages: readonly string[];
