/**
 * The browser side of the avatar crop: reading a picked file and cutting the
 * chosen square out of it with a canvas. Called from event handlers and
 * effects only, never as the module loads, so a server render can import it.
 */
import type { CropSquare } from './cropSquare.ts';

/** Side of the avatar the dialog produces, px: large enough for every place it is shown, small to upload. */
export const AVATAR_SIZE = 400;

/** A picture the crop dialog can show: its object URL and its size in px. */
export interface LoadedPicture {
  url: string;
  width: number;
  height: number;
}

/**
 * Opens `file` as a picture. Resolves with an object URL (the caller revokes
 * it with `URL.revokeObjectURL` when done) and the picture's size in px;
 * rejects when the browser cannot decode it.
 */
export function loadPicture(file: Blob): Promise<LoadedPicture> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ url, width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The picture cannot be read'));
    };
    image.src = url;
  });
}

/**
 * Cuts `square` (picture px) out of the picture at `url` and scales it to
 * `size` × `size` px (no larger than the square itself). PNG stays PNG (it
 * may be transparent); anything else becomes JPEG at quality 0.9. Rejects
 * when the picture does not load or the canvas cannot encode.
 */
export async function cropToBlob(url: string, square: CropSquare, type: string, size = AVATAR_SIZE): Promise<Blob> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const side = Math.min(size, square.size);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, square.x, square.y, square.size, square.size, 0, 0, side, side);
  const output = type === 'image/png' ? 'image/png' : 'image/jpeg';
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture cannot be encoded'))), output, 0.9);
  });
}
