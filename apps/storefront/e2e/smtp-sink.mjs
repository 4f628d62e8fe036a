#!/usr/bin/env node
// A real SMTP server for the end-to-end checks: the mall sends its emails
// here (SMTP_URL), and each message is appended as a JSON line to
// $MAIL_DIR/mails.jsonl for the tests to read. Nothing leaves the machine.
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_PORT ?? 3125);
const file = path.join(process.env.MAIL_DIR ?? '.', 'mails.jsonl');
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    // Decoded as a mail client would (the text may travel base64- or quoted-printable-encoded).
    simpleParser(stream)
      .then((mail) => {
        const entry = { to: session.envelope.rcptTo.map((r) => r.address), from: mail.from?.text ?? '', subject: mail.subject ?? '', data: mail.text ?? '' };
        appendFileSync(file, `${JSON.stringify(entry)}\n`);
        callback();
      })
      .catch(callback);
  },
});
server.listen(port, '127.0.0.1', () => console.log(`SMTP sink on 127.0.0.1:${port}, writing ${file}`));
