/** How the bench prints: one line at a time on stdout, numbers and tables in its own style. */

export function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

export function pct(x: number): string {
  return `${(x * 100).toFixed(0)} %`;
}

export function num(x: number): string {
  return Math.round(x).toLocaleString('en');
}

/** Seconds since `t0` (a performance.now() reading), one decimal. */
export function secondsSince(t0: number): string {
  return ((performance.now() - t0) / 1000).toFixed(1);
}

/** Columns padded to their widest cell; the first and last left-aligned, the rest right-aligned. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) =>
          i === 0 || i === r.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
