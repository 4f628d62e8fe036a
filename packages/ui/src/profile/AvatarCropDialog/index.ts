export { AvatarCropDialog, type AvatarCropDialogProps } from './AvatarCropDialog.tsx';
export { cropSquare, initialCropView, panCropView, zoomCropView, type CropSquare, type CropView } from './cropSquare.ts';
export { AVATAR_SIZE } from './cropImage.ts';
