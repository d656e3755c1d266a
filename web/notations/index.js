// The notations the page knows. The page itself (app.js) is generic: everything it needs to know
// about a notation comes from one descriptor module, so adding a notation means adding a module here.
//
// A notation descriptor has:
//   id, name                 'gbb', 'GBB (Gobstones board)'
//   inputLabel               the accessible name of the text area
//   fileAccept               for <input type=file accept>
//   examples                 [{ id, title, url }]: bundled example files (the first is shown at start)
//   parse(text, {language})  { ok: true, model } or { ok: false, title, problems: [{line, column, length, message}] }
//   summarize(model)         one line about the model, shown above the view
//   render(container, model) draws the model into container
//   outputs                  [{ id, label, fileName, mediaType, controls, produce(model, settings) }]: the
//                            converter tabs; controls are [{ id, label, type: 'checkbox'|'select', default, choices }]
import { gbbNotation } from './gbb.js';

export const notations = [gbbNotation];
