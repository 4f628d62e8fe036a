import { randomBytes } from 'node:crypto';
import { QR_TICKET_TTL_SECONDS, type LoginResponse, type QrStatus, type QrTicket } from '@mall/api';
import type { Db } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import type { SharedStore } from '../shared/store.ts';
import { signIn, type UserRow } from './accounts.ts';
import { eq } from 'drizzle-orm';
import { appUser } from '../db/schema.ts';

interface StoredTicket {
  pollKey: string;
  /** Epoch ms on the app clock. */
  expiresAt: number;
  status: 'waiting' | 'scanned' | 'confirmed';
  userId?: number;
}

/**
 * Signing in on the desktop by scanning a QR code with a phone that is
 * signed in (the spec leaves it "not shown"; this is what shoppers of such
 * malls expect): the desktop gets a ticket (in the QR code) and a secret poll
 * key; the phone scans and confirms; the desktop's next poll receives a new
 * session of the phone's account, once. Tickets live {@link QR_TICKET_TTL_SECONDS} s.
 */
export class QrLogin {
  constructor(
    private readonly db: Db,
    private readonly store: SharedStore,
    private readonly now: () => number = Date.now,
  ) {}

  private key(ticket: string): string {
    return `qr-ticket:${ticket}`;
  }

  private async read(ticket: string): Promise<StoredTicket | null> {
    const raw = await this.store.get(this.key(ticket));
    const stored = raw ? (JSON.parse(raw) as StoredTicket) : null;
    return stored && stored.expiresAt > this.now() ? stored : null;
  }

  private async write(ticket: string, stored: StoredTicket): Promise<void> {
    await this.store.set(this.key(ticket), JSON.stringify(stored), QR_TICKET_TTL_SECONDS * 1000 + 60_000);
  }

  async create(): Promise<QrTicket> {
    const ticket = randomBytes(18).toString('base64url');
    const pollKey = randomBytes(18).toString('base64url');
    await this.write(ticket, { pollKey, expiresAt: this.now() + QR_TICKET_TTL_SECONDS * 1000, status: 'waiting' });
    return { ticket, pollKey, expiresIn: QR_TICKET_TTL_SECONDS };
  }

  /** The phone opened the ticket. @throws {HttpError} 400 `auth.qrExpired` for an unknown or expired ticket. */
  async scan(ticket: string): Promise<null> {
    const stored = await this.read(ticket);
    if (!stored || stored.status === 'confirmed') throw badRequest('auth.qrExpired', {}, 'ticket');
    await this.write(ticket, { ...stored, status: 'scanned' });
    return null;
  }

  /** The phone's owner says yes. @throws {HttpError} 400 `auth.qrExpired`. */
  async confirm(ticket: string, userId: number): Promise<null> {
    const stored = await this.read(ticket);
    if (!stored || stored.status === 'confirmed') throw badRequest('auth.qrExpired', {}, 'ticket');
    await this.write(ticket, { ...stored, status: 'confirmed', userId });
    return null;
  }

  /** The desktop's poll: a wrong poll key looks like an expired ticket. */
  async status(ticket: string, pollKey: string): Promise<QrStatus> {
    const stored = await this.read(ticket);
    if (!stored || stored.pollKey !== pollKey) return { status: 'expired', login: null };
    if (stored.status !== 'confirmed') return { status: stored.status, login: null };
    // The session is handed out once: only the poll that deletes the ticket gets it.
    if (!(await this.store.delete(this.key(ticket)))) return { status: 'expired', login: null };
    const [user] = await this.db.select().from(appUser).where(eq(appUser.id, stored.userId!)).limit(1);
    if (!user) return { status: 'expired', login: null };
    const login: LoginResponse = await signIn(this.db, user as UserRow, 'login');
    return { status: 'confirmed', login };
  }
}
