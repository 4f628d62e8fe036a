import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GOODS_IMPORT_FILE_FIELD, GOODS_IMPORT_MAX_PICTURES, GOODS_IMPORT_PICTURE_FIELD } from '@mall/api';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/errors.ts';
import { multipartRefusal } from '../http/multipartBody.ts';
import { sizeText } from '../upload/imageCheck.ts';
import { MAX_IMPORT_FILE_BYTES } from './importGoods.ts';

/** An import form laid out as the command line finds it: the file, with its pictures in the same folder. */
export interface ImportFolder {
  /** Path of the import file inside the folder. */
  file: string;
  /** Removes the folder and everything in it. */
  remove(): Promise<void>;
}

/**
 * A name a part may be stored under: its own file name, without folders, and
 * no name that means something else in a folder ('.', '..', hidden files).
 */
function safeName(fileName: string | undefined, field: string): string {
  const given = (fileName ?? '').replaceAll('\\', '/');
  const name = path.posix.basename(given);
  if (!name || name !== given || name.startsWith('.')) throw badRequest('goodsImport.partName', { name: fileName ?? '' }, field);
  return name;
}

/**
 * Reads the import form of `POST /api/admin/merchants/:id/goods/import` into
 * a fresh temporary folder: the CSV or JSON file (field `file`, at most
 * {@link MAX_IMPORT_FILE_BYTES}) and each picture (field `pictures`, at most
 * `maxPictureBytes` each, at most {@link GOODS_IMPORT_MAX_PICTURES}) under its
 * own file name, so the import resolves the names the file gives exactly as
 * it does beside the file on the command line. The caller removes the folder.
 * @throws {HttpError} 400 naming the field: no file or two, a part in another
 *   field, a name with folders or used twice, a part over its limit, a broken form.
 */
export async function readImportForm(request: FastifyRequest, maxPictureBytes: number): Promise<ImportFolder> {
  if (!request.isMultipart()) throw badRequest('goodsImport.noFile', undefined, GOODS_IMPORT_FILE_FIELD);
  const dir = await mkdtemp(path.join(tmpdir(), 'mall-import-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    let file: string | undefined;
    const names = new Set<string>();
    const parts = request.parts({
      limits: {
        files: GOODS_IMPORT_MAX_PICTURES + 1,
        fileSize: Math.max(MAX_IMPORT_FILE_BYTES, maxPictureBytes),
        // Text fields have no place here; a few are read only to be refused by name.
        fields: 5,
        fieldSize: 256,
        parts: GOODS_IMPORT_MAX_PICTURES + 6,
      },
    });
    for await (const part of parts) {
      const field = part.fieldname;
      if (part.type === 'field') throw badRequest('goodsImport.wrongField', { field }, field);
      if (field !== GOODS_IMPORT_FILE_FIELD && field !== GOODS_IMPORT_PICTURE_FIELD) {
        await part.toBuffer();
        throw badRequest('goodsImport.wrongField', { field }, field);
      }
      const name = safeName(part.filename, field);
      const bytes = await part.toBuffer();
      const limit = field === GOODS_IMPORT_FILE_FIELD ? MAX_IMPORT_FILE_BYTES : maxPictureBytes;
      if (bytes.length > limit) throw badRequest('goodsImport.tooLarge', { name, limit: sizeText(limit) }, field);
      if (field === GOODS_IMPORT_FILE_FIELD && file !== undefined) throw badRequest('goodsImport.oneFile', undefined, field);
      if (names.has(name)) throw badRequest('goodsImport.sameName', { name }, field);
      names.add(name);
      await writeFile(path.join(dir, name), bytes);
      if (field === GOODS_IMPORT_FILE_FIELD) file = path.join(dir, name);
    }
    if (file === undefined) throw badRequest('goodsImport.noFile', undefined, GOODS_IMPORT_FILE_FIELD);
    return { file, remove };
  } catch (error) {
    await remove();
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw badRequest('goodsImport.tooManyPictures', { max: GOODS_IMPORT_MAX_PICTURES }, GOODS_IMPORT_PICTURE_FIELD);
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest('goodsImport.tooLarge', { name: '', limit: sizeText(Math.max(MAX_IMPORT_FILE_BYTES, maxPictureBytes)) }, GOODS_IMPORT_PICTURE_FIELD);
    }
    throw multipartRefusal(error);
  }
}
