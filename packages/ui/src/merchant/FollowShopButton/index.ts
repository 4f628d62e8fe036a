export { FollowShopButton, type FollowShopButtonProps } from './FollowShopButton.tsx';
