// A module worker that does the page's notation work off the page's thread: it reads each text and
// answers every later question about it (a position to draw, a game's moves, a converter output,
// the line under the board), so that the page only shows results and keeps answering whatever a
// text costs. Workers do not see the page's import map, so the page sends the addresses the map
// resolves 'boardnotation' and 'boardnotation/svg/init' to, and the notation's task module.
//
// A task module exports `parse(api, text, options, onProgress, reading)` (maybe async) → { ok,
// model, ..., kept? }: `model` goes to the page (plain, cloneable data; `transferables(model)`
// lists what moves without a copy), `kept` stays here as the session's state (without it, a copy
// of the model is kept when the task answers questions). Any other exported function is a question
// the page may ask about the text opened last: `method(api, kept, ...args)` (maybe async).
// A task that reads a long text in batches (a database) shows each batch while it reads the rest,
// through `reading`: `reading.part(part)` sends the page what is read so far (plain data, each
// read by the page in a task of its own), `reading.keep(kept)` makes the state it fills the
// session's at once, and `await reading.pause()` between batches lets the questions about what is
// read already (a position of the first game) be answered while the rest is read.
// `api` is the package ('boardnotation') with `openDocument(text, options)` and
// `openPgnGames(games, options)` (boardnotation/svg's, async here: they load the notation's module
// on first use).
//
// Messages in: { id, type: 'open', packageUrl, documentsUrl, taskUrl, text, options } or
// { id, type: 'call', ..., session, method, args }. Out: { id, stage, done, total } while reading
// (done/total in UTF-16 units of the text), { id, part } for each part sent while reading, { id,
// notes } for each batch of a long list of notes (a database may have one per game), then
// { id, result } or { id, failure }.

const loaded = new Map();
function load(url) {
  if (!loaded.has(url)) loaded.set(url, import(url));
  return loaded.get(url);
}

const NOT_CALLABLE = new Set(['parse', 'transferables']);
// Notes per message: 20,000 notes in one message took the page's thread 100 ms to read.
const NOTES_PER_MESSAGE = 1000;

// The session: the text opened last and what its task kept. One at a time, so that memory does not
// grow with every text.
let session = null;

async function apiFor({ packageUrl, documentsUrl }) {
  const [api, documents] = await Promise.all([load(packageUrl), load(documentsUrl)]);
  return {
    ...api,
    async openDocument(text, options) {
      await documents.init({ notations: [options.notation] });
      return documents.openDocument(text, options);
    },
    async openPgnGames(games, options) {
      await documents.init({ notations: ['pgn'] });
      return documents.openPgnGames(games, options);
    },
  };
}

// A macrotask: the messages waiting (questions about what is read so far) are handled first.
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

async function open(data) {
  const { id, taskUrl, text, options } = data;
  session = null;
  const progress = (stage, done, total) => self.postMessage({ id, stage, done, total });
  progress('loading', 0, text.length);
  const [api, task] = await Promise.all([apiFor(data), load(taskUrl)]);
  progress('parsing', 0, text.length);
  const reading = {
    part: (part) => self.postMessage({ id, part }),
    keep: (kept) => {
      session = { id, taskUrl, kept };
    },
    pause,
  };
  const onProgress = (done) => progress('parsing', done, text.length);
  const { kept, ...result } = await task.parse(api, text, options, onProgress, reading);
  progress('transferring', text.length, text.length);
  session = result.ok ? { id, taskUrl, kept: kept ?? structuredClone(result.model) } : null;
  const { notes = [] } = result;
  for (let start = 0; start < notes.length; start += NOTES_PER_MESSAGE)
    self.postMessage({ id, notes: notes.slice(start, start + NOTES_PER_MESSAGE) });
  self.postMessage({ id, result: { ...result, notes: [] } }, result.ok ? task.transferables(result.model) : []);
}

async function call(data) {
  const { id, taskUrl, method, args } = data;
  const [api, task] = await Promise.all([apiFor(data), load(taskUrl)]);
  if (session?.id !== data.session || session.taskUrl !== taskUrl)
    throw new Error('The text is no longer held by the worker');
  if (NOT_CALLABLE.has(method) || typeof task[method] !== 'function') throw new Error(`No question "${method}"`);
  self.postMessage({ id, result: await task[method](api, session.kept, ...args) });
}

self.addEventListener('message', async ({ data }) => {
  try {
    await (data.type === 'open' ? open(data) : call(data));
  } catch (error) {
    self.postMessage({ id: data.id, failure: error?.message ?? String(error) });
  }
});
