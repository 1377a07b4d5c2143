import { type BrandMark, markRoot, svg, wordmark } from './svg'

// Google's rule for the Google Pay button: the four-colour G stays in colour on both the dark and the
// light button; only the word "Pay" turns white on dark and grey on light. The G is Portico's own drawing:
// four arcs of one ring and the blue bar.
const ARCS: readonly [string, string][] = [
  ['M19.6 12.2a8 8 0 0 1-2.7 5.7', '#4285F4'],
  ['M16.9 17.9A8 8 0 0 1 5.2 16.4', '#34A853'],
  ['M5.2 16.4a8 8 0 0 1-.1-8.7', '#FBBC04'],
  ['M5.1 7.7A8 8 0 0 1 17.3 6', '#EA4335'],
]

/** The Google Pay mark (the G and "Pay") for a white or black button. */
export const googlePayMark: BrandMark = (doc, color) =>
  markRoot(doc, 64, 24, [
    ...ARCS.map(([d, stroke]) => svg(doc, 'path', { d, stroke, fill: 'none', 'stroke-width': 3.2 })),
    svg(doc, 'path', { d: 'M12 12.2h7.6', stroke: '#4285F4', 'stroke-width': 3.2 }),
    wordmark(doc, 26, 'Pay', color === 'black' ? '#ffffff' : '#5F6368', { 'font-weight': '500' }),
  ])
