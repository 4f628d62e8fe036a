import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Actor } from '../admin/audit.ts';
import { operatorByEmail } from '../admin/operators.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { announceDataChange } from '../settlement/announce.ts';
import { LocalImageStore } from '../upload/storage.ts';
import { formatImport, formatIssues } from './format.ts';
import { importGoods } from './importGoods.ts';
import { importThroughApi, picturesNamedIn } from './remoteImport.ts';
import { ImportRefused } from './types.ts';

/** What `admin goods …` needs from the command line around it. */
export interface GoodsCommandIo {
  config: ServerConfig;
  /** Opens the mall's database, with the command line's guard against a running PGlite mall. */
  openDatabase(): Promise<Database>;
  /** With `--url` (or MALL_URL): signs in to that running mall as an operator. */
  remote?: () => Promise<{ baseUrl: string; token: () => string; close(): Promise<void> }>;
  /** A mistake in the command (usage printed, exit code 2). */
  usage(message: string): Error;
  /** Input refused (exit code 1), with its message. */
  refused(message: string): Error;
}

/**
 * `admin goods import --shop MER_ID FILE [--dry-run] [--as EMAIL]`
 * (README "Importing goods"): imports goods from a CSV or JSON file into a
 * shop, on the database directly, audited `via: 'cli'`; or, with `--url` (or
 * MALL_URL), through that running mall's API, sending the file and the
 * pictures it names (plain names of files beside it), audited `via: 'api'`.
 * @throws the `usage` error for a mistake in the command; the `refused` one
 *   with the whole report when the file (or the shop) is refused.
 */
export async function goodsCommand(
  command: string | undefined,
  rest: string[],
  values: { shop?: string; 'dry-run'?: boolean; as?: string; url?: string },
  io: GoodsCommandIo,
): Promise<void> {
  if (command !== 'import') throw io.usage(`Unknown command: goods ${command ?? ''}`);
  const [file, ...extra] = rest;
  if (!file) throw io.usage('Which file? Give the CSV or JSON file to import, e.g. examples/goods-import/goods.csv.');
  if (extra.length > 0) throw io.usage(`Unexpected arguments: ${extra.join(' ')}`);
  if (values.shop === undefined) throw io.usage('--shop is required: the id of the shop the goods are for.');
  if (!/^[0-9]{1,9}$/.test(values.shop.trim()) || Number(values.shop) < 1) throw io.usage(`--shop must be a shop id (a whole number), got "${values.shop}"`);

  const at = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const dryRun = values['dry-run'] === true;
  if (io.remote) return importRemotely(io, { merId: Number(values.shop), file: at, dryRun });

  const database = await io.openDatabase();
  try {
    let operatorId: number | null = null;
    if (values.as !== undefined) {
      const account = await operatorByEmail(database.db, values.as);
      if (!account) throw new HttpError(400, 'admin.operatorNotFound', { email: values.as }, 'as');
      operatorId = account.id;
    }
    const actor: Actor = { operatorId, via: 'cli' };
    const store = new LocalImageStore(path.join(io.config.dataDir, 'uploads'));
    const result = await importGoods(
      { db: database.db, store, settings: io.config.uploads, actor },
      // `pnpm --filter` runs this in apps/server; INIT_CWD is where the operator typed the command.
      { merId: Number(values.shop), file: at, dryRun },
    );
    console.log(formatImport(result));
    if (!result.dryRun) {
      // Running malls drop cached answers and list totals (docs/adr/0006-read-caching.md). Without REDIS_URL none can be
      // told: on PGlite none runs; on PostgreSQL lists and search read the goods anyway, and cached totals expire in a minute.
      const announce = announceDataChange(io.config);
      if (announce) await announce();
      else if (io.config.databaseUrl) console.log('(No REDIS_URL: a running mall shows the new goods at once; its cached list totals catch up within a minute.)');
    }
  } catch (error) {
    if (error instanceof ImportRefused) throw io.refused(formatIssues(error.issues));
    throw error;
  } finally {
    await database.close();
  }
}

/**
 * The import through a running mall's API (`--url`): the file and the
 * pictures it names go up as one form, and the mall imports them as this
 * command would, audited `via: 'api'` as the operator signed in.
 */
async function importRemotely(io: GoodsCommandIo, input: { merId: number; file: string; dryRun: boolean }): Promise<void> {
  const text = await readFile(input.file, 'utf8').catch(() => {
    throw io.refused(formatIssues([{ row: 0, field: 'file', message: `${input.file}: no such file` }]));
  });
  const { names, issues } = picturesNamedIn(text, input.file);
  if (issues.length > 0) throw io.refused(formatIssues(issues));
  const session = await io.remote!();
  try {
    const answer = await importThroughApi(session.baseUrl, session.token(), { ...input, pictures: names });
    if (!answer.ok) throw io.refused([answer.message, ...answer.problems].join('\n'));
    console.log(formatImport(answer.result));
  } finally {
    await session.close();
  }
}
