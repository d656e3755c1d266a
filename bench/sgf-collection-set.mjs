// The set of bench/sgf-collections.mjs: generated pro games like the real collections (see the
// comment there for what is in it), the same on every call. Shared by the bench, the check that
// two builds give the same trees (sgf-same-trees.mjs) and profiling drivers.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

// `count` games from the move sequences of the SGF files in `corpus`: [bytes, expected] each,
// expected being { PB, PW, C } as the text its author wrote (U+FFFD where damaged).
export function collectionSet(corpus, count) {
  // A small deterministic generator: the same set on every run.
  let seed = 20261129;
  const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) / (1 << 24);
  const pick = (list) => list[Math.floor(random() * list.length)];

  const players = [
    '柯洁',
    '芈昱廷',
    '谢尔豪',
    '一力辽',
    '陈耀烨',
    '唐韦星',
    '连笑',
    '范廷钰',
    '杨鼎新',
    '时越',
    '古力',
    '常昊',
    '井山裕太',
    '一力遼',
    '芝野虎丸',
    '許家元',
    '余正麒',
    '河野臨',
    '村川大介',
    '張栩',
    '高尾紳路',
    '신진서',
    '박정환',
    '신민준',
    '변상일',
    '김지석',
    '이세돌',
    '최정',
    '안성준',
  ];
  const events = [
    '第24届LG杯决赛',
    '第三届梦百合杯',
    '第15期阿含桐山杯',
    '中国围棋甲级联赛',
    '第47期棋聖戦',
    '제16회 농심신라면배',
    '春兰杯八强',
  ];
  const comments = [
    '黑中盘胜。',
    '白棋在右下角的战斗中失误了。',
    '好手！',
    '此手是败着。',
    '这里应该跳。',
    '黒の中押し勝ち。',
    '백이 우하귀 전투에서 실수했다.',
  ];
  const results = ['B+R', 'W+R', 'B+0.5', 'W+1.5', 'B+T', 'W+3.5'];

  // Node has no GB18030 encoder: one from inverting the platform's decoder (as the charset
  // fixtures are made, tests/fixtures/sgf/charsets/make.mjs).
  const gbTable = new Map();
  {
    const decoder = new TextDecoder('gb18030', { fatal: true });
    for (let a = 0x81; a < 0xff; a++)
      for (let b = 0x40; b < 0xff; b++) {
        if (b === 0x7f) continue;
        try {
          const ch = decoder.decode(Uint8Array.of(a, b));
          if (ch.length === 1 && !gbTable.has(ch)) gbTable.set(ch, [a, b]);
        } catch {}
      }
  }
  const gb18030 = (text) =>
    Uint8Array.from(
      [...text].flatMap((ch) => (ch.charCodeAt(0) < 0x80 ? [ch.charCodeAt(0)] : (gbTable.get(ch) ?? [0x3f]))),
    );

  const corpusFiles = readdirSync(corpus)
    .filter((f) => f.endsWith('.sgf'))
    .sort();
  const sequences = corpusFiles
    .map((f) =>
      [...readFileSync(`${corpus}/${f}`, 'utf8').matchAll(/;\s*([BW])\[([a-s]{2}|)\]/g)].map(
        (m) => `;${m[1]}[${m[2]}]`,
      ),
    )
    .filter((moves) => moves.length >= 120);

  // One game: [bytes, { PB, PW, C } as the text its author wrote, or with U+FFFD where damaged].
  function game(i) {
    const kind = i % 20; // 0-3 without CA (0 damaged), 4-5 GB18030 with CA, else UTF-8 with CA
    const moves = sequences[i % sequences.length];
    const count = 120 + Math.floor(random() * 210);
    let black = pick(players);
    let white = pick(players);
    while (white === black) white = pick(players);
    const legacy = kind === 4 || kind === 5;
    // GB2312 holds the Chinese comments only.
    const comment = pick(legacy ? comments.slice(0, 5) : comments);
    if (legacy) {
      // GB2312 holds Chinese only.
      const chinese = players.slice(0, 12);
      black = pick(chinese);
      white = pick(chinese.filter((p) => p !== black));
    }
    const event = legacy ? '第24届LG杯决赛' : pick(events);
    const ca = kind < 4 ? '' : legacy ? 'CA[GB2312]' : 'CA[UTF-8]';
    const body = moves
      .slice(0, count)
      .map((m, k) => (k > 0 && k % 60 === 0 ? `${m}C[${legacy ? comment : pick(comments)}]` : m))
      .join('');
    const text = `(;GM[1]FF[4]${ca}SZ[19]KM[7.5]DT[2019-0${1 + (i % 9)}-1${i % 10}]EV[${event}]PB[${black}]BR[9段]PW[${white}]WR[9段]RE[${pick(results)}]C[${comment}]${body})`;
    const expected = { PB: black, PW: white, C: comment };
    if (legacy) return [gb18030(text), expected];
    const bytes = new TextEncoder().encode(text);
    if (kind === 0) {
      // The Fox damage: the middle byte of the first character of PB replaced by "?".
      const at = text.indexOf('PB[') + 3;
      const byteAt = Buffer.byteLength(text.slice(0, at));
      bytes[byteAt + 1] = 0x3f;
      expected.PB = `\uFFFD${black.slice(1)}`;
    }
    return [bytes, expected];
  }

  return Array.from({ length: count }, (_, i) => game(i));
}

// The options the tools on this set share: --corpus DIR (the SGF files whose moves it uses),
// --files N, --package DIR (another build: a folder holding package.json and dist/) and
// --before DIR (a second build compared in the same run), plus the tool's own `extra` options.
export function collectionFlags(extra = {}) {
  return parseArgs({
    options: {
      corpus: { type: 'string', default: fileURLToPath(new URL('../../shared/corpus/sgf', import.meta.url)) },
      files: { type: 'string', default: '3000' },
      package: { type: 'string' },
      before: { type: 'string' },
      ...extra,
    },
  }).values;
}

// The URL of the Node ES entry `name` of the build in `dir`, or of the installed package.
export function buildEntry(dir, name = 'sgf') {
  return dir ? pathToFileURL(path.resolve(dir, 'dist', `${name}.node.mjs`)).href : `boardnotation/${name}`;
}

// `node bench/sgf-collection-set.mjs --write DIR [--corpus DIR] [--files N]`: the set's texts, as
// the JS wrapper hands them to the core (UTF-8, GB18030 decoded, damage as U+FFFD), one file
// each, for the native driver bench/native/sgf-layout-driver.cpp.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flags = collectionFlags({ write: { type: 'string' } });
  if (!flags.write) throw new Error('--write DIR is required');
  mkdirSync(flags.write, { recursive: true });
  for (const [i, [bytes]] of collectionSet(flags.corpus, Number(flags.files)).entries()) {
    const legacy = i % 20 === 4 || i % 20 === 5;
    const text = new TextDecoder(legacy ? 'gb18030' : 'utf-8').decode(bytes);
    writeFileSync(`${flags.write}/${String(i).padStart(4, '0')}.sgf`, text);
  }
}
