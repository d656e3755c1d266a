// The charsets of Go records: the names CA uses for them (RFC 1345 names, and the spellings
// real files have: "UTF8", "ISO8859_1", "gb2312", "SJIS", "cp949"...) -> the TextDecoder label
// that decodes them and the name the model reports. The conversion tables are the platform's
// (browsers, and Node.js with full ICU, know every label here), never the wasm's.

// Letters and digits only, upper-cased: "ISO-8859-1", "iso_8859_1" and "ISO8859-1" compare equal.
function squeeze(name) {
  return name.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

// [reported name, TextDecoder label, squeezed aliases]. ISO-8859-1 has no label of its own
// (the Encoding Standard maps "iso-8859-1" to windows-1252): it is decoded byte for byte.
// GB2312 and GBK are read as their superset GB18030, EUC-KR as its superset windows-949
// (CP949/UHC), which is what the Encoding Standard's "euc-kr" decodes.
const table = [
  ['UTF-8', 'utf-8', ['UTF8', 'USASCII', 'ASCII', 'ANSIX341968', 'UNICODE11UTF8', 'UNICODE20UTF8', 'XUNICODE20UTF8']],
  [
    'ISO-8859-1',
    'latin1-bytes',
    ['ISO88591', 'LATIN1', 'L1', 'ISOIR100', 'CP819', 'IBM819', 'ISO885911987', 'ISO8859'],
  ],
  ['windows-1252', 'windows-1252', ['WINDOWS1252', 'CP1252', 'XCP1252', 'MSANSI']],
  [
    'GB18030',
    'gb18030',
    [
      'GB18030',
      'GB2312',
      'GB231280',
      'EUCCN',
      'XEUCCN',
      'CSGB2312',
      'CHINESE',
      'ISOIR58',
      'GBK',
      'CP936',
      'MS936',
      'WINDOWS936',
      'XGBK',
      'HZGB2312',
    ],
  ],
  ['Big5', 'big5', ['BIG5', 'BIG5HKSCS', 'CNBIG5', 'CSBIG5', 'XXBIG5', 'CP950', 'MS950', 'WINDOWS950']],
  [
    'Shift_JIS',
    'shift_jis',
    ['SHIFTJIS', 'SJIS', 'XSJIS', 'CSSHIFTJIS', 'MSKANJI', 'WINDOWS31J', 'CP932', 'MS932', 'CSWINDOWS31J'],
  ],
  ['EUC-JP', 'euc-jp', ['EUCJP', 'XEUCJP', 'CSEUCPKDFMTJAPANESE']],
  ['ISO-2022-JP', 'iso-2022-jp', ['ISO2022JP', 'CSISO2022JP']],
  [
    'EUC-KR',
    'euc-kr',
    [
      'EUCKR',
      'CP949',
      'MS949',
      'WINDOWS949',
      'UHC',
      'KSC5601',
      'KSC56011987',
      'KSC56011989',
      'CSKSC56011987',
      'ISOIR149',
      'KOREAN',
      'CSEUCKR',
    ],
  ],
  ['windows-1251', 'windows-1251', ['WINDOWS1251', 'CP1251', 'XCP1251']],
  ['KOI8-R', 'koi8-r', ['KOI8R', 'KOI8', 'CSKOI8R']],
  ['KOI8-U', 'koi8-u', ['KOI8U', 'KOI8RU']],
  ['ISO-8859-5', 'iso-8859-5', ['ISO88595', 'CYRILLIC', 'ISOIR144', 'CSISOLATINCYRILLIC']],
  ['IBM866', 'ibm866', ['IBM866', 'CP866', '866', 'CSIBM866']],
  ['ISO-8859-2', 'iso-8859-2', ['ISO88592', 'LATIN2', 'L2', 'ISOIR101']],
  ['ISO-8859-15', 'iso-8859-15', ['ISO885915', 'LATIN9', 'L9']],
  ['windows-1250', 'windows-1250', ['WINDOWS1250', 'CP1250']],
  ['UTF-16LE', 'utf-16le', ['UTF16LE']],
  ['UTF-16BE', 'utf-16be', ['UTF16BE']],
  ['UTF-16', 'utf-16le', ['UTF16', 'UCS2', 'UNICODE']],
];

const byAlias = new Map();
for (const [name, label, aliases] of table) for (const alias of aliases) byAlias.set(alias, { name, label });

// { name, label } of a charset CA names; a name not in the table but known to TextDecoder
// (the Encoding Standard has many labels) is used as it is; null when neither knows it.
export function charsetNamed(declared) {
  const known = byAlias.get(squeeze(declared));
  if (known) return { ...known, known: true };
  try {
    const decoder = new TextDecoder(declared.trim());
    return { name: decoder.encoding, label: decoder.encoding, known: false };
  } catch {
    return null;
  }
}

export const UTF8 = { name: 'UTF-8', label: 'utf-8' };
export const LATIN1 = { name: 'ISO-8859-1', label: 'latin1-bytes' };

export function isUtf8(charset) {
  return charset.label === 'utf-8';
}

// A decoder for `charset`: decode(bytes, fatal) -> string (fatal: throws a TypeError on bytes
// that are not valid in the charset). null when the platform's TextDecoder lacks the label
// (Node.js built with small ICU has only UTF-8, UTF-16 and windows-1252).
export function decoderFor(charset) {
  if (charset.label === 'latin1-bytes') return { decode: (bytes) => latin1(bytes) };
  let lenient;
  let strict;
  try {
    // A byte order mark stays in the text, as in a string the caller passes (the parser skips
    // it), so that positions are the same for a file's bytes and for its text.
    lenient = new TextDecoder(charset.label, { ignoreBOM: true });
    strict = new TextDecoder(charset.label, { fatal: true, ignoreBOM: true });
  } catch {
    return null;
  }
  return { decode: (bytes, fatal = false) => (fatal ? strict : lenient).decode(bytes) };
}

// ISO-8859-1 maps each byte to the code point of the same number.
function latin1(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) out += String.fromCharCode.apply(null, bytes.subarray(i, i + 8192));
  return out;
}
