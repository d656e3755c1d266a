// Adds each handler of `handlers` ({ pointerdown: fn, keydown: fn, ... }) to `host`; returns the
// function that removes them all (what the board's input modules give the viewer to detach).
export function listen(host, handlers) {
  const entries = Object.entries(handlers);
  for (const [type, handler] of entries) host.addEventListener(type, handler);
  return () => {
    for (const [type, handler] of entries) host.removeEventListener(type, handler);
  };
}
