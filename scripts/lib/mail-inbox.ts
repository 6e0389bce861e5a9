// The local mail inbox for npm start, npm run dev and the browser tests: MailDev, a real SMTP
// server with a web inbox, so the worker's queue consumer delivers every mail over SMTP as it
// does in production, and a person (or a test, through MailDev's REST API: GET /email,
// GET /email/:id, DELETE /email/all) reads it at the web port.
//
// In this process, not a child: it ends with the server that started it however that ends
// (Ctrl+C, kill, a crash), and a port that is taken is an error here instead of a line in a
// child's output. MailDev keeps its state in module singletons, so one inbox per process.
import type { EventEmitter } from 'node:events';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';

const require = createRequire(import.meta.url);

/** The part of MailDev 2.2.1 (no type definitions) used here: index.js returns its mail server. */
interface MailDevServer {
  mailDir: string;
  smtp: EventEmitter;
  listen(): Promise<void>;
  close(callback: () => void): void;
}
type MailDevFactory = (config: Record<string, unknown>) => MailDevServer;

const host = '127.0.0.1';
let started = false;

export interface MailInbox {
  smtpPort: number;
  webPort: number;
  stop(): Promise<void>;
}

/** Fails with a plain message when something already listens on the port. */
function ensureFree(port: number, envVar: string, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE' || error.code === 'EACCES'
            ? `The local mail inbox cannot use port ${port} for ${what}: ${error.code === 'EACCES' ? 'not allowed' : 'another program is listening on it'}. Set ${envVar} to a free port (for example ${envVar}=${port + 100}).`
            : `The local mail inbox cannot use port ${port} for ${what} (${error.message}). Set ${envVar} to a free port.`,
        ),
      ),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/**
 * Starts MailDev on 127.0.0.1: SMTP on `smtpPort` (MAIL_SMTP_PORT), the web inbox and its REST
 * API on `webPort` (MAIL_WEB_PORT). Silent unless it fails. Mail lives in a temporary folder
 * that stop() removes.
 */
export async function startMailInbox({ smtpPort, webPort }: { smtpPort: number; webPort: number }): Promise<MailInbox> {
  if (started) throw new Error('The local mail inbox is already running in this process (MailDev allows one per process).');
  for (const [port, envVar] of [
    [smtpPort, 'MAIL_SMTP_PORT'],
    [webPort, 'MAIL_WEB_PORT'],
  ] as const)
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${envVar} must be a port number from 1 to 65535.`);
  if (smtpPort === webPort) throw new Error(`MAIL_SMTP_PORT and MAIL_WEB_PORT are both ${smtpPort}; the mail inbox needs two ports.`);
  // MailDev itself would throw an uncaught EADDRINUSE from an event handler.
  await ensureFree(smtpPort, 'MAIL_SMTP_PORT', 'SMTP');
  await ensureFree(webPort, 'MAIL_WEB_PORT', 'its web inbox');
  started = true;

  const signalListeners = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
  const MailDev = require('maildev') as MailDevFactory;
  const web = require('maildev/lib/web') as { server: Server | null };
  const maildev = MailDev({ smtp: smtpPort, web: webPort, ip: host, silent: true, disableWeb: false });
  // MailDev's own SIGINT and SIGTERM handlers exit the process as soon as it has closed, which
  // would cut short the portal's shutdown: the caller stops the inbox instead.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    for (const listener of process.listeners(signal)) if (!signalListeners[signal].includes(listener)) process.off(signal, listener);

  // MailDev rethrows any SMTP error but a reset connection, which would end the whole server:
  // a client that misbehaves is reported instead.
  maildev.smtp.removeAllListeners('error');
  const starting = new Promise<never>((_, reject) => {
    const onStartError = (error: Error) => reject(new Error(`The local mail inbox did not start: ${error.message}`));
    maildev.smtp.once('error', onStartError);
    web.server?.once('error', onStartError);
  });
  const report = (error: Error) => console.error(`Local mail inbox: ${error.message}`);
  const webListening = new Promise<void>((resolve) => (web.server?.listening ? resolve() : web.server?.once('listening', resolve)));
  try {
    await Promise.race([Promise.all([maildev.listen(), webListening]), starting]);
  } catch (error) {
    await new Promise<void>((resolve) => maildev.close(resolve));
    rmSync(maildev.mailDir, { recursive: true, force: true });
    throw error;
  }
  maildev.smtp.removeAllListeners('error').on('error', report);
  web.server?.removeAllListeners('error').on('error', report);

  // The mail folder goes however the process ends: Miniflare's own SIGINT and SIGTERM handlers
  // (which stop workerd) exit before a caller's handler gets to stop() the inbox.
  const removeMailDir = () => rmSync(maildev.mailDir, { recursive: true, force: true });
  process.once('exit', removeMailDir);

  let stopping: Promise<void> | undefined;
  return {
    smtpPort,
    webPort,
    stop: () =>
      (stopping ??= (async () => {
        // SMTP connections still open get 30 s to finish before MailDev closes them; the server
        // is going away, so it waits 2 s at most.
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          new Promise<void>((resolve) => maildev.close(resolve)),
          new Promise<void>((resolve) => (timer = setTimeout(resolve, 2000))),
        ]);
        clearTimeout(timer);
        process.off('exit', removeMailDir);
        removeMailDir();
      })()),
  };
}
