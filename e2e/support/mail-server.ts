import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { EXTERNAL_SITE, SMTP_PORT } from './servers';

/**
 * Playwright's global setup: an SMTP server on loopback that stands in for the agency's mail
 * provider. Every message it accepts is written to `$E2E_MAIL_DIR/<n>.json` (subject, addresses,
 * text), where the tests, which run in other processes, read it (support/mail.ts).
 */
export default async function startMailServer() {
  // Against a site the suite did not start, the api is not ours: its mail goes where it goes.
  if (EXTERNAL_SITE) return undefined;
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          count += 1;
          const record = {
            subject: mail.subject ?? '',
            to: mail.to,
            replyTo: mail.replyTo?.text ?? null,
            text: mail.text ?? '',
          };
          writeFileSync(join(dir, `${String(count).padStart(5, '0')}.json`), JSON.stringify(record));
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
