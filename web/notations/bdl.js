// BDL (Board Description Language) for the page: the description parsed and checked (errors and
// warnings at their line and column), and shown in the package's <board-viewer>, which plays it
// (a piece clicked or picked with the keys, its targets, the spawn choice, the turn, game over)
// and asks before running a description's JavaScript. The page keeps the moves of the line shown
// (the viewer's playedMoves) for the summary, the converter (the moves played, the legal moves)
// and the address (v=), and gives a link's moves back to the viewer's playMoves(). Converter:
// the syntax tree as JSON, the canonical BDL, the moves played and the legal moves.
//
// Explicit JavaScript runs only once the reader allows it in the viewer, for that very text
// (never from the address: a link must not be able to run code in the reader's page); the page's
// own game (summary, legal moves) runs it only then too.
import { Bdl, BdlError } from 'boardnotation';
import { compactJson } from '../compact-json.js';
import { t, tp } from '../i18n.js';
import { showInViewer } from '../viewer-host.js';
import { sameForTheModel } from './text-output.js';

const runExplicit = (code) => new Function(`return (${code});`)();

function problemsOf(diagnostics) {
  return diagnostics.map(({ code, severity, line, column, length, message }) => ({
    code,
    severity,
    line,
    column,
    length,
    message,
    showCode: true,
  }));
}

function parse(text, { language }) {
  let tree;
  try {
    tree = Bdl.parse(text, { language });
  } catch (error) {
    if (error instanceof BdlError) return { ok: false, name: 'BdlError', problems: problemsOf(error.diagnostics) };
    throw error;
  }
  const { errors, warnings } = Bdl.check(text, { language });
  if (errors.length > 0) return { ok: false, name: 'BdlError', problems: problemsOf([...errors, ...warnings]) };
  // moves: the moves of the line the viewer shows ({ from, to, spawn?, piece, captured? });
  // allowed: the viewer runs the text's JavaScript (the reader said yes there).
  const model = { text, tree, language, moves: [], allowed: false, cached: null };
  return { ok: true, model, notes: problemsOf(warnings), notesTitle: tp('bdl.warnings', warnings.length) };
}

// The page's own game after `ply` moves, for the summary and the legal moves: { game } or
// { blocked } (its JavaScript not allowed) or { failure }. One is kept, the one last asked for.
function gameAt(model, ply) {
  const key = `${model.allowed} ${viewState({ moves: model.moves.slice(0, ply) }) ?? ''}`;
  if (model.cached?.key === key) return model.cached;
  let game;
  let result;
  try {
    game = Bdl.game(model.text, { language: model.language, ...(model.allowed ? { evaluator: runExplicit } : {}) });
    for (const move of model.moves.slice(0, ply)) game.move(move.from, move.to, move.spawn);
    result = { key, game };
  } catch (error) {
    game?.free();
    if (!(error instanceof BdlError)) throw error;
    result = error.code === 'bdl.needs_evaluator' ? { key, blocked: true } : { key, failure: true };
  }
  model.cached?.game?.free();
  model.cached = result;
  return result;
}

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

function summarize(model, { ply }) {
  const size = t('bdl.size', {
    width: model.tree.rules.find((rule) => rule.rule === 'width')?.value,
    height: model.tree.rules.find((rule) => rule.rule === 'height')?.value,
  });
  const { game, blocked } = gameAt(model, ply);
  if (blocked) return `${size} · ${t('bdl.needsCode')}`;
  if (!game) return `${size} · ${t('bdl.cannotPlay')}`;
  if (game.isOver()) return `${size} · ${t('bdl.over', { count: game.moveCount })}`;
  return `${size} · ${t('bdl.toMove', { player: game.turn })} · ${t('bdl.legalMoves', { count: game.moves().length })}`;
}

// The description in <board-viewer>, which plays it; the page follows the node it shows and keeps
// the moves of its line.
function render(container, model, view, actions) {
  return showInViewer(container, {
    model,
    text: view.text,
    notation: 'bdl',
    language: view.language,
    flipped: view.flipped,
    restore(viewer) {
      viewer.playMoves(model.moves);
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

// The tree without its source positions (`at`), for a JSON that only says what the text says.
function withoutPositions(value) {
  if (Array.isArray(value)) return value.map(withoutPositions);
  if (value === null || typeof value !== 'object') return value;
  const copy = {};
  for (const [name, member] of Object.entries(value)) if (name !== 'at') copy[name] = withoutPositions(member);
  return copy;
}

function legalMoves(model, ply) {
  const { game, blocked } = gameAt(model, ply);
  if (blocked) throw new Error(t('bdl.needsCode'));
  if (!game) throw new Error(t('bdl.cannotPlay'));
  if (game.isOver()) return t('bdl.output.noLegal');
  return game.moves().map(moveText).join('\n') || t('bdl.output.noLegal');
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
  parse,
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
      produce: (model, { positions }) => compactJson(positions ? model.tree : withoutPositions(model.tree)),
    },
    {
      id: 'bdl',
      label: 'bdl.output.bdl',
      fileName: 'description.bdl',
      mediaType: 'text/plain',
      controls: [],
      key: sameForTheModel,
      produce: (model) => Bdl.format(model.tree),
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
