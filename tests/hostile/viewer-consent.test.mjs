// <board-viewer> runs a BDL description's JavaScript only after a yes for that very text: a yes
// given to one description never runs another one's code, whichever way the other arrives (a new
// src, the same src answering other bytes, the element's content, the text property, load(), the
// explicit-code attribute going to "never" and back), nor when the yes comes while another text is
// on its way. Each description's code counts its runs in a global of its own when it is evaluated,
// so a run that should not happen is seen, in the page's evaluator and in the default one alike.
import { viewerPages } from './viewer-page.mjs';

const pages = viewerPages();

// A runner on a 1 × 3 board whose player change, invariant and finish rule are JavaScript; the
// player change counts its evaluations in globalThis[counter].
const runner = (counter) => `rules{ first_player : 0 width : 1 height : 3 coloring : alternate
  player_change : explicit{ (globalThis.${counter} = (globalThis.${counter} ?? 0) + 1, (context) => { context.current_player = 0 }) } }
pieces{ runner{ moves{ x : 0, y : -1 } } }
initial_piece_position{ runner{ positions{ x : 0, y : 0 } } }
invariants{ explicit{ (context, cx, cr, tx, tr) => tr < cr } }
finish{ explicit{ (context) => context.board[0][0].piece !== null } }`;
const TRUSTED = runner('ranTrusted');
const STRANGER = runner('ranStranger');

// Runs `change` (a function's source, called with the viewer and `argument`) in the page, waits for
// the load it starts, and says what the viewer shows and whose code ran.
function afterLoad(page, change, argument) {
  return page.$eval(
    'board-viewer',
    async (viewer, [source, value]) => {
      const loaded = new Promise((resolve) => viewer.addEventListener('load', resolve, { once: true }));
      await new Function(`return (${source});`)()(viewer, value);
      await loaded;
      const panel = viewer.shadowRoot.querySelector('.explicit-code');
      return {
        trusted: globalThis.ranTrusted ?? 0,
        stranger: globalThis.ranStranger ?? 0,
        allowed: viewer.explicitCodeAllowed,
        asking: !panel.hidden && Boolean(panel.querySelector('button[data-action="allow-code"]')),
        played: viewer.play({ from: { x: 0, y: 0 }, to: { x: 0, y: 1 } }) !== null,
      };
    },
    [change.toString(), argument],
  );
}

const allow = (viewer) => viewer.allowExplicitCode();
// What a description without the yes shows: the list of its code with the allow button, no moves.
const ASKING = { stranger: 0, allowed: false, asking: true, played: false };

test('a yes given to a src does not run the code of another src, nor of new bytes from the same src', async () => {
  pages.writeFile('trusted.bdl', TRUSTED);
  pages.writeFile('stranger.bdl', STRANGER);
  pages.writeFile('changing.bdl', TRUSTED);
  const page = await pages.blank('<board-viewer notation="bdl" src="trusted.bdl"></board-viewer>');
  const allowed = await afterLoad(page, allow);
  expect(allowed).toMatchObject({ stranger: 0, allowed: true, asking: false, played: true });
  expect(allowed.trusted).toBeGreaterThan(0);

  expect(await afterLoad(page, (viewer) => viewer.setAttribute('src', 'stranger.bdl'))).toMatchObject(ASKING);

  // The same address, other bytes: the yes was for the bytes read, not for the address.
  await afterLoad(page, (viewer) => viewer.setAttribute('src', 'changing.bdl'));
  const trusted = await afterLoad(page, allow);
  expect(trusted).toMatchObject({ stranger: 0, allowed: true });
  pages.writeFile('changing.bdl', STRANGER);
  // A change of language reads the src again.
  expect(await afterLoad(page, (viewer) => viewer.setAttribute('language', 'es'))).toMatchObject(ASKING);
});

test('a yes does not carry over to new content of the element, nor to a text set by the text property', async () => {
  const page = await pages.blank(`<board-viewer notation="bdl">${TRUSTED}</board-viewer>`);
  expect(await afterLoad(page, allow)).toMatchObject({ stranger: 0, allowed: true, played: true });
  expect(
    await afterLoad(
      page,
      (viewer, text) => {
        viewer.textContent = text;
      },
      STRANGER,
    ),
  ).toMatchObject(ASKING);

  await afterLoad(
    page,
    (viewer, text) => {
      viewer.text = text;
    },
    TRUSTED,
  );
  expect(await afterLoad(page, allow)).toMatchObject({ allowed: true, played: true });
  expect(
    await afterLoad(
      page,
      (viewer, text) => {
        viewer.text = text;
      },
      STRANGER,
    ),
  ).toMatchObject(ASKING);
});

test('a yes asked for while another text is on its way goes to the text shown, never to the one coming', async () => {
  const page = await pages.blank(`<board-viewer notation="bdl">${TRUSTED}</board-viewer>`);
  const state = await afterLoad(
    page,
    (viewer, text) => {
      viewer.text = text;
      // The page says yes in the same task: the stranger is not shown yet.
      viewer.allowExplicitCode();
    },
    STRANGER,
  );
  expect(state).toMatchObject(ASKING);
  // The src on its way: no document shown, so no yes to give.
  pages.writeFile('stranger.bdl', STRANGER);
  expect(
    await page.$eval('board-viewer', async (viewer) => {
      viewer.setAttribute('src', 'stranger.bdl');
      await new Promise((resolve) => setTimeout(resolve, 0));
      const answer = await viewer.allowExplicitCode();
      await new Promise((resolve) => viewer.addEventListener('load', resolve, { once: true }));
      return { answer, stranger: globalThis.ranStranger ?? 0, allowed: viewer.explicitCodeAllowed };
    }),
  ).toEqual({ answer: null, stranger: 0, allowed: false });
});

test("load(): the yes is for the text and the evaluator it was given with; the page's evaluator never sees another text's code", async () => {
  const page = await pages.blank();
  await page.evaluate(() => document.body.append(document.createElement('board-viewer')));
  const seen = await page.$eval(
    'board-viewer',
    async (viewer, [trusted, stranger]) => {
      const codes = [];
      const evaluator = (code) => {
        codes.push(code);
        return new Function(`return (${code});`)();
      };
      await viewer.load(trusted, { notation: 'bdl', evaluator });
      await viewer.allowExplicitCode();
      const allowed = viewer.explicitCodeAllowed;
      const trustedCodes = codes.length;
      // The same text and evaluator again: still allowed (the yes is bound to them, not spent).
      await viewer.load(trusted, { notation: 'bdl', evaluator });
      const again = viewer.explicitCodeAllowed;
      await viewer.load(stranger, { notation: 'bdl', evaluator });
      const strangerAllowed = viewer.explicitCodeAllowed;
      // The trusted text with another evaluator: asks again.
      await viewer.load(trusted, { notation: 'bdl', evaluator: (code) => new Function(`return (${code});`)() });
      return {
        allowed,
        again,
        strangerAllowed,
        otherEvaluator: viewer.explicitCodeAllowed,
        trustedCodes: trustedCodes > 0,
        strangerCodes: codes.filter((code) => code.includes('ranStranger')).length,
        stranger: globalThis.ranStranger ?? 0,
      };
    },
    [TRUSTED, STRANGER],
  );
  expect(seen).toEqual({
    allowed: true,
    again: true,
    strangerAllowed: false,
    otherEvaluator: false,
    trustedCodes: true,
    strangerCodes: 0,
    stranger: 0,
  });
});

test('explicit-code="never" forgets the yes: back to "ask", the code does not run until allowed again', async () => {
  const page = await pages.blank(`<board-viewer notation="bdl">${TRUSTED}</board-viewer>`);
  const allowed = await afterLoad(page, allow);
  expect(allowed).toMatchObject({ allowed: true, played: true });
  const never = await afterLoad(page, (viewer) => viewer.setAttribute('explicit-code', 'never'));
  expect(never).toMatchObject({ trusted: allowed.trusted, allowed: false, asking: false, played: false });
  const ask = await afterLoad(page, (viewer) => viewer.setAttribute('explicit-code', 'ask'));
  expect(ask).toMatchObject({ trusted: allowed.trusted, allowed: false, asking: true, played: false });
  expect(await afterLoad(page, allow)).toMatchObject({ allowed: true, played: true });
});
