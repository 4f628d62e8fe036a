import { loadConfig } from '../../config.ts';
import { outboxPath, readOutbox } from './outbox.ts';

/**
 * `pnpm --filter @mall/server outbox [count]`: the latest codes the mall
 * "sent" while no SMTP server or SMS gateway is configured (default 20).
 */
const count = Number(process.argv[2] ?? 20);
const { dataDir } = loadConfig();
const entries = (await readOutbox(dataDir)).slice(-count);
if (entries.length === 0) console.log(`The outbox is empty (${outboxPath(dataDir)}).`);
for (const e of entries) console.log(`${e.at}  ${e.channel.padEnd(5)}  ${e.to}  ${e.purpose}  code ${e.code}`);
