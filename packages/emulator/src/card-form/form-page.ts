import type { HostedCardFormVariant } from '@portico/core'
import { decodeCheckoutQuery } from '../query/query'
import { escapeHtml } from '../server/http'
import { jsonForHtml } from '../shell/layout'

/** The hosted card form's variants, as the kit names them, and their documents' titles. */
export const CARD_FORM_TITLES: Readonly<Record<HostedCardFormVariant, string>> = {
  card: 'Card Form',
  'card-number': 'Card Number Form',
  cvv: 'CVV Form',
}

/** A variant's page: `/form/v2/{page}`, and its body's test id and class. */
export const cardFormPageName = (variant: HostedCardFormVariant): string => `${variant}-form`

/** A card form page's parameters, read and checked: the page, or every problem with the URL. */
export type CardFormRequest = { ok: true; data: CardFormData } | { ok: false; errors: string[] }

/** What the card form page's script is given. */
export interface CardFormData {
  kind: 'card-form'
  variant: HostedCardFormVariant
  merchantId: string
  /** Whether to post `heightChange` (`useHeightChange=true`). */
  heightChange: boolean
  theme: Record<string, unknown>
  /** The saved card's token (CVV form). */
  token?: string
}

/** Reads `merchantId`, `useHeightChange`, `theme` and, for the CVV form, `token`. */
export function readCardFormRequest(
  variant: HostedCardFormVariant,
  params: URLSearchParams,
): CardFormRequest {
  const errors: string[] = []
  const merchantId = params.get('merchantId') ?? ''
  if (!merchantId) errors.push('merchantId is required')
  const height = params.get('useHeightChange')
  if (height !== null && height !== 'true' && height !== 'false')
    errors.push(`useHeightChange must be true or false, got "${height}"`)
  const theme = params.get('theme')
  const decoded = decodeCheckoutQuery(new URLSearchParams(theme === null ? {} : { theme }))
  errors.push(...decoded.errors)
  const token = params.get('token') ?? undefined
  if (variant === 'cvv' && !token) errors.push('token (the saved card) is required by the CVV form')
  if (errors.length) return { ok: false, errors }
  return {
    ok: true,
    data: {
      kind: 'card-form',
      variant,
      merchantId,
      heightChange: height === 'true',
      theme: { ...decoded.query.theme },
      ...(variant === 'cvv' ? { token } : {}),
    },
  }
}

function field(name: string, testId: string, label: string, attributes: string, extra = ''): string {
  return `<label class="field ${name}"><span class="label">${label}</span><input data-testid="${testId}" name="${name}" aria-label="${label}" ${attributes}>${extra}</label>`
}

/** The hosted card form document: the variant's inputs on one row (two under its breakpoint) and the error. */
export function cardFormPage(data: CardFormData): string {
  const placeholder = (key: string, fallback: string) =>
    escapeHtml(typeof data.theme[key] === 'string' ? data.theme[key] : fallback)
  const number = field(
    'number',
    'card-number',
    'Card number',
    `inputmode="numeric" autocomplete="cc-number" placeholder="${placeholder('cardNumberPlaceholder', '0000 0000 0000 0000')}"`,
    data.theme.showCardIcon === false ? '' : '<span class="brand" data-testid="card-brand"></span>',
  )
  const expiry = field(
    'expiry',
    'card-expiry',
    'Expiration date',
    `inputmode="numeric" autocomplete="cc-exp" placeholder="${placeholder('expirationPlaceholder', 'MM/YY')}"`,
  )
  const cvv = field(
    'cvv',
    'card-cvv',
    'Security code',
    `inputmode="numeric" autocomplete="cc-csc" placeholder="${placeholder('cvvPlaceholder', 'CVV')}"`,
  )
  const inputs =
    data.variant === 'cvv' ? cvv : data.variant === 'card-number' ? number + expiry : number + expiry + cvv
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(CARD_FORM_TITLES[data.variant])}</title>
<link rel="stylesheet" href="/assets/card-form.css">
<script type="application/json" id="portico-page">${jsonForHtml(data)}</script>
<script type="module" src="/assets/card-form.js"></script>
</head>
<body data-testid="checkout-${cardFormPageName(data.variant)}" class="${cardFormPageName(data.variant)}">
<form data-testid="card-form" class="fields" novalidate>
${inputs}
</form>
<p data-testid="card-form-error" id="card-form-error" class="error" role="alert" hidden></p>
</body>
</html>
`
}
