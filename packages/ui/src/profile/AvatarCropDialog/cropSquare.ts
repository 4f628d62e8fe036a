/**
 * The square an avatar is cut from, in the picture's own pixels, and how the
 * crop dialog moves and zooms it. Pure: the dialog keeps a {@link CropView}
 * and draws from {@link cropSquare}; the canvas work is in cropImage.ts.
 * @see spec §3 User (avatar), crmeb-wire §13 (the avatar is an uploaded URL)
 */

/** Closest zoom: the square is the picture's shorter side. */
export const CROP_ZOOM_MIN = 1;
/** Farthest zoom: the square is a third of the shorter side. */
export const CROP_ZOOM_MAX = 3;

/** What the shopper chose: zoom and the square's centre, in picture px. */
export interface CropView {
  zoom: number;
  centerX: number;
  centerY: number;
}

/** A square in picture px: left, top and side. */
export interface CropSquare {
  x: number;
  y: number;
  size: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The view a picture of `width` × `height` px opens with: the whole shorter side, centred. */
export function initialCropView(width: number, height: number): CropView {
  return { zoom: CROP_ZOOM_MIN, centerX: width / 2, centerY: height / 2 };
}

/**
 * The square of `view` on a picture of `width` × `height` px: side = shorter
 * side / zoom (zoom clamped to 1–3), kept inside the picture (the centre is
 * moved in as far as needed). Whole pixels, never past the edges.
 */
export function cropSquare(width: number, height: number, view: CropView): CropSquare {
  const zoom = clamp(view.zoom, CROP_ZOOM_MIN, CROP_ZOOM_MAX);
  const size = Math.max(1, Math.floor(Math.min(width, height) / zoom));
  const x = Math.round(clamp(view.centerX - size / 2, 0, width - size));
  const y = Math.round(clamp(view.centerY - size / 2, 0, height - size));
  return { x, y, size };
}

/**
 * `view` after dragging the picture by `dx`, `dy` px of a viewport `viewport`
 * px wide: the picture follows the pointer, so the square moves the other
 * way, scaled to picture px; the centre is kept where the square fits.
 */
export function panCropView(width: number, height: number, view: CropView, dx: number, dy: number, viewport: number): CropView {
  const square = cropSquare(width, height, view);
  const scale = square.size / viewport;
  const half = square.size / 2;
  return {
    zoom: view.zoom,
    centerX: clamp(square.x + half - dx * scale, half, width - half),
    centerY: clamp(square.y + half - dy * scale, half, height - half),
  };
}

/** `view` at zoom `zoom` (clamped to 1–3), about the same centre, kept inside the picture. */
export function zoomCropView(width: number, height: number, view: CropView, zoom: number): CropView {
  const next = { ...view, zoom: clamp(zoom, CROP_ZOOM_MIN, CROP_ZOOM_MAX) };
  const square = cropSquare(width, height, next);
  return { ...next, centerX: square.x + square.size / 2, centerY: square.y + square.size / 2 };
}

/**
 * Where the picture is drawn in a viewport `viewport` px wide so that the
 * square fills it: its left and top (≤ 0) and its drawn width and height, px.
 */
export function cropLayout(width: number, height: number, square: CropSquare, viewport: number) {
  const scale = viewport / square.size;
  return { left: -square.x * scale, top: -square.y * scale, width: width * scale, height: height * scale };
}
