export { QrButton, QR_CODE_SIZE, type QrButtonProps } from './QrButton.tsx';
