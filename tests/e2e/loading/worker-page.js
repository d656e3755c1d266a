// Posts 20 messages to a new module worker at once, before it can have loaded anything.
const worker = new Worker(new URLSearchParams(location.search).get('worker') ?? './worker.js', { type: 'module' });
const answers = [];
worker.onmessage = ({ data }) => {
  answers.push(data);
  if (answers.length === 20) document.body.dataset.result = JSON.stringify(answers.map((a) => a.red));
};
worker.onerror = (event) => {
  document.body.dataset.result = JSON.stringify({ error: event.message });
};
for (let id = 0; id < 20; id++) worker.postMessage({ id, text: `GBB/1.0 size 2 2 cell 1 1 Rojo ${id + 1} head 0 0` });
