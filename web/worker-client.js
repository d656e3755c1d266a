// The page's side of parse-worker.js: one worker, started on first use and kept (it holds the
// instantiated package), requests matched to answers by id.

let worker = null;
let nextId = 0;
const waiting = new Map();

function start() {
  worker = new Worker(new URL('./parse-worker.js', import.meta.url), { type: 'module' });
  worker.addEventListener('message', ({ data }) => {
    const request = waiting.get(data.id);
    if (!request) return;
    if (data.stage) return request.onStage(data.stage);
    waiting.delete(data.id);
    if (data.failure !== undefined) request.reject(new Error(data.failure));
    else request.resolve(data.result);
  });
  worker.addEventListener('error', (event) => {
    for (const request of waiting.values()) request.reject(new Error(event.message || 'The parsing worker failed'));
    waiting.clear();
    worker = null;
  });
}

/**
 * Parses `text` with the task module at `taskUrl` in the worker. `onStage(stage)` hears
 * 'loading' | 'parsing' | 'transferring'. Resolves to the task's result.
 */
export function parseInWorker({ taskUrl, text, options, onStage = () => {} }) {
  if (!worker) start();
  const id = ++nextId;
  const packageUrl = import.meta.resolve('boardnotation');
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject, onStage });
    worker.postMessage({ id, packageUrl, taskUrl: new URL(taskUrl, import.meta.url).href, text, options });
  });
}
