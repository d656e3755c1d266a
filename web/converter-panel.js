// The converter output: one tab per output a notation offers (e.g. GBB -> JSON, GBB -> normalised GBB),
// each with its own option controls, a copy and a download button. The panel knows nothing about any
// notation: it is driven by the notation's `outputs` descriptors (see notations/index.js).

let panelCount = 0;

function controlElement(control, onChange) {
  const wrapper = document.createElement('label');
  wrapper.className = `output-control output-control-${control.type}`;
  let input;
  if (control.type === 'checkbox') {
    input = document.createElement('input');
    input.type = 'checkbox';
    input.checked = control.default;
    wrapper.append(input, ` ${control.label}`);
  } else {
    input = document.createElement('select');
    for (const choice of control.choices) input.add(new Option(choice.label, choice.value, false, choice.value === control.default));
    wrapper.append(`${control.label} `, input);
  }
  input.dataset.option = control.id;
  input.addEventListener('change', onChange);
  return { wrapper, read: () => (control.type === 'checkbox' ? input.checked : input.value) };
}

export class ConverterPanel {
  #root;
  #tabList;
  #panels = [];
  #model = null;
  #selected = 0;

  /** @param {HTMLElement} root the element that receives the tabs and their panels */
  constructor(root) {
    this.#root = root;
  }

  /** Builds one tab per output descriptor (called when the notation changes). */
  setOutputs(outputs) {
    const prefix = `output-${++panelCount}`;
    this.#tabList = document.createElement('div');
    this.#tabList.className = 'tabs';
    this.#tabList.setAttribute('role', 'tablist');
    this.#tabList.setAttribute('aria-label', 'Converter outputs');
    this.#tabList.addEventListener('keydown', (event) => this.#moveBetweenTabs(event));
    this.#panels = outputs.map((output, index) => this.#buildPanel(output, `${prefix}-${index}`));
    this.#root.replaceChildren(this.#tabList, ...this.#panels.map((panel) => panel.element));
    this.#select(0, false);
    this.#renderAll();
  }

  /** Shows the outputs of a freshly parsed model, or a placeholder when the input has errors. */
  setModel(model) {
    this.#model = model;
    this.#renderAll();
  }

  #buildPanel(output, id) {
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.id = `${id}-tab`;
    tab.className = 'tab';
    tab.textContent = output.label;
    tab.dataset.output = output.id;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', `${id}-panel`);
    tab.addEventListener('click', () => this.#select(this.#panels.findIndex((panel) => panel.tab === tab), true));
    this.#tabList.append(tab);

    const element = document.createElement('section');
    element.id = `${id}-panel`;
    element.className = 'output-panel';
    element.dataset.output = output.id;
    element.setAttribute('role', 'tabpanel');
    element.setAttribute('aria-labelledby', tab.id);

    const panel = { output, tab, element, controls: [], text: '' };
    const toolbar = document.createElement('div');
    toolbar.className = 'output-toolbar';
    const controlBox = document.createElement('div');
    controlBox.className = 'output-controls';
    for (const control of output.controls ?? []) {
      const built = controlElement(control, () => this.#render(panel));
      panel.controls.push({ id: control.id, read: built.read });
      controlBox.append(built.wrapper);
    }
    const actions = document.createElement('div');
    actions.className = 'output-actions';
    panel.copyButton = this.#button('Copy', `Copy the ${output.label} output`, () => this.#copy(panel));
    panel.downloadButton = this.#button('Download', `Download the ${output.label} output as ${output.fileName}`, () => this.#download(panel));
    panel.status = document.createElement('span');
    panel.status.className = 'output-status';
    panel.status.setAttribute('role', 'status');
    actions.append(panel.status, panel.copyButton, panel.downloadButton);
    toolbar.append(controlBox, actions);

    panel.pre = document.createElement('pre');
    panel.pre.className = 'output-text';
    panel.pre.tabIndex = 0; // scrollable region: reachable by keyboard
    panel.pre.setAttribute('aria-label', `${output.label} output`);
    element.append(toolbar, panel.pre);
    return panel;
  }

  #button(text, label, onClick) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'button';
    button.textContent = text;
    button.setAttribute('aria-label', label);
    button.addEventListener('click', onClick);
    return button;
  }

  #settingsOf(panel) {
    return Object.fromEntries(panel.controls.map((control) => [control.id, control.read()]));
  }

  #renderAll() {
    for (const panel of this.#panels) this.#render(panel);
  }

  #render(panel) {
    panel.status.textContent = '';
    if (!this.#model) {
      panel.text = '';
      panel.pre.textContent = 'No output: the input has errors.';
      panel.pre.classList.add('is-placeholder');
    } else {
      try {
        panel.text = panel.output.produce(this.#model, this.#settingsOf(panel));
        panel.pre.textContent = panel.text;
        panel.pre.classList.remove('is-placeholder');
      } catch (error) {
        // A converter refusing a model is a message for the user, not a broken page.
        panel.text = '';
        panel.pre.textContent = error.message;
        panel.pre.classList.add('is-placeholder');
      }
    }
    panel.copyButton.disabled = panel.text === '';
    panel.downloadButton.disabled = panel.text === '';
  }

  #select(index, moveFocus) {
    this.#selected = index;
    this.#panels.forEach((panel, panelIndex) => {
      const selected = panelIndex === index;
      panel.tab.setAttribute('aria-selected', String(selected));
      panel.tab.tabIndex = selected ? 0 : -1; // roving tab stop: arrows move between tabs
      panel.element.hidden = !selected;
    });
    if (moveFocus) this.#panels[index].tab.focus();
  }

  #moveBetweenTabs(event) {
    const last = this.#panels.length - 1;
    const target = { ArrowRight: this.#selected + 1, ArrowLeft: this.#selected - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    this.#select((target + last + 1) % (last + 1), true);
  }

  async #copy(panel) {
    try {
      await navigator.clipboard.writeText(panel.text);
      panel.status.textContent = 'Copied';
      clearTimeout(panel.statusTimer);
      panel.statusTimer = setTimeout(() => { panel.status.textContent = ''; }, 2500);
    } catch {
      // No clipboard permission (or an insecure origin): select the text so the user can copy it.
      getSelection().selectAllChildren(panel.pre);
      panel.status.textContent = 'Selected: press Ctrl+C to copy';
    }
  }

  #download(panel) {
    const url = URL.createObjectURL(new Blob([panel.text], { type: panel.output.mediaType }));
    const link = document.createElement('a');
    link.href = url;
    link.download = panel.output.fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
