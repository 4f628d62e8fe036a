import type { CategoryNode } from '@mall/api';

/**
 * The categories from the top of the tree down to `cid` (top level first),
 * or `null` when `cid` is not in the tree. The search page's breadcrumb
 * (spec §2 /goods/goods_search `cid`; spec §3 Category tree).
 */
export function categoryTrail(tree: readonly CategoryNode[], cid: number): CategoryNode[] | null {
  for (const node of tree) {
    if (node.id === cid) return [node];
    const below = categoryTrail(node.childList ?? [], cid);
    if (below) return [node, ...below];
  }
  return null;
}
