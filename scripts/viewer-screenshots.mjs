#!/usr/bin/env node
// Makes the screenshots of docs/viewer.md, one per feature of <board-viewer>, in Debian's Chromium
// (playwright-core): docs/screenshot-viewer-<feature>.png at 1366 × 800 or on a 390 × 844 phone.
// The element is the built package's (npm/dist: run scripts/build.sh first), served as the demo
// page serves it (scripts/serve.mjs); the games are real files of the corpus beside the repository
// (../shared/corpus) where there are, else small texts written here.
//
//   node scripts/viewer-screenshots.mjs              every screenshot
//   node scripts/viewer-screenshots.mjs go-tree ...  only those named
//
// A picture over 150 KB (a 19 × 19 board full of stones) is written with a palette of its 256 most
// used colours instead, as a GIF is; the script says any that is still over.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
const MAX_BYTES = 150 * 1024;
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844, touch: true };

const corpus = (...parts) => {
  const file = path.join(repositoryRoot, '..', 'shared', 'corpus', ...parts);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};
// Text inside <script type="text/plain">: only "</script" could end it early.
const plain = (text) => `<script type="text/plain">${text.replace(/<\/script/gi, '<\\/script')}</script>`;

// Fischer – Spassky, Reykjavik 1972, game 6 (its moves; Fischer.pgn of the corpus has it), written
// as lichess exports a game: ratings, a time control, and after each move the clock left ([%clk])
// and an evaluation ([%eval]). The clocks and evaluations are made here for the pictures: a steady
// use of time and a slowly growing edge for White, not an engine's analysis.
const GAME6 = `1. c4 e6 2. Nf3 d5 3. d4 Nf6 4. Nc3 Be7 5. Bg5 O-O 6. e3 h6 7. Bh4 b6 8. cxd5 Nxd5 9. Bxe7 Qxe7
10. Nxd5 exd5 11. Rc1 Be6 12. Qa4 c5 13. Qa3 Rc8 14. Bb5 a6 15. dxc5 bxc5 16. O-O Ra7 17. Be2 Nd7
18. Nd4 Qf8 19. Nxe6 fxe6 20. e4 d4 21. f4 Qe7 22. e5 Rb8 23. Bc4 Kh8 24. Qh3 Nf8 25. b3 a5 26. f5 exf5
27. Rxf5 Nh7 28. Rcf1 Qd8 29. Qg3 Re7 30. h4 Rbb7 31. e6 Rbc7 32. Qe5 Qe8 33. a4 Qd8 34. R1f2 Qe8
35. R2f3 Qd8 36. Bd3 Qe8 37. Qe4 Nf6 38. Rxf6 gxf6 39. Rxf6 Kg8 40. Bc4 Kh8 41. Qf4 1-0`;

function lichessExport() {
  const sans = GAME6.replace(/\d+\./g, ' ')
    .split(/\s+/)
    .filter((token) => token && token !== '1-0');
  const clock = (seconds) => {
    const s = Math.max(0, Math.round(seconds));
    return `${Math.floor(s / 3600)}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
  };
  const left = [600, 600];
  let movetext = '';
  sans.forEach((san, ply) => {
    const side = ply % 2;
    left[side] += 5 - (8 + ((ply * 7) % 13) + (ply > 40 ? 10 : 0)); // 10+5: five seconds back a move
    const evaluation = (0.2 + ply * 0.045 + Math.sin(ply / 3) * 0.3 + (ply > 70 ? (ply - 70) * 0.5 : 0)).toFixed(2);
    movetext += `${side ? '' : `${ply / 2 + 1}. `}${san} { [%eval ${evaluation}] [%clk ${clock(left[side])}] } `;
  });
  return `[Event "Rated Rapid game"]
[Site "https://lichess.org/"]
[Date "2024.07.23"]
[White "Fischer"]
[Black "Spassky"]
[Result "1-0"]
[UTCDate "2024.07.23"]
[UTCTime "18:02:11"]
[WhiteElo "2785"]
[BlackElo "2660"]
[WhiteTitle "GM"]
[BlackTitle "GM"]
[Variant "Standard"]
[TimeControl "600+5"]
[ECO "D59"]
[Opening "Queen's Gambit Declined: Tartakower Defense"]
[Termination "Normal"]
[Annotator "https://lichess.org/@/fischer"]

${movetext}1-0
`;
}

// A 9 × 9 problem: setup stones only, no PL (Black plays first). White's eye space in the corner
// is a straight three: Black kills at its middle point.
const GO_PROBLEM =
  '(;GM[1]FF[4]SZ[9]GN[Life and death]C[Black to play and kill.]AB[ea][eb][ec][dc][cc][bc][ac]AW[da][db][cb][bb][ab])';
// A short 9 × 9 game; the reader then plays B E3, which takes the white stone of E4.
const GO_GAME = '(;GM[1]FF[4]SZ[9]PB[Ana]PW[Bruno]KM[6.5];B[ee];W[ef];B[df];W[dd];B[ff];W[cc])';

// Stones never over coordinates, the tree of a real game: a professional game with variations.
const goTreeGame = () =>
  corpus('sgf', 'master-09-2016.12.29-Meng_Tailing-Magist.sgf') ??
  '(;GM[1]FF[4]SZ[9]PB[Black]PW[White];B[ee];W[cc](;B[gg];W[gc](;B[cg])(;B[dg]))(;B[cg];W[gg]))';

// The same game with a win rate on each move, as Sabaki writes KataGo's (SBKV: Black's chance in
// percent). Made here for the picture (a slow swing to Black), not an engine's analysis.
const goWinRates = () => {
  let move = 0;
  return goTreeGame().replace(/;([BW])\[([a-s]{0,2})\]/g, (whole) => {
    move += 1;
    const black = 50 + 30 * Math.tanh((move - 90) / 40) + 6 * Math.sin(move / 7);
    return `${whole}SBKV[${black.toFixed(2)}]`;
  });
};

// Arrows and highlights ([%cal], [%csl]) of a real lichess study; a clone without the corpus gets
// a short study of the same ending written here, so that every picture can be made.
const queenPractice = () =>
  corpus('pgn', 'lichess_study_beta-lichess-practice-queen-vs-7th-rank-pawn_by_arex_2018.04.02.pgn') ??
  `[Event "Queen vs 7th-rank pawn"]
[SetUp "1"]
[FEN "8/8/8/8/8/5K2/2k1p3/7Q w - - 0 1"]

{ [%csl Ge1,Rd2] The pawn is one step from queening. } 1. Qh2 { [%cal Gh2e2,Rc2d1] Pin it first. } Kd1
2. Kf2 { [%csl Gf2] [%cal Gf2e1] The king comes closer. } *
`;

/**
 * The features: name → { viewport, html(), act(page), only, page }. `html()` is the body
 * of the page, `act` what the reader does before the picture, `only` a selector of the part
 * pictured (else the viewport), `page: 'demo'` the demo page instead of a page of the element.
 */
const shots = {
  'layout-desktop': {
    viewport: DESKTOP,
    html: () => `<board-viewer notation="pgn" ply="23">${plain(lichessExport())}</board-viewer>`,
  },
  'layout-phone': {
    viewport: PHONE,
    html: () => `<board-viewer notation="pgn" ply="23">${plain(lichessExport())}</board-viewer>`,
  },
  'layout-embedded': {
    viewport: DESKTOP,
    html: () => `<header class="site">My chess club · Games of the week</header>
      <main><board-viewer notation="pgn" ply="30">${plain(lichessExport())}</board-viewer>
      <p>The page goes on below the viewer.</p></main>`,
  },
  keyboard: {
    viewport: DESKTOP,
    html: () => `<board-viewer notation="pgn" ply="24">${plain(lichessExport())}</board-viewer>`,
    async act(page) {
      await page.focus('board-viewer .board');
      await page.keyboard.press('Enter'); // keys play: a cursor on the board
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter'); // the queen of a4 picked up: its moves marked
    },
  },
  clocks: {
    viewport: DESKTOP,
    html: () =>
      `<board-viewer notation="pgn" ply="60" show-evaluation="false">${plain(lichessExport())}</board-viewer>`,
  },
  evaluation: {
    viewport: DESKTOP,
    html: () => `<board-viewer notation="pgn" ply="66">${plain(lichessExport())}</board-viewer>`,
  },
  arrows: {
    viewport: DESKTOP,
    html: () => `<board-viewer notation="pgn" game="1" ply="1">${plain(queenPractice())}</board-viewer>`,
  },
  'go-tree': {
    viewport: DESKTOP,
    html: () => `<board-viewer notation="sgf" show-tree>${plain(goTreeGame())}</board-viewer>`,
    async act(page) {
      // Into the first variation, a few moves down.
      await page.$eval('board-viewer', (viewer) => {
        const walk = (node) =>
          node.children.length > 1 ? node.children[1] : node.children[0] && walk(node.children[0]);
        const fork = walk(viewer.document.games[0].root);
        if (fork) viewer.goToNode((fork.children[0] ?? fork).id);
      });
    },
  },
  'go-win-rates': {
    viewport: DESKTOP,
    html: () => `<board-viewer notation="sgf" ply="80" show-tree="false">${plain(goWinRates())}</board-viewer>`,
  },
  'go-play': {
    viewport: DESKTOP,
    html: () => `<board-viewer notation="sgf" ply="last">${plain(GO_GAME)}</board-viewer>`,
    async act(page) {
      // The go module comes after the board: until then play() takes nothing.
      await page.waitForFunction(() => document.querySelector('board-viewer').play('E3') !== null);
    },
  },
  'go-problem': {
    viewport: DESKTOP,
    html: () => `<board-viewer notation="sgf">${plain(GO_PROBLEM)}</board-viewer>`,
  },
  export: {
    viewport: DESKTOP,
    html: () => `<board-viewer notation="pgn" ply="41">${plain(lichessExport())}</board-viewer>`,
    async act(page) {
      await page.click('board-viewer .controls button[data-action="menu"]');
    },
  },
  autoplay: {
    viewport: PHONE,
    html: () => `<board-viewer notation="pgn" ply="20">${plain(lichessExport())}</board-viewer>`,
    async act(page) {
      await page.click('board-viewer .controls button[data-action="menu"]');
      await page.selectOption('board-viewer .menu select[data-choice="speed"]', '2000');
      await page.click('board-viewer .menu button[data-action="autoplay"]');
      await page.waitForTimeout(2200);
      await page.click('board-viewer .controls button[data-action="menu"]'); // "Stop playing through"
      await page.evaluate(() => window.scrollTo(0, 180));
    },
  },
  themes: {
    viewport: DESKTOP,
    html: () => {
      const game = plain(lichessExport());
      const one = (theme) =>
        `<board-viewer theme="${theme}" notation="pgn" ply="30" show-moves="false" show-info="false" show-evaluation="false">${game}</board-viewer>`;
      return `<div class="grid">${['blue', 'green', 'gray', 'dark'].map(one).join('')}</div>`;
    },
    only: '.grid', // the four viewers, not the empty page below them
  },
  spanish: {
    viewport: DESKTOP,
    html: () => `<board-viewer language="es" notation="pgn" ply="37">${plain(lichessExport())}</board-viewer>`,
    async act(page) {
      await page.$eval('board-viewer', (viewer) => {
        viewer.shadowRoot.querySelector('.game-info').open = true;
      });
    },
  },
  share: {
    viewport: DESKTOP,
    page: 'demo', // the demo page: its "Copy link" puts the game, the move and the variation in the address
    async act(page) {
      await page.waitForFunction(() => document.querySelector('board-viewer')?.document);
      await page.click('#share');
      await page.waitForFunction(() => document.querySelector('#share-status')?.textContent.trim());
    },
  },
};

const PAGE_STYLE = `body { margin: 0; padding: 8px; font-family: system-ui, sans-serif; background: #fff; }
  header.site { height: 120px; box-sizing: border-box; padding: 44px 24px; background: #234; color: #fff; font-size: 1.5rem; margin: -8px -8px 8px; }
  .grid { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; }
  .grid board-viewer[theme="dark"] { background: #161512; }`;

async function shoot(browser, url, name, shot) {
  const { width, height, touch = false } = shot.viewport;
  const context = await browser.newContext({
    viewport: { width, height },
    hasTouch: touch,
    isMobile: touch,
    locale: 'en-US',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url.replace(/\/$/, '') });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  if (shot.page === 'demo') {
    await page.goto(`${url}#${new URLSearchParams({ n: 'pgn', t: lichessExport(), p: '25' })}`);
  } else {
    // A blank page of the same origin as the package, holding the element as a site would.
    await page.route('**/viewer-shot.html', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8">
          <meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
          <style>${PAGE_STYLE}</style>
          <script type="module" src="/vendor/boardnotation/dist/viewer.mjs"></script></head>
          <body>${shot.html()}</body></html>`,
      }),
    );
    await page.goto(`${url}viewer-shot.html`);
    await page.waitForFunction(() => {
      const viewers = [...document.querySelectorAll('board-viewer')];
      return (
        viewers.length && viewers.every((viewer) => viewer.document && viewer.shadowRoot.querySelector('.board svg'))
      );
    });
  }
  await shot.act?.(page);
  await page.waitForTimeout(300); // a frame or two for what the last step drew
  const file = path.join(repositoryRoot, 'docs', `screenshot-viewer-${name}.png`);
  const options = { animations: 'disabled', caret: 'hide' };
  let png = await (shot.only ? page.locator(shot.only).screenshot(options) : page.screenshot(options));
  if (png.length > MAX_BYTES) png = palettePng(await pixelsOf(page, png));
  writeFileSync(file, png);
  await context.close();
  const bytes = statSync(file).size;
  const note = bytes > MAX_BYTES ? ' (over 150 KB)' : '';
  process.stdout.write(`${path.relative(repositoryRoot, file)}: ${Math.round(bytes / 1024)} KB${note}\n`);
  if (problems.length) process.stdout.write(`  page errors: ${problems.join('; ')}\n`);
  return !note && !problems.length;
}

// The RGBA pixels of a PNG, decoded by the page's browser: { width, height, data }.
async function pixelsOf(page, png) {
  const { width, height, base64 } = await page.evaluate(async (source) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${source}`)).blob());
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { width: bitmap.width, height: bitmap.height, base64: btoa(binary) };
  }, png.toString('base64'));
  return { width, height, data: Buffer.from(base64, 'base64') };
}

// An indexed PNG of `image`: its 256 most used colours (counted with 5 bits a channel, each the
// mean of what it counts, so flat areas stay exact), every pixel the nearest of them.
function palettePng({ width, height, data }) {
  const key = (i) => ((data[i] >> 3) << 10) | ((data[i + 1] >> 3) << 5) | (data[i + 2] >> 3);
  const counts = new Map();
  for (let i = 0; i < data.length; i += 4) {
    const entry = counts.get(key(i)) ?? [0, 0, 0, 0];
    entry[0]++;
    entry[1] += data[i];
    entry[2] += data[i + 1];
    entry[3] += data[i + 2];
    counts.set(key(i), entry);
  }
  const palette = [...counts.values()]
    .sort((a, b) => b[0] - a[0])
    .slice(0, 256)
    .map(([count, r, g, b]) => [r / count, g / count, b / count].map(Math.round));
  const nearest = new Map();
  const indexOf = (i) => {
    const k = key(i);
    if (!nearest.has(k)) {
      let best = 0;
      let bestDistance = Infinity;
      palette.forEach(([r, g, b], index) => {
        const distance = (r - data[i]) ** 2 + (g - data[i + 1]) ** 2 + (b - data[i + 2]) ** 2;
        if (distance < bestDistance) [best, bestDistance] = [index, distance];
      });
      nearest.set(k, best);
    }
    return nearest.get(k);
  };
  const rows = Buffer.alloc((width + 1) * height); // filter byte 0 (None) before each row
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows[y * (width + 1) + 1 + x] = indexOf((y * width + x) * 4);
  const chunk = (type, body) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8 bits, indexed colour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in shots));
if (unknown.length) {
  process.stderr.write(`unknown: ${unknown.join(', ')}; known: ${Object.keys(shots).join(', ')}\n`);
  process.exit(2);
}
const server = await startServer({ port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
let ok = true;
try {
  for (const [name, shot] of Object.entries(shots)) {
    if (wanted.length && !wanted.includes(name)) continue;
    ok = (await shoot(browser, server.url, name, shot)) && ok;
  }
} finally {
  await browser.close();
  await server.close();
}
process.exit(ok ? 0 : 1);
