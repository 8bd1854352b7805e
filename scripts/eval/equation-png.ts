/**
 * Draws an equation ('3x + 4 = 19') into a small black-on-white PNG, so the harness can send a
 * "photo of the exercise" without binary fixtures. A 5×7 bitmap font, scaled up; grayscale PNG.
 */
import { deflateSync } from 'node:zlib';

/**
 * The 5×7 glyphs as drawn: per block, a line naming the characters, then their 7 rows side by side
 * ('#' is ink), one space between glyphs. The space character is blank.
 */
const FONT_ART = `
  0     1     2     3     4     5     6     7     8     9
.###. ..#.. .###. ####. ...#. ##### ..##. ##### .###. .###.
#...# .##.. #...# ....# ..##. #.... .#... ....# #...# #...#
#..## ..#.. ....# ....# .#.#. ####. #.... ...#. #...# #...#
#.#.# ..#.. ...#. .###. #..#. ....# ####. ..#.. .###. .####
##..# ..#.. ..#.. ....# ##### ....# #...# .#... #...# ....#
#...# ..#.. .#... ....# ...#. #...# #...# .#... #...# ...#.
.###. .###. ##### ####. ...#. .###. .###. .#... .###. .##..
  x     +     -     =     /     (     )     ^
..... ..... ..... ..... ....# ...#. .#... ..#..
..... ..#.. ..... ..... ...#. ..#.. ..#.. .#.#.
#...# ..#.. ..... ##### ...#. .#... ...#. #...#
.#.#. ##### ##### ..... ..#.. .#... ...#. .....
..#.. ..#.. ..... ##### .#... .#... ...#. .....
.#.#. ..#.. ..... ..... .#... ..#.. ..#.. .....
#...# ..... ..... ..... #.... ...#. .#... .....
`;

function parseFont(art: string): Record<string, string[]> {
  const font: Record<string, string[]> = { ' ': Array<string>(7).fill('.....') };
  const lines = art.split('\n').filter((line) => line.trim() !== '');
  for (let at = 0; at < lines.length; at += 8) {
    lines[at]!.trim()
      .split(/\s+/)
      .forEach((name, g) => {
        font[name] = lines.slice(at + 1, at + 8).map((row) => row.slice(g * 6, g * 6 + 5));
      });
  }
  return font;
}

const FONT = parseFont(FONT_ART);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** PNG bytes of `text` (characters outside the font are refused). */
export function equationPng(text: string, scale = 6, margin = 24): Uint8Array {
  const glyphs = [...text].map((ch) => {
    const glyph = FONT[ch];
    if (!glyph) throw new Error(`equationPng: no glyph for ${JSON.stringify(ch)}`);
    return glyph;
  });
  const width = margin * 2 + glyphs.length * 6 * scale;
  const height = margin * 2 + 7 * scale;
  const raw = Buffer.alloc((width + 1) * height, 0xff);
  for (let y = 0; y < height; y += 1) raw[y * (width + 1)] = 0; // filter byte: none
  glyphs.forEach((glyph, g) => {
    glyph.forEach((row, r) => {
      [...row].forEach((bit, col) => {
        if (bit !== '#') return;
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale; dx += 1) {
            const x = margin + (g * 6 + col) * scale + dx;
            const y = margin + r * scale + dy;
            raw[y * (width + 1) + 1 + x] = 0;
          }
        }
      });
    });
  });
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}
