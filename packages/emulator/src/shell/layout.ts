import { escapeHtml } from '../server/http'
import type { PageKind } from './route'

/** Content-Security-Policy of every emulator page: own scripts and styles only, embeddable anywhere. */
export const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors *"

/** JSON safe inside a `<script type="application/json">` block (no `</script>` or comment breakout). */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** What every page hands its script: read from the `#portico-page` data block. */
export interface PageData {
  kind: PageKind | 'error' | 'bank-authorize'
  /** Id of this page's server-side session (wallet requests and card payments refer to it). */
  sessionId?: string
  /** The `useHeightChange` id: heightChange messages are sent only when it is given. */
  heightChangeId?: string
  [key: string]: unknown
}

/**
 * A complete HTML document: the page's data block, its stylesheet and script (an asset), and `body`. The
 * body's controls stay disabled until the page's script has bound them (`ready()` in page.js): a click that
 * lands before the module script runs would otherwise do nothing, and a form would submit itself as a GET.
 */
export function layout(title: string, data: PageData, body: string, script = 'checkout.js'): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/assets/checkout.css">
<script type="application/json" id="portico-page">${jsonForHtml(data)}</script>
<script type="module" src="/assets/${escapeHtml(script)}"></script>
</head>
<body data-testid="checkout-${escapeHtml(data.kind)}">
<main>
<p class="banner">Portico checkout emulator · test payments only</p>
<fieldset class="controls" data-testid="page-controls" disabled>
${body}
</fieldset>
<p data-testid="status" class="status" role="status" aria-live="polite"></p>
<p data-testid="error" class="error" role="alert" hidden></p>
</main>
</body>
</html>
`
}

/** The page shown for a checkout the hosted checkout would refuse. */
export function errorPage(title: string, problems: readonly string[], heightChangeId?: string): string {
  const items = problems.map((p) => `<li data-testid="checkout-error-item">${escapeHtml(p)}</li>`).join('\n')
  const data: PageData = { kind: 'error', problems: [...problems] }
  if (heightChangeId !== undefined) data.heightChangeId = heightChangeId
  return layout(
    'Checkout error',
    data,
    `<section data-testid="checkout-error" class="card">
<h1>${escapeHtml(title)}</h1>
<ul>
${items}
</ul>
</section>`,
  )
}
