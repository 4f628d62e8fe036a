import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@mall/api';
import { categoryTrail } from './categoryTrail.ts';

const node = (id: number, name: string, childList?: CategoryNode[]): CategoryNode => ({
  id,
  pid: 0,
  name,
  icon: '',
  level: childList ? 1 : 2,
  sort: 0,
  childList,
});

const tree = [node(1, '手机', [node(11, '智能手机'), node(12, '手机壳')]), node(2, '电脑', [node(21, '笔记本')])];

describe('categoryTrail', () => {
  it('gives a top-level category alone', () => {
    expect(categoryTrail(tree, 2)?.map((c) => c.name)).toEqual(['电脑']);
  });
  it('gives a leaf with its parent first', () => {
    expect(categoryTrail(tree, 12)?.map((c) => c.id)).toEqual([1, 12]);
    expect(categoryTrail(tree, 21)?.map((c) => c.id)).toEqual([2, 21]);
  });
  it('gives null for an id that is not in the tree', () => {
    expect(categoryTrail(tree, 99)).toBeNull();
    expect(categoryTrail([], 1)).toBeNull();
  });
});
