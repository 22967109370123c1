// Text to WinAnsi codes (the encoding of the standard PDF fonts): accented French and Spanish letters, typographic
// punctuation and the spaces Intl formatting produces map to one byte each; anything else degrades readably.

/** Codes 0x80-0x9F, where WinAnsi differs from Latin-1. */
const WINANSI_SPECIALS: Record<number, string> = {
  0x80: "\u20ac", 0x82: "\u201a", 0x83: "\u0192", 0x84: "\u201e", 0x85: "\u2026", 0x86: "\u2020", 0x87: "\u2021",
  0x88: "\u02c6", 0x89: "\u2030", 0x8a: "\u0160", 0x8b: "\u2039", 0x8c: "\u0152", 0x8e: "\u017d", 0x91: "\u2018",
  0x92: "\u2019", 0x93: "\u201c", 0x94: "\u201d", 0x95: "\u2022", 0x96: "\u2013", 0x97: "\u2014", 0x98: "\u02dc",
  0x99: "\u2122", 0x9a: "\u0161", 0x9b: "\u203a", 0x9c: "\u0153", 0x9e: "\u017e", 0x9f: "\u0178",
};

const CODE_OF = new Map(Object.entries(WINANSI_SPECIALS).map(([code, char]) => [char, Number(code)]));

/** WinAnsi code 0xA0: a space that does not break, which is what Intl's narrow and thin spaces mean. */
export const NO_BREAK_SPACE = "\u00a0";

// Characters outside WinAnsi with a faithful stand-in; "" drops invisible ones.
const SUBSTITUTES: Record<string, string> = {
  "\u202f": NO_BREAK_SPACE, "\u2007": NO_BREAK_SPACE, "\u2009": NO_BREAK_SPACE, "\u200a": NO_BREAK_SPACE,
  "\u2002": " ", "\u2003": " ", "\u2004": " ", "\u2005": " ", "\u2006": " ", "\t": " ",
  "\u2010": "-", "\u2011": "-", "\u2012": "\u2013", "\u2212": "-", "\u2032": "'", "\u2033": '"',
  "\u2264": "<=", "\u2265": ">=", "\u2248": "~", "\u2260": "!=", "\u2126": "Ohm", "\u03a9": "Ohm", "\u2116": "No.",
  "\u200b": "", "\u200c": "", "\u200d": "", "\u2060": "", "\ufeff": "", "\u00ad": "",
};

function codeOf(char: string): number | undefined {
  const point = char.codePointAt(0) ?? 0;
  if ((point >= 0x20 && point <= 0x7e) || (point >= 0xa0 && point <= 0xff)) return point;
  return CODE_OF.get(char);
}

/**
 * The text as a string of WinAnsi codes (each char code 0-255), NFC-normalised. Letters WinAnsi lacks lose their
 * accents (Thủ Dầu Một -> Thu Dau Mot); anything left is "?". Line breaks are kept as "\n".
 */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (char === "\n") {
      out += "\n";
      continue;
    }
    const substitute = SUBSTITUTES[char];
    if (substitute !== undefined) {
      out += substitute;
      continue;
    }
    const code = codeOf(char);
    if (code !== undefined) {
      out += String.fromCharCode(code);
      continue;
    }
    if (char === "\r" || (char.codePointAt(0) ?? 0) < 0x20) continue;
    const base = char.normalize("NFD").replace(/\p{M}/gu, "");
    out += base && [...base].every((c) => codeOf(c) !== undefined) ? base : "?";
  }
  return out;
}

/** Unicode text of WinAnsi codes: the inverse of toWinAnsi for every code it produces. */
export function fromWinAnsi(codes: string): string {
  let out = "";
  for (const char of codes) {
    const code = char.charCodeAt(0);
    out += WINANSI_SPECIALS[code] ?? char;
  }
  return out;
}
