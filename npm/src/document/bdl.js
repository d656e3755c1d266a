// BDL documents: a description of a board game is one game with no moves, drawn at its initial
// position (Bdl.game builds it). Explicit JavaScript runs only through the `evaluator` the caller
// passes (the viewer passes one only once the reader or the page has allowed it). Without one,
// when the game needs code (moves, player change, invariants or finish rules given as code), the
// board is built from the description without those parts, which do not take part in placing the
// pieces; an info note says so and the game record lists where the code is (explicitCode), so
// that a viewer can ask. Pieces placed by code cannot be drawn.
import { diagnostic, documentOf, failed } from './diagnostics.js';
import { cachedScenes, nodeMaker } from './tree.js';
import { say } from './words.js';

// The description without its explicit code, for the initial position only.
function withoutCode(tree) {
  return {
    ...tree,
    rules: tree.rules.map(({ code, ...rule }) => (code === undefined ? rule : { ...rule, value: 'alternate' })),
    pieces: tree.pieces.map((piece) =>
      piece.name === undefined
        ? piece
        : {
            ...piece,
            moves: piece.moves.filter((move) => move.kind !== 'explicit'),
            ...(piece.modifiers
              ? {
                  modifiers: piece.modifiers.filter(
                    (modifier) => modifier.kind !== 'explicit' && modifier.kind !== 'on_end_reached',
                  ),
                }
              : {}),
          },
    ),
    invariants: tree.invariants.filter((invariant) => invariant.kind !== 'explicit'),
    finish: tree.finish.filter((rule) => rule.kind !== 'explicit'),
  };
}

const bad = (error) =>
  error.diagnostics?.length
    ? error.diagnostics
    : [{ severity: 'error', code: error.code, message: error.message, line: error.line, column: error.column }];

export function openBdl(api, text, language, evaluator) {
  let tree;
  try {
    tree = api.Bdl.parse(text, { language });
  } catch (error) {
    if (!error.diagnostics && !error.code) throw error;
    return {
      document: failed(
        'bdl',
        bad(error).map((item) => diagnostic(item)),
      ),
    };
  }
  const { errors, warnings } = api.Bdl.check(text, { language });
  const problems = [...errors, ...warnings].map((item) => diagnostic(item));
  if (errors.length) return { document: failed('bdl', problems) };
  let game;
  let explicitCode = [];
  try {
    game = api.Bdl.game(text, { language, ...(evaluator ? { evaluator } : {}) });
  } catch (error) {
    if (error.code !== 'bdl.needs_evaluator')
      return { document: failed('bdl', [...bad(error).map((item) => diagnostic(item)), ...problems]) };
    if (tree.placements.some((placement) => placement.code !== undefined)) {
      return {
        document: failed('bdl', [
          diagnostic({
            severity: 'error',
            code: 'document.bdl_placement_code',
            message: say(language, 'document.bdl_placement_code'),
          }),
          ...problems,
        ]),
      };
    }
    explicitCode = error.diagnostics.map(({ line, column, args }) => ({
      part: String(args?.part ?? '').replace(/^bdl\.part\./, ''),
      line,
      column,
    }));
    problems.unshift(
      diagnostic({
        severity: 'info',
        code: 'document.bdl_explicit',
        message: say(language, 'document.bdl_explicit', { count: error.diagnostics.length }),
        line: error.diagnostics[0]?.line,
        column: error.diagnostics[0]?.column,
      }),
    );
    try {
      game = api.Bdl.game(withoutCode(tree), { language });
    } catch (again) {
      return { document: failed('bdl', [...bad(again).map((item) => diagnostic(item)), ...problems]) };
    }
  }
  const board = game.board();
  const { width, height, pieceNames } = game;
  game.free();
  // The drawing labels each piece by the shortest start of its name among pieceNames.
  const scene = { kind: 'bdl', width, height, board, pieceNames };
  const record = {
    title: `BDL ${width} × ${height}`,
    info: { Size: `${width} × ${height}`, Pieces: pieceNames.join(', ') },
    root: nodeMaker()(null),
    diagnostics: problems,
    // Where the JavaScript the game needs is ({ part, line, column }): [] when it needs none or
    // it was run (an evaluator was given).
    explicitCode,
  };
  return { document: documentOf('bdl', [record]), scenes: [cachedScenes(() => scene)] };
}
