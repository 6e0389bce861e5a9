// Sign-in cost: POST /api/auth/login verifies PBKDF2-SHA-256 at the production iteration count
// (worker/src/lib/crypto.ts), one request at a time, against the floor handler.
import { PBKDF2_ITERATIONS } from '../../worker/src/lib/crypto';
import { keepAlive, send, type Call } from './http';
import { median, ms, percentile, ratio, type Section } from './stats';

async function sequential(base: URL, call: Call, samples: number, expect: number): Promise<number[]> {
  const agent = keepAlive(1);
  try {
    await send(base, agent, call); // opens the connection
    const times: number[] = [];
    for (let i = 0; i < samples; i++) {
      const answer = await send(base, agent, call);
      if (answer.status !== expect)
        throw new Error(`${call.method ?? 'GET'} ${call.path} answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`);
      times.push(answer.totalMs);
    }
    return times;
  } finally {
    agent.destroy();
  }
}

export async function signInSection({
  base,
  floorHeaders,
  email,
  password,
  samples,
}: {
  base: URL;
  floorHeaders: Record<string, string>;
  email: string;
  password: string;
  samples: number;
}): Promise<Section> {
  const login = await sequential(base, { method: 'POST', path: '/api/auth/login', body: { email, password } }, samples, 200);
  const floor = await sequential(base, { path: '/', headers: floorHeaders }, samples * 5, 200);
  return {
    title: `Sign-in: PBKDF2-SHA-256 at ${PBKDF2_ITERATIONS.toLocaleString('en-AU')} iterations, ${samples} sign-ins one at a time`,
    baseline: 'the floor handler, one request at a time',
    rows: [
      {
        line: 'POST /api/auth/login p50',
        ours: ms(median(login)),
        baseline: ms(median(floor)),
        ratio: ratio(median(login), median(floor)),
      },
      {
        line: 'POST /api/auth/login p95',
        ours: ms(percentile(login, 95)),
        baseline: ms(percentile(floor, 95)),
        ratio: ratio(percentile(login, 95), percentile(floor, 95)),
      },
    ],
  };
}
