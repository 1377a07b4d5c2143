import { type BrandMark, markRoot, wordmark } from './svg'

// Venmo's rule for its button: the lower-case wordmark in Venmo blue on a light button, white on a dark one.
/** The Venmo wordmark for a white or black button. */
export const venmoMark: BrandMark = (doc, color) =>
  markRoot(doc, 72, 24, [
    wordmark(doc, 2, 'venmo', color === 'black' ? '#ffffff' : '#008CFF', {
      'font-style': 'italic',
      'font-weight': '800',
    }),
  ])
