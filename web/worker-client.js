// The page's side of parse-worker.js: one worker, started on first use and kept (it holds the
// instantiated package and the last model parsed), requests matched to answers by id.

let worker = null;
let nextId = 0;
const waiting = new Map();

function start() {
  worker = new Worker(new URL('./parse-worker.js', import.meta.url), { type: 'module' });
  worker.addEventListener('message', ({ data }) => {
    const request = waiting.get(data.id);
    if (!request) return;
    if (data.stage) return request.onStage(data.stage, data.done, data.total);
    if (data.part !== undefined) return request.parts.push(data.part);
    waiting.delete(data.id);
    if (data.failure !== undefined) request.reject(new Error(data.failure));
    else request.resolve({ result: data.result, parts: request.parts });
  });
  worker.addEventListener('error', (event) => {
    for (const request of waiting.values()) request.reject(new Error(event.message || 'The parsing worker failed'));
    waiting.clear();
    worker = null;
  });
}

function ask(message, onStage = () => {}) {
  if (!worker) start();
  const id = ++nextId;
  return {
    id,
    answer: new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject, onStage, parts: [] });
      worker.postMessage({ id, packageUrl: import.meta.resolve('boardnotation'), ...message });
    }),
  };
}

/**
 * Parses `text` with the task module at `taskUrl` in the worker. `onStage(stage, done, total)` hears
 * 'loading' | 'parsing' | 'transferring' with how much of the text is done. Resolves to the task's
 * result and `produce`, which asks the worker for a converter output of that result's model.
 */
export function parseInWorker({ taskUrl, text, options, onStage }) {
  const url = new URL(taskUrl, import.meta.url).href;
  const { id, answer } = ask({ taskUrl: url, text, options }, onStage);
  const produce = (outputId, settings) =>
    ask({ taskUrl: url, modelId: id, outputId, settings }).answer.then(({ result }) => result);
  return answer.then(async ({ result, parts }) => {
    // A model that crossed in parts is put together by the task module (the page has it too).
    if (parts.length > 0) result.model = (await import(url)).join(result.model, parts);
    return { result, produce };
  });
}
