// BDL (Board Description Language) for the page: the description parsed and checked (errors and
// warnings at their line and column), its initial board drawn, the moves of a clicked piece shown
// and played (with the spawn choice when a piece reaches the end), turn and game over; converter:
// the syntax tree as JSON, the canonical BDL, the moves played and the legal moves.
//
// Explicit JavaScript in a description is never run unless the reader asks for it for this very
// text (a button, never the address: a link must not be able to run code in the reader's page).
import { Bdl, BdlError } from 'boardnotation';
import { bdlPieceLabels } from 'boardnotation/svg/init';
import { bdlBoardMessages, renderBdlBoard } from '../bdl-board-view.js';
import { askChoice } from '../choice-dialog.js';
import { compactJson } from '../compact-json.js';
import { t, tp } from '../i18n.js';
import { sameForTheModel } from './text-output.js';

// The one text whose JavaScript the reader allowed to run; editing the text asks again.
let trustedText = null;

const runExplicit = (code) => new Function(`return (${code});`)();

function problemsOf(diagnostics) {
  return diagnostics.map(({ code, severity, line, column, length, message }) => ({ code, severity, line, column, length, message, showCode: true }));
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
  const model = { text, tree, language, history: [], selected: null, cached: null, blocked: null, failure: null };
  startGame(model);
  return { ok: true, model, notes: problemsOf(warnings), notesTitle: tp('bdl.warnings', warnings.length) };
}

// A new game at the initial position, or why there is none (explicit code not allowed, or failing).
function newGame(model) {
  const options = { language: model.language };
  if (trustedText === model.text) options.evaluator = runExplicit;
  return Bdl.game(model.text, options);
}

function startGame(model) {
  try {
    model.cached = { ply: 0, game: newGame(model) };
    model.pieceNames = model.cached.game.pieceNames;
    model.labels = bdlPieceLabels(model.pieceNames);
    model.blocked = null;
    model.failure = null;
  } catch (error) {
    if (!(error instanceof BdlError)) throw error;
    if (error.code === 'bdl.needs_evaluator') model.blocked = error.diagnostics;
    else model.failure = error.diagnostics;
  }
}

// The game after `ply` moves of the history. Games cannot go back, so an earlier position is
// replayed from the start; one game is kept (the one last asked for) and the one it replaces freed.
function gameAt(model, ply) {
  if (model.cached?.ply === ply) return model.cached.game;
  let game;
  try {
    game = newGame(model);
    for (const move of model.history.slice(0, ply)) game.move(move.from, move.to, move.spawn);
  } catch (error) {
    game?.free();
    if (!(error instanceof BdlError)) throw error;
    model.failure = error.diagnostics;
    return null;
  }
  model.cached?.game.free();
  model.cached = { ply, game };
  return game;
}

// The moves played, for a link: "0.1-0.2,3.6-3.5=queen" (from x.y, to x.y, the spawn choice).
const MAX_MOVES_IN_LINK = 500;
const viewState = (model) => (model.history.length ? model.history.map((move) => `${move.from.x}.${move.from.y}-${move.to.x}.${move.to.y}${move.spawn ? `=${move.spawn}` : ''}`).join(',') : undefined);

// Replays a link's moves from the initial position, as far as they are legal.
function restoreView(model, text) {
  const game = model.cached?.ply === 0 ? model.cached.game : null;
  if (!game) return;
  for (const token of text.split(',').slice(0, MAX_MOVES_IN_LINK)) {
    const [, fx, fy, tx, ty, spawn] = /^(\d{1,4})\.(\d{1,4})-(\d{1,4})\.(\d{1,4})(?:=(\w{1,100}))?$/.exec(token) ?? [];
    if (!fx) return;
    try {
      model.history.push(game.move({ x: Number(fx), y: Number(fy) }, { x: Number(tx), y: Number(ty) }, spawn));
    } catch {
      return; // a move the game refuses (or a square off the board): the moves up to there are kept
    } finally {
      model.cached = { ply: model.history.length, game };
    }
  }
}

const squareText = (square) => t('bdl.square', square);

function moveText(move) {
  let text = t('bdl.moveText', { piece: move.piece, from: squareText(move.from), to: squareText(move.to) });
  if (move.captured) text += ` ${t('bdl.takes', { piece: move.captured })}`;
  if (move.spawn) text += ` ${t('bdl.becomes', { piece: move.spawn })}`;
  return text;
}

function plyLabel(model, ply) {
  if (ply === 0) return t('bdl.start', { total: model.history.length });
  return t('bdl.move', { ply, total: model.history.length, move: moveText(model.history[ply - 1]) });
}

function summarize(model, { ply }) {
  const size = t('bdl.size', { width: model.tree.rules.find((rule) => rule.rule === 'width')?.value, height: model.tree.rules.find((rule) => rule.rule === 'height')?.value });
  if (model.blocked) return `${size} · ${t('bdl.needsCode')}`;
  const game = model.failure ? null : gameAt(model, ply);
  if (!game) return `${size} · ${t('bdl.cannotPlay')}`;
  if (game.isOver()) return `${size} · ${t('bdl.over', { count: game.moveCount })}`;
  return `${size} · ${t('bdl.toMove', { player: game.turn })} · ${t('bdl.legalMoves', { count: game.moves().length })}`;
}

function sameSquare(a, b) {
  return Boolean(a && b) && a.x === b.x && a.y === b.y;
}

function render(container, model, view, actions) {
  container.replaceChildren();
  if (model.blocked) return renderBlocked(container, model, actions);
  const game = model.failure ? null : gameAt(model, view.ply);
  if (!game) return renderFailure(container, model);
  const board = game.board();
  const selected = model.selected?.ply === view.ply ? model.selected.square : null;
  const targets = selected && !game.isOver() ? game.moves(selected) : [];
  const last = view.ply > 0 ? model.history[view.ply - 1] : null;

  const play = (move) => {
    // Playing from an earlier position replaces the moves that followed it.
    const played = game.move(move.from, move.to, move.spawn);
    model.history.length = view.ply;
    model.history.push(played);
    model.cached = { ply: view.ply + 1, game };
    model.selected = null;
    actions.modelChanged({ ply: view.ply + 1 });
  };

  const onSquareClick = (square) => {
    const moves = targets.filter((move) => sameSquare(move.to, square));
    if (moves.length === 1) return play(moves[0]);
    if (moves.length > 1) {
      return askChoice(container, {
        title: t('bdl.spawnChoice', { piece: moves[0].piece }),
        choices: moves.map((move) => ({ value: move.spawn, label: move.spawn })),
        choose: (spawn) => play(moves.find((move) => move.spawn === spawn)),
        cancel: () => actions.modelChanged(),
      });
    }
    const piece = board[square.y][square.x];
    const mine = piece && piece.owner === game.turn && !sameSquare(square, selected);
    model.selected = mine ? { ply: view.ply, square } : null;
    actions.modelChanged();
    container.querySelector(`[data-square="${square.x},${square.y}"]`)?.focus();
  };

  renderBdlBoard(container, {
    width: game.width,
    height: game.height,
    board,
    labelOf: (name) => model.labels.get(name) ?? name.charAt(0).toLocaleUpperCase(),
    flipped: view.flipped,
    highlights: { selected, targets: targets.map((move) => move.to), lastMove: last ? { from: last.from, to: last.to } : null },
    onSquareClick,
    title: `${t('bdl.boardName')}: ${plyLabel(model, view.ply)}`,
  });
  container.append(legend(model), hint(game.isOver() ? t('bdl.overHint') : t('bdl.clickHint')));
}

function legend(model) {
  const list = document.createElement('ul');
  list.className = 'bdl-legend';
  list.setAttribute('aria-label', t('legend'));
  for (const name of model.pieceNames) {
    const item = document.createElement('li');
    const label = document.createElement('b');
    label.textContent = model.labels.get(name);
    item.append(label, ` ${name}`);
    list.append(item);
  }
  for (const owner of [0, 1]) {
    const item = document.createElement('li');
    const swatch = document.createElement('span');
    swatch.className = `bdl-swatch bdl-owner-${owner}`;
    item.append(swatch, ` ${t('bdl.player', { owner })}`);
    list.append(item);
  }
  return list;
}

function hint(text) {
  const paragraph = document.createElement('p');
  paragraph.className = 'hint';
  paragraph.textContent = text;
  return paragraph;
}

// The package tells a program to "pass an evaluator"; the reader is told where the code is (the
// button below the list is how this page runs it).
function wordsOf(diagnostic) {
  if (diagnostic.code !== 'bdl.needs_evaluator') return diagnostic.message;
  const part = String(diagnostic.args?.part ?? '').replace(/^bdl\.part\./, '');
  return t('bdl.explicit.place', { part, line: diagnostic.line, column: diagnostic.column });
}

function positionList(diagnostics) {
  const list = document.createElement('ul');
  list.className = 'bdl-code-list';
  for (const diagnostic of diagnostics) {
    const item = document.createElement('li');
    item.dataset.line = diagnostic.line;
    item.dataset.column = diagnostic.column;
    item.textContent = wordsOf(diagnostic);
    list.append(item);
  }
  return list;
}

// The description needs JavaScript to be played: say where, and let the reader choose to run it.
function renderBlocked(container, model, actions) {
  const box = document.createElement('div');
  box.className = 'bdl-explicit';
  const heading = document.createElement('p');
  heading.className = 'bdl-explicit-title';
  heading.textContent = tp('bdl.explicit.title', model.blocked.length);
  const why = document.createElement('p');
  why.textContent = t('bdl.explicit.why');
  const allow = document.createElement('button');
  allow.type = 'button';
  allow.className = 'button';
  allow.id = 'bdl-run-explicit';
  allow.textContent = t('bdl.explicit.allow');
  allow.addEventListener('click', () => {
    trustedText = model.text;
    startGame(model);
    actions.modelChanged({ ply: 0 });
  });
  box.append(heading, positionList(model.blocked), why, allow);
  container.append(box);
}

function renderFailure(container, model) {
  const box = document.createElement('div');
  box.className = 'bdl-explicit';
  const heading = document.createElement('p');
  heading.className = 'bdl-explicit-title';
  heading.textContent = t('bdl.cannotPlay');
  box.append(heading, positionList(model.failure));
  container.append(box);
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
  if (model.blocked) throw new Error(t('bdl.needsCode'));
  const game = gameAt(model, ply);
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
  plies: (model) => model.history.length,
  plyLabel,
  flippable: true,
  viewState,
  restoreView,
  outputs: [
    { id: 'json', label: 'bdl.output.json', fileName: 'description.json', mediaType: 'application/json',
      controls: [{ id: 'positions', label: 'bdl.output.positions', type: 'checkbox', default: true }],
      key: sameForTheModel, produce: (model, { positions }) => compactJson(positions ? model.tree : withoutPositions(model.tree)) },
    { id: 'bdl', label: 'bdl.output.bdl', fileName: 'description.bdl', mediaType: 'text/plain', controls: [],
      key: sameForTheModel, produce: (model) => Bdl.format(model.tree) },
    { id: 'moves', label: 'bdl.output.moves', fileName: 'moves.txt', mediaType: 'text/plain', controls: [],
      produce: (model) => model.history.map((move, index) => `${index + 1}. ${moveText(move)}`).join('\n') || t('bdl.output.noMoves') },
    { id: 'legal', label: 'bdl.output.legal', fileName: 'legal-moves.txt', mediaType: 'text/plain', controls: [],
      produce: (model, settings, view) => legalMoves(model, view.ply ?? 0) },
  ],
  messages: {
    en: {
      ...bdlBoardMessages.en,
      'bdl.name': 'BDL (board games)',
      'bdl.inputLabel': 'BDL description of a board game',
      'bdl.warnings.one': 'A warning: the game can be played',
      'bdl.warnings.other': '{count} warnings: the game can be played',
      'bdl.size': '{width} × {height} board',
      'bdl.toMove': 'player {player} to move', 'bdl.legalMoves': '{count} legal moves',
      'bdl.over': 'game over after {count} moves',
      'bdl.needsCode': 'playing it needs its JavaScript',
      'bdl.cannotPlay': 'The game cannot be played',
      'bdl.square': '({x}, {y})',
      'bdl.moveText': '{piece} {from} → {to}', 'bdl.takes': 'takes {piece}', 'bdl.becomes': 'becomes {piece}',
      'bdl.start': 'Initial position ({total} moves played)',
      'bdl.move': 'Move {ply} of {total}: {move}',
      'bdl.spawnChoice': 'The {piece} becomes',
      'bdl.boardName': 'BDL board',
      'bdl.player': 'player {owner}',
      'bdl.clickHint': 'Click a piece of the player to move to see its moves, then a highlighted square to play one. Squares are (x, y) from the bottom left.',
      'bdl.overHint': 'The finish rules hold: the game is over. Step back to play another line.',
      'bdl.explicit.title.one': 'This description has JavaScript in one place that the game needs:',
      'bdl.explicit.title.other': 'This description has JavaScript in {count} places that the game needs:',
      'bdl.explicit.place': '{part}, at line {line}, column {column}',
      'bdl.explicit.why': 'The page never runs code from a text unless you ask: it could read or change anything this page can. Run it only if you trust where the text comes from.',
      'bdl.explicit.allow': 'Run its JavaScript and play',
      'bdl.output.json': 'JSON (syntax tree)', 'bdl.output.positions': 'Source positions',
      'bdl.output.bdl': 'Formatted BDL',
      'bdl.output.moves': 'Moves played', 'bdl.output.noMoves': 'No moves played yet: click a piece, then a highlighted square.',
      'bdl.output.legal': 'Legal moves', 'bdl.output.noLegal': 'No legal moves.',
      'bdl.example.chess': 'Chess (chess.bdl of the original compiler)',
      'bdl.example.pawngame': 'A pawn game on 4 × 4',
      'bdl.example.damas': 'Chinese checkers, adapted (explicit JavaScript)',
      'bdl.example.undefinedPieces': 'Error: pieces used but never defined',
    },
    es: {
      ...bdlBoardMessages.es,
      'bdl.name': 'BDL (juegos de tablero)',
      'bdl.inputLabel': 'Descripción BDL de un juego de tablero',
      'bdl.warnings.one': 'Un aviso: el juego se puede jugar',
      'bdl.warnings.other': '{count} avisos: el juego se puede jugar',
      'bdl.size': 'Tablero de {width} × {height}',
      'bdl.toMove': 'juega el jugador {player}', 'bdl.legalMoves': '{count} jugadas legales',
      'bdl.over': 'partida terminada tras {count} jugadas',
      'bdl.needsCode': 'para jugarlo hace falta su JavaScript',
      'bdl.cannotPlay': 'El juego no se puede jugar',
      'bdl.square': '({x}, {y})',
      'bdl.moveText': '{piece} {from} → {to}', 'bdl.takes': 'captura {piece}', 'bdl.becomes': 'se convierte en {piece}',
      'bdl.start': 'Posición inicial ({total} jugadas hechas)',
      'bdl.move': 'Jugada {ply} de {total}: {move}',
      'bdl.spawnChoice': 'La pieza {piece} se convierte en',
      'bdl.boardName': 'Tablero BDL',
      'bdl.player': 'jugador {owner}',
      'bdl.clickHint': 'Haz clic en una pieza del jugador al que le toca para ver sus jugadas y luego en una casilla resaltada para jugar. Las casillas son (x, y) desde abajo a la izquierda.',
      'bdl.overHint': 'Se cumplen las reglas de fin: la partida terminó. Vuelve atrás para jugar otra línea.',
      'bdl.explicit.title.one': 'Esta descripción tiene JavaScript en un lugar que el juego necesita:',
      'bdl.explicit.title.other': 'Esta descripción tiene JavaScript en {count} lugares que el juego necesita:',
      'bdl.explicit.place': '{part}, en la línea {line}, columna {column}',
      'bdl.explicit.why': 'La página nunca ejecuta código de un texto si no se lo pides: podría leer o cambiar todo lo que esta página puede. Ejecútalo solo si confías en el origen del texto.',
      'bdl.explicit.allow': 'Ejecutar su JavaScript y jugar',
      'bdl.output.json': 'JSON (árbol sintáctico)', 'bdl.output.positions': 'Posiciones en el texto',
      'bdl.output.bdl': 'BDL con formato',
      'bdl.output.moves': 'Jugadas hechas', 'bdl.output.noMoves': 'Todavía no hay jugadas: haz clic en una pieza y luego en una casilla resaltada.',
      'bdl.output.legal': 'Jugadas legales', 'bdl.output.noLegal': 'No hay jugadas legales.',
      'bdl.example.chess': 'Ajedrez (chess.bdl del compilador original)',
      'bdl.example.pawngame': 'Un juego de peones en 4 × 4',
      'bdl.example.damas': 'Damas chinas, adaptadas (JavaScript explícito)',
      'bdl.example.undefinedPieces': 'Error: piezas usadas pero nunca definidas',
    },
  },
};
