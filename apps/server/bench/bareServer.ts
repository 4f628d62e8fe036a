import { createServer } from 'node:http';

/*
 * The load benchmark's ceiling, run as a child process of bench/load.ts:
 * a bare `node:http` server answering every request with one fixed JSON
 * body of BARE_BODY_BYTES bytes (about a goods list page), so the mall's
 * figures can be read as a share of what Node itself manages on this
 * machine. Sends `{ port, bodyBytes }` to the parent once listening and
 * `{ cpuUs }` whenever asked; exits on SIGTERM or when the parent goes away.
 */
const BARE_BODY_BYTES = 2048;

/** A success envelope padded to exactly `bytes` bytes of JSON. */
function fixedBody(bytes: number): Buffer {
  const card = { id: 100_001, merId: 2, merName: '极客数码专营店', storeName: '极客 Nova X7 Pro 5G智能手机', price: 249_900, sales: 318 };
  const list = Array.from({ length: 6 }, (_, i) => ({ ...card, id: card.id + i }));
  const base = JSON.stringify({ code: 200, message: 'success', data: { list, total: 100_000, pad: '' } });
  const pad = 'x'.repeat(Math.max(0, bytes - Buffer.byteLength(base)));
  return Buffer.from(JSON.stringify({ code: 200, message: 'success', data: { list, total: 100_000, pad } }));
}

const body = fixedBody(BARE_BODY_BYTES);
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0, bodyBytes: body.length });
});
// The parent asks how much CPU this process has used, to give the CPU time per answer.
process.on('message', () => {
  const { user, system } = process.cpuUsage();
  process.send?.({ cpuUs: user + system });
});
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);
