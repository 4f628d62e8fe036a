export { ResultTabs, type ResultTabsProps, type ResultTabCounts } from './ResultTabs.tsx';
