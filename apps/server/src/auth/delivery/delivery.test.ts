import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../shared/store.ts';
import { VerificationCodes } from '../codes.ts';
import { makeCourier } from './index.ts';
import { readOutbox } from './outbox.ts';

/** A real SMTP server in this process that keeps what it receives. */
function startSmtp(): Promise<{ port: number; mails: { to: string[]; data: string }[]; close(): Promise<void> }> {
  const mails: { to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.server.address() as AddressInfo).port,
        mails,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** A local SMS gateway: answers `status` and keeps each request. */
function startGateway(status: number) {
  const received: { auth: string | undefined; body: { to: string; text: string } }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(text) });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise<{ url: string; received: typeof received; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
        received,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

const compose = (code: string) => ({ subject: 'Your verification code', text: `Your verification code is ${code}.` });

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mall-delivery-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('code delivery', () => {
  it('sends email codes over SMTP to the address, and keeps them out of the outbox', async () => {
    const smtp = await startSmtp();
    const courier = makeCourier({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Mall <no-reply@mall.test>', dataDir }, () => undefined);
    try {
      const codes = new VerificationCodes(new MemoryStore(), courier);
      await codes.issue({ channel: 'email', target: 'shopper@example.com', purpose: 'email-register' }, compose, 'email');
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]!.to).toEqual(['shopper@example.com']);
      const code = /verification code is (\d{6})/.exec(smtp.mails[0]!.data)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(smtp.mails[0]!.data).toMatch(/^From: Mall <no-reply@mall\.test>/m);
      // The code that travelled is the one the mall accepts.
      await expect(codes.consume({ channel: 'email', target: 'shopper@example.com', purpose: 'email-register' }, code!)).resolves.toBeUndefined();
      expect(await readOutbox(dataDir)).toEqual([]);
    } finally {
      courier.close();
      await smtp.close();
    }
  });

  it('sends SMS codes as JSON to the HTTP gateway with its token', async () => {
    const gateway = await startGateway(200);
    const courier = makeCourier({ smsGatewayUrl: gateway.url, smsGatewayToken: 'gw-secret', mailFrom: 'x@y.z', dataDir }, () => undefined);
    try {
      const codes = new VerificationCodes(new MemoryStore(), courier);
      await codes.issue({ channel: 'sms', target: '+8613900001111', purpose: 'phone-sign-in' }, compose, 'phone');
      expect(gateway.received).toHaveLength(1);
      expect(gateway.received[0]!.auth).toBe('Bearer gw-secret');
      expect(gateway.received[0]!.body.to).toBe('+8613900001111');
      const code = /(\d{6})/.exec(gateway.received[0]!.body.text)![1]!;
      await codes.consume({ channel: 'sms', target: '+8613900001111', purpose: 'phone-sign-in' }, code);
    } finally {
      await gateway.close();
    }
  });

  it('forgets a code the gateway refused, so the shopper may ask again at once', async () => {
    const gateway = await startGateway(503);
    const courier = makeCourier({ smsGatewayUrl: gateway.url, mailFrom: 'x@y.z', dataDir }, () => undefined);
    try {
      const codes = new VerificationCodes(new MemoryStore(), courier);
      const target = { channel: 'sms', target: '+8613900002222', purpose: 'phone-sign-in' } as const;
      await expect(codes.issue(target, compose, 'phone')).rejects.toMatchObject({ code: 500, key: 'auth.codeSendFailed' });
      const sent = /(\d{6})/.exec(gateway.received[0]!.body.text)![1]!;
      await expect(codes.consume(target, sent)).rejects.toMatchObject({ key: 'auth.codeExpired' });
      // No resend lock was left behind.
      await expect(codes.issue(target, compose, 'phone')).rejects.toMatchObject({ key: 'auth.codeSendFailed' });
      expect(gateway.received).toHaveLength(2);
    } finally {
      await gateway.close();
    }
  });

  it('writes to the outbox and the log when a channel has nothing configured', async () => {
    const logged: string[] = [];
    const courier = makeCourier({ mailFrom: 'x@y.z', dataDir }, (entry) => logged.push(`${entry.to} ${entry.code}`));
    const codes = new VerificationCodes(new MemoryStore(), courier);
    await codes.issue({ channel: 'email', target: 'outbox@example.com', purpose: 'email-reset' }, compose, 'email');
    const [entry] = (await readOutbox(dataDir)).filter((e) => e.to === 'outbox@example.com');
    expect(entry).toMatchObject({ channel: 'email', purpose: 'email-reset' });
    expect(logged).toEqual([`outbox@example.com ${entry!.code}`]);
  });
});
