import { type BrandMark, markRoot, svg, wordmark } from './svg'

// Apple's rule for the Apple Pay button: the mark is white on a black button and black on a white one,
// never in colour, and nothing else shares the button. The apple is Portico's own drawing.
const BODY =
  'M10 7.4c-1.1 0-2.3-.8-3.5-.8C3.9 6.6 2 8.7 2 12c0 4.3 3 9.4 5.2 9.4 1 0 1.6-.7 2.8-.7s1.7.7 2.8.7c2.2 0 4.1-3.3 5.1-5.6-1.7-.8-2.7-2.3-2.7-4.1 0-1.6.8-2.9 2.1-3.8-.9-1.2-2.2-1.6-3.1-1.6-1.3 0-2.1.9-3.2 1.1z'
const LEAF = 'M13.4 2.2c-.9.1-2 .7-2.6 1.5-.6.7-1 1.7-.9 2.6 1 .1 2-.5 2.6-1.3.6-.8 1-1.8.9-2.8z'

/** The Apple Pay mark (an apple and "Pay") for a white or black button. */
export const applePayMark: BrandMark = (doc, color) => {
  const fill = color === 'black' ? '#ffffff' : '#000000'
  return markRoot(doc, 62, 24, [
    svg(doc, 'path', { d: BODY, fill }),
    svg(doc, 'path', { d: LEAF, fill }),
    wordmark(doc, 22, 'Pay', fill, { 'font-weight': '500' }),
  ])
}
