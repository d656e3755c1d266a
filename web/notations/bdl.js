// BDL (Board Description Language) for the page: the description read and checked in the worker
// (notations/bdl-task.js: errors and warnings at their line and column), and shown in the
// package's <board-viewer> as the document the worker opened, which the viewer plays through the
// worker too (a piece clicked or picked with the keys, its targets, the spawn choice, the turn,
// game over): the moves of a description can cost seconds, and they never cost the page's thread.
// The page keeps the moves of the line shown (the viewer's playedMoves) for the summary, the
// converter (the moves played, the legal moves) and the address (v=), and gives a link's moves
// back to the viewer's playMoves(). Converter: the syntax tree as JSON, the canonical BDL, the
// moves played and the legal moves.
//
// Explicit JavaScript runs only once the reader allows it in the viewer, for that very text
// (never from the address: a link must not be able to run code in the reader's page), and then in
// the worker, which sees neither the page nor its document; the page's own questions (summary,
// legal moves) run it only then too.
import { t, tp } from '../i18n.js';
import { openedDocument } from '../opened-document.js';
import { showInViewer } from '../viewer-host.js';
import { sameForTheModel } from './text-output.js';

// The viewer's game, played by the worker: `allowed` says whether the description's code runs.
function playerOf(session, allowed) {
  return {
    state: (line) => session.call('state', allowed, line),
    moves: (line, from) => session.call('moves', allowed, line, from),
    play: (line, move) => session.call('play', allowed, line, move),
  };
}

function documentOf(data, session, allowed) {
  const explicit = data.games[0]?.explicitCode?.length > 0;
  return openedDocument(data, (gameIndex, ids) => session.call('scenes', allowed, gameIndex, ids), {
    player: playerOf(session, allowed),
    // The same description with its code run: asked by the viewer once the reader allowed it.
    ...(explicit && !allowed
      ? { withExplicitCode: () => session.call('allowCode').then((opened) => documentOf(opened, session, true)) }
      : {}),
  });
}

function fromWorker(result, session) {
  if (!result.ok) return result;
  const { document, width, height } = result.model;
  // moves: the moves of the line the viewer shows ({ from, to, spawn?, piece, captured? });
  // allowed: the viewer runs the text's JavaScript (the reader said yes there).
  const model = { session, document: documentOf(document, session, false), width, height, moves: [], allowed: false };
  return { ...result, model, notesTitle: tp('bdl.warnings', result.notes.length) };
}

// The moves played up to `ply`, as the worker takes a line.
const lineTo = (model, ply) =>
  model.moves.slice(0, ply).map(({ from, to, spawn }) => ({ from, to, ...(spawn ? { spawn } : {}) }));

// The moves played, for a link: "0.1-0.2,3.6-3.5=queen" (from x.y, to x.y, the spawn choice).
const MAX_MOVES_IN_LINK = 500;
function viewState(model) {
  if (!model.moves.length) return undefined;
  return model.moves
    .map((move) => `${move.from.x}.${move.from.y}-${move.to.x}.${move.to.y}${move.spawn ? `=${move.spawn}` : ''}`)
    .join(',');
}

// A link's moves, read as far as they are written right; the viewer plays them as far as they are
// legal (a link may be edited by hand) and the page keeps the ones it played.
function restoreView(model, text) {
  for (const token of text.split(',').slice(0, MAX_MOVES_IN_LINK)) {
    const [, fx, fy, tx, ty, spawn] = /^(\d{1,4})\.(\d{1,4})-(\d{1,4})\.(\d{1,4})(?:=(\w{1,100}))?$/.exec(token) ?? [];
    if (!fx) return;
    model.moves.push({
      from: { x: Number(fx), y: Number(fy) },
      to: { x: Number(tx), y: Number(ty) },
      ...(spawn ? { spawn } : {}),
    });
  }
}

const squareText = (square) => t('bdl.square', square);

function moveText(move) {
  let text = t('bdl.moveText', { piece: move.piece, from: squareText(move.from), to: squareText(move.to) });
  if (move.captured) text += ` ${t('bdl.takes', { piece: move.captured })}`;
  if (move.spawn) text += ` ${t('bdl.becomes', { piece: move.spawn })}`;
  return text;
}

async function summarize(model, { ply }) {
  const size = t('bdl.size', { width: model.width, height: model.height });
  const facts = await model.session.call('summary', model.allowed, lineTo(model, ply));
  if (facts.blocked) return `${size} · ${t('bdl.needsCode')}`;
  if (facts.failure !== undefined) return `${size} · ${t('bdl.cannotPlay')}`;
  if (facts.over) return `${size} · ${t('bdl.over', { count: facts.moveCount })}`;
  return `${size} · ${t('bdl.toMove', { player: facts.turn })} · ${t('bdl.legalMoves', { count: facts.legal })}`;
}

// The description in <board-viewer>, which plays it; the page follows the node it shows and keeps
// the moves of its line.
function render(container, model, view, actions) {
  return showInViewer(container, {
    model,
    document: model.document,
    notation: 'bdl',
    language: view.language,
    flipped: view.flipped,
    async restore(viewer) {
      await viewer.playMoves(model.moves);
      viewer.goTo(view.ply);
    },
    onNode(viewer, node) {
      model.moves = viewer.playedMoves.map(({ from, to, spawn, piece, captured }) => ({
        from,
        to,
        ...(spawn ? { spawn } : {}),
        piece,
        ...(captured ? { captured } : {}),
      }));
      model.allowed = viewer.explicitCodeAllowed;
      actions.shown({ ply: node.ply, flipped: viewer.orientation === 'black' });
    },
  });
}

async function legalMoves(model, ply) {
  const { moves, blocked } = await model.session.call('legal', model.allowed, lineTo(model, ply));
  if (blocked) throw new Error(t('bdl.needsCode'));
  if (!moves) throw new Error(t('bdl.cannotPlay'));
  return moves.map(moveText).join('\n') || t('bdl.output.noLegal');
}

export const bdlNotation = {
  id: 'bdl',
  name: 'bdl.name',
  inputLabel: 'bdl.inputLabel',
  fileAccept: '.bdl,text/plain',
  examples: [
    { id: 'chess', title: 'bdl.example.chess', url: 'examples/chess.bdl' },
    { id: 'pawngame', title: 'bdl.example.pawngame', url: 'examples/pawngame.bdl' },
    { id: 'damas', title: 'bdl.example.damas', url: 'examples/damas-chinas.bdl' },
    { id: 'undefined-pieces', title: 'bdl.example.undefinedPieces', url: 'examples/undefined-pieces.bdl' },
  ],
  // Always in the worker: a description of a few hundred bytes can take seconds to play.
  worker: { task: './notations/bdl-task.js', minLength: 0 },
  fromWorker,
  summarize,
  render,
  plies: (model) => model.moves.length,
  viewer: true,
  opensAt: 'end', // a link's moves are shown played
  flippable: true,
  viewState,
  restoreView,
  outputs: [
    {
      id: 'json',
      label: 'bdl.output.json',
      fileName: 'description.json',
      mediaType: 'application/json',
      controls: [{ id: 'positions', label: 'bdl.output.positions', type: 'checkbox', default: true }],
      key: sameForTheModel,
      produce: (model, settings) => model.session.call('produce', 'json', settings),
    },
    {
      id: 'bdl',
      label: 'bdl.output.bdl',
      fileName: 'description.bdl',
      mediaType: 'text/plain',
      controls: [],
      key: sameForTheModel,
      produce: (model) => model.session.call('produce', 'bdl', {}),
    },
    {
      id: 'moves',
      label: 'bdl.output.moves',
      fileName: 'moves.txt',
      mediaType: 'text/plain',
      controls: [],
      key: (model) => `${viewState(model) ?? ''}`,
      produce: (model) =>
        model.moves.map((move, index) => `${index + 1}. ${moveText(move)}`).join('\n') || t('bdl.output.noMoves'),
    },
    {
      id: 'legal',
      label: 'bdl.output.legal',
      fileName: 'legal-moves.txt',
      mediaType: 'text/plain',
      controls: [],
      key: (model, settings, view) =>
        `${model.allowed} ${viewState({ moves: model.moves.slice(0, view.ply ?? 0) }) ?? ''}`,
      produce: (model, settings, view) => legalMoves(model, view.ply ?? 0),
    },
  ],
  messages: {
    en: {
      'bdl.name': 'BDL (board games)',
      'bdl.inputLabel': 'BDL description of a board game',
      'bdl.warnings.one': 'A warning: the game can be played',
      'bdl.warnings.other': '{count} warnings: the game can be played',
      'bdl.size': '{width} × {height} board',
      'bdl.toMove': 'player {player} to move',
      'bdl.legalMoves': '{count} legal moves',
      'bdl.over': 'game over after {count} moves',
      'bdl.needsCode': 'playing it needs its JavaScript',
      'bdl.cannotPlay': 'The game cannot be played',
      'bdl.square': '({x}, {y})',
      'bdl.moveText': '{piece} {from} → {to}',
      'bdl.takes': 'takes {piece}',
      'bdl.becomes': 'becomes {piece}',
      'bdl.output.json': 'JSON (syntax tree)',
      'bdl.output.positions': 'Source positions',
      'bdl.output.bdl': 'Formatted BDL',
      'bdl.output.moves': 'Moves played',
      'bdl.output.noMoves': 'No moves played yet: click a piece, then a highlighted square.',
      'bdl.output.legal': 'Legal moves',
      'bdl.output.noLegal': 'No legal moves.',
      'bdl.example.chess': 'Chess (chess.bdl of the original compiler)',
      'bdl.example.pawngame': 'A pawn game on 4 × 4',
      'bdl.example.damas': 'Chinese checkers, adapted (explicit JavaScript)',
      'bdl.example.undefinedPieces': 'Error: pieces used but never defined',
    },
    es: {
      'bdl.name': 'BDL (juegos de tablero)',
      'bdl.inputLabel': 'Descripción BDL de un juego de tablero',
      'bdl.warnings.one': 'Un aviso: el juego se puede jugar',
      'bdl.warnings.other': '{count} avisos: el juego se puede jugar',
      'bdl.size': 'Tablero de {width} × {height}',
      'bdl.toMove': 'juega el jugador {player}',
      'bdl.legalMoves': '{count} jugadas legales',
      'bdl.over': 'partida terminada tras {count} jugadas',
      'bdl.needsCode': 'para jugarlo hace falta su JavaScript',
      'bdl.cannotPlay': 'El juego no se puede jugar',
      'bdl.square': '({x}, {y})',
      'bdl.moveText': '{piece} {from} → {to}',
      'bdl.takes': 'captura {piece}',
      'bdl.becomes': 'se convierte en {piece}',
      'bdl.output.json': 'JSON (árbol sintáctico)',
      'bdl.output.positions': 'Posiciones en el texto',
      'bdl.output.bdl': 'BDL con formato',
      'bdl.output.moves': 'Jugadas hechas',
      'bdl.output.noMoves': 'Todavía no hay jugadas: haz clic en una pieza y luego en una casilla resaltada.',
      'bdl.output.legal': 'Jugadas legales',
      'bdl.output.noLegal': 'No hay jugadas legales.',
      'bdl.example.chess': 'Ajedrez (chess.bdl del compilador original)',
      'bdl.example.pawngame': 'Un juego de peones en 4 × 4',
      'bdl.example.damas': 'Damas chinas, adaptadas (JavaScript explícito)',
      'bdl.example.undefinedPieces': 'Error: piezas usadas pero nunca definidas',
    },
  },
};
