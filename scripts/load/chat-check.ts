// The chat phase's verdict (scripts/load/chat.ts), kept apart from the traffic so its own
// accounting is tested (chat-check.test.ts): given what was acknowledged, what each member's
// socket received and what the API reads back, every acknowledged message must have reached
// every member of its conversation or room exactly once, nothing unacknowledged may have
// arrived, and each must be stored exactly once.

/** A send the worker answered 201: its message id, on one channel (a conversation or a room). */
export interface AckedMessage {
  id: number;
  clientId: string;
  /** The conversation or room, e.g. "conversation:3" or "room:1". */
  channel: string;
  /** The sender's member index; their own socket hears it too (their other tabs). */
  sender: number;
  /** When the send started (performance.now()). */
  sentAt: number;
}

/** One message frame a member's socket received. */
export interface Receipt {
  channel: string;
  id: number;
  at: number;
}

export interface ChatVerdict {
  /** Acknowledged message × member of its channel, each received at least once. */
  delivered: number;
  /** Send → each other member's socket, ms (the sender's own socket is not a delivery). */
  latencies: number[];
  missing: string[];
  duplicates: string[];
  /** Received, but no send was answered for it. */
  unexpected: string[];
  /** Not stored, stored more than once, or stored without an acknowledged send. */
  stored: string[];
}

export function checkChat({
  acked,
  audiences,
  received,
  stored,
  before,
}: {
  acked: AckedMessage[];
  /** Each channel's members (indexes), the sender included. */
  audiences: ReadonlyMap<string, readonly number[]>;
  /** Each member's receipts, by member index. */
  received: ReadonlyMap<number, readonly Receipt[]>;
  /** Each channel's rows as the API reads them back after the phase. */
  stored: ReadonlyMap<string, readonly { id: number; clientId: string }[]>;
  /** Each channel's message ids from before the phase (a conversation's first message). */
  before: ReadonlyMap<string, ReadonlySet<number>>;
}): ChatVerdict {
  const verdict: ChatVerdict = { delivered: 0, latencies: [], missing: [], duplicates: [], unexpected: [], stored: [] };
  const byKey = new Map(acked.map((m) => [`${m.channel}#${m.id}`, m]));
  /** Per member: each message's first arrival, by channel#id. */
  const firstAt = new Map<number, Map<string, number>>();

  for (const [member, receipts] of received) {
    const seen = new Map<string, { count: number; at: number }>();
    for (const r of receipts) {
      const key = `${r.channel}#${r.id}`;
      const s = seen.get(key);
      seen.set(key, { count: (s?.count ?? 0) + 1, at: s?.at ?? r.at });
    }
    for (const [key, { count }] of seen) {
      if (!byKey.has(key)) verdict.unexpected.push(`member ${member} received ${key}, which no send was answered for`);
      else if (count > 1) verdict.duplicates.push(`member ${member} received ${key} ${count} times`);
    }
    firstAt.set(member, new Map([...seen].map(([key, { at }]) => [key, at])));
  }
  for (const message of acked) {
    const key = `${message.channel}#${message.id}`;
    for (const member of audiences.get(message.channel) ?? []) {
      const at = firstAt.get(member)?.get(key);
      if (at === undefined) {
        verdict.missing.push(`member ${member} never received ${key}`);
        continue;
      }
      verdict.delivered++;
      if (member !== message.sender) verdict.latencies.push(at - message.sentAt);
    }
  }

  const ackedIds = new Set(byKey.keys());
  for (const [channel, rows] of stored) {
    const byClient = new Map<string, number>();
    for (const row of rows) byClient.set(row.clientId, (byClient.get(row.clientId) ?? 0) + 1);
    for (const row of rows)
      if (!before.get(channel)?.has(row.id) && !ackedIds.has(`${channel}#${row.id}`))
        verdict.stored.push(`${channel}#${row.id} is stored but no send was answered for it`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const message of acked.filter((m) => m.channel === channel)) {
      const row = byId.get(message.id);
      if (!row || row.clientId !== message.clientId) verdict.stored.push(`${channel}#${message.id} is not stored as acknowledged`);
      const times = byClient.get(message.clientId) ?? 0;
      if (times > 1) verdict.stored.push(`clientId ${message.clientId} is stored ${times} times in ${channel}`);
    }
  }
  for (const message of acked)
    if (!stored.has(message.channel)) verdict.stored.push(`${message.channel} was not read back, so ${message.id} is unchecked`);
  return verdict;
}
