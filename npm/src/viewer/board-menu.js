// The viewer's menu (the ⋮ button of the controls): a row of actions under the controls, each a
// button, rebuilt each time it opens from what the position shown allows (copy the FEN of a chess
// position, save the board as an image, play the game through at a speed chosen there). Escape or a
// second press closes it.

/**
 * Opens or closes the menu in `part` (the `menu` part) for `button`. `items()` gives
 * [{ action, label, run }] at the moment it opens; an item with `choices` ([{ value, label }]),
 * `value` and `change(value)` is a labelled drop-down that leaves the menu open. Returns whether it
 * is open.
 */
export function toggleMenu(part, button, items) {
  if (!part.hidden) {
    closeMenu(part, button);
    return false;
  }
  const document = part.ownerDocument;
  part.replaceChildren(
    ...items().map(({ action, label, run, choices, value, change }) => {
      if (choices) return choiceOf(document, { action, label, choices, value, change });
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

// A labelled <select> of the menu: "Speed [1 s]".
function choiceOf(document, { action, label, choices, value, change }) {
  const wrapper = document.createElement('label');
  wrapper.className = 'menu-choice';
  const select = document.createElement('select');
  select.dataset.choice = action;
  for (const choice of choices) {
    const option = document.createElement('option');
    option.value = String(choice.value);
    option.textContent = choice.label;
    select.append(option);
  }
  select.value = String(value);
  select.addEventListener('change', () => change(Number(select.value)));
  wrapper.append(`${label} `, select);
  return wrapper;
}
