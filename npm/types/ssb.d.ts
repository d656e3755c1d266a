// Types of boardnotation/ssb: ssb-chess (scuttlebutt chess) messages checked, games replayed,
// contents built.

import type { Diagnostic } from './diagnostic.js';

export interface SsbDiagnostic extends Diagnostic {
  /** JSON path of the field, e.g. "$[3].value.content.fen"; null when the problem has none. */
  path: string | null;
  /** Index of the message in the replay input (replay issues and message problems). */
  messageIndex?: number;
  /** The ply of the message the issue is about. */
  ply?: number;
  /** The message's arguments; the object has no prototype. */
  args: Record<string, string>;
}

export interface SsbValidateOptions {
  language?: string;
  /** A whole message must have value.sequence and value.timestamp (default true). */
  requireSequence?: boolean;
}

export interface SsbValidation {
  ok: boolean;
  /** A whole message, a bare content, or null when it is neither. */
  shape: 'message' | 'content' | null;
  /** content.type, when it is a string. */
  type: string | null;
  errors: SsbDiagnostic[];
  warnings: SsbDiagnostic[];
}

export interface SsbPly {
  ply: number;
  /** SAN of the move as replayed (the claimed pgnMove when !verified). */
  san: string;
  /** FEN after the move as replayed (the claimed fen when !verified). */
  fen: string;
  orig: string;
  dest: string;
  promotion: string;
  key: string;
  author: string;
  /** Index of the message in the input. */
  message: number;
  /** False for the first move after a gap and for an illegal move: the replay continued from the claimed fen. */
  verified: boolean;
}

export interface SsbChatLine {
  key: string;
  author: string;
  msg: string;
  message: number;
}

export interface SsbGame {
  /** No issue of error severity. */
  ok: boolean;
  gameId: string | null;
  white: string | null;
  black: string | null;
  /** invited | started | mate | resigned | draw | stalemate (or another status an end message gave). */
  status: string;
  /** PGN result: "1-0", "0-1", "1/2-1/2" or "*". */
  result: string;
  /** Feed id of the winner by the protocol's rule (mate: author of the end; resigned: the other player). */
  winner: string | null;
  startFen: string;
  /** The position now. */
  fen: string;
  /** The last ply played (0 before the first move). */
  ply: number;
  toMove: 'white' | 'black';
  /** The key a new message links as branch. */
  lastKey: string | null;
  plies: SsbPly[];
  /** SAN per ply (plies[i].san), ready for a PGN writer. */
  moves: string[];
  /** FEN after each ply. */
  fens: string[];
  chat: SsbChatLine[];
  rematchInvites: string[];
  /**
   * The game in PGN export format: White/Black = feed ids, Result = result, Date from the
   * invite's timestamp, GameId = gameId; the moves verified from the start (the movetext stops
   * before the first ply with verified: false, saying so in a comment). null when there is no game.
   */
  pgn: string | null;
  issues: SsbDiagnostic[];
}

export interface SsbInviteContent {
  type: 'chess_invite';
  inviting: string;
  myColor: 'white' | 'black';
  root?: string;
  branch?: string[];
}
export interface SsbAcceptContent {
  type: 'chess_invite_accept';
  root: string;
  branch: string;
}
export interface SsbMoveContent {
  type: 'chess_move';
  ply: number;
  root: string;
  orig: string;
  dest: string;
  pgnMove: string;
  fen: string;
  branch: string;
  promotion?: 'q' | 'r' | 'b' | 'n';
}
export interface SsbEndContent {
  type: 'chess_game_end';
  status: string;
  root: string;
  branch?: string;
  ply?: number;
  fen?: string;
  winner?: string;
  orig?: string;
  dest?: string;
  pgnMove?: string;
  promotion?: 'q' | 'r' | 'b' | 'n';
}
export interface SsbChatContent {
  type: 'chess_chat';
  root: string;
  msg: string;
}

/** A replayed game, or the fields of one a builder needs. */
export type SsbGameRef =
  | string
  | (Pick<SsbGame, 'gameId' | 'lastKey'> & Partial<Pick<SsbGame, 'fen' | 'toMove' | 'white' | 'black' | 'startFen'>>);

export interface SsbLanguageOption {
  language?: string;
}

export declare const Ssb: {
  validate(message: string | object, options?: SsbValidateOptions): SsbValidation;
  replay(messages: string | Array<object | string>, options?: SsbLanguageOption): SsbGame;
  invite(
    fields: { inviting: string; myColor: 'white' | 'black'; root?: string; branch?: string | string[] },
    options?: SsbLanguageOption,
  ): SsbInviteContent;
  accept(invite: string | { key: string }, options?: SsbLanguageOption): SsbAcceptContent;
  move(
    game: SsbGameRef,
    move: { orig: string; dest: string; promotion?: 'q' | 'r' | 'b' | 'n' },
    options?: SsbLanguageOption,
  ): SsbMoveContent | SsbEndContent;
  end(
    game: SsbGameRef,
    fields?: { status?: 'resigned' | 'mate' | 'draw' | 'stalemate' },
    options?: SsbLanguageOption,
  ): SsbEndContent;
  chat(game: SsbGameRef, msg: string, options?: SsbLanguageOption): SsbChatContent;
};

export declare class SsbError extends Error {
  code: string;
  diagnostics: SsbDiagnostic[];
}
