// A module worker that answers every message, including those posted before its wasm is loaded:
// the handler is installed at once and awaits init() (the pattern docs/loading.md recommends).
import { init, GBB } from '/pkg/dist/gbb.init.mjs';

const ready = init();
self.onmessage = async ({ data }) => {
  await ready;
  self.postMessage({ id: data.id, red: GBB.parse(data.text).getCell(1, 1).r });
};
