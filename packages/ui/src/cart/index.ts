export * from './CartList/index.ts';
export * from './CartSummaryBar/index.ts';
export { selectableIds, isAllSelected, selectedTotalCents, selectedCount, type SelectableLine, type SelectableGroup } from './cartSelection.ts';
