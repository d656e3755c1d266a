// The page's side of parse-worker.js: one worker, which holds the package and the text last
// opened (its session: the model the worker kept, for the questions the page asks about it later),
// requests matched to answers by id.
//
// A text that takes too long never keeps the page waiting: opening a new text while the worker is
// still busy (a database being read, a BDL description whose moves take seconds, any question
// about an older text) terminates that worker and starts a fresh one, and what was asked of the old
// one is answered with a Cancelled error. The page's own thread only posts and receives.

let worker = null;
let nextId = 0;
let current = 0; // the id of the session of the text opened last
const waiting = new Map();
const watchers = new Set();

/** What a question answers when the text it was about was replaced (its worker may have been stopped). */
export class Cancelled extends Error {
  constructor() {
    super('Replaced by a newer text');
    this.name = 'Cancelled';
  }
}

function notify() {
  for (const watcher of watchers) watcher(waiting.size > 0);
}

/** `watcher(busy)` hears when the worker starts working (busy: true) and when it has nothing left to do. */
export function watchWorker(watcher) {
  watchers.add(watcher);
}

function settle(id) {
  const request = waiting.get(id);
  waiting.delete(id);
  if (waiting.size === 0) notify();
  return request;
}

function start() {
  worker = new Worker(new URL('./parse-worker.js', import.meta.url), { type: 'module' });
  worker.addEventListener('message', ({ data }) => {
    const request = waiting.get(data.id);
    if (!request) return;
    if (data.stage) return request.onStage(data.stage, data.done, data.total);
    if (data.part !== undefined) return request.onPart(data.part);
    if (data.notes !== undefined) return request.notes.push(...data.notes);
    settle(data.id);
    if (data.failure !== undefined) request.reject(new Error(data.failure));
    else request.resolve({ result: data.result, notes: request.notes });
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    stop(new Error(event.message || 'The background worker failed'));
  });
}

// Ends the worker and everything asked of it (a new one starts at the next question).
function stop(reason) {
  worker?.terminate();
  worker = null;
  const requests = [...waiting.values()];
  waiting.clear();
  for (const request of requests) request.reject(reason);
  if (requests.length) notify();
}

function ask(message, { onStage = () => {}, onPart = () => {} } = {}) {
  if (!worker) start();
  const id = ++nextId;
  const answer = new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject, onStage, onPart, notes: [] });
    if (waiting.size === 1) notify();
    worker.postMessage({
      id,
      packageUrl: import.meta.resolve('boardnotation'),
      documentsUrl: import.meta.resolve('boardnotation/svg/init'),
      ...message,
    });
  });
  return { id, answer };
}

/**
 * Opens `text` with the task module at `taskUrl` in the worker (see parse-worker.js). `onStage(stage,
 * done, total)` hears 'loading' | 'parsing' | 'transferring' with how much of the text is done;
 * `onPart(part, session)` each part a task sends while it reads (the games read so far), until the
 * text is replaced. Resolves to the task's result and the `session` of this text:
 * `session.call(method, ...args)` asks the task's `method` about the model it kept (a promise of
 * the answer; while the text is read, about what is read so far), until a newer text is opened
 * (then it rejects with Cancelled).
 */
export function openInWorker({ taskUrl, text, options, onStage, onPart = () => {} }) {
  // Whatever the worker is still doing is about an older text: stop it rather than wait for it.
  if (waiting.size > 0) stop(new Cancelled());
  const url = new URL(taskUrl, import.meta.url).href;
  let session = null;
  const { id, answer } = ask(
    { type: 'open', taskUrl: url, text, options },
    { onStage, onPart: (part) => current === id && onPart(part, session) },
  );
  current = id;
  session = {
    call(method, ...args) {
      if (current !== id) return Promise.reject(new Cancelled());
      return ask({ type: 'call', taskUrl: url, session: id, method, args }).answer.then(({ result }) => result);
    },
  };
  // The notes that crossed in batches are the result's.
  return answer.then(({ result, notes }) => {
    if (result.notes) result.notes = notes;
    return { result, session };
  });
}
