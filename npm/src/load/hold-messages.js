// A worker that imports a ready entry (top-level await) installs its message handler only once the
// wasm is loaded, when its own code runs: the messages the page posted meanwhile would be
// dispatched to no handler and lost. The ready entries hold them from the start and dispatch them
// again after the worker's code has run (the next task). Nothing happens outside workers, nor when
// the worker already had an onmessage handler.
export function holdWorkerMessages() {
  const scope = globalThis;
  const inWorker = typeof WorkerGlobalScope !== 'undefined' && scope instanceof WorkerGlobalScope && !scope.onmessage;
  if (!inWorker || typeof MessageEvent !== 'function') return () => {};
  const held = [];
  const hold = (event) => {
    held.push(event);
    event.stopImmediatePropagation();
  };
  scope.addEventListener('message', hold);
  return () =>
    setTimeout(() => {
      scope.removeEventListener('message', hold);
      for (const { data, origin, lastEventId, ports } of held)
        scope.dispatchEvent(new MessageEvent('message', { data, origin, lastEventId, ports: [...ports] }));
    });
}
