// Every notation parsed on a page served with `script-src 'self' 'wasm-unsafe-eval'`
// (tests/e2e/loading.test.mjs). Whether the policy is in force is checked too: new Function must fail.
import { GBB } from '/pkg/dist/gbb.mjs';
import { Hen } from '/pkg/dist/hen.mjs';
import { Sgf } from '/pkg/dist/sgf.mjs';
import { Chess, Fen } from '/pkg/dist/chess.mjs';
import { Pgn } from '/pkg/dist/pgn.mjs';
import { Ssb } from '/pkg/dist/ssb.mjs';
import { Bdl } from '/pkg/dist/bdl.mjs';
import { parseEveryNotation } from './every-notation.mjs';

let evalRefused = false;
try {
  new Function('return 1')(); // eslint-disable-line no-new-func
} catch {
  evalRefused = true;
}
const results = parseEveryNotation({ GBB, Hen, Sgf, Chess, Fen, Pgn, Ssb, Bdl });
document.body.dataset.result = JSON.stringify({ evalRefused, results });
