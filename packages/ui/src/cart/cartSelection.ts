/**
 * Pure selection arithmetic of the cart page. Only lines that can be bought
 * (`attrStatus === true`) count: a sold-out line left in the selection is
 * ignored, so totals never include it.
 * @see spec §2 cart, §4 "cart items can become invalid", §5 "an item must be selected"; crmeb-api §6 rules 1–3
 */

/** The fields of a cart line the selection needs; prices in integer cents. */
export interface SelectableLine {
  id: number;
  /** Unit price, cents. */
  price: number;
  cartNum: number;
  /** False when the SKU is sold out: the line cannot be selected. */
  attrStatus: boolean;
}

/** A merchant's block of cart lines. */
export interface SelectableGroup {
  cartInfoList: readonly SelectableLine[];
}

function isSelectable(line: SelectableLine): boolean {
  return line.attrStatus;
}

/** Ids of every line that can be selected (in stock), in display order. */
export function selectableIds(groups: readonly SelectableGroup[]): number[] {
  const ids: number[] = [];
  for (const group of groups) for (const line of group.cartInfoList) if (isSelectable(line)) ids.push(line.id);
  return ids;
}

/**
 * True when there is at least one selectable line and every selectable line is
 * selected. Pass one merchant's group (`[group]`) for its own select-all box.
 */
export function isAllSelected(groups: readonly SelectableGroup[], selected: ReadonlySet<number>): boolean {
  const ids = selectableIds(groups);
  return ids.length > 0 && ids.every((id) => selected.has(id));
}

/** Σ price × cartNum of the selected selectable lines, in integer cents. */
export function selectedTotalCents(groups: readonly SelectableGroup[], selected: ReadonlySet<number>): number {
  let total = 0;
  for (const group of groups)
    for (const line of group.cartInfoList) if (isSelectable(line) && selected.has(line.id)) total += line.price * line.cartNum;
  return total;
}

/** Units (Σ cartNum) of the selected selectable lines: the "已选 N 件" of the summary bar. */
export function selectedCount(groups: readonly SelectableGroup[], selected: ReadonlySet<number>): number {
  let count = 0;
  for (const group of groups)
    for (const line of group.cartInfoList) if (isSelectable(line) && selected.has(line.id)) count += line.cartNum;
  return count;
}
