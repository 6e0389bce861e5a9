// Percentiles and the one table npm run bench prints.

/** Nearest-rank percentile of an unsorted list (p in 0..100); NaN for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** One line of the table: our figure, the baseline measured in the same run, and their ratio. */
export interface Row {
  line: string;
  ours: string;
  baseline: string;
  /** ours / baseline, e.g. "0.42x". */
  ratio: string;
  goal?: string;
  /** Whether the goal is met; absent when the line has no goal. */
  met?: boolean;
}

export interface Section {
  title: string;
  baseline: string;
  rows: Row[];
  notes?: string[];
}

export const ms = (value: number) =>
  Number.isNaN(value) ? '-' : value < 10 ? `${value.toFixed(2)} ms` : value < 100 ? `${value.toFixed(1)} ms` : `${value.toFixed(0)} ms`;
export const ratio = (ours: number, baseline: number) => (baseline > 0 && Number.isFinite(ours) ? `${(ours / baseline).toFixed(2)}x` : '-');
export const count = (value: number) => Math.round(value).toLocaleString('en-AU');
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A plain-text table (it also reads as Markdown in a code block). */
export function formatTable(sections: readonly Section[]): string {
  const header: Row = { line: 'Line', ours: 'Ours', baseline: 'Baseline', ratio: 'Ratio', goal: 'Goal' };
  const all = [header, ...sections.flatMap((s) => s.rows)];
  const width = (pick: (r: Row) => string) => Math.max(...all.map((r) => pick(r).length));
  const w = {
    line: width((r) => r.line) + 2,
    ours: width((r) => r.ours),
    baseline: width((r) => r.baseline),
    ratio: width((r) => r.ratio),
    goal: width((r) => r.goal ?? ''),
  };
  const format = (r: Row, met: string) =>
    `${r.line.padEnd(w.line)}  ${r.ours.padStart(w.ours)}  ${r.baseline.padStart(w.baseline)}  ${r.ratio.padStart(w.ratio)}  ${(r.goal ?? '').padEnd(w.goal)}  ${met}`.trimEnd();
  const rule = '-'.repeat(w.line + w.ours + w.baseline + w.ratio + w.goal + 15);
  const out = [format(header, 'Met'), rule];
  for (const section of sections) {
    out.push(`${section.title} (baseline: ${section.baseline})`);
    for (const r of section.rows) out.push(format({ ...r, line: `  ${r.line}` }, r.met === undefined ? '' : r.met ? 'yes' : 'NO'));
    for (const note of section.notes ?? []) out.push(`    ${note}`);
  }
  out.push(rule);
  return out.join('\n');
}
