import { count, desc, eq } from 'drizzle-orm';
import type { AdminAuditInput, AuditEntry, Page } from '@mall/api';
import { toPage } from '../catalog/productList.ts';
import type { Db, Tx } from '../db/client.ts';
import { auditLog, operator } from '../db/schema.ts';

/**
 * Who acts: an operator through the API, or the command line (with the
 * operator named by `--as`, or no account: `operatorId` null).
 */
export interface Actor {
  operatorId: number | null;
  via: 'api' | 'cli';
}

/** What one audit entry records besides who and when. */
export interface AuditRecord {
  /** `order.ship`, `order.track`, `operator.login`, `operator.logout`, `operator.create`, `operator.password`, `review.reply`. */
  action: string;
  /** An order number (`SH…`), `operator:<id>`, or `review:<id>`. */
  target: string;
  /** The state the action found and the state it left: plain JSON (times as ISO text), null when there was none. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Writes one audit entry. Call it inside the transaction of the action it
 * records, so that an action and its entry are written together or not at all.
 */
export async function writeAudit(tx: Db | Tx, actor: Actor, record: AuditRecord, now = new Date()): Promise<void> {
  await tx.insert(auditLog).values({
    operatorId: actor.operatorId,
    via: actor.via,
    action: record.action,
    target: record.target,
    before: record.before,
    after: record.after,
    createdAt: now,
  });
}

/** `operator:<id>`: the audit target naming an operator account. */
export function operatorTarget(id: number): string {
  return `operator:${id}`;
}

/** The audit log, newest first, of one target or of everything (`GET /api/admin/audit`). */
export async function listAudit(db: Db, input: AdminAuditInput = {}): Promise<Page<AuditEntry>> {
  const page = input.page ?? 1;
  const limit = input.limit ?? 10;
  const where = input.target ? eq(auditLog.target, input.target) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, operatorEmail: operator.email })
      .from(auditLog)
      .leftJoin(operator, eq(operator.id, auditLog.operatorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const list = rows.map(({ entry, operatorEmail }) => ({
    id: entry.id,
    operatorId: entry.operatorId,
    operatorEmail,
    via: entry.via as AuditEntry['via'],
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createTime: entry.createdAt,
  }));
  return toPage(list, total?.total ?? 0, page, limit);
}
