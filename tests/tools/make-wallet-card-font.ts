// Makes the small Chinese font the wallet card's PDF embeds, so its Chinese text stays real text.
// A whole CJK font is megabytes; the card needs a few hundred characters, so this keeps just those
// (plus printable ASCII, for numbers and the English lines for the officer) from WenQuanYi Micro Hei
// (Apache-2.0; Debian package fonts-wqy-microhei). Run it whenever the Chinese card text changes:
//   apt-get install fonts-wqy-microhei && npx tsx scripts/make-wallet-card-font.ts
// The wallet-card test fails, naming the missing characters, when the font no longer covers the card.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { makeWalletCard, translateFrom, walletCardText } from '../../src/features/rights/wallet-card/wallet-card-content';
import { SCREEN_PACKS } from '../../src/content/screen-packs';

const SOURCE = process.env.CJK_FONT ?? '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
const TARGET = new URL('../../src/features/rights/wallet-card/wallet-card-zh.ttf', import.meta.url);

/** The first font of a TrueType collection (.ttc) as a plain .ttf; a .ttf comes back as it is. */
function firstFont(file: Buffer): Buffer {
  if (file.toString('latin1', 0, 4) !== 'ttcf') return file;
  const start = file.readUInt32BE(12);
  const tableCount = file.readUInt16BE(start + 4);
  const directorySize = 12 + 16 * tableCount;
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = start + 12 + 16 * index;
    const offset = file.readUInt32BE(entry + 8);
    const length = file.readUInt32BE(entry + 12);
    return { entry, data: file.subarray(offset, offset + length) };
  });
  const out = Buffer.alloc(directorySize + tables.reduce((sum, { data }) => sum + Math.ceil(data.length / 4) * 4, 0));
  file.copy(out, 0, start, start + directorySize);
  let offset = directorySize;
  tables.forEach(({ data }, index) => {
    out.writeUInt32BE(offset, 12 + 16 * index + 8);
    data.copy(out, offset);
    offset += Math.ceil(data.length / 4) * 4;
  });
  return out;
}

const strings = JSON.parse(readFileSync(new URL('../../src/i18n/locales/zh/rights.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const ascii = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('');
const characters = [...new Set(walletCardText(makeWalletCard('zh', translateFrom(strings), SCREEN_PACKS.rights)) + ascii + '•…')].sort().join('');

const font = await subsetFont(firstFont(readFileSync(SOURCE)), characters, {
  targetFormat: 'truetype',
  noHinting: true,
  // The PDF needs outlines, metrics and the character map; layout and bitmaps only add weight.
  dropTables: ['GSUB', 'GPOS', 'GDEF', 'EBDT', 'EBLC', 'EBSC', 'gasp', 'DSIG'],
});
writeFileSync(TARGET, font);
console.log(`${TARGET.pathname}: ${font.byteLength} bytes, ${[...characters].length} characters`);
