import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from '@mall/api';
import { HttpError, badRequest } from '../http/errors.ts';
import type { SharedStore } from '../shared/store.ts';
import type { CodePurpose, Courier } from './delivery/courier.ts';

/** Wrong entries a code survives; the next wrong one voids it. */
export const CODE_MAX_ATTEMPTS = 5;
/** Codes one phone or email may receive per hour. */
export const CODES_PER_TARGET_PER_HOUR = 5;

const HOUR_MS = 3_600_000;

interface StoredCode {
  hash: string;
  /** Epoch ms, on the app's clock (tests move it). */
  expiresAt: number;
}

/** Where and why a code goes; `target` is an E.164 phone or a lower-case email. */
export interface CodeTarget {
  channel: 'sms' | 'email';
  target: string;
  purpose: CodePurpose;
}

function digest(code: string, t: CodeTarget): Buffer {
  // Bound to target and purpose: a code read from one flow fits no other.
  return createHash('sha256').update(`${t.purpose}\n${t.target}\n${code}`).digest();
}

/**
 * Verification codes (crmeb-api §4.1; spec §4 Send-code button): 6 random
 * digits, valid {@link CODE_TTL_SECONDS} s, single use, bound to a phone or
 * email and a purpose, stored only as a hash. A new code for the same target
 * and purpose is refused for {@link CODE_RESEND_SECONDS} s, at most
 * {@link CODES_PER_TARGET_PER_HOUR} per hour; {@link CODE_MAX_ATTEMPTS}
 * wrong entries void it.
 */
export class VerificationCodes {
  constructor(
    private readonly store: SharedStore,
    private readonly courier: Courier,
    private readonly now: () => number = Date.now,
  ) {}

  private key(kind: string, t: CodeTarget): string {
    return `code:${kind}:${t.purpose}:${t.target}`;
  }

  /**
   * Makes a code and hands it to the courier with the text `compose(code)` gives.
   * With `send: false` everything happens as usual (resend lock, hourly count,
   * a code kept and checked as any other) except the delivery: a flow that must
   * not reveal whether its target has an account answers and counts alike either way.
   * @throws {HttpError} 400 `auth.codeResendWait` within 60 s of the last code;
   * 429 `auth.codeTooMany` past the hourly limit; 500 `auth.codeSendFailed` when delivery fails (no code is kept).
   */
  async issue(
    t: CodeTarget,
    compose: (code: string) => { subject: string; text: string },
    field: string,
    options: { send?: boolean } = {},
  ): Promise<void> {
    const lockKey = this.key('resend', t);
    const lockMs = CODE_RESEND_SECONDS * 1000;
    if (!(await this.store.setIfAbsent(lockKey, String(this.now()), lockMs))) {
      // The lock expires in the store's time; judged on the app's clock, which tests move.
      const sentAt = Number((await this.store.get(lockKey)) ?? 0);
      const wait = sentAt + lockMs - this.now();
      if (wait > 0) throw badRequest('auth.codeResendWait', { seconds: Math.ceil(wait / 1000) }, field);
      await this.store.set(lockKey, String(this.now()), lockMs);
    }
    if ((await this.store.increment(this.key('hourly', t), HOUR_MS)) > CODES_PER_TARGET_PER_HOUR) {
      throw new HttpError(429, 'auth.codeTooMany', {}, field);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const stored: StoredCode = { hash: digest(code, t).toString('base64'), expiresAt: this.now() + CODE_TTL_SECONDS * 1000 };
    await this.store.set(this.key('value', t), JSON.stringify(stored), CODE_TTL_SECONDS * 1000);
    await this.store.delete(this.key('attempts', t));
    if (options.send === false) return;
    try {
      await this.courier.send({ channel: t.channel, to: t.target, code, purpose: t.purpose, ...compose(code) });
    } catch (error) {
      // Undelivered: forget it and let the shopper ask again at once.
      await this.store.delete(this.key('value', t));
      await this.store.delete(lockKey);
      throw Object.assign(new HttpError(500, 'auth.codeSendFailed'), { cause: error });
    }
  }

  /**
   * Checks and uses up a code.
   * @throws {HttpError} 400 on the `captcha` field: `auth.codeExpired` (none
   * asked for, expired or used), `auth.codeWrong`, `auth.codeTooManyAttempts` (now void).
   */
  async consume(t: CodeTarget, code: string, field = 'captcha'): Promise<void> {
    const valueKey = this.key('value', t);
    const raw = await this.store.get(valueKey);
    const stored = raw ? (JSON.parse(raw) as StoredCode) : null;
    if (!stored || stored.expiresAt <= this.now()) throw badRequest('auth.codeExpired', {}, field);
    const attempts = await this.store.increment(this.key('attempts', t), CODE_TTL_SECONDS * 1000);
    if (attempts > CODE_MAX_ATTEMPTS) {
      await this.store.delete(valueKey);
      throw badRequest('auth.codeTooManyAttempts', {}, field);
    }
    const expected = Buffer.from(stored.hash, 'base64');
    if (!timingSafeEqual(digest(code, t), expected)) {
      if (attempts === CODE_MAX_ATTEMPTS) await this.store.delete(valueKey);
      throw badRequest(attempts === CODE_MAX_ATTEMPTS ? 'auth.codeTooManyAttempts' : 'auth.codeWrong', {}, field);
    }
    // Single use: of two requests racing with the right code, only the one that deletes it wins.
    if (!(await this.store.delete(valueKey))) throw badRequest('auth.codeExpired', {}, field);
    await this.store.delete(this.key('attempts', t));
  }
}
