export { UploadField, type UploadFieldImage, type UploadFieldPending, type UploadFieldProps } from './UploadField.tsx';
export { chooseFiles, imageTypeName, DEFAULT_IMAGE_TYPES, type ChosenFiles, type FileLike, type RefusedFile } from './chooseFiles.ts';
