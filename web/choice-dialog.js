// A small choice over a board (chess promotion, BDL spawn): one button per choice; Escape cancels.
// Shared by the board views so each notation only says what the choices are.
//
//   askChoice(container, { title, choices: [{ value, label }], choose(value), cancel() })

export function askChoice(container, { title, choices, choose, cancel }) {
  const dialog = document.createElement('div');
  dialog.className = 'promotion choice-dialog';
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-label', title);
  const heading = document.createElement('p');
  heading.textContent = title;
  dialog.append(heading);
  for (const { value, label } of choices) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'button promotion-choice';
    button.dataset.piece = value;
    button.textContent = label;
    button.addEventListener('click', () => choose(value));
    dialog.append(button);
  }
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') cancel();
  });
  container.append(dialog);
  dialog.querySelector('button').focus();
}
