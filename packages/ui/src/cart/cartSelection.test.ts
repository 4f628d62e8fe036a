import { describe, expect, it } from 'vitest';
import { isAllSelected, selectableIds, selectedCount, selectedTotalCents, type SelectableGroup } from './cartSelection.ts';

const groups: SelectableGroup[] = [
  {
    cartInfoList: [
      { id: 1, price: 1990, cartNum: 2, attrStatus: true },
      { id: 2, price: 5900, cartNum: 1, attrStatus: false },
    ],
  },
  {
    cartInfoList: [
      { id: 3, price: 12900, cartNum: 3, attrStatus: true },
      { id: 4, price: 250, cartNum: 10, attrStatus: true },
    ],
  },
];

describe('selectableIds', () => {
  it('lists in-stock lines in order and skips sold-out ones', () => {
    expect(selectableIds(groups)).toEqual([1, 3, 4]);
  });
  it('is empty for no groups or only sold-out lines', () => {
    expect(selectableIds([])).toEqual([]);
    expect(selectableIds([{ cartInfoList: [{ id: 9, price: 1, cartNum: 1, attrStatus: false }] }])).toEqual([]);
  });
});

describe('isAllSelected', () => {
  it('is true when every selectable line is selected, sold-out lines aside', () => {
    expect(isAllSelected(groups, new Set([1, 3, 4]))).toBe(true);
  });
  it('is false when one selectable line is missing', () => {
    expect(isAllSelected(groups, new Set([1, 3]))).toBe(false);
    expect(isAllSelected(groups, new Set([1, 2, 3]))).toBe(false);
  });
  it('is false when nothing can be selected', () => {
    expect(isAllSelected([], new Set())).toBe(false);
    expect(isAllSelected([{ cartInfoList: [{ id: 2, price: 1, cartNum: 1, attrStatus: false }] }], new Set([2]))).toBe(false);
  });
  it('works for one merchant', () => {
    expect(isAllSelected([groups[0]!], new Set([1]))).toBe(true);
    expect(isAllSelected([groups[1]!], new Set([1, 3]))).toBe(false);
  });
});

describe('selectedTotalCents', () => {
  it('sums price × quantity of selected lines in cents', () => {
    expect(selectedTotalCents(groups, new Set([1, 4]))).toBe(1990 * 2 + 250 * 10);
    expect(selectedTotalCents(groups, new Set([1, 3, 4]))).toBe(3980 + 38700 + 2500);
  });
  it('ignores sold-out lines and unknown ids', () => {
    expect(selectedTotalCents(groups, new Set([2, 99]))).toBe(0);
    expect(selectedTotalCents(groups, new Set())).toBe(0);
  });
});

describe('selectedCount', () => {
  it('counts units of the selected lines', () => {
    expect(selectedCount(groups, new Set([1, 3]))).toBe(5);
    expect(selectedCount(groups, new Set([1, 2, 3, 4]))).toBe(15);
  });
  it('is 0 when nothing is selected', () => {
    expect(selectedCount(groups, new Set())).toBe(0);
  });
});
