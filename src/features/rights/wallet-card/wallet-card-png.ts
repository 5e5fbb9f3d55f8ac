// The wallet card as a picture, to keep on the phone and show: both sides, one above the other, at
// 300 dots per inch. Drawn on a canvas with the phone's own fonts, which cover Chinese as well.
import { CARD_HEIGHT, CARD_WIDTH, COLORS, layoutWalletCard, type Color, type DrawOp, type WalletCard } from '../../../core/rights/wallet-card-layout';

const DPI = 300;
const SCALE = DPI / 72;
const MARGIN = 12;
const GAP = 18;
const RADIUS = 9;

const FAMILIES = {
  latin: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
  zh: '"PingFang SC", "Noto Sans CJK SC", "Noto Sans SC", "Microsoft YaHei", "WenQuanYi Micro Hei", system-ui, sans-serif',
};

const css = (name: Color) => `rgb(${COLORS[name].join(' ')})`;

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, width: number, height: number, radius: number): void {
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.arcTo(x + width, y, x + width, y + height, radius);
  ctx.arcTo(x + width, y + height, x, y + height, radius);
  ctx.arcTo(x, y + height, x, y, radius);
  ctx.arcTo(x, y, x + width, y, radius);
  ctx.closePath();
}

function drawSide(ctx: CanvasRenderingContext2D, ops: DrawOp[], top: number, font: (size: number, bold: boolean) => string): void {
  ctx.save();
  ctx.translate(MARGIN, top);
  roundedRect(ctx, 0, 0, CARD_WIDTH, CARD_HEIGHT, RADIUS);
  ctx.fillStyle = css('white');
  ctx.fill();
  ctx.clip();
  for (const op of ops) {
    if (op.op === 'rect') {
      ctx.fillStyle = css(op.fill);
      ctx.fillRect(op.x, op.y, op.width, op.height);
    } else if (op.op === 'line') {
      ctx.strokeStyle = css(op.color);
      ctx.lineWidth = op.thickness;
      ctx.beginPath();
      ctx.moveTo(op.x1, op.y1);
      ctx.lineTo(op.x2, op.y2);
      ctx.stroke();
    } else {
      ctx.font = font(op.size, op.bold);
      ctx.fillStyle = css(op.color);
      ctx.fillText(op.text, op.x, op.y);
    }
  }
  ctx.restore();
  ctx.save();
  ctx.translate(MARGIN, top);
  roundedRect(ctx, 0, 0, CARD_WIDTH, CARD_HEIGHT, RADIUS);
  ctx.strokeStyle = css('border');
  ctx.lineWidth = 0.75;
  ctx.stroke();
  ctx.restore();
}

export async function drawWalletCardPng(card: WalletCard): Promise<Blob> {
  await document.fonts?.ready;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round((CARD_WIDTH + 2 * MARGIN) * SCALE);
  canvas.height = Math.round((2 * CARD_HEIGHT + 2 * MARGIN + GAP) * SCALE);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw pictures.');
  ctx.scale(SCALE, SCALE);
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = '#f1f4f7';
  ctx.fillRect(0, 0, canvas.width, canvas.height);

  const family = card.language === 'zh' ? FAMILIES.zh : FAMILIES.latin;
  const font = (size: number, bold: boolean) => `${bold ? 700 : 400} ${size}px ${family}`;
  const measure = (text: string, size: number, bold: boolean) => {
    ctx.font = font(size, bold);
    return ctx.measureText(text).width;
  };
  const [front, back] = layoutWalletCard(card, measure);
  drawSide(ctx, front, MARGIN, font);
  drawSide(ctx, back, MARGIN + CARD_HEIGHT + GAP, font);

  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made.'))), 'image/png');
  });
}
