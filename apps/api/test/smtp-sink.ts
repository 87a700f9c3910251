/**
 * A real SMTP server on loopback that keeps what it receives (tests read the OTP out of delivered mail). Used by
 * the API tests and by the e2e journey that signs up through real mail.
 */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface DeliveredMail {
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  messages: DeliveredMail[];
  /** The last code delivered to this address, waiting up to `timeoutMs` for the delivery. */
  lastCode(to: string, timeoutMs?: number): Promise<string>;
  /** The last link to a path starting with `pathStart` delivered to this address (an invitation link, say). */
  lastLink(to: string, pathStart: string, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

/** A delivered message's text, quoted-printable soft breaks and escapes undone (long lines, links with `=`). */
export function decodedText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: DeliveredMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async lastCode(to: string, timeoutMs = 2500) {
      const deadline = Date.now() + timeoutMs;
      do {
        const mail = messages.filter((m) => m.to.includes(to.toLowerCase())).at(-1);
        const match = mail?.raw.match(/Your code is (\d{6})/);
        if (match) return match[1]!;
        await new Promise((r) => setTimeout(r, 50));
      } while (Date.now() < deadline);
      throw new Error(`no code delivered to ${to}`);
    },
    async lastLink(to: string, pathStart: string, timeoutMs = 2500) {
      const deadline = Date.now() + timeoutMs;
      const pattern = new RegExp(`https?://[^\\s"<>]*${pathStart.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^\\s"<>]*`);
      do {
        const mail = messages.filter((m) => m.to.includes(to.toLowerCase())).at(-1);
        const match = mail && decodedText(mail.raw).match(pattern);
        if (match) return match[0];
        await new Promise((r) => setTimeout(r, 50));
      } while (Date.now() < deadline);
      throw new Error(`no link to ${pathStart} delivered to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
