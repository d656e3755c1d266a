// A choice between moves to one square (a chess promotion, a BDL piece's spawn): one button each
// (data-piece = its value) in the viewer's promotion part, the first one focused.
export function askChoice(part, title, choices, choose) {
  const document = part.ownerDocument;
  const label = document.createElement('span');
  label.textContent = title;
  const buttons = choices.map(({ value, label: name }) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = name;
    button.dataset.piece = value;
    button.addEventListener('click', () => choose(value));
    return button;
  });
  part.replaceChildren(label, ...buttons);
  part.hidden = false;
  buttons[0].focus();
}
