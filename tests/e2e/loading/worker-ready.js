// A module worker that imports the ready entry (top-level await) and installs its handler only
// after it: the messages posted meanwhile are held by the entry and dispatched to it.
import { GBB } from '/pkg/dist/gbb.mjs';

self.onmessage = ({ data }) => {
  self.postMessage({ id: data.id, red: GBB.parse(data.text).getCell(1, 1).r });
};
