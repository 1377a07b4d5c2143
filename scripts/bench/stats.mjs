// Medians and the printed table.

/** The median of `values` (numbers). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const format = (value, digits) =>
  typeof value === 'string' ? value : value.toLocaleString('en-US', { maximumFractionDigits: digits })

const ratio = (a, b) => {
  const [p, f] = [a, b].map((v) => (Array.isArray(v) ? median(v) : v))
  if (typeof p !== 'number' || typeof f !== 'number' || f === 0) return '–'
  // Two decimals, or two significant digits for a small ratio (3 writes in 1,000 is not "0.00").
  return p / f < 0.1 && p !== 0 ? (p / f).toPrecision(2) : (p / f).toFixed(2)
}
const value = (v, digits) => format(Array.isArray(v) ? median(v) : v, digits)

/**
 * One table row against the floor: `portico` and `floor` are the runs' values (or texts already formatted);
 * the ratio of the medians is printed when both are numbers and the floor is not 0.
 */
export function row(label, portico, floor, { digits = 2 } = {}) {
  return {
    label,
    portico: value(portico, digits),
    other: value(floor, digits),
    ratio: ratio(portico, floor),
    versus: 'floor',
  }
}

/** One table row against today's kit: the runs' values of each, and how many times Portico's the kit's is. */
export function compare(label, portico, kit, { digits = 2 } = {}) {
  return {
    label,
    portico: value(portico, digits),
    other: value(kit, digits),
    ratio: ratio(kit, portico),
    versus: "today's kit",
  }
}

const HEADERS = {
  floor: ['Portico', 'floor', 'Portico/floor'],
  "today's kit": ['Portico', "today's kit", 'kit/Portico'],
}

/** The table as lines of text: the rows against the floor, then those against today's kit. */
export function table(rows) {
  const width = Math.max(...rows.map((r) => r.label.length))
  const line = (label, a, b, c) =>
    `${label.padEnd(width)}  ${a.padStart(9)}  ${b.padStart(11)}  ${c.padStart(13)}`
  return Object.entries(HEADERS).flatMap(([versus, header]) => {
    const section = rows.filter((r) => r.versus === versus)
    if (!section.length) return []
    return [line('measure', ...header), ...section.map((r) => line(r.label, r.portico, r.other, r.ratio)), '']
  })
}
