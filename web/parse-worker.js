// A module worker that parses big inputs off the page's thread, so that the page keeps answering
// while a 300 × 300 board or a large file is read. Workers do not see the page's import map, so the
// page sends the address the map resolves 'boardnotation' to, and the notation's task module
// (a module exporting `parse(api, text, options)` and `transferables(model)`).
// Messages in: { id, packageUrl, taskUrl, text, options }. Out: { id, stage } while working, then
// { id, result } or { id, failure }.

const loaded = new Map();
function load(url) {
  if (!loaded.has(url)) loaded.set(url, import(url));
  return loaded.get(url);
}

self.addEventListener('message', async ({ data }) => {
  const { id, packageUrl, taskUrl, text, options } = data;
  try {
    self.postMessage({ id, stage: 'loading' });
    const [api, task] = await Promise.all([load(packageUrl), load(taskUrl)]);
    self.postMessage({ id, stage: 'parsing' });
    const result = task.parse(api, text, options);
    self.postMessage({ id, stage: 'transferring' });
    self.postMessage({ id, result }, result.ok ? task.transferables(result.model) : []);
  } catch (error) {
    self.postMessage({ id, failure: error?.message ?? String(error) });
  }
});
