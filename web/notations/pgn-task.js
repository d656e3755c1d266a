// Reading PGN into the page's model, the same code on the page and in the worker (parse-worker.js,
// for databases of 200,000 characters or more): it takes the package's API as an argument because
// a worker cannot use the page's import map. The model is the plain data Pgn.parse gives.

function problemsOf(diagnostics) {
  return diagnostics.map(({ code, severity, line, column, length, message }) => ({ code, severity, line, column, length, message, showCode: true }));
}

export function parse(api, text, { language }) {
  // Eager FENs: the model crosses from the worker by structured clone, which keeps data
  // properties only (a lazy move's fen is a getter).
  const { games, diagnostics } = api.Pgn.parse(text, { language, fen: 'eager' });
  const problems = problemsOf([...diagnostics, ...games.flatMap((game) => game.diagnostics)]);
  // No game at all (an empty text, say): nothing to show but the problems (the page words it when
  // there are none).
  if (games.length === 0) return { ok: false, name: 'PgnError', problems };
  return { ok: true, model: { games }, notes: problems };
}

export function transferables() {
  return [];
}
