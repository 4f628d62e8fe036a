import { tooManyRequests } from '../http/errors.ts';
import type { SharedStore } from '../shared/store.ts';

/** The window the upload limit counts in, ms (`UPLOAD_RATE_PER_10_MIN`). */
export const UPLOAD_RATE_WINDOW_MS = 10 * 60_000;

/**
 * At most `max` uploads per account in each ten-minute window of the clock
 * (`UPLOAD_RATE_PER_10_MIN`), counted in the shared store, so every process
 * of the mall counts together (Redis when `REDIS_URL` is set). Per account,
 * not per address: a shopper's sessions share one count, and shoppers
 * behind one address do not share theirs.
 *
 * An attempt is counted before the image is decoded, whether it is then
 * accepted or refused (ADR 0009 pattern 5: the limit is reserved before the
 * work it limits), so refused files cannot be used to keep the decoder busy.
 */
export class UploadRate {
  constructor(
    private readonly store: SharedStore,
    private readonly max: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one upload of `userId`.
   * @throws {HttpError} 429 `rate.limited` (`seconds` until the window ends) past the limit.
   */
  async take(userId: number): Promise<void> {
    const now = this.now();
    const window = Math.floor(now / UPLOAD_RATE_WINDOW_MS);
    const left = (window + 1) * UPLOAD_RATE_WINDOW_MS - now;
    // Kept a little past its window, so a counter never expires while it still counts.
    const count = await this.store.increment(`upload-rate:${userId}:${window}`, left + 1000);
    if (count > this.max) throw tooManyRequests(Math.max(1, Math.ceil(left / 1000)));
  }
}
