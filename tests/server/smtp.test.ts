import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { emailOutbox } from '@server/db/schema';
import { uniqueEmail } from './client';
import { defaultBackend } from './harness';
import { describeServer } from './suite';

// A minimal SMTP server (no TLS, no auth) that keeps what it receives.
function fakeSmtp(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (data) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 fake.test\r\n');
        else if (line.startsWith('DATA')) {
          data = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        port: typeof address === 'object' && address ? address.port : 0,
        messages,
      });
    }),
  );
}

// Started before the app, which is configured with its port; closed after it.
let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
describeServer(
  'e-mail through SMTP_URL',
  ({ t, api }) => {
    afterAll(() => {
      smtp?.server.close();
    });

    it('sends the message over SMTP and marks it sent in the outbox', async () => {
      const m = await api.signup({ firstName: 'Sam', lastName: 'Sender' });
      const writer = uniqueEmail('smtp');
      const created = await api.call('POST', '/api/v1/testimonials', {
        token: m.token,
        body: { name: 'Wendy Writer', email: writer },
      });
      expect(created.status).toBe(201);
      await expect
        .poll(() => smtp.messages.find((message) => message.includes(writer)), { timeout: 10_000 })
        .toBeDefined();
      const message = smtp.messages.find((text) => text.includes(writer))!;
      expect(message).toContain('Subject: Sam Sender asked you for a testimonial');
      expect(message).toContain(`http://guildhall.test/testimonial/${created.body.uuid}`);
      await expect
        .poll(async () => {
          const [row] = await t.database.db
            .select()
            .from(emailOutbox)
            .where(eq(emailOutbox.to, writer));
          return row?.sentAt;
        })
        .toBeInstanceOf(Date);
    });
  },
  async () => {
    smtp = await fakeSmtp();
    return { smtpUrl: `smtp://127.0.0.1:${smtp.port}` };
  },
  { backends: [defaultBackend()] },
);
