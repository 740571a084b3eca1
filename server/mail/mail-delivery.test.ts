import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { desc } from 'drizzle-orm';
import { outboundMessages } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../testing/database';
import { createMailDelivery } from './mail-delivery';

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A minimal SMTP server (RFC 5321's happy path, no TLS, no auth), enough for nodemailer to
 * deliver a real message over a real socket.
 */
async function startSmtpServer(): Promise<{ port: number; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test.local ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        switch (line.slice(0, 4).toUpperCase()) {
          case 'EHLO':
            reply('250-test.local\r\n250 8BITMIME');
            break;
          case 'HELO':
          case 'RSET':
          case 'NOOP':
            reply('250 ok');
            break;
          case 'MAIL':
            mail.from = line.slice('MAIL FROM:'.length).trim();
            reply('250 2.1.0 ok');
            break;
          case 'RCPT':
            mail.to.push(line.slice('RCPT TO:'.length).trim());
            reply('250 2.1.5 ok');
            break;
          case 'DATA':
            inData = true;
            reply('354 end with <CRLF>.<CRLF>');
            break;
          case 'QUIT':
            reply('221 bye');
            socket.end();
            break;
          default:
            reply('502 not implemented');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

before(async () => {
  [database, smtp] = await Promise.all([openTestDatabase(), startSmtpServer()]);
});
after(async () => {
  await smtp?.close();
  await database?.dispose();
});

async function latestOutbox() {
  const [row] = await database.db.select().from(outboundMessages).orderBy(desc(outboundMessages.id)).limit(1);
  assert.ok(row, 'a message is in the outbox');
  return row;
}

describe('mail delivery', () => {
  test('with SMTP_URL, email goes out through SMTP and the outbox row is marked sent', async () => {
    const mailer = createMailDelivery(database.db, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Lab Supplier <no-reply@labshop.local>' });
    await mailer.send({
      channel: 'email',
      recipient: 'jane@example.com',
      subject: 'Your verification code',
      body: 'Your verification code is 123456. It expires in 5 minutes.',
    });
    assert.equal(smtp.received.length, 1);
    const [mail] = smtp.received;
    assert.equal(mail?.from, '<no-reply@labshop.local>');
    assert.deepEqual(mail?.to, ['<jane@example.com>']);
    assert.match(mail?.data ?? '', /^Subject: Your verification code$/m);
    assert.match(mail?.data ?? '', /Your verification code is 123456/);
    assert.match(mail?.data ?? '', /^Content-Type: text\/plain/m);
    const row = await latestOutbox();
    assert.equal(row.recipient, 'jane@example.com');
    assert.ok(row.sentAt, 'sent_at is set');
    assert.equal(row.error, null);
  });

  test('Chinese subjects and bodies arrive intact', async () => {
    const mailer = createMailDelivery(database.db, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'no-reply@labshop.local' });
    const before = smtp.received.length;
    await mailer.send({ channel: 'email', recipient: 'li@example.cn', subject: '您的验证码', body: '您的验证码是 654321，5 分钟内有效。' });
    const mail = smtp.received[before];
    assert.ok(mail);
    // Encoded words in the header; the body is quoted-printable or base64 UTF-8.
    assert.match(mail.data, /^Subject: =\?UTF-8\?/m);
    assert.ok((await latestOutbox()).sentAt);
  });

  test('an unreachable SMTP server is recorded on the outbox row, never thrown at the caller', async () => {
    const mailer = createMailDelivery(database.db, { smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, from: 'no-reply@labshop.local' });
    await mailer.send({ channel: 'email', recipient: 'sales@example.com', subject: 'New inquiry', body: 'Someone asked.' });
    const row = await latestOutbox();
    assert.equal(row.recipient, 'sales@example.com');
    assert.equal(row.sentAt, null);
    assert.match(row.error ?? '', /ECONNREFUSED|connect/i);
  });

  test('without SMTP_URL, messages stay in the outbox with their body (the offline demo)', async () => {
    const mailer = createMailDelivery(database.db, { smtpUrl: undefined, from: 'no-reply@labshop.local' });
    const before = smtp.received.length;
    await mailer.send({ channel: 'email', recipient: 'offline@example.com', subject: 'Your verification code', body: 'Your verification code is 111111.' });
    const row = await latestOutbox();
    assert.deepEqual(
      { channel: row.channel, recipient: row.recipient, body: row.body, sentAt: row.sentAt, error: row.error },
      { channel: 'email', recipient: 'offline@example.com', body: 'Your verification code is 111111.', sentAt: null, error: null },
    );
    assert.equal(smtp.received.length, before);
  });

  test('messages to mobile numbers stay in the outbox even with SMTP_URL (no SMS gateway)', async () => {
    const mailer = createMailDelivery(database.db, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'no-reply@labshop.local' });
    const before = smtp.received.length;
    await mailer.send({ channel: 'mobile', recipient: '8613800138000', subject: 'Your verification code', body: 'Your verification code is 222222.' });
    const row = await latestOutbox();
    assert.equal(row.channel, 'mobile');
    assert.equal(row.sentAt, null);
    assert.equal(smtp.received.length, before);
  });
});
