// openPgnGames: the document of PGN games already read (a page reads a database once, in pieces,
// and shows each batch without reading the text again) is the document openDocument gives for
// the text: the same titles, trees, scenes and diagnostics, batch after batch.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { openDocument, openPgnGames } = require('boardnotation/svg');
const { Pgn } = require('boardnotation/pgn');

const corpus = join(__dirname, '..', '..', '..', '..', 'shared', 'corpus');

// What a viewer shows of a game: its title, information, diagnostics, and every node with its scene.
function shown(document, index) {
  const game = document.games[index];
  const nodes = [];
  const stack = [game.root];
  while (stack.length) {
    const node = stack.pop();
    const { parent: _parent, children, ...fields } = node;
    nodes.push({ ...fields, children: children.length, scene: document.sceneAt(index, node) });
    for (const child of children) stack.push(child);
  }
  return { title: game.title, info: game.info, players: game.players, diagnostics: game.diagnostics, nodes };
}

const TEXT = [
  '[Event "One"]\n[White "A"]\n[Black "B"]\n\n1. e4 {[%clk 0:03:00] good} e5 (1... c5 2. Nf3) 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7+ 1-0',
  '1. d4 d5 2. c4 *',
  'hello', // a "game" that says nothing: not a game of the document
  '[FEN "8/8/8/8/8/8/4k3/4K2R w K - 0 1"]\n[SetUp "1"]\n\n1. O-O Kd3 2. Rf3+ *',
  '1. e4 e5 2. Ke3 *', // an illegal move
].join('\n\n');

test('the games read make the document the text makes', () => {
  const fromText = openDocument(TEXT, { notation: 'pgn' });
  const fromGames = openPgnGames(Pgn.parse(TEXT).games);
  expect(fromGames.ok).toBe(true);
  expect(fromGames.games).toHaveLength(fromText.games.length);
  expect(fromGames.diagnostics).toEqual(fromText.diagnostics);
  fromText.games.forEach((_, index) => expect(shown(fromGames, index)).toEqual(shown(fromText, index)));
});

test('batches of a reader count their games on from the ones before', () => {
  const whole = openDocument(TEXT, { notation: 'pgn', language: 'es' });
  // The games' diagnostics are in the language they were read in.
  const reader = Pgn.createReader({ language: 'es' });
  const read = [...reader.push(TEXT), ...reader.end()];
  const first = openPgnGames(read.slice(0, 2), { language: 'es' });
  const second = openPgnGames(read.slice(2), { language: 'es', before: first.games.length });
  const games = [...first.games, ...second.games];
  expect(games.map((game) => game.title)).toEqual(whole.games.map((game) => game.title));
  expect(games.map((game) => game.title)).toContain('Partida 4');
  const gameIndexes = (document) => document.diagnostics.map((item) => item.gameIndex).filter((at) => at !== undefined);
  expect([...gameIndexes(first), ...gameIndexes(second)].sort()).toEqual(gameIndexes(whole).sort());
  expect(shown(second, 1)).toEqual(shown(whole, 3));
});

test('no game: a document that is not ok and says why; the games given are not changed', () => {
  const games = Pgn.parse('hello').games;
  const before = JSON.stringify(games);
  const document = openPgnGames(games);
  expect(document).toMatchObject({ ok: false, games: [] });
  expect(document.diagnostics.map((item) => item.code)).toContain('document.no_game');
  expect(JSON.stringify(games)).toBe(before);
  expect(openPgnGames([])).toMatchObject({ ok: false, games: [] });
});

test('Fischer.pgn read once by a reader in pieces: the document of its text', () => {
  const text = readFileSync(join(corpus, 'pgn', 'Fischer.pgn'), 'utf8');
  const reader = Pgn.createReader();
  const games = [];
  const documents = [];
  for (let start = 0; start < text.length; start += 64 * 1024) {
    const batch = reader.push(text.slice(start, start + 64 * 1024));
    if (batch.length) documents.push(openPgnGames(batch, { before: games.length }));
    games.push(...batch);
  }
  const last = reader.end();
  if (last.length) documents.push(openPgnGames(last, { before: games.length }));
  const whole = openDocument(text, { notation: 'pgn' });
  const titles = documents.flatMap((document) => document.games.map((game) => game.title));
  expect(titles).toEqual(whole.games.map((game) => game.title));
  const at = 500;
  let offset = 0;
  const holder = documents.find((document) => {
    if (at < offset + document.games.length) return true;
    offset += document.games.length;
    return false;
  });
  expect(shown(holder, at - offset)).toEqual(shown(whole, at));
});
