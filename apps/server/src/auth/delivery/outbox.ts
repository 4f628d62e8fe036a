import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CodeMessage, Courier, EmailMessage } from './courier.ts';

/** One delivered message as the outbox keeps it. */
export interface OutboxEntry {
  at: string;
  channel: 'sms' | 'email';
  to: string;
  purpose: string;
  /** The code; '' for a notice email (`sendEmail`). */
  code: string;
  /** Subject of a notice email; absent for codes. */
  subject?: string;
  text: string;
}

/** The outbox file of a data folder. */
export function outboxPath(dataDir: string): string {
  return path.join(dataDir, 'outbox.jsonl');
}

/**
 * Where codes go when neither SMTP nor an SMS gateway is configured (the
 * embedded default): appended as JSON lines to `DATA_DIR/outbox.jsonl` and
 * written to the server log, for the operator to read (`pnpm --filter
 * @mall/server outbox`). Never part of an API answer.
 */
export function outboxCourier(dataDir: string, log: (entry: OutboxEntry) => void): Courier & Required<Pick<Courier, 'sendEmail'>> {
  const file = outboxPath(dataDir);
  return {
    async send(message: CodeMessage) {
      const entry: OutboxEntry = {
        at: new Date().toISOString(),
        channel: message.channel,
        to: message.to,
        purpose: message.purpose,
        code: message.code,
        text: message.text,
      };
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(entry)}\n`);
      log(entry);
    },
    async sendEmail(message: EmailMessage) {
      const entry: OutboxEntry = {
        at: new Date().toISOString(),
        channel: 'email',
        to: message.to,
        purpose: message.purpose,
        code: '',
        subject: message.subject,
        text: message.text,
      };
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(entry)}\n`);
      log(entry);
    },
  };
}

/** The outbox's entries, oldest first; none when the file does not exist yet. */
export async function readOutbox(dataDir: string): Promise<OutboxEntry[]> {
  let text: string;
  try {
    text = await readFile(outboxPath(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry);
}
