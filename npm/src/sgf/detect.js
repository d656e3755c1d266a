// Which legacy charset the bytes of a game tree without CA fit best, when they are not UTF-8.
// (Each rule below is a heuristic: tests/js/sgf/charsets.test.cjs holds the cases it must get.)
// Each CJK candidate decodes the values that hold non-ASCII bytes; one that fails (bytes
// invalid in it) is out. The others are scored on what they give: characters of the
// language's own scripts count, the characters a Go record writes most often (surnames,
// kana, the words of results and titles) count more, and what text of that language does
// not hold (private-use characters, half-width katakana, stray symbols, ASCII letters eaten
// as second bytes) counts against. A score is per non-ASCII byte, so that candidates that cut
// the bytes differently compare. CJK charsets come first: most of the world's records are
// Chinese, Japanese or Korean. Then Cyrillic, by its own rule; then ISO-8859-1.
import { charsetNamed, decoderFor } from './charsets.js';

// The characters Go records of each language hold most often: the common surnames, the
// words of titles and results, and (Japanese, Korean) the most frequent syllables.
const chineseSimplified = new Set(
  '的一是不人中大国第届杯赛局段黑白胜负目半子先后手冠军决战名棋围王李张刘陈杨黄赵周吴徐孙马朱胡林郭何高罗郑梁谢宋唐韩曹许邓冯曾彭萧蔡潘田董袁于余叶蒋杜苏魏程吕丁沈任姚卢傅钟姜崔谭廖范汪陆金石戴贾韦夏邱方侯邹熊孟秦江阎薛尹雷黎史龙陶贺顾毛郝龚邵万钱严赖洪武莫孔古力柯洁时越芈昱廷檀啸常昊聂卫平晓春业余职业级日本韩中国甲乙级联赛新人决赛半决八强四对',
);
const chineseTraditional = new Set(
  '的一是不人中大國第屆杯賽局段黑白勝負目半子先後手冠軍決戰名棋圍王李張劉陳楊黃趙周吳徐孫馬朱胡林郭何高羅鄭梁謝宋唐韓曹許鄧馮曾彭蕭蔡潘田董袁于余葉蔣杜蘇魏程呂丁沈任姚盧傅鍾姜崔譚廖范汪陸金石戴賈韋夏邱方侯鄒熊孟秦江閻薛尹雷黎史龍陶賀顧毛郝龔邵萬錢嚴賴洪武莫孔俊勳海峰立誠栩業餘職業級日本韓國新決強對',
);
const japanese = new Set(
  'のはをにがとでたしているなかもこれそあり本因坊名人棋聖王座天元十段碁戦局目中押勝負黒白番半時間秒読先手後井山裕太一力遼芝野虎丸村川田藤沢林小高尾羽根直樹趙治勲大竹英雄武宮正坂石秀芳谷寺杯予選決勝準対第期',
);
const korean = new Set(
  '이김박최정강조윤장임한오서신권황안송류홍전고문손양배백허유남심노하곽성차주우구민진나지엄변채원천방공현함염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국세돌승호창혁수영준상희대흑패집덤시간초읽결의에는을를가다하고리그배컵',
);

const inRange = (c, from, to) => c >= from && c <= to;
const isIdeograph = (c) => inRange(c, 0x4e00, 0x9fff);
const isKana = (c) => inRange(c, 0x3041, 0x30ff);
const isHangul = (c) => inRange(c, 0xac00, 0xd7a3);
const isCjkPunctuation = (c) => inRange(c, 0x3000, 0x303f) || inRange(c, 0xff01, 0xff5e) || inRange(c, 0x2010, 0x203b);

// Score of one character decoded by a candidate of `language` ('zh', 'ja', 'ko').
function characterScore(ch, language, frequent) {
  const c = ch.codePointAt(0);
  if (frequent.has(ch)) return 3;
  if (isIdeograph(c)) return language === 'ko' ? 0.3 : 1;
  if (isCjkPunctuation(c)) return 1;
  if (isKana(c)) return language === 'ja' ? 2 : 0;
  if (isHangul(c)) return language === 'ko' ? 1 : -2;
  if (inRange(c, 0x25a0, 0x25ff) || inRange(c, 0x2460, 0x24ff)) return 0.2; // circled numbers, shapes
  return -2;
}

const candidates = [
  { label: 'gb18030', language: 'zh', frequent: chineseSimplified },
  { label: 'big5', language: 'zh', frequent: chineseTraditional },
  { label: 'shift_jis', language: 'ja', frequent: japanese },
  { label: 'euc-kr', language: 'ko', frequent: korean },
  { label: 'euc-jp', language: 'ja', frequent: japanese },
];

function countAscii(bytes) {
  let n = 0;
  for (const b of bytes) if (b < 0x80) n++;
  return n;
}

// In CJK text the words (runs of letters, digits and non-ASCII bytes) are mostly non-ASCII
// bytes (a character is two, the second at times an ASCII letter); Latin text in a single-byte
// charset has one accented letter among ASCII ones ("Müller"). The share of non-ASCII bytes in
// the words that hold any.
function highShareInWords(values) {
  let high = 0,
    total = 0;
  for (const v of values) {
    let wordHigh = 0,
      wordTotal = 0;
    for (let i = 0; i <= v.length; i++) {
      const b = i < v.length ? v[i] : 0x20;
      const inWord = b >= 0x80 || (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7a);
      if (inWord) {
        wordTotal++;
        if (b >= 0x80) wordHigh++;
      } else {
        if (wordHigh > 0) {
          high += wordHigh;
          total += wordTotal;
        }
        wordHigh = 0;
        wordTotal = 0;
      }
    }
  }
  return total === 0 ? 0 : high / total;
}

// The best CJK charset for `values` (Uint8Arrays, each a whole value), or null. A candidate
// must score at least half a point per non-ASCII byte (a common ideograph is two bytes, one
// point), or a point when the bytes also look like Cyrillic words; text whose words are mostly
// ASCII is not CJK.
function bestCjk(values, alsoCyrillic) {
  if (highShareInWords(values) < 0.5) return null;
  const threshold = alsoCyrillic ? 1 : 0.5;
  let highBytes = 0;
  for (const v of values) highBytes += v.length - countAscii(v);
  let best = null;
  for (const candidate of candidates) {
    const decoder = decoderFor(charsetNamed(candidate.label));
    if (!decoder) continue;
    let score = 0;
    try {
      for (const v of values) {
        const text = decoder.decode(v, true);
        let asciiLeft = 0;
        for (const ch of text) {
          if (ch.charCodeAt(0) < 0x80) asciiLeft++;
          else score += characterScore(ch, candidate.language, candidate.frequent);
        }
        // ASCII bytes that became second bytes of a character: letters eaten from Latin text.
        score -= 0.5 * (countAscii(v) - asciiLeft);
      }
    } catch {
      continue; // bytes invalid in this charset
    }
    const perByte = score / highBytes;
    if (perByte >= threshold && (best === null || perByte > best.perByte)) best = { label: candidate.label, perByte };
  }
  return best && charsetNamed(best.label);
}

// Cyrillic text is words of letters 0xC0-0xFF in windows-1251 and KOI8-R alike (runs of
// several high bytes, where Latin-1 text has one accented letter among ASCII ones); most
// letters are lower case, which is 0xE0-0xFF in windows-1251 and 0xC0-0xDF in KOI8-R.
function cyrillic(values) {
  let letters = 0,
    high = 0,
    runs = 0,
    upperHalf = 0;
  for (const v of values) {
    let run = 0;
    for (let i = 0; i <= v.length; i++) {
      const b = i < v.length ? v[i] : 0;
      if (b >= 0x80) {
        high++;
        run++;
        if (b >= 0xc0) letters++;
        if (b >= 0xe0) upperHalf++;
      } else if (run > 0) {
        runs++;
        run = 0;
      }
    }
  }
  if (high === 0 || letters < 0.8 * high || high / runs < 2) return null;
  return charsetNamed(upperHalf * 2 >= letters ? 'windows-1251' : 'koi8-r');
}

// The charset of a tree without CA whose values are not UTF-8: CJK, then Cyrillic; null for
// none (the caller reads ISO-8859-1).
export function guessLegacyCharset(values) {
  if (values.length === 0) return null;
  const cyrillicCharset = cyrillic(values);
  return bestCjk(values, cyrillicCharset !== null) ?? cyrillicCharset;
}
