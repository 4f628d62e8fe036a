import { describe, expect, it } from 'vitest';
import { parentOf, treeMove, visibleKeys, type TreeCategory } from './treeNavigation.ts';

const tree: TreeCategory[] = [
  { id: 1, name: '手机', childList: [{ id: 11, name: 'Nova' }, { id: 12, name: 'Lumen' }] },
  { id: 2, name: '穿戴' },
  { id: 3, name: '配件', childList: [{ id: 31, name: '耳机' }] },
  { id: 4, name: '空', childList: [] },
];

describe('visibleKeys', () => {
  it('lists 全部商品 and the top level when every branch is closed', () => {
    expect(visibleKeys(tree, new Set())).toEqual(['all', 1, 2, 3, 4]);
  });

  it('adds the children of open branches under their parent', () => {
    expect(visibleKeys(tree, new Set([1, 3]))).toEqual(['all', 1, 11, 12, 2, 3, 31, 4]);
  });
});

describe('parentOf', () => {
  it('finds the parent of a child and nothing for the others', () => {
    expect(parentOf(tree, 12)).toBe(1);
    expect(parentOf(tree, 1)).toBeUndefined();
    expect(parentOf(tree, 'all')).toBeUndefined();
    expect(parentOf(tree, 99)).toBeUndefined();
    expect(parentOf(tree, undefined)).toBeUndefined();
  });
});

describe('treeMove', () => {
  const open = new Set([1]);

  it('moves down and up through the visible items and stops at the ends', () => {
    expect(treeMove(tree, open, 'all', 'ArrowDown')).toEqual({ focus: 1 });
    expect(treeMove(tree, open, 1, 'ArrowDown')).toEqual({ focus: 11 });
    expect(treeMove(tree, open, 12, 'ArrowDown')).toEqual({ focus: 2 });
    expect(treeMove(tree, open, 4, 'ArrowDown')).toBeNull();
    expect(treeMove(tree, open, 2, 'ArrowUp')).toEqual({ focus: 12 });
    expect(treeMove(tree, open, 'all', 'ArrowUp')).toBeNull();
  });

  it('skips the children of closed branches', () => {
    expect(treeMove(tree, new Set(), 1, 'ArrowDown')).toEqual({ focus: 2 });
  });

  it('jumps to the first and last visible item', () => {
    expect(treeMove(tree, open, 2, 'Home')).toEqual({ focus: 'all' });
    expect(treeMove(tree, new Set([3]), 1, 'End')).toEqual({ focus: 4 });
  });

  it('opens a closed branch with →, then enters it', () => {
    expect(treeMove(tree, new Set(), 1, 'ArrowRight')).toEqual({ expand: 1 });
    expect(treeMove(tree, open, 1, 'ArrowRight')).toEqual({ focus: 11 });
  });

  it('does nothing with → on a leaf or on 全部商品', () => {
    expect(treeMove(tree, open, 2, 'ArrowRight')).toBeNull();
    expect(treeMove(tree, open, 4, 'ArrowRight')).toBeNull();
    expect(treeMove(tree, open, 11, 'ArrowRight')).toBeNull();
    expect(treeMove(tree, open, 'all', 'ArrowRight')).toBeNull();
  });

  it('closes an open branch with ←, and goes up from a child', () => {
    expect(treeMove(tree, open, 1, 'ArrowLeft')).toEqual({ collapse: 1 });
    expect(treeMove(tree, open, 12, 'ArrowLeft')).toEqual({ focus: 1 });
    expect(treeMove(tree, open, 2, 'ArrowLeft')).toBeNull();
  });

  it('ignores other keys', () => {
    expect(treeMove(tree, open, 1, 'a')).toBeNull();
  });
});
