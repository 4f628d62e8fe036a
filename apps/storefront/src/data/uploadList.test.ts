import { describe, expect, it } from 'vitest';
import {
  dismissed,
  EMPTY_UPLOADS,
  failed,
  isUploading,
  placesLeft,
  progressed,
  removed,
  retried,
  startUploads,
  uploaded,
} from './uploadList.ts';

const picture = (n: number) => ({ url: `https://mall.test/uploads/${String(n).repeat(64)}.jpg`, thumbUrl: `t${n}`, name: `p${n}.jpg` });

describe('the pictures of an upload field', () => {
  it('never takes more files than places left, counting uploads running and failed', () => {
    let state = startUploads(EMPTY_UPLOADS, 3, [
      { id: 'a', name: 'a.jpg' },
      { id: 'b', name: 'b.jpg' },
    ]);
    state = uploaded(state, 'a', picture(1));
    state = failed(state, 'b', 'not an image', false);
    expect(placesLeft(state, 3)).toBe(1);
    state = startUploads(state, 3, [
      { id: 'c', name: 'c.jpg' },
      { id: 'd', name: 'd.jpg' },
    ]);
    expect(state.pending.map((p) => p.id)).toEqual(['b', 'c']);
    expect(placesLeft(state, 3)).toBe(0);
  });

  it('shows the progress of a running upload, and turns it into the picture once done', () => {
    let state = startUploads(EMPTY_UPLOADS, 5, [{ id: 'a', name: 'a.jpg' }]);
    state = progressed(state, 'a', 40);
    expect(state.pending).toEqual([{ id: 'a', name: 'a.jpg', progress: 40 }]);
    expect(isUploading(state)).toBe(true);
    state = uploaded(state, 'a', picture(1));
    expect(state).toEqual({ images: [picture(1)], pending: [] });
    expect(isUploading(state)).toBe(false);
  });

  it('keeps a failed upload with the server message until retried or dismissed', () => {
    let state = startUploads(EMPTY_UPLOADS, 5, [{ id: 'a', name: 'a.gif' }]);
    state = failed(state, 'a', 'The file is not a JPEG or PNG image', false);
    expect(state.pending).toEqual([{ id: 'a', name: 'a.gif', progress: 0, error: 'The file is not a JPEG or PNG image', retryable: false }]);
    expect(isUploading(state)).toBe(false);
    expect(progressed(state, 'a', 90)).toEqual(state);
    const again = retried(state, 'a');
    expect(again.pending).toEqual([{ id: 'a', name: 'a.gif', progress: 0 }]);
    expect(isUploading(again)).toBe(true);
    expect(dismissed(state, 'a').pending).toEqual([]);
  });

  it('ignores an upload that ends after it was dismissed, and adds the same picture only once', () => {
    let state = startUploads(EMPTY_UPLOADS, 5, [
      { id: 'a', name: 'a.jpg' },
      { id: 'b', name: 'b.jpg' },
    ]);
    state = dismissed(state, 'a');
    state = uploaded(state, 'a', picture(1));
    expect(state.images).toEqual([]);
    state = uploaded(startUploads(uploaded(state, 'b', picture(2)), 5, [{ id: 'c', name: 'c.jpg' }]), 'c', picture(2));
    expect(state).toEqual({ images: [picture(2)], pending: [] });
  });

  it('removes an uploaded picture by its URL', () => {
    const state = uploaded(startUploads(EMPTY_UPLOADS, 5, [{ id: 'a', name: 'a.jpg' }]), 'a', picture(1));
    expect(removed(state, picture(1).url)).toEqual({ images: [], pending: [] });
  });
});
