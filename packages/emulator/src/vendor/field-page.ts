import { escapeHtml } from '../server/http'
import { jsonForHtml } from '../shell/layout'

/** Content-Security-Policy of the field page: own scripts only; any page may frame it, the script checks who. */
export const FIELD_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; " +
  "form-action 'none'; frame-ancestors *"

/** What the field page's script reads from its `#portico-field` data block. */
export interface FieldPageData {
  /** `pan` (card number, or the CVV in CVV-only mode) or `cvv` (the separate CVV input). */
  frame: 'pan' | 'cvv'
  /** Links the field's two frames and its parent script; chosen by the parent script. */
  channel: string
  /** The verified configuration, or the reason it was refused. */
  config?: Record<string, unknown>
  /** Origins allowed to embed the field (from the verified configuration). */
  origins?: string[]
  /** Why the field refuses to run (the vendor's `error` event text), and more about it. */
  error?: string
  detail?: string
}

/** The card vendor's field page: one input, driven by field.js. */
export function fieldPage(data: FieldPageData): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${data.frame === 'cvv' ? 'CVV' : 'Card number'}</title>
<link rel="stylesheet" href="/card-vendor/field.css">
<script type="application/json" id="portico-field">${jsonForHtml(data)}</script>
<script type="module" src="/card-vendor/field.js"></script>
</head>
<body>
<input id="field" data-testid="card-vendor-${escapeHtml(data.frame)}" aria-label="${data.frame === 'cvv' ? 'CVV' : 'Card number'}" autocomplete="off" spellcheck="false">
${data.error ? `<p id="problem" role="alert">${escapeHtml(data.error)}</p>` : ''}
</body>
</html>
`
}
