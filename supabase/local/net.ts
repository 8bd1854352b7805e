/** The stack's listening socket, and the startup error that says what to do when the port is taken. */
import { createServer } from 'node:net';

import { serve, type ServerType } from '@hono/node-server';

import { StartupError } from './database.ts';

export type FetchCallback = Parameters<typeof serve>[0]['fetch'];

function portInUse(port: number, host: string): StartupError {
  return new StartupError(
    `Port ${port} on ${host} is already in use. Stop the other process (another \`npm run dev\`/\`stack\`, or \`supabase start\`) or pass --port <n>.`,
  );
}

/** Serves `app` on host:port; a port in use is a StartupError that says what to do. */
export function listen(app: { fetch: FetchCallback }, port: number, host: string) {
  return new Promise<ServerType>((resolvePromise, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, () => resolvePromise(server));
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? portInUse(port, host) : error);
    });
  });
}

/** Fails (as listen would) when host:port is taken, before anything opens the data dir. */
export function assertPortFree(port: number, host: string) {
  return new Promise<void>((resolvePromise, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? portInUse(port, host) : error);
    });
    probe.listen(port, host, () => probe.close(() => resolvePromise()));
  });
}

/** A port free on host right now (the OS picks it), for a server whose URL must be known early. */
export function freePort(host: string) {
  return new Promise<number>((resolvePromise, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePromise(port));
    });
  });
}
