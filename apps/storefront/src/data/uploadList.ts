import type { UploadFieldImage, UploadFieldPending } from '@mall/ui';

/*
 * The pictures of one upload field as pure state changes, so the rules
 * (never more than `max`, a failed upload keeps its place until dismissed)
 * are tested without a browser. {@link useImageUploads} drives them.
 */

/** What an upload field shows: the pictures done, and those uploading or failed. */
export interface UploadListState {
  images: UploadFieldImage[];
  pending: UploadFieldPending[];
}

export const EMPTY_UPLOADS: UploadListState = { images: [], pending: [] };

/** Places left for new files: `max` less the pictures done and those still taking a place (uploading or failed). */
export function placesLeft(state: UploadListState, max: number): number {
  return Math.max(0, max - state.images.length - state.pending.length);
}

/** Starts uploads: each `{id, name}` takes a place at 0 %. Files beyond the places left are not added (the caller does not upload them). */
export function startUploads(state: UploadListState, max: number, files: { id: string; name: string }[]): UploadListState {
  const taken = files.slice(0, placesLeft(state, max));
  return { ...state, pending: [...state.pending, ...taken.map(({ id, name }) => ({ id, name, progress: 0 }))] };
}

/** Upload `id` has sent `percent` (0–100) of its file. */
export function progressed(state: UploadListState, id: string, percent: number): UploadListState {
  return { ...state, pending: state.pending.map((p) => (p.id === id && p.error === undefined ? { ...p, progress: percent } : p)) };
}

/**
 * Upload `id` is done: its place becomes the picture (a picture already in
 * the list, the same content uploaded twice, is not added again). Ignored
 * when `id` was dismissed meanwhile.
 */
export function uploaded(state: UploadListState, id: string, image: UploadFieldImage): UploadListState {
  if (!state.pending.some((p) => p.id === id)) return state;
  const pending = state.pending.filter((p) => p.id !== id);
  const images = state.images.some((i) => i.url === image.url) ? state.images : [...state.images, image];
  return { images, pending };
}

/** Upload `id` failed with the server's `message` ('' for the generic one); `retryable` false when a retry cannot help. */
export function failed(state: UploadListState, id: string, message: string, retryable: boolean): UploadListState {
  return { ...state, pending: state.pending.map((p) => (p.id === id ? { ...p, error: message, retryable } : p)) };
}

/** Upload `id` is tried again from 0 %. */
export function retried(state: UploadListState, id: string): UploadListState {
  return { ...state, pending: state.pending.map((p) => (p.id === id ? { id: p.id, name: p.name, progress: 0 } : p)) };
}

/** Upload `id` (running or failed) leaves the field. */
export function dismissed(state: UploadListState, id: string): UploadListState {
  return { ...state, pending: state.pending.filter((p) => p.id !== id) };
}

/** The picture `url` leaves the field. */
export function removed(state: UploadListState, url: string): UploadListState {
  return { ...state, images: state.images.filter((i) => i.url !== url) };
}

/** Whether an upload is still running (a form refuses to submit then: it would lose the picture). */
export function isUploading(state: UploadListState): boolean {
  return state.pending.some((p) => p.error === undefined);
}
