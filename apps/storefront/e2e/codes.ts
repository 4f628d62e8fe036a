import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Where the mall under test keeps its data (playwright.config.ts). */
function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return dir;
}

async function lines<T>(file: string): Promise<T[]> {
  try {
    return (await readFile(path.join(dataDir(), file), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as T);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The latest SMS code the mall "sent" to a phone (E.164): the outbox, as the operator reads it. */
export async function smsCode(phone: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const sent = (await lines<{ to: string; code: string }>('outbox.jsonl')).filter((e) => e.to === phone);
      code = sent.length > after ? sent.at(-1)!.code : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** How many SMS the outbox holds for a phone. */
export async function smsCount(phone: string): Promise<number> {
  return (await lines<{ to: string }>('outbox.jsonl')).filter((e) => e.to === phone).length;
}

/** The code in the latest email the SMTP sink received for an address. */
export async function emailCode(address: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mails = (await lines<{ to: string[]; data: string }>('mails.jsonl')).filter((m) => m.to.includes(address));
      code = mails.length > after ? (/\b(\d{6})\b/.exec(mails.at(-1)!.data)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** How many emails the SMTP sink holds for an address. */
export async function emailCount(address: string): Promise<number> {
  return (await lines<{ to: string[] }>('mails.jsonl')).filter((m) => m.to.includes(address)).length;
}

/** When the latest SMS to a phone was sent (epoch ms); 0 when none was. */
export async function lastSmsTime(phone: string): Promise<number> {
  const sent = (await lines<{ to: string; at: string }>('outbox.jsonl')).filter((e) => e.to === phone);
  return sent.length ? Date.parse(sent.at(-1)!.at) : 0;
}

/** Every email the SMTP sink received for an address, oldest first: subject and text as a mail client decodes them. */
export async function emailsTo(address: string): Promise<{ subject: string; data: string }[]> {
  return (await lines<{ to: string[]; subject: string; data: string }>('mails.jsonl')).filter((m) => m.to.includes(address));
}
