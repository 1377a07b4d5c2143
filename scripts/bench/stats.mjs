// Medians and the printed table.

/** The median of `values` (numbers). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const format = (value, digits) =>
  typeof value === 'string' ? value : value.toLocaleString('en-US', { maximumFractionDigits: digits })

/**
 * One table row: `portico` and `floor` are the runs' values (or texts already formatted); the ratio of the
 * medians is printed when both are numbers and the floor is not 0.
 */
export function row(label, portico, floor, { digits = 2 } = {}) {
  const p = Array.isArray(portico) ? median(portico) : portico
  const f = Array.isArray(floor) ? median(floor) : floor
  const ratio =
    typeof p === 'number' && typeof f === 'number' && f !== 0
      ? // Two decimals, or two significant digits for a small ratio (3 writes in 1,000 is not "0.00").
        p / f < 0.1 && p !== 0
        ? (p / f).toPrecision(2)
        : (p / f).toFixed(2)
      : '–'
  return { label, portico: format(p, digits), floor: format(f, digits), ratio }
}

/** The table as lines of text. */
export function table(rows) {
  const width = Math.max(...rows.map((r) => r.label.length))
  const line = (label, a, b, c) =>
    `${label.padEnd(width)}  ${a.padStart(9)}  ${b.padStart(9)}  ${c.padStart(13)}`
  return [
    line('measure', 'Portico', 'floor', 'Portico/floor'),
    ...rows.map((r) => line(r.label, r.portico, r.floor, r.ratio)),
  ]
}
