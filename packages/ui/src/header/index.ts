export * from './Header/index.ts';
export * from './SearchBox/index.ts';
export * from './LanguageSwitch/index.ts';
export * from './QrButton/index.ts';
export * from './CategoryDrawer/index.ts';
export * from './UserMenu/index.ts';
export * from './PlainHeader/index.ts';
export { menuHref, visibleMenu, type HeaderMenuEntry } from './menuHref.ts';
export { HEADER_DEFAULT_HREFS, defaultCategoryHref, type HeaderBaseProps } from './headerParts.tsx';
