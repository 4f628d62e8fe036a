import type { Static } from 'typebox';
import type { WireMap } from './endpoints.ts';
import { array, object, optional, same, yuan } from './wire/codec.ts';
import type { GoodsImportParams, GoodsImportQuery } from './schemas/goodsImport.ts';

export {
  GOODS_IMPORT_FILE_FIELD,
  GOODS_IMPORT_MAX_PICTURES,
  GOODS_IMPORT_PICTURE_FIELD,
} from './schemas/goodsImport.ts';

/**
 * The operator's goods import through the API: the same import as
 * `admin goods import --shop ID FILE` (README "Importing goods"), for a mall
 * that runs (the embedded database takes one process at a time, so the
 * command line goes through here with `--url`). The form carries the CSV or
 * JSON file in field `file` and every picture it names in field `pictures`,
 * each under the file name the import file gives it. Money is integer cents
 * in the model and yuan on the wire.
 * @see issue 15 "Operator review"
 */

/** One goods of an import: written (with its id) or, on a dry run, as it would be. */
export interface GoodsImportLine {
  /** CSV: the spreadsheet row of its first SKU (the header is row 1); JSON: its position, from 1. */
  row: number;
  name: string;
  categoryName: string;
  /** SKUs written for it. */
  skus: number;
  /** Lowest SKU price, cents. */
  price: number;
  /** Units over all its SKUs. */
  stock: number;
  /** The new goods' id; absent on a dry run. */
  id?: number;
}

/** `data` of the import: what was written, or would be on a dry run. */
export interface GoodsImportResult {
  merId: number;
  shopName: string;
  dryRun: boolean;
  goods: GoodsImportLine[];
  /** Distinct pictures read and re-encoded. */
  pictures: number;
}

export interface GoodsImportEndpoints {
  /**
   * Imports goods into shop `id`, all or nothing (operator only). A file with
   * any problem answers 400 with every problem (`row N, field: why`) in the
   * message and in `data.errors`, and writes nothing.
   */
  'POST /api/admin/merchants/:id/goods/import': {
    input: { params: Static<typeof GoodsImportParams>; query?: Static<typeof GoodsImportQuery> };
    data: GoodsImportResult;
  };
}

const goodsImportLineCodec = object<GoodsImportLine>()({
  row: same<number>(),
  name: same<string>(),
  categoryName: same<string>(),
  skus: same<number>(),
  price: yuan,
  stock: same<number>(),
  id: optional(same<number>()),
});

export const goodsImportResultCodec = object<GoodsImportResult>()({
  merId: same<number>(),
  shopName: same<string>(),
  dryRun: same<boolean>(),
  goods: array(goodsImportLineCodec),
  pictures: same<number>(),
});

export const goodsImportWire = {
  'POST /api/admin/merchants/:id/goods/import': goodsImportResultCodec,
} satisfies WireMap<GoodsImportEndpoints>;
