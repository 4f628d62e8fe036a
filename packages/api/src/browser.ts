/**
 * Browser-only pieces of the contract, in their own entry so servers and
 * server rendering never load code that touches `window`.
 */
export { createBrowserSession } from './browserSession.ts';
export { createImageUploader, type ImageUploader, type ImageUploadOptions, type UploadProgress, type UploadRequest } from './imageUpload.ts';
