import { createContext, useContext, useState, type ReactNode } from 'react';
import { createImageUploader, type ImageUploader } from '@mall/api/browser';
import { ClientOptionsContext } from './ApiContext.tsx';

const UploaderContext = createContext<ImageUploader | null>(null);

/**
 * Makes one image uploader (`POST /api/front/upload/image` with progress) for
 * the pages inside it. Placed in the user centre's layout, not the app shell,
 * so the upload code loads with the pages that upload and not with the home page.
 * @throws Error outside the app shell (no client options).
 */
export function UploaderProvider({ children }: { children: ReactNode }) {
  const options = useContext(ClientOptionsContext);
  if (!options) throw new Error('UploaderProvider must be used inside the app shell');
  const [upload] = useState(() => createImageUploader(options));
  return <UploaderContext.Provider value={upload}>{children}</UploaderContext.Provider>;
}

/**
 * The uploader of the nearest {@link UploaderProvider}.
 * @throws Error outside one (a page rendered without it).
 */
export function useImageUploader(): ImageUploader {
  const upload = useContext(UploaderContext);
  if (!upload) throw new Error('useImageUploader must be used inside an UploaderProvider');
  return upload;
}
