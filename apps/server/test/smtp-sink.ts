import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ReadMail, readMail } from './mime.ts';

export interface ReceivedMail extends ReadMail {
  envelope: { from: string; to: string[] };
  raw: Buffer;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Answers the next `count` messages with a temporary failure (451), as a busy server does. */
  rejectNext(count: number): void;
  /**
   * Keeps the next message's reply back, as a slow relay does: `arrived` resolves once its data is
   * in, and the message is accepted (and kept) only when `release` is called.
   */
  holdNext(): { arrived: Promise<void>; release(): void };
  /** Messages to one recipient. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a random local port that keeps what it receives. No TLS and no login,
 * so the mail client talks plain SMTP to it.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let rejections = 0;
  let hold: { arrived(): void; released: Promise<void> } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const held = hold;
        hold = undefined;
        if (held) {
          held.arrived();
          await held.released;
        }
        if (rejections > 0) {
          rejections -= 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks);
        const envelope = session.envelope;
        received.push({
          ...readMail(raw),
          raw,
          envelope: {
            from: envelope.mailFrom ? envelope.mailFrom.address : '',
            to: envelope.rcptTo.map((recipient) => recipient.address),
          },
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectNext(count) {
      rejections = count;
    },
    holdNext() {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const arrived = new Promise<void>((resolve) => {
        hold = { arrived: resolve, released };
      });
      return { arrived, release };
    },
    to: (address) => received.filter((mail) => mail.envelope.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
