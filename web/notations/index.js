// The notations the page knows. The page itself (app.js) is generic: everything it needs to know
// about a notation comes from one descriptor module, so adding a notation means adding a module here.
//
// A notation descriptor has:
//   id                        'gbb'
//   name, inputLabel          texts: a key of the page's words (see `messages`) or a literal string
//   fileAccept                for <input type=file accept>
//   reads?                    the names the package's detect() gives the texts this descriptor reads
//                             (default [id]; Go: ['hen', 'sgf']): a paste, drop or file opens here
//   examples                  [{ id, title, url }]: bundled example files (the first is shown at start)
//   messages                  { en: { key: template }, es: {...} }: the descriptor's own words (i18n.js)
//   parse?(text, {language})  { ok: true, model, notes?, notesTitle? } or { ok: false, name, problems:
//                             [{ line, column, length, message, code?, showCode? }] } (showCode: show
//                             the rule's code). notes: problems of a valid input (warnings, a game's
//                             issues), listed and marked without hiding the board (quiet: true for a
//                             note on spelling only, listed under one quiet line); a note with
//                             viewPly (and plyName) gets a button that shows the board at that ply
//   worker?                   { task, minLength }: inputs of minLength characters or more (0: all) are
//                             read in the Web Worker by the task module (parse-worker.js: exports
//                             parse(api, text, options), transferables(model), and the questions the
//                             page may ask later about the text, answered there); its model must be
//                             plain, cloneable data
//   fromWorker?(result, session, shown)
//                             the page's model from what the worker read; session.call(question,
//                             ...args) asks the task about the text (a promise), until a newer text;
//                             `shown`: the result of fromFirstPart, when the task sent parts
//   fromFirstPart?(part, session), addPart?(model, part)
//                             for a task that sends what it read in parts (a database): the first
//                             part becomes a result shown at once, while the rest is read; each
//                             later part is added to its model (the page then tells the viewer)
//   summarize(model, view)    one line about what is shown, above the view (or a promise of it)
//   render(container, model, view, actions)
//                             draws the model into container. view = { ply, flipped, language };
//                             actions.goTo(ply) moves through a game; actions.modelChanged({ ply })
//                             after the view changed its model (a move played on the board)
//   plies?(model)             the last ply of a game (positions 0..plies); > 0 shows the step bar and
//                             enables ← → Home End
//   plyLabel?(model, ply)     e.g. 'Move 12 of 240: black D4' (step bar and screen readers)
//   flippable?                true shows the "Flip board" button (view.flipped)
//   viewState?(model)         what the reader did on the board that the text does not say (moves
//                             played, game and variation picked) as a short string, or undefined;
//                             kept in the page's address and across a re-reading of the same text
//   restoreView?(model, state)
//                             does again on a freshly parsed model what viewState described (as far
//                             as it fits: a link may be edited by hand)
//   outputs                   [{ id, label, fileName, mediaType, controls, produce(model, settings, view) }]:
//                             the converter tabs; controls are [{ id, label, type: 'checkbox'|'select',
//                             default, choices }]; produce may follow view.ply (e.g. HEN at that move)
//                             and may return a promise (an output the worker writes)
//                             key?(model, settings, view): what of the model and the view the
//                             output depends on; written again only when the model or the key
//                             changes (an export of a whole database is not redone at each step)
import { gbbNotation } from './gbb.js';
import { goNotation } from './go.js';
import { fenNotation } from './fen.js';
import { bdlNotation } from './bdl.js';
import { ssbNotation } from './ssb.js';
import { pgnNotation } from './pgn.js';

export const notations = [gbbNotation, goNotation, fenNotation, pgnNotation, ssbNotation, bdlNotation];
