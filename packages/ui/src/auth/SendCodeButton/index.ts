export { SendCodeButton, type SendCodeButtonProps } from './SendCodeButton.tsx';
export { SEND_CODE_COUNTDOWN_SECONDS } from './countdown.ts';
