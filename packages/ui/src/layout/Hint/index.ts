export { Hint, type HintProps, type HintTone } from './Hint.tsx';
