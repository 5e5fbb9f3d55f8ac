// A real SMTP server on loopback for tests (smtp-server), keeping every mail it accepts parsed by
// mailparser, so tests check what a mail program would see. It can go down and come back on the
// same port, to test a mail server outage. Plain SMTP without STARTTLS: the built-in test
// certificate would only make the client refuse the connection.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** `smtp://[user:pass@]127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  port: number;
  mails: ParsedMail[];
  /** Resolves once at least `count` mails have arrived (or rejects after `timeoutMs`). */
  waitForMails: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
  /** Stops listening (connections are refused) until start() again. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

export interface SmtpSinkOptions {
  /** Require this login (AUTH PLAIN/LOGIN over the plain connection). */
  auth?: { user: string; pass: string };
}

export async function startSmtpSink({ auth }: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const mails: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  function create(): SMTPServer {
    return new SMTPServer({
      disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      allowInsecureAuth: true,
      authOptional: !auth,
      logger: false,
      onAuth(login, _session, callback) {
        if (auth && login.username === auth.user && login.password === auth.pass) callback(null, { user: login.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            mails.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  }

  const sink: SmtpSink = {
    url: '',
    port: 0,
    mails,
    async waitForMails(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} mails, got ${mails.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return mails;
    },
    async stop() {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    async start() {
      if (server) return;
      const next = create();
      await new Promise<void>((resolve, reject) => {
        next.server.once('error', reject);
        next.listen(port, '127.0.0.1', () => resolve());
      });
      server = next;
      port = (next.server.address() as AddressInfo).port;
      sink.port = port;
      const login = auth ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@` : '';
      sink.url = `smtp://${login}127.0.0.1:${port}`;
    },
  };
  await sink.start();
  return sink;
}
