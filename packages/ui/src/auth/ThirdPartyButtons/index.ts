export { ThirdPartyButtons, type ThirdPartyButtonsProps } from './ThirdPartyButtons.tsx';
