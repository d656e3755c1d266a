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
