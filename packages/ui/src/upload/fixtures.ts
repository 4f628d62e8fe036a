/**
 * Story data of the upload family: pictures as the upload call answers them
 * (made in code by `fixtures/images.ts`, no network), files in progress and
 * failed, and files as a shopper picks them. Not part of the published package.
 */
import { fixtureImage } from '../fixtures/images.ts';
import type { UploadFieldImage, UploadFieldPending } from './UploadField/UploadField.tsx';

/** Five uploaded pictures, each with a small picture for its tile. */
export const uploadedImages: UploadFieldImage[] = [1, 2, 3, 4, 5].map((seed) => ({
  url: fixtureImage(seed, 800, 600),
  thumbUrl: fixtureImage(seed, 176),
  name: `IMG_20250314_0${seed}.jpg`,
}));

/** Two files on their way: one just started, one nearly done. */
export const uploading: UploadFieldPending[] = [
  { id: 'u1', name: 'IMG_20250314_1422.jpg', progress: 35 },
  { id: 'u2', name: '开箱照片-包装盒正面-非常长的文件名-用来检查截断.png', progress: 80 },
];

/** Failed uploads: a network failure (generic message, retry) and a server refusal (no retry). */
export const failedUploads: UploadFieldPending[] = [
  { id: 'f1', name: 'IMG_20250314_1501.jpg', progress: 60, error: '' },
  { id: 'f2', name: 'scan.png', progress: 100, error: '图片无法识别：请上传 JPG 或 PNG 图片', retryable: false },
];

/** A picked file of `type` and `size` bytes (its content is never read). */
export function pickedFile(name: string, type = 'image/jpeg', size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}
