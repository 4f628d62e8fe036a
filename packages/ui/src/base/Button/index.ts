export { Button, SERVER_ACTION_GUARD_MS, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button.tsx';
