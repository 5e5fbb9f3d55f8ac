// The Chinese wallet card's font, inside this (lazily loaded) module so it is precached with the
// app's code and never fetched: a subset of WenQuanYi Micro Hei with just the card's characters,
// made by tests/tools/make-wallet-card-font.ts (see wallet-card-zh-font.md for its source and licence).
import fontDataUrl from './wallet-card-zh.ttf?inline';

export function cjkFontBytes(): Uint8Array {
  const base64 = fontDataUrl.slice(fontDataUrl.indexOf(',') + 1);
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}
