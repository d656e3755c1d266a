// ssb-chess (the scuttlebutt chess protocol): Ssb.validate checks one message or content,
// Ssb.replay rebuilds a game from its messages in any order and reports every
// inconsistency, and the builders write the contents a client posts. The checks run in
// the core (src/ssb, src/json); this wrapper only moves text and plain values.
import { createPlacement } from '../chess/placement.js';
import { withUtf8 } from '../wasm-io.js';
import { shapeDiagnostic } from './diagnostics.js';
import { SsbError, ssbError } from './errors.js';
import { jsonText, messagesText, stringField } from './marshal.js';

// A game as Ssb.replay returns it, or the fields a builder needs from one.
function gameFields(game, what) {
  if (typeof game === 'string') return { root: game, branch: game };
  if (game === null || typeof game !== 'object') throw new TypeError(`${what} expects a replayed game or a game id`);
  const root = stringField(game.gameId ?? game.root, `${what}: gameId`);
  return { root, branch: stringField(game.lastKey ?? game.branch, `${what}: lastKey`) || root };
}

export function createSsb(wasm, languages) {
  const call = (text, fn) => withUtf8(wasm, text, fn);

  function content(result) {
    const diagnostics = result.diagnostics.map(shapeDiagnostic);
    if (!result.ok) throw ssbError(diagnostics);
    return JSON.parse(result.content);
  }

  const Ssb = {
    // { ok, shape: 'message' | 'content' | null, type, errors, warnings } for a whole message
    // ({ key, value: { author, sequence, timestamp, content } }) or a bare content ({ type, ... }).
    validate(message, options) {
      const language = languages.pick(options);
      const requireSequence = options?.requireSequence ?? true;
      const text = jsonText(message, 'Ssb.validate');
      const r = call(text, (address, length) => wasm.ssbValidate(address, length, Boolean(requireSequence), language));
      const diagnostics = r.diagnostics.map(shapeDiagnostic);
      return {
        ok: r.ok,
        shape: r.shape || null,
        type: r.type || null,
        errors: diagnostics.filter((d) => d.severity === 'error'),
        warnings: diagnostics.filter((d) => d.severity === 'warning'),
      };
    },

    // The game the messages tell, replayed move by move with the chess engine; see docs/ssb.md.
    replay(messages, options) {
      const language = languages.pick(options);
      const text = messagesText(messages);
      const r = call(text, (address, length) => wasm.ssbReplay(address, length, language));
      const plies = r.plies;
      const lastFen = r.fen;
      return {
        ok: r.ok,
        gameId: r.gameId || null,
        white: r.white || null,
        black: r.black || null,
        status: r.status,
        result: r.result,
        winner: r.winner || null,
        startFen: r.startFen,
        fen: lastFen,
        ply: plies.length === 0 ? 0 : plies[plies.length - 1].ply,
        toMove: lastFen.split(' ')[1] === 'b' ? 'black' : 'white',
        lastKey: r.lastKey || null,
        plies,
        moves: plies.map((p) => p.san),
        fens: plies.map((p) => p.fen),
        chat: r.chat,
        rematchInvites: r.rematchInvites,
        pgn: r.pgn || null,
        issues: r.issues.map(shapeDiagnostic),
      };
    },

    invite({ inviting, myColor, root, branch } = {}, options) {
      const language = languages.pick(options);
      const list = branch === undefined || branch === null ? [] : Array.isArray(branch) ? branch : [branch];
      list.forEach((id, i) => stringField(id, `Ssb.invite: branch[${i}]`));
      return content(
        wasm.ssbInvite(
          stringField(inviting, 'Ssb.invite: inviting'),
          stringField(myColor, 'Ssb.invite: myColor'),
          stringField(root, 'Ssb.invite: root'),
          list,
          language,
        ),
      );
    },

    // The accept of an invitation: its key, or the invite message itself.
    accept(invite, options) {
      const language = languages.pick(options);
      const key = typeof invite === 'string' ? invite : stringField(invite?.key, 'Ssb.accept: key');
      return content(wasm.ssbAccept(key, language));
    },

    // The next move of a replayed game: right ply, pgnMove, fen and branch; a mating or
    // stalemating move becomes the chess_game_end real clients post.
    move(game, { orig, dest, promotion } = {}, options) {
      const language = languages.pick(options);
      const { root, branch } = gameFields(game, 'Ssb.move');
      const fen = stringField(game.fen, 'Ssb.move: fen') || game.startFen;
      const mover = game.toMove === 'black' ? game.black : game.white;
      return content(
        wasm.ssbMove(
          root,
          branch,
          stringField(fen, 'Ssb.move: fen'),
          stringField(orig, 'Ssb.move: orig'),
          stringField(dest, 'Ssb.move: dest'),
          stringField(promotion, 'Ssb.move: promotion'),
          mover ?? '',
          language,
        ),
      );
    },

    end(game, { status = 'resigned' } = {}, options) {
      const language = languages.pick(options);
      const { root, branch } = gameFields(game, 'Ssb.end');
      return content(wasm.ssbEnd(root, branch, stringField(status, 'Ssb.end: status'), language));
    },

    chat(game, msg, options) {
      const language = languages.pick(options);
      const { root } = gameFields(game, 'Ssb.chat');
      return content(wasm.ssbChat(root, stringField(msg, 'Ssb.chat: msg'), language));
    },
  };

  // The board a viewer draws of a replayed FEN, read by the engine (chess/placement.js). For
  // documents (npm/src/document/ssb.js); not exported (exports.json).
  return { Ssb, SsbError, placementOfFen: createPlacement(wasm) };
}
