/**
 * Keyboard arithmetic of the shop's two-level category tree, following the
 * WAI-ARIA tree view pattern: ↑/↓ move through the visible items, Home/End
 * jump to the ends, → opens a closed branch or enters an open one, ← closes an
 * open branch or goes up to the parent. The first item, 全部商品, stands for
 * "no category".
 */

/** A category of the tree; `childList` absent or empty for a leaf. */
export interface TreeCategory {
  id: number;
  name: string;
  childList?: { id: number; name: string }[];
}

/** An item of the tree: a category id, or `'all'` for 全部商品. */
export type TreeKey = number | 'all';

/** What a key press does: move the focus, open or close a branch; `null` when the key means nothing here. */
export type TreeMove = { focus: TreeKey } | { expand: number } | { collapse: number } | null;

function hasChildren(node: TreeCategory): boolean {
  return (node.childList?.length ?? 0) > 0;
}

/** The items a shopper can reach, top to bottom: 全部商品, then each category with the children of open ones. */
export function visibleKeys(nodes: readonly TreeCategory[], expanded: ReadonlySet<number>): TreeKey[] {
  const keys: TreeKey[] = ['all'];
  for (const node of nodes) {
    keys.push(node.id);
    if (expanded.has(node.id)) for (const child of node.childList ?? []) keys.push(child.id);
  }
  return keys;
}

/** The top-level category a child belongs to; `undefined` for a top-level id, 全部商品 or an unknown id. */
export function parentOf(nodes: readonly TreeCategory[], id: TreeKey | undefined): number | undefined {
  if (id === undefined || id === 'all') return undefined;
  return nodes.find((node) => node.childList?.some((child) => child.id === id))?.id;
}

/** The move a key makes from the item `current`; see the module comment. */
export function treeMove(nodes: readonly TreeCategory[], expanded: ReadonlySet<number>, current: TreeKey, key: string): TreeMove {
  const keys = visibleKeys(nodes, expanded);
  const index = keys.indexOf(current);
  const node = current === 'all' ? undefined : nodes.find((n) => n.id === current);
  switch (key) {
    case 'ArrowDown':
      return index >= 0 && index < keys.length - 1 ? { focus: keys[index + 1]! } : null;
    case 'ArrowUp':
      return index > 0 ? { focus: keys[index - 1]! } : null;
    case 'Home':
      return { focus: keys[0]! };
    case 'End':
      return { focus: keys[keys.length - 1]! };
    case 'ArrowRight':
      if (!node || !hasChildren(node)) return null;
      return expanded.has(node.id) ? { focus: node.childList![0]!.id } : { expand: node.id };
    case 'ArrowLeft': {
      if (node && hasChildren(node) && expanded.has(node.id)) return { collapse: node.id };
      const parent = parentOf(nodes, current);
      return parent === undefined ? null : { focus: parent };
    }
    default:
      return null;
  }
}
