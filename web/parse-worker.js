// A module worker that parses big inputs off the page's thread, so that the page keeps answering
// while a 300 × 300 board or a large file is read. Workers do not see the page's import map, so the
// page sends the address the map resolves 'boardnotation' to, and the notation's task module
// (a module exporting `parse(api, text, options, onProgress)`, `transferables(model)` and maybe
// `produce(api, model, outputId, settings)` and `split(model)` / `join(model, parts)`).
// A model that is a large tree of objects (a PGN database) crosses in parts (task.split): the page
// reads each message in a task of its own, where one message would read all of it in one long task.
// Messages in: { id, packageUrl, taskUrl, text, options } (a parse), or { id, packageUrl, taskUrl,
// modelId, outputId, settings } (a converter output of the model parsed by request modelId).
// Out: { id, stage, done, total } while working (done/total in UTF-16 units of the text), then
// { id, part } for each part of a split model, then { id, result } or { id, failure }.

const loaded = new Map();
function load(url) {
  if (!loaded.has(url)) loaded.set(url, import(url));
  return loaded.get(url);
}

// The last model parsed by each task (a copy: the original is transferred to the page), for the
// converter outputs the page asks for; one per task, so that memory does not grow with every parse.
const kept = new Map();

async function parse({ id, packageUrl, taskUrl, text, options }) {
  const progress = (stage, done, total) => self.postMessage({ id, stage, done, total });
  progress('loading', 0, text.length);
  const [api, task] = await Promise.all([load(packageUrl), load(taskUrl)]);
  progress('parsing', 0, text.length);
  const result = task.parse(api, text, options, (done) => progress('parsing', done, text.length));
  progress('transferring', text.length, text.length);
  if (result.ok && task.produce) kept.set(taskUrl, { modelId: id, model: structuredClone(result.model) });
  else kept.delete(taskUrl);
  const [model, ...parts] = result.ok && task.split ? task.split(result.model) : [result.model];
  for (const part of parts) self.postMessage({ id, part });
  self.postMessage({ id, result: { ...result, model } }, result.ok ? task.transferables(model) : []);
}

async function produce({ id, packageUrl, taskUrl, modelId, outputId, settings }) {
  const [api, task] = await Promise.all([load(packageUrl), load(taskUrl)]);
  const entry = kept.get(taskUrl);
  if (entry?.modelId !== modelId) throw new Error('The parsed text is no longer held by the worker');
  self.postMessage({ id, result: task.produce(api, entry.model, outputId, settings) });
}

self.addEventListener('message', async ({ data }) => {
  try {
    await (data.outputId === undefined ? parse(data) : produce(data));
  } catch (error) {
    self.postMessage({ id: data.id, failure: error?.message ?? String(error) });
  }
});
