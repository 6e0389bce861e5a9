// The server the security tests drive: the portal exactly as `npm start` runs it (plain workerd,
// the production build, a real mail inbox), on SECURITY_PORT (8798 unless set) with its own
// fresh database. Tests reach it over real sockets, as a probe would:
//
//   const res = await fetch(new URL('/api/auth/login', inject('baseURL')), { ... });
//   const mail = await latestMailTo(inject('mailURL'), email, { subject: /Confirm/ });
import type { TestProject } from 'vitest/node';
import { startTestServer } from '../../scripts/lib/test-server';

export default async function setup(project: TestProject) {
  const server = await startTestServer({
    port: Number(process.env.SECURITY_PORT ?? 8798),
    portName: 'SECURITY_PORT',
    stateName: 'security-state',
    // Scenarios join their own members from this one machine, as the browser tests do.
    env: { REGISTRATIONS_PER_ADDRESS_HOUR: '500' },
  });
  project.provide('baseURL', server.baseURL);
  project.provide('mailURL', server.mailURL);
  return server.stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    mailURL: string;
  }
}
