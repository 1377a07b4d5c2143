// The example sites are served under a strict policy (scripts/strict-policy.mjs: nonces, no
// 'unsafe-inline'): a style attribute or an inline script in their HTML is refused by the browser, and the
// demo check counts it as a violation. This finds them before a browser does.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const examples = fileURLToPath(new URL('../../examples', import.meta.url))

/** What in an HTML page a strict policy refuses: style attributes, inline scripts and `on…` handlers. */
function inlineCode(html: string): string[] {
  const found: string[] = []
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
    if (/\sstyle\s*=/i.test(tag)) found.push(`style attribute: ${tag}`)
    if (/\son[a-z]+\s*=/i.test(tag)) found.push(`event handler attribute: ${tag}`)
  }
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi))
    if (!/\ssrc\s*=/i.test(attributes ?? '') && (body ?? '').trim()) found.push('inline script')
  return found
}

const pages = readdirSync(examples).flatMap((name) =>
  ['index.html', 'public/index.html']
    .map((file) => join(examples, name, file))
    .filter((path) => existsSync(path))
    .map((path) => [`${name}/${path.slice(join(examples, name).length + 1)}`, path] as const),
)

describe('example pages under a strict policy', () => {
  it('finds what the policy refuses', () => {
    expect(
      inlineCode(
        '<body style="margin: 0"><button onclick="pay()">Pay</button><script>go()</script><script src="x.js"></script>',
      ),
    ).toEqual([
      'style attribute: <body style="margin: 0">',
      'event handler attribute: <button onclick="pay()">',
      'inline script',
    ])
  })

  it.each(pages)('%s has no style attribute, handler attribute or inline script', (_name, path) => {
    expect(inlineCode(readFileSync(path, 'utf8'))).toEqual([])
  })
})
