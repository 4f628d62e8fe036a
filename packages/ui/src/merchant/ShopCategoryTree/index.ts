export { ShopCategoryTree, type ShopCategoryTreeProps, type ShopCategoryNode } from './ShopCategoryTree.tsx';
export { visibleKeys, parentOf, treeMove, type TreeCategory, type TreeKey, type TreeMove } from './treeNavigation.ts';
