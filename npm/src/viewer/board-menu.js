// The viewer's menu (the ⋮ button of the controls): a row of actions under the controls, each a
// button, rebuilt each time it opens from what the position shown allows (copy the FEN of a chess
// position, save the board as an image, play the game through). Escape or a second press closes it.

/**
 * Opens or closes the menu in `part` (the `menu` part) for `button`. `items()` gives
 * [{ action, label, run }] at the moment it opens. Returns whether it is open.
 */
export function toggleMenu(part, button, items) {
  if (!part.hidden) {
    closeMenu(part, button);
    return false;
  }
  const document = part.ownerDocument;
  part.replaceChildren(
    ...items().map(({ action, label, run }) => {
      const item = document.createElement('button');
      item.type = 'button';
      item.dataset.action = action;
      item.textContent = label;
      item.addEventListener('click', () => {
        closeMenu(part, button);
        run();
      });
      return item;
    }),
  );
  part.hidden = false;
  button.setAttribute('aria-expanded', 'true');
  part.querySelector('button')?.focus();
  return true;
}

export function closeMenu(part, button) {
  part.hidden = true;
  button.setAttribute('aria-expanded', 'false');
}
