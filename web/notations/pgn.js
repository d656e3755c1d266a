// PGN for the page: a game or a whole database (read in a worker past 200,000 characters), a game
// picked from it, stepped through on the shared chess board; the move list with comments, NAGs and
// variations, where a click on any move (also inside a variation) shows it and makes its line the
// one the step bar walks; problems of any game at their line and column. Converter: FEN per ply of
// the line shown, the game as JSON, clean export PGN (the game or the whole database).
import { Chess, Fen, Pgn } from 'boardnotation';
import { chessBoardMessages, renderChessBoard } from '../chess-board-view.js';
import { compactJson } from '../compact-json.js';
import { language, t, tp } from '../i18n.js';
import { parse as readPgn } from './pgn-task.js';
import { branchesOf, lineOf, readLine, writeLine } from './pgn-line.js';

// The six suffix annotations have NAGs 1-6; other NAGs are shown as $n.
const NAG_GLYPHS = { 1: '!', 2: '?', 3: '!!', 4: '??', 5: '!?', 6: '?!' };

// Both paths (here and from the worker) end here: words that need the page's language are added.
function finish(result) {
  if (!result.ok) {
    return result.problems.length ? result : { ...result, problems: [{ message: t('pgn.noGame') }] };
  }
  const model = { games: result.model.games, gameIndex: 0, line: null, selectedLine: null };
  selectGame(model, 0);
  const loud = result.notes.filter((note) => !note.quiet);
  const errors = loud.filter((note) => note.severity === 'error').length;
  const notesTitle = errors > 0 ? tp('pgn.errors', errors) : tp('pgn.warnings', loud.length);
  return { ...result, model, notesTitle };
}

function parse(text, { language }) {
  return finish(readPgn({ Pgn }, text, { language }));
}

// The line the step bar walks: the main line, or (after a click into a variation) the moves that
// lead to that variation followed by the variation.
function selectGame(model, index) {
  model.gameIndex = index;
  model.line = model.games[index].moves;
  model.inVariation = false;
}

const gameOf = (model) => model.games[model.gameIndex];
const fenAt = (model, ply) => (ply === 0 ? gameOf(model).startFen : model.line[ply - 1].fen);

function sanWithNumber(move, always) {
  if (move.color === 'w') return `${move.moveNumber}. ${move.san}`;
  return always ? `${move.moveNumber}... ${move.san}` : move.san;
}

const nagText = (nags) => nags.map((nag) => NAG_GLYPHS[nag] ?? ` $${nag}`).join('');

function plyLabel(model, ply) {
  if (ply === 0) return t('pgn.start', { total: model.line.length });
  const move = model.line[ply - 1];
  const where = model.inVariation ? ` ${t('pgn.inVariation')}` : '';
  return t('pgn.move', { ply, total: model.line.length, san: `${sanWithNumber(move, true)}${nagText(move.nags)}` }) + where;
}

function gameTitle(game, index) {
  const white = game.headers.White ?? '?';
  const black = game.headers.Black ?? '?';
  return `${index + 1}. ${white} – ${black} (${game.headers.Result ?? game.result ?? '*'})${game.ok ? '' : ` ${t('pgn.hasError')}`}`;
}

function summarize(model, { ply }) {
  const game = gameOf(model);
  const parts = [];
  if (model.games.length > 1) parts.push(t('pgn.gameOf', { index: model.gameIndex + 1, total: model.games.length }));
  const event = [game.headers.Event, game.headers.Date].filter((value) => value && value !== '?' && value !== '????.??.??').join(', ');
  parts.push(`${game.headers.White ?? '?'} – ${game.headers.Black ?? '?'}${event ? ` (${event})` : ''}`);
  parts.push(t('pgn.result', { result: game.result ?? game.headers.Result ?? '*' }));
  try {
    const position = new Chess(fenAt(model, ply));
    if (position.isCheckmate()) parts.push(t('pgn.checkmate'));
    else if (position.inCheck()) parts.push(t('pgn.inCheck'));
  } catch {
    // A position the engine refuses is still drawn; it just has no status.
  }
  return parts.join(' · ');
}

function checkSquare(fen) {
  try {
    const position = new Chess(fen);
    if (!position.inCheck()) return null;
    for (const row of position.board()) for (const square of row) if (square?.type === 'k' && square.color === position.turn()) return square.square;
  } catch {
    // no check mark for a position the engine refuses
  }
  return null;
}

function render(container, model, view, actions) {
  const game = gameOf(model);
  const last = view.ply > 0 ? model.line[view.ply - 1] : null;
  container.replaceChildren();
  if (model.games.length > 1) container.append(gamePicker(model, actions));
  renderChessBoard(container, {
    board: Fen.parse(fenAt(model, view.ply)).board,
    flipped: view.flipped,
    highlights: { lastMove: last ? { from: last.from, to: last.to } : null, check: checkSquare(fenAt(model, view.ply)) },
    title: `${t('pgn.boardName')}: ${plyLabel(model, view.ply)}`,
  });
  const comments = last ? [...last.commentsBefore, ...last.comments] : game.comments;
  const tools = document.createElement('div');
  tools.className = 'view-tools';
  for (const comment of comments) {
    if (!comment.text) continue;
    const note = document.createElement('p');
    note.className = 'move-comment';
    note.textContent = comment.text;
    tools.append(note);
  }
  if (model.inVariation) {
    const back = document.createElement('button');
    back.type = 'button';
    back.className = 'button button-small';
    back.id = 'pgn-main-line';
    back.textContent = t('pgn.backToMain');
    back.addEventListener('click', () => {
      // Back to the main line at the move where the variation branched off.
      const branch = model.line.findIndex((move, index) => move !== game.moves[index]);
      selectGame(model, model.gameIndex);
      actions.modelChanged({ ply: Math.max(0, branch) });
    });
    tools.append(back);
  }
  if (tools.childElementCount) container.append(tools);
  container.append(moveTree(model, view, actions));
}

// The picker and the move list are built once per game shown and kept across steps: a step only
// moves the mark of the current move (rebuilding 827 options at each step cost ~100 ms).
const built = new WeakMap(); // model -> { picker, tree: { gameIndex, language, root, buttons } }

function gamePicker(model, actions) {
  const kept = built.get(model)?.picker;
  if (kept && kept.language === language()) {
    kept.select.value = String(model.gameIndex);
    return kept.label;
  }
  const label = document.createElement('label');
  label.className = 'field field-inline pgn-game-picker';
  const text = document.createElement('span');
  text.className = 'field-label';
  text.textContent = t('pgn.game');
  const select = document.createElement('select');
  select.id = 'pgn-game';
  model.games.forEach((game, index) => select.add(new Option(gameTitle(game, index), String(index))));
  select.value = String(model.gameIndex);
  select.addEventListener('change', () => {
    selectGame(model, Number(select.value));
    actions.modelChanged({ ply: 0 });
    document.getElementById('pgn-game')?.focus();
  });
  label.append(text, select);
  built.set(model, { ...built.get(model), picker: { label, select, language: language() } });
  return label;
}

// The moves with their comments, NAGs and variations, as the PGN reads. Each move is a button; its
// line (the moves before it in its parent lines, then the list it belongs to) is what a click shows.
function moveTree(model, view, actions) {
  const current = view.ply > 0 ? model.line[view.ply - 1] : null;
  let tree = built.get(model)?.tree;
  if (!tree || tree.gameIndex !== model.gameIndex || tree.language !== language()) {
    tree = buildMoveTree(model, actions);
    built.set(model, { ...built.get(model), tree });
  }
  tree.root.querySelector('[aria-current]')?.removeAttribute('aria-current');
  tree.buttons.get(current)?.setAttribute('aria-current', 'step');
  return tree.root;
}

function buildMoveTree(model, actions) {
  const game = gameOf(model);
  const buttons = new Map(); // move -> its button
  const root = document.createElement('div');
  root.className = 'pgn-moves';
  root.setAttribute('aria-label', t('pgn.moveList'));
  const commentSpan = (comment) => {
    const span = document.createElement('span');
    span.className = 'pgn-comment';
    span.textContent = comment.text;
    return span;
  };
  for (const comment of game.comments) root.append(commentSpan(comment), ' ');
  // Iterative over an explicit stack: variations nest to any depth in a PGN.
  const stack = [{ moves: game.moves, prefix: [], index: 0, into: root, depth: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.index >= frame.moves.length) {
      if (frame.depth > 0) frame.into.append(')');
      stack.pop();
      continue;
    }
    const index = frame.index++;
    const move = frame.moves[index];
    for (const comment of move.commentsBefore) frame.into.append(commentSpan(comment), ' ');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'pgn-move';
    const afterBreak = index === 0 || frame.moves[index - 1].comments.length > 0 || frame.moves[index - 1].variations.length > 0 || move.commentsBefore.length > 0;
    button.textContent = `${sanWithNumber(move, afterBreak)}${nagText(move.nags)}`;
    if (frame.depth > 0) button.classList.add('in-variation');
    buttons.set(move, button);
    const line = frame.prefix.concat(frame.moves);
    const ply = frame.prefix.length + index + 1;
    button.dataset.ply = String(ply);
    button.dataset.san = move.san;
    button.addEventListener('click', () => {
      model.line = line;
      model.inVariation = frame.depth > 0;
      actions.modelChanged({ ply });
    });
    frame.into.append(button, ' ');
    for (const comment of move.comments) frame.into.append(commentSpan(comment), ' ');
    // Variations replace this move: drawn after it, each as "( ... )"; pushed last-first so the
    // first variation is drawn first.
    const prefix = frame.prefix.concat(frame.moves.slice(0, index));
    const groups = move.variations.map((variation) => {
      const group = document.createElement('span');
      group.className = 'pgn-variation';
      group.append('(');
      frame.into.append(group, ' ');
      return { moves: variation, prefix, index: 0, into: group, depth: frame.depth + 1 };
    });
    for (const group of groups.reverse()) stack.push(group);
  }
  return { gameIndex: model.gameIndex, language: language(), root, buttons };
}

function fensOfLine(model) {
  return [gameOf(model).startFen, ...model.line.map((move) => move.fen)].join('\n');
}

export const pgnNotation = {
  id: 'pgn',
  name: 'pgn.name',
  inputLabel: 'pgn.inputLabel',
  fileAccept: '.pgn,text/plain,application/x-chess-pgn',
  examples: [
    { id: 'annotated', title: 'pgn.example.annotated', url: 'examples/annotated.pgn' },
    { id: 'studies', title: 'pgn.example.studies', url: 'examples/charles-xii-at-bender.pgn' },
    { id: 'illegal', title: 'pgn.example.illegal', url: 'examples/illegal-move.pgn' },
  ],
  parse,
  worker: { task: './notations/pgn-task.js', minLength: 200_000 },
  fromWorker: finish,
  summarize,
  render,
  plies: (model) => model.line.length,
  plyLabel,
  flippable: true,
  // The game picked and the line shown, found again in a new reading of the text (after a language
  // switch: its messages are in the new language) or in the reading of a link.
  viewState: (model) => (model.gameIndex === 0 && !model.inVariation ? undefined : writeLine(model.gameIndex, branchesOf(gameOf(model), model.line) ?? [])),
  restoreView(model, text) {
    const wanted = readLine(text);
    const line = wanted && model.games[wanted.gameIndex] ? lineOf(model.games[wanted.gameIndex], wanted.branches) : null;
    if (line) Object.assign(model, { gameIndex: wanted.gameIndex, line, inVariation: wanted.branches.length > 0 });
  },
  outputs: [
    { id: 'fens', label: 'pgn.output.fens', fileName: 'positions.fen', mediaType: 'text/plain', controls: [], produce: fensOfLine },
    { id: 'json', label: 'JSON', fileName: 'game.json', mediaType: 'application/json', controls: [],
      key: (model) => model.gameIndex, produce: (model) => compactJson(gameOf(model)) },
    { id: 'pgn', label: 'pgn.output.pgn', fileName: 'games.pgn', mediaType: 'application/x-chess-pgn',
      controls: [{ id: 'allGames', label: 'pgn.output.allGames', type: 'checkbox', default: false }],
      // The whole database is exported once per text, not at every step (nor for a move clicked).
      key: (model, { allGames }) => (allGames ? 'all' : model.gameIndex),
      produce: (model, { allGames }) => Pgn.stringify(allGames ? model.games : gameOf(model)) },
  ],
  messages: {
    en: {
      ...chessBoardMessages.en,
      'pgn.name': 'Chess (PGN)',
      'pgn.inputLabel': 'PGN: a game or a database',
      'pgn.noGame': 'The text holds no game.',
      'pgn.errors.one': 'An error in the games: the game with it shows the moves read before it',
      'pgn.errors.other': '{count} errors in the games: a game with an error shows the moves read before it',
      'pgn.warnings.one': 'A warning: the games are read, see where',
      'pgn.warnings.other': '{count} warnings: the games are read, see where',
      'pgn.hasError': '(has an error)',
      'pgn.game': 'Game', 'pgn.gameOf': 'game {index} of {total}', 'pgn.result': 'result {result}',
      'pgn.start': 'Start ({total} moves in this line)',
      'pgn.move': 'Move {ply} of {total}: {san}', 'pgn.inVariation': '(variation)',
      'pgn.backToMain': 'Back to the main line',
      'pgn.boardName': 'Chess board', 'pgn.moveList': 'Moves, comments and variations',
      'pgn.output.fens': 'FEN per ply', 'pgn.output.pgn': 'Export PGN', 'pgn.output.allGames': 'All games',
      'pgn.example.annotated': 'Comments, NAGs and nested variations',
      'pgn.example.studies': 'A Lichess study: four problems from set-up positions',
      'pgn.example.illegal': 'Error: an illegal move in the second game',
      'pgn.checkmate': 'checkmate', 'pgn.inCheck': 'check',
    },
    es: {
      ...chessBoardMessages.es,
      'pgn.name': 'Ajedrez (PGN)',
      'pgn.inputLabel': 'PGN: una partida o una base de datos',
      'pgn.noGame': 'El texto no contiene ninguna partida.',
      'pgn.errors.one': 'Un error en las partidas: la partida que lo tiene muestra las jugadas leídas antes',
      'pgn.errors.other': '{count} errores en las partidas: una partida con un error muestra las jugadas leídas antes',
      'pgn.warnings.one': 'Un aviso: las partidas se leen, mira dónde',
      'pgn.warnings.other': '{count} avisos: las partidas se leen, mira dónde',
      'pgn.hasError': '(tiene un error)',
      'pgn.game': 'Partida', 'pgn.gameOf': 'partida {index} de {total}', 'pgn.result': 'resultado {result}',
      'pgn.start': 'Inicio ({total} jugadas en esta línea)',
      'pgn.move': 'Jugada {ply} de {total}: {san}', 'pgn.inVariation': '(variante)',
      'pgn.backToMain': 'Volver a la línea principal',
      'pgn.boardName': 'Tablero de ajedrez', 'pgn.moveList': 'Jugadas, comentarios y variantes',
      'pgn.output.fens': 'FEN por media jugada', 'pgn.output.pgn': 'PGN de exportación', 'pgn.output.allGames': 'Todas las partidas',
      'pgn.example.annotated': 'Comentarios, NAG y variantes anidadas',
      'pgn.example.studies': 'Un estudio de Lichess: cuatro problemas desde posiciones preparadas',
      'pgn.example.illegal': 'Error: una jugada ilegal en la segunda partida',
      'pgn.checkmate': 'jaque mate', 'pgn.inCheck': 'jaque',
    },
  },
};
