// The package's <board-viewer> inside the page's view, for the notations whose board, move list,
// variations, game picker and game information the viewer draws (every notation of the page). For
// PGN, Go and BDL the viewer is given the document the worker opened (opened-document.js): it reads
// nothing on the page's thread. The page keeps what the viewer does not do: the text editor and its
// diagnostics, the converter and the address. The page learns which node is shown from the
// viewer's `ply-change` events and moves it with its API (goTo, goToNode, selectGame,
// playMoves), so both always speak of the same node.
//
// The viewer is imported from 'boardnotation/viewer' (the import map), as a user's page does.
import 'boardnotation/viewer';

const hosts = new WeakMap(); // container -> { viewer, model, language, onNode, restoring }

/**
 * Shows `model` (its `document`, opened in the worker: opened-document.js; or its `text`, read as
 * `notation`; or its `data`: a board already parsed, which the viewer takes as is) in the
 * container's viewer, made on first use.
 * `onNode(viewer, node)` is called for every node the viewer shows, except while `restore(viewer)`
 * (called once the text is opened; it may return a promise) moves the viewer to where the page's
 * state says. Returns a promise of the viewer once it shows the model. The same model shown again
 * (a flip, a step asked by the page) is not read again.
 */
export function showInViewer(
  container,
  { model, document: opened, text, data, notation, language, flipped, restore, onNode },
) {
  let host = hosts.get(container);
  if (!host || !host.viewer.isConnected || host.viewer.parentNode !== container) {
    const viewer = document.createElement('board-viewer');
    viewer.className = 'page-viewer';
    host = { viewer, model: null, language: null, restoring: false, onNode };
    viewer.addEventListener('ply-change', () => {
      if (!host.restoring && viewer.currentNode) host.onNode(viewer, viewer.currentNode);
    });
    // The viewer's own flip button fires no event: the page's address keeps the side at the bottom.
    viewer.addEventListener('click', (event) => {
      const flip = event.composedPath().some((target) => target.dataset?.action === 'flip');
      if (flip && !host.restoring && viewer.currentNode) host.onNode(viewer, viewer.currentNode);
    });
    container.replaceChildren(viewer);
    hosts.set(container, host);
  }
  host.onNode = onNode;
  const { viewer } = host;
  const orientation = flipped ? 'black' : 'white';
  if (viewer.orientation !== orientation) viewer.orientation = orientation;
  if (host.model === model && host.language === language) return host.ready;
  host.model = model;
  host.language = language;
  viewer.setAttribute('language', language);
  host.restoring = true;
  host.ready = viewer
    .load(opened ?? data ?? text, { notation })
    .then(async (opened) => {
      if (host.model !== model || !opened?.ok) return viewer;
      await restore(viewer);
      if (host.model !== model) return viewer;
      host.restoring = false;
      if (viewer.currentNode) host.onNode(viewer, viewer.currentNode);
      return viewer;
    })
    .finally(() => {
      if (host.model === model) host.restoring = false;
    });
  return host.ready;
}

/** The viewer shown in `container`, if any. */
export function viewerIn(container) {
  const host = hosts.get(container);
  return host?.viewer.isConnected ? host.viewer : null;
}

/** The child indices from the game's root to `node` (children[0] continues a line). */
export function pathOf(node) {
  const path = [];
  for (let at = node; at?.parent; at = at.parent) path.push(at.parent.children.indexOf(at));
  return path.reverse();
}
