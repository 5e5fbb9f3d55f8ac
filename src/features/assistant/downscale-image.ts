// A picture made small enough to send (downscaled before sending): at most 1600 px on
// its long side, as a JPEG of quality 0.85, in a data URL. A phone photo of 4 to 12 MB becomes a
// few hundred kB, which a weak connection can carry and CHAT_LIMITS.imageChars allows.
// The browser decodes it (createImageBitmap, turned upright from its EXIF orientation) and
// encodes it (OffscreenCanvas where there is one, else a canvas element); a picture the browser
// cannot decode (HEIC on most Android browsers) rejects, and the screen says so.
export const MAX_IMAGE_SIDE = 1600;
export const JPEG_QUALITY = 0.85;

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
    reader.readAsDataURL(blob);
  });
}

type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function draw(context: Context2D | null, bitmap: ImageBitmap, width: number, height: number): void {
  if (!context) throw new Error('This browser cannot draw pictures.');
  // JPEG has no transparency: a transparent screenshot gets white behind it, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
}

export async function downscaleImage(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(width, height);
      draw(canvas.getContext('2d'), bitmap, width, height);
      return await blobToDataUrl(await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY }));
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    draw(canvas.getContext('2d'), bitmap, width, height);
    return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
  } finally {
    bitmap.close();
  }
}
