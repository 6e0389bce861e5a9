// The chat phase's lines in npm run load's report, one block per shape and a line for both.
import { count, ms, percentile } from '../bench/stats';
import { RETRIES, type ShapeFindings } from './chat';

const failures = (s: ShapeFindings) =>
  s.errors.length + s.missing.length + s.duplicates.length + s.unexpected.length + s.stored.length + s.socketsClosed;

/** Every acknowledged message delivered once to every member and stored once, no errors, no socket lost. */
export const chatPassed = (shapes: readonly ShapeFindings[]) => shapes.every((s) => failures(s) === 0);

const latency = (values: readonly number[]) =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, p99 ${ms(percentile(values, 99))}`;

export function chatLines(shapes: readonly ShapeFindings[], seconds: number): string[] {
  const lines = shapes.flatMap((s) => [
    `Chat phase        ${s.shape} for ${seconds} s, each pausing ${s.thinkMs} ms on average between messages, each live channel open`,
    `Messages          ${count(s.sent)} sent, ${count(s.acknowledged)} acknowledged (${(s.acknowledged / seconds).toFixed(1)}/s), ${count(s.repeats)} sent again with the same clientId, ${count(s.refused)} refused (429), ${count(s.retried)} retried after no answer`,
    `Delivered         ${count(s.delivered)} (each acknowledged message to every member of its conversation or room, the sender's own socket included)`,
    `Latency           send -> each other member's socket ${latency(s.latencies)}`,
    `Not delivered     ${count(s.missing.length)}`,
    `Delivered twice   ${count(s.duplicates.length)}`,
    `Never acknowledged but delivered ${count(s.unexpected.length)}`,
    `Not stored once   ${count(s.stored.length)}  (read back through the API)`,
    `Chat errors       ${count(s.errors.length)} (sends unanswered after ${RETRIES} tries, or answered wrongly); sockets closed during the phase: ${s.socketsClosed}`,
    '',
  ]);
  const all = shapes.flatMap((s) => s.latencies);
  const sum = (pick: (s: ShapeFindings) => number) => count(shapes.reduce((n, s) => n + pick(s), 0));
  return [
    ...lines,
    `Chat, all shapes  ${sum((s) => s.acknowledged)} acknowledged, ${sum((s) => s.delivered)} delivered, ${sum((s) => s.duplicates.length)} duplicates, ${sum((s) => s.missing.length)} missing, ${sum((s) => s.errors.length)} errors; latency ${latency(all)}: ${chatPassed(shapes) ? 'PASS' : 'FAIL'}`,
  ];
}
