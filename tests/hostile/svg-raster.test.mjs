// svgToPng takes any text, so its rasterizer meets SVG it never wrote: each case ends within its
// time ceiling with a PNG or a clear error (TypeError, RangeError), never a hang, a stack overflow
// or an image of unbounded size. (renderPng and renderGif only paint the package's own drawings.)
import { svgToPng } from 'boardnotation/svg';
import { decodePng } from '../js/svg/image-decode.mjs';

const svg = (inner, box = '0 0 100 100') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}">${inner}</svg>`;

// The case's outcome, and that it came within `seconds`.
async function within(seconds, work) {
  const start = performance.now();
  let outcome;
  try {
    outcome = await work();
  } catch (error) {
    outcome = error;
  }
  expect((performance.now() - start) / 1000).toBeLessThan(seconds);
  return outcome;
}

test('a <use> bomb (each level uses the one before twice, 2^40 elements) is refused', async () => {
  let defs = '<rect id="l0" width="1" height="1"/>';
  for (let level = 1; level <= 40; level++)
    defs += `<g id="l${level}"><use href="#l${level - 1}"/><use href="#l${level - 1}" x="1"/></g>`;
  const outcome = await within(20, () => svgToPng(svg(`<defs>${defs}</defs><use href="#l40"/>`)));
  expect(outcome).toBeInstanceOf(RangeError);
  expect(outcome.message).toMatch(/more than 500000 elements/);
});

test('a <use> of itself, or of its own group, draws what it can and stops', async () => {
  const outcome = await within(10, () =>
    svgToPng(svg('<g id="a"><rect width="10" height="10"/><use href="#a" x="5"/></g><use id="b" href="#b"/>')),
  );
  expect(decodePng(outcome).width).toBe(100);
});

test('thousands of shapes over the whole image, and a path of 200,000 edges each as tall as the image, are refused', async () => {
  const rects = '<rect width="1000" height="1000" fill="#123"/>'.repeat(5000);
  const many = await within(20, () => svgToPng(svg(rects, '0 0 1000 1000')));
  expect(many).toBeInstanceOf(RangeError);
  const tall = `<path d="M0 0${'L1 1000L2 0'.repeat(100000)}Z"/>`;
  const edges = await within(20, () => svgToPng(svg(tall, '0 0 1000 1000')));
  expect(edges).toBeInstanceOf(RangeError);
});

test('an image of more pixels than the rasterizer paints is refused before any is allocated', async () => {
  const outcome = await within(5, () => svgToPng(svg('', '0 0 1 100000'), { width: 8192 }));
  expect(outcome).toBeInstanceOf(RangeError);
});

test('100,000 nested groups: no stack overflow', async () => {
  const deep = `${'<g>'.repeat(100000)}<rect width="5" height="5"/>${'</g>'.repeat(100000)}`;
  const outcome = await within(10, () => svgToPng(svg(deep)));
  expect(decodePng(outcome).width).toBe(100);
});

test('broken markup and numbers: a PNG of what could be read, or a TypeError', async () => {
  const cases = [
    svg('<rect width="1e308" height="1e308" x="-1e308"/><circle r="NaN"/><path d="M0 0L1e400 5Z"/>'),
    svg('<path d="M 10 10 A 0 0 0 1 1 20 20 L"/><path d="Q"/><polygon points="1"/>'),
    svg('<rect width="50" height="50" stroke="#000" stroke-width="1e9"/><text font-size="1e6">x</text>'),
    svg('<rect width="50" height="50" fill="url(#missing)"/><g transform="scale(0)"><rect width="9" height="9"/></g>'),
    `<svg viewBox="0 0 10 10"><rect width="5" height="5"><g unclosed="`,
  ];
  for (const text of cases) {
    const outcome = await within(10, () => svgToPng(text, { width: 64 }));
    expect(outcome).toBeInstanceOf(Uint8Array);
  }
  expect(await within(5, () => svgToPng('not svg at all'))).toBeInstanceOf(TypeError);
});
