export { AccountShortcuts, type AccountShortcut, type AccountShortcutCounts, type AccountShortcutsProps } from './AccountShortcuts.tsx';
