import type { FastifyInstance } from 'fastify';
import type { Actor } from '../admin/audit.ts';
import type { UploadSettings } from '../config.ts';
import type { Db } from '../db/client.ts';
import { route } from '../http/route.ts';
import type { ImageStore } from '../upload/storage.ts';
import { importGoods } from './importGoods.ts';
import { ImportRefusal } from './importRefusal.ts';
import { readImportForm } from './readImportForm.ts';
import { ImportRefused } from './types.ts';

/** What the import route needs: the goods pictures go where uploads go. */
export interface GoodsImportRouteDeps {
  db: Db;
  store: ImageStore;
  settings: Pick<UploadSettings, 'maxBytes' | 'maxSidePx'>;
  /** Drops cached reads once goods are written, here and in every process (docs/adr/0006-read-caching.md). */
  invalidateReads: () => Promise<void>;
}

/**
 * `POST /api/admin/merchants/:id/goods/import` (operator only): the command
 * line's goods import for a running mall (README "Importing goods"). The
 * form is laid out in a temporary folder as the file and its pictures sit on
 * the command line's machine, then imported exactly as there, all or
 * nothing, audited `via: 'api'`; the folder is removed either way.
 * @throws {ImportRefusal} 400 with every problem when the file is refused.
 */
export function goodsImportRoutes(app: FastifyInstance, deps: GoodsImportRouteDeps): void {
  route(
    app,
    deps.db,
    'POST /api/admin/merchants/:id/goods/import',
    async ({ operator, params, query, request }) => {
      const folder = await readImportForm(request, deps.settings.maxBytes);
      try {
        const actor: Actor = { operatorId: operator.operatorId, via: 'api' };
        const result = await importGoods(
          { db: deps.db, store: deps.store, settings: deps.settings, actor },
          { merId: params.id, file: folder.file, dryRun: query?.dryRun === true },
        );
        if (!result.dryRun) await deps.invalidateReads();
        return result;
      } catch (error) {
        if (error instanceof ImportRefused) throw new ImportRefusal(error.issues);
        throw error;
      } finally {
        await folder.remove();
      }
    },
    { fileUpload: true },
  );
}
