import { useCallback, useEffect, useRef, useState } from 'react';
import { ValidationError } from '@mall/api';
import type { UploadFieldImage } from '@mall/ui';
import { useImageUploader } from '../api/UploaderContext.tsx';
import { useApi } from './useApi.ts';
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
  type UploadListState,
} from './uploadList.ts';

/*
 * The pictures a shopper adds to a form (refund vouchers, review photos;
 * the issue "After-sale", uploads): each file goes up on its own with its
 * progress through the app shell's uploader, and only the URLs of those
 * done are what the form submits.
 */

/**
 * The server's upload limits (`GET /api/front/upload/rules`; its operator
 * sets them), read once per visit: undefined until they come, or against a
 * backend without them (its refusal then says why).
 */
export function useUploadRules() {
  return useApi('GET /api/front/upload/rules', {}, { revalidateOnFocus: false, revalidateIfStale: false });
}

/** What {@link useImageUploads} gives an UploadField and its form. */
export interface ImageUploads extends UploadListState {
  /** Largest file the server takes, bytes, for the field to refuse a larger one before sending it; undefined while unknown. */
  maxBytes: number | undefined;
  /** URLs of the pictures done, in order: what the form submits. */
  urls: string[];
  /** An upload is still running. */
  uploading: boolean;
  /** Uploads the files chosen, as many as there are places left. */
  add: (files: File[]) => void;
  /** Tries a failed upload again. */
  retry: (id: string) => void;
  /** Drops a failed (or running: it is aborted) upload. */
  dismiss: (id: string) => void;
  /** Drops an uploaded picture (the server removes unattached uploads after a day). */
  remove: (url: string) => void;
}

let nextId = 0;

/**
 * The state of one upload field holding at most `max` pictures. A failed
 * upload keeps its place with the server's message (e.g. "not a JPEG or
 * PNG image"), offering a retry unless the server refused the file itself
 * (400: a retry would get the same answer). Errors are shown in the field,
 * never as toasts. Running uploads are aborted when the page goes.
 * `initial`: pictures already uploaded the field starts with (editing).
 */
export function useImageUploads(max: number, initial?: readonly UploadFieldImage[]): ImageUploads {
  const upload = useImageUploader();
  const rules = useUploadRules();
  // Pictures uploaded before (an application being edited) start the field; read once, as useState does.
  const [state, setState] = useState<UploadListState>(() => (initial?.length ? { images: [...initial], pending: [] } : EMPTY_UPLOADS));
  const files = useRef(new Map<string, File>());
  const aborts = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const send = useCallback(
    (id: string, file: File) => {
      const controller = new AbortController();
      aborts.current.set(id, controller);
      upload(file, {
        silent: true,
        signal: controller.signal,
        onProgress: (p) => setState((s) => progressed(s, id, Math.round(p.fraction * 100))),
      }).then(
        (image) => {
          aborts.current.delete(id);
          files.current.delete(id);
          setState((s) => uploaded(s, id, { url: image.url, thumbUrl: image.thumbUrl, name: image.fileName }));
        },
        (error: unknown) => {
          aborts.current.delete(id);
          if (controller.signal.aborted) return;
          const message = error instanceof Error ? error.message : '';
          setState((s) => failed(s, id, message, !(error instanceof ValidationError)));
        },
      );
    },
    [upload],
  );

  const add = useCallback(
    (chosen: File[]) => {
      // The field offers no more files than places left; this holds `max` should it not.
      const taken = chosen.slice(0, placesLeft(state, max)).map((file) => ({ id: `upload-${++nextId}`, name: file.name, file }));
      if (taken.length === 0) return;
      setState((s) => startUploads(s, max, taken));
      for (const { id, file } of taken) {
        files.current.set(id, file);
        send(id, file);
      }
    },
    [state, max, send],
  );

  const retry = useCallback(
    (id: string) => {
      const file = files.current.get(id);
      if (!file) return;
      setState((s) => retried(s, id));
      send(id, file);
    },
    [send],
  );

  const dismiss = useCallback((id: string) => {
    aborts.current.get(id)?.abort();
    aborts.current.delete(id);
    files.current.delete(id);
    setState((s) => dismissed(s, id));
  }, []);

  const remove = useCallback((url: string) => setState((s) => removed(s, url)), []);

  return {
    ...state,
    maxBytes: rules.data?.maxBytes,
    urls: state.images.map((image) => image.url),
    uploading: isUploading(state),
    add,
    retry,
    dismiss,
    remove,
  };
}
