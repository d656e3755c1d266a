// The ES module view of the package (tsc in node16 and bundler modes): the entries have no default
// export at run time, so a default import must not type-check; named imports do.
// @ts-expect-error: `import bn from 'boardnotation'` fails at run time (no export named 'default')
import bn from 'boardnotation';
// @ts-expect-error: nor does a subpath have a default export
import gbb from 'boardnotation/gbb';
import * as namespace from 'boardnotation';
import { GBB } from 'boardnotation/gbb';
import { init, Chess } from 'boardnotation/chess/init';

await init();
console.log(bn, gbb, namespace.Pgn, GBB.parse('GBB/1.0 size 1 1').width, new Chess().fen());

// boardnotation/viewer (ES modules only: a browser element): the <board-viewer> element and the BoardViewer class.
import { BoardViewer, init as initViewer, detect as detectForViewer } from 'boardnotation/viewer';
import type { BoardViewerOptions, PlyChangeDetail, GbbBoardData, OpenedDocument } from 'boardnotation/viewer';
async function embedViewer(container: HTMLElement) {
  const options: BoardViewerOptions = {
    notation: 'pgn',
    ply: 'last',
    game: 2,
    orientation: 'black',
    language: 'es',
    showMoves: true,
    showInfo: false,
  };
  const viewer = new BoardViewer(container, options);
  viewer.addEventListener('ply-change', (event) => {
    const detail: PlyChangeDetail = event.detail;
    console.log(detail.game, detail.ply, detail.nodeId);
  });
  viewer.addEventListener('error', (event) => console.log(event.detail.diagnostics.length, event.detail.message));
  const opened = await viewer.load('1. e4 e5 *', { notation: 'pgn', fileName: 'game.pgn' });
  if (opened?.ok) viewer.goTo(1)?.label.toUpperCase();
  viewer.goToNode(0);
  viewer.play('e2e4')?.label;
  // BDL: a move with its spawn choice, the moves played, and the consent to run a description's code.
  viewer.play({ from: { x: 0, y: 1 }, to: { x: 0, y: 2 }, spawn: 'queen' });
  viewer.playMoves([{ from: { x: 0, y: 1 }, to: { x: 0, y: 2 } }, 'e2e4']);
  const bdlLine = viewer.playedMoves.map((move) => `${move.piece} ${move.from?.x},${move.from?.y}${move.spawn ?? ''}`);
  viewer.explicitCode = 'never';
  if (!viewer.explicitCodeAllowed) await viewer.allowExplicitCode();
  await viewer.load('rules{ }', {
    notation: 'bdl',
    evaluator: (code, info) => `${info.part} ${info.line}:${info.column} ${code}`,
  });
  viewer.addEventListener('move', (event) =>
    console.log(event.detail.piece, event.detail.to?.y, event.detail.san, bdlLine),
  );
  viewer.play({ from: 'e7', to: 'e8', promotion: 'q' });
  viewer.playMoves(['e2e4', 'Nf3']);
  const played: string[] = viewer.playedMoves.map((move) => move.uci ?? move.san);
  viewer.addEventListener('move', (event) => console.log(event.detail.uci, event.detail.added, played.length));
  viewer.nextVariation();
  viewer.previousVariation();
  viewer.moveNumbers = true;
  viewer.next();
  viewer.previous();
  viewer.first();
  viewer.last();
  viewer.selectGame(0);
  const side: 'white' | 'black' = viewer.flip();
  const element: BoardViewer = document.createElement('board-viewer');
  element.text = '8/8/8/8/8/8/8/K6k w - - 0 1';
  console.log(
    side,
    viewer.document?.games.length,
    viewer.currentNode?.ply,
    element.src,
    detectForViewer('(;SZ[9])').notation,
  );
  // @ts-expect-error: goTo takes a ply number or 'last'
  viewer.goTo('end');
  // A Gobstones board parsed elsewhere (a worker posts Board.toJSON()), and its cell inspector.
  const data: GbbBoardData = { width: 3, height: 2, head: [0, 0], cellData: [{ x: 1, y: 1, a: 2 }] };
  await viewer.load(data);
  const said: string | null = viewer.inspectCell(1, 1);
  viewer.addEventListener('cell-inspect', (event) =>
    console.log(event.detail.x, event.detail.y, event.detail.description, said),
  );
  // A document opened elsewhere (a worker answers its scenes and plays its moves, maybe later).
  const elsewhere: OpenedDocument = {
    notation: 'bdl',
    ok: true,
    diagnostics: [],
    games: [],
    sceneAt: async () => null,
    player: { state: () => ({ turn: 0, over: false }), moves: async () => [], play: () => null },
  };
  const shown: OpenedDocument | null = await viewer.load(elsewhere);
  const after = await viewer.play({ from: { x: 0, y: 1 }, to: { x: 0, y: 2 } });
  console.log(shown?.games.length, after?.ply);
  // @ts-expect-error: load takes a text or board data, not a number
  viewer.load(42);
  await initViewer({ notations: ['sgf'] });
}
console.log(embedViewer);
