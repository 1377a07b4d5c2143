import { type BrandMark, markRoot, wordmark } from './svg'

// PayPal's rule for its buttons: the wordmark in its two blues on a light button, all white on a black one.
/** The PayPal wordmark for a white or black button. */
export const payPalMark: BrandMark = (doc, color) => {
  const dark = color === 'black'
  const bold = { 'font-style': 'italic', 'font-weight': '800' }
  return markRoot(doc, 80, 24, [
    wordmark(doc, 2, 'Pay', dark ? '#ffffff' : '#003087', bold),
    wordmark(doc, 39, 'Pal', dark ? '#ffffff' : '#009CDE', bold),
  ])
}
