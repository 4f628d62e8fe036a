import type { GoodsImportResult } from './importGoods.ts';
import type { ImportIssue } from './types.ts';

/*
 * What `admin goods import` prints: the goods written (or, on a dry run,
 * that would be), or the report of every problem found.
 */

function yuan(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The goods an import wrote, one line each; money in yuan. */
export function formatImport(result: GoodsImportResult): string {
  const head = result.dryRun
    ? `Dry run: ${result.goods.length} goods for shop ${result.merId} (${result.shopName}) are good to import; nothing was written.`
    : `Imported ${result.goods.length} goods into shop ${result.merId} (${result.shopName}), listed and searchable now.`;
  const lines = result.goods.map(
    (g) => `  ${g.id === undefined ? '' : `goods ${g.id}  `}row ${g.row}  ${g.name}  [${g.categoryName}]  ${g.skus} SKU${g.skus === 1 ? '' : 's'}  from ¥${yuan(g.price)}  stock ${g.stock}`,
  );
  return [head, ...lines, `${result.pictures} picture${result.pictures === 1 ? '' : 's'} checked and re-encoded.`].join('\n');
}

/** Every problem of a refused import, one line each: `row N, field: why` (`field: why` for the file or the command). */
export function formatIssues(issues: readonly ImportIssue[]): string {
  const lines = issues.map((issue) => `  ${issue.row > 0 ? `row ${issue.row}, ` : ''}${issue.field}: ${issue.message}`);
  return [`The import was refused (${issues.length} problem${issues.length === 1 ? '' : 's'}); nothing was written:`, ...lines].join('\n');
}
