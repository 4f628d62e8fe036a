import { Type } from 'typebox';
import { Id } from './common.ts';

/**
 * Request schemas of the operator's goods import through the API
 * (`POST /api/admin/merchants/:id/goods/import`; README "Importing goods").
 * The form itself (the file and its pictures) is read by the server's
 * multipart reader, with the limits below.
 */

/** Field of the form that carries the CSV or JSON file. */
export const GOODS_IMPORT_FILE_FIELD = 'file';
/** Field (repeated) of the form that carries the pictures the file names, each under its file name. */
export const GOODS_IMPORT_PICTURE_FIELD = 'pictures';
/** Most pictures one import may send (500 goods of a picture or two each, or fewer goods with more). */
export const GOODS_IMPORT_MAX_PICTURES = 1000;

export const GoodsImportParams = Type.Object({ id: Id });

export const GoodsImportQuery = Type.Object({
  /** `true`: check everything, write nothing. */
  dryRun: Type.Optional(Type.Boolean()),
});
