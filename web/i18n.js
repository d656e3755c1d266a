// The page's own words in every language of the language switch (the package's error messages come
// translated from the package itself). A notation descriptor may bring its own words (`messages`),
// merged in by addMessages, so adding a notation never means editing this file.
//   t('key', { name: value })  replaces {name} in the template of the current language, falling back
//   to English, then to the key itself (a missing word shows up as its key, never as "undefined").

const catalogue = {
  en: {
    'page.title': 'boardnotation · board viewer and converter',
    'page.tagline': 'Read, draw and convert board notations, right in your browser.',
    'page.footer':
      'Parsed and written by the boardnotation package (C++ compiled to WebAssembly), imported as a user’s page imports it. Nothing leaves your browser.',
    'control.notation': 'Notation',
    'control.language': 'Language',
    'control.example': 'Example',
    'control.ownText': 'Your own text',
    'control.openFile': 'Open file…',
    'control.openFileLabel': 'Open a file from your computer',
    'control.share': 'Copy link',
    'control.shareLabel': 'Copy a link to this page with the current input',
    'control.shareCopied': 'Link copied',
    'control.shareTooLong': 'The input is too long for a link; the link keeps the notation only',
    'link.omitted': 'The input of this link was too long to travel in it: paste it or open its file.',
    'link.damaged': 'The input of this link cannot be read: the link was cut or changed.',
    'control.flip': 'Flip board',
    'control.first': 'First position (Home)',
    'control.previous': 'Previous move (←)',
    'control.next': 'Next move (→)',
    'control.last': 'Last position (End)',
    'control.position': 'Position in the game',
    'heading.input': 'Input',
    'heading.board': 'Board',
    'heading.converter': 'Converter',
    'hint.input': 'Type or paste, or drop a file on the text. Everything updates as you type.',
    'hint.drop': 'Drop the file to open it',
    'hint.keys': 'Keys: ← → step through the game, Home / End jump to its ends.',
    'status.loading': 'Loading the boardnotation package…',
    'status.loadFailed':
      'The boardnotation package could not be loaded ({message}). Build it with "bash scripts/build.sh" and reload.',
    'status.staleBoard': 'The text has an error: the board shown, dimmed, is this text’s last valid one.',
    'status.error': 'The text has an error.',
    'status.parsingInWorker': 'Reading {size} in the background…',
    'status.workerStage': 'Reading {size} in the background: {stage}, {percent}',
    'status.stage.loading': 'starting',
    'status.stage.parsing': 'parsing',
    'status.stage.transferring': 'handing over the result',
    'status.working': 'Working in the background…',
    'status.exampleFailed': 'The example "{title}" could not be loaded',
    'problem.at': '{name} at line {line}, column {column}',
    'problem.goTo': 'Go to line {line}, column {column}',
    'problem.rule': 'Rule: {code}',
    'problem.showPly': 'Show move {label}',
    'output.none': 'No output: the input has errors.',
    'output.tabs': 'Converter outputs',
    'output.copy': 'Copy',
    'output.copyLabel': 'Copy the {label} output',
    'output.download': 'Download',
    'output.downloadLabel': 'Download the {label} output as {file}',
    'output.copied': 'Copied',
    'output.selected': 'Selected: press Ctrl+C to copy',
    'output.textLabel': '{label} output',
    'output.preview': 'Large output ({size}): only its beginning is shown; Copy and Download give all of it',
    'output.producing': 'Writing the output in the background…',
    legend: 'Legend',
    'editor.preview':
      'A large text ({size}, {lines} lines): the first {shown} lines are shown here, read-only; the board and the converter use all of it.',
    'editor.previewStart':
      'A large text ({size}, {lines} lines): its first {shown} characters are shown here, read-only; the board and the converter use all of it.',
    'editor.editAll': 'Show and edit all of it (slow)',
    'notes.quiet.one': 'One note on how the text is written (it is read as meant)',
    'notes.quiet.other': '{count} notes on how the text is written (it is read as meant)',
    'notes.more.one': 'and one more, not listed',
    'notes.more.other': 'and {count} more, not listed',
  },
  es: {
    'page.title': 'boardnotation · visor y conversor de tableros',
    'page.tagline': 'Lee, dibuja y convierte notaciones de tableros, en tu navegador.',
    'page.footer':
      'Leído y escrito por el paquete boardnotation (C++ compilado a WebAssembly), importado como lo importa la página de cualquier usuario. Nada sale de tu navegador.',
    'control.notation': 'Notación',
    'control.language': 'Idioma',
    'control.example': 'Ejemplo',
    'control.ownText': 'Tu propio texto',
    'control.openFile': 'Abrir archivo…',
    'control.openFileLabel': 'Abrir un archivo de tu equipo',
    'control.share': 'Copiar enlace',
    'control.shareLabel': 'Copiar un enlace a esta página con la entrada actual',
    'control.shareCopied': 'Enlace copiado',
    'control.shareTooLong': 'La entrada es demasiado larga para un enlace; el enlace guarda solo la notación',
    'link.omitted': 'La entrada de este enlace era demasiado larga para viajar en él: pégala o abre su archivo.',
    'link.damaged': 'La entrada de este enlace no se puede leer: el enlace se cortó o se modificó.',
    'control.flip': 'Girar el tablero',
    'control.first': 'Posición inicial (Inicio)',
    'control.previous': 'Jugada anterior (←)',
    'control.next': 'Jugada siguiente (→)',
    'control.last': 'Última posición (Fin)',
    'control.position': 'Posición en la partida',
    'heading.input': 'Entrada',
    'heading.board': 'Tablero',
    'heading.converter': 'Conversor',
    'hint.input': 'Escribe o pega, o suelta un archivo sobre el texto. Todo se actualiza mientras escribes.',
    'hint.drop': 'Suelta el archivo para abrirlo',
    'hint.keys': 'Teclas: ← → recorren la partida, Inicio / Fin saltan a sus extremos.',
    'status.loading': 'Cargando el paquete boardnotation…',
    'status.loadFailed':
      'No se pudo cargar el paquete boardnotation ({message}). Compílalo con "bash scripts/build.sh" y recarga.',
    'status.staleBoard': 'El texto tiene un error: el tablero, atenuado, es el último válido de este texto.',
    'status.error': 'El texto tiene un error.',
    'status.parsingInWorker': 'Leyendo {size} en segundo plano…',
    'status.workerStage': 'Leyendo {size} en segundo plano: {stage}, {percent}',
    'status.stage.loading': 'comenzando',
    'status.stage.parsing': 'analizando',
    'status.stage.transferring': 'entregando el resultado',
    'status.working': 'Trabajando en segundo plano…',
    'status.exampleFailed': 'No se pudo cargar el ejemplo "{title}"',
    'problem.at': '{name} en la línea {line}, columna {column}',
    'problem.goTo': 'Ir a la línea {line}, columna {column}',
    'problem.rule': 'Regla: {code}',
    'problem.showPly': 'Ver la jugada {label}',
    'output.none': 'Sin salida: la entrada tiene errores.',
    'output.tabs': 'Salidas del conversor',
    'output.copy': 'Copiar',
    'output.copyLabel': 'Copiar la salida {label}',
    'output.download': 'Descargar',
    'output.downloadLabel': 'Descargar la salida {label} como {file}',
    'output.copied': 'Copiado',
    'output.selected': 'Seleccionado: pulsa Ctrl+C para copiar',
    'output.textLabel': 'Salida {label}',
    'output.preview': 'Salida grande ({size}): se muestra solo el comienzo; Copiar y Descargar dan todo',
    'output.producing': 'Escribiendo la salida en segundo plano…',
    legend: 'Leyenda',
    'editor.preview':
      'Un texto grande ({size}, {lines} líneas): aquí se muestran sus primeras {shown} líneas, de solo lectura; el tablero y el conversor usan todo el texto.',
    'editor.previewStart':
      'Un texto grande ({size}, {lines} líneas): aquí se muestran sus primeros {shown} caracteres, de solo lectura; el tablero y el conversor usan todo el texto.',
    'editor.editAll': 'Mostrarlo y editarlo entero (lento)',
    'notes.quiet.one': 'Una nota sobre cómo está escrito el texto (se lee como se quiso decir)',
    'notes.quiet.other': '{count} notas sobre cómo está escrito el texto (se lee como se quiso decir)',
    'notes.more.one': 'y una más, no listada',
    'notes.more.other': 'y {count} más, no listadas',
  },
};

let current = 'en';

export const uiLanguages = Object.keys(catalogue);

export function setLanguage(language) {
  current = catalogue[language] ? language : 'en';
}

export function language() {
  return current;
}

/** Adds words (e.g. a notation's): { en: { key: template }, es: { ... } }. */
export function addMessages(messages = {}) {
  for (const [code, words] of Object.entries(messages)) catalogue[code] = { ...(catalogue[code] ?? {}), ...words };
}

/**
 * A sentence about a number of things, by the language's plural rules: the template of
 * `${key}.${category}` (Intl.PluralRules: 'one', 'other', ...), falling back to `${key}.other`.
 * `{count}` is the number formatted for the language. Never "1 issue(s)".
 */
export function tp(key, count, args = {}) {
  const category = new Intl.PluralRules(current).select(count);
  const chosen =
    catalogue[current]?.[`${key}.${category}`] !== undefined || catalogue.en[`${key}.${category}`] !== undefined
      ? `${key}.${category}`
      : `${key}.other`;
  return t(chosen, { ...args, count: new Intl.NumberFormat(current).format(count) });
}

export function t(key, args = {}) {
  const template = catalogue[current]?.[key] ?? catalogue.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
}

/** A descriptor's text: a key of the catalogue, or a literal string. */
export function label(text) {
  return typeof text === 'string' && (catalogue.en[text] !== undefined || catalogue[current]?.[text] !== undefined)
    ? t(text)
    : text;
}

/** Translates the static page: elements with data-i18n (text), data-i18n-label (aria-label). */
export function translateDocument(root = document) {
  document.documentElement.lang = current;
  document.title = t('page.title');
  for (const element of root.querySelectorAll('[data-i18n]')) element.textContent = t(element.dataset.i18n);
  for (const element of root.querySelectorAll('[data-i18n-label]'))
    element.setAttribute('aria-label', t(element.dataset.i18nLabel));
  for (const element of root.querySelectorAll('[data-i18n-title]')) element.title = t(element.dataset.i18nTitle);
}
