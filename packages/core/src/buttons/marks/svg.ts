import type { PaymentButtonColor } from '../payment-button-url'

const NS = 'http://www.w3.org/2000/svg'

/** A brand's mark, drawn for a button of this colour. */
export type BrandMark = (doc: Document, color: PaymentButtonColor) => SVGSVGElement

/** One SVG element with its attributes. */
export function svg<K extends keyof SVGElementTagNameMap>(
  doc: Document,
  tag: K,
  attributes: Record<string, string | number>,
  children: readonly SVGElement[] = [],
  text?: string,
): SVGElementTagNameMap[K] {
  const element = doc.createElementNS(NS, tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value))
  if (text !== undefined) element.textContent = text
  element.append(...children)
  return element
}

/** The mark's outer element: decorative (the button inside the iframe is what a screen reader reads). */
export const markRoot = (doc: Document, width: number, height: number, children: readonly SVGElement[]) =>
  svg(
    doc,
    'svg',
    { viewBox: `0 0 ${width} ${height}`, height: 20, 'aria-hidden': 'true', focusable: 'false' },
    children,
  )

/** Text in the platform's UI font, as the wallets' own buttons set their words. */
export const wordmark = (
  doc: Document,
  x: number,
  text: string,
  fill: string,
  extra: Record<string, string> = {},
) =>
  svg(
    doc,
    'text',
    {
      x,
      y: 18,
      fill,
      'font-size': 19,
      'font-weight': 600,
      'font-family':
        '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      ...extra,
    },
    [],
    text,
  )
