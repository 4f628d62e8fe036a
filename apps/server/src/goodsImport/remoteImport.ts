import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_WIRE_TIME_ZONE,
  GOODS_IMPORT_FILE_FIELD,
  GOODS_IMPORT_PICTURE_FIELD,
  TOKEN_HEADER,
  responseCodecs,
  type GoodsImportResult,
} from '@mall/api';
import { formatOfFile, parseImportFile } from './parse.ts';
import type { ImportIssue, RawValue } from './types.ts';

/** Texts of a list value as the import reads it: an array, or text separated by `|` or line breaks. */
function namesOf(raw: RawValue | undefined): string[] {
  if (raw === undefined) return [];
  const items = Array.isArray(raw.value) ? raw.value : typeof raw.value === 'string' ? raw.value.split(/[|\r\n]/) : [];
  return items.filter((v): v is string => typeof v === 'string').map((v) => v.trim()).filter((v) => v !== '');
}

/**
 * The pictures an import file names, for sending beside it: through the API
 * each picture travels under its own file name and is found beside the file
 * on the mall's side, so a picture must be a plain name of a file in the
 * import file's folder. Names with folders come back as problems.
 */
export function picturesNamedIn(text: string, fileName: string): { names: string[]; issues: ImportIssue[] } {
  const format = formatOfFile(fileName);
  if (!format) return { names: [], issues: [{ row: 0, field: 'file', message: `${fileName}: the file name must end in .csv or .json` }] };
  const names = new Set<string>();
  const issues: ImportIssue[] = [];
  for (const goods of parseImportFile(text, format).goods) {
    const given = [...namesOf(goods.images).map((name) => ({ name, field: goods.images!.field, row: goods.row }))];
    for (const sku of goods.skus) for (const name of namesOf(sku.image)) given.push({ name, field: sku.image!.field, row: sku.row });
    for (const { name, field, row } of given) {
      if (path.basename(name) !== name || name.startsWith('.')) {
        issues.push({ row, field, message: `${name}: through --url, pictures must be files beside the import file, named without folders` });
      } else names.add(name);
    }
  }
  return { names: [...names], issues };
}

/** What an import through the API answered: the result, or the mall's refusal with every problem. */
export type RemoteImportAnswer = { ok: true; result: GoodsImportResult } | { ok: false; message: string; problems: string[] };

/**
 * Sends an import to a running mall (`POST /api/admin/merchants/:id/goods/import`,
 * signed in as an operator with `token`): the file and the pictures it names
 * from its folder, as one multipart form. A picture named but missing is
 * left out, for the mall to report in its own words.
 * @throws the network's error when the mall cannot be reached.
 */
export async function importThroughApi(
  baseUrl: string,
  token: string,
  input: { merId: number; file: string; pictures: readonly string[]; dryRun: boolean },
): Promise<RemoteImportAnswer> {
  const form = new FormData();
  form.append(GOODS_IMPORT_FILE_FIELD, new Blob([await readFile(input.file)]), path.basename(input.file));
  const folder = path.dirname(input.file);
  for (const name of input.pictures) {
    const bytes = await readFile(path.join(folder, name)).catch(() => null);
    if (bytes) form.append(GOODS_IMPORT_PICTURE_FIELD, new Blob([bytes]), name);
  }
  const res = await fetch(`${baseUrl}/api/admin/merchants/${input.merId}/goods/import${input.dryRun ? '?dryRun=true' : ''}`, {
    method: 'POST',
    headers: { [TOKEN_HEADER]: token, 'accept-language': 'en' },
    body: form,
  });
  const envelope = (await res.json()) as { code: number; message: string; data: unknown };
  if (envelope.code === 200) {
    const codec = responseCodecs['POST /api/admin/merchants/:id/goods/import'];
    return { ok: true, result: codec.decode(envelope.data as never, { origin: '', timeZone: DEFAULT_WIRE_TIME_ZONE }) };
  }
  const errors = (envelope.data as { errors?: Array<{ field: string; message: string }> } | null)?.errors ?? [];
  return { ok: false, message: envelope.message, problems: errors.map((e) => `  ${e.field}: ${e.message}`) };
}
