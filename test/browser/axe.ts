import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults } from 'axe-core'
import type { Frame, Page } from 'playwright-core'

/** axe-core's tags for WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rule set every page must pass. */
export const WCAG22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** Runs axe-core's WCAG 2.2 AA rules in one document (its iframes are checked as elements, not entered). */
async function inFrame(frame: Frame): Promise<AxeResults['violations']> {
  // Evaluated as a string: Playwright injects it into the frame's own world, whatever the page's policy.
  await frame.evaluate(axeSource)
  return frame.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe
        .run(document, {
          runOnly: { type: 'tag', values: tags },
          iframes: false,
          resultTypes: ['violations'],
        })
        .then((results) => results.violations),
    WCAG22_AA,
  )
}

/**
 * What axe-core finds against WCAG 2.2 AA in `tab` and in every frame in it, cross-origin ones included
 * (a document without a URL yet, about:blank, has nothing to check),
 * one line per element that fails a rule: `rule (impact): help | document URL | selector | why`. Each
 * document is checked on its own (axe-core in that frame), so a failure names the page that has it. Empty
 * when everything passes: a test expects `[]`, and a failure prints exactly what to fix.
 */
export async function accessibilityViolations(tab: Page): Promise<string[]> {
  const lines: string[] = []
  const checked = new Set<Frame>()
  // A frame may be replaced while others are checked (a component re-rendered, a page that navigated):
  // the one that left is skipped and the one that came is checked in the next round.
  for (let round = 0; round < 5; round++) {
    const frames = tab
      .frames()
      .filter((f) => !checked.has(f) && !f.isDetached() && f.url() !== '' && f.url() !== 'about:blank')
    if (frames.length === 0) return lines
    for (const frame of frames) {
      checked.add(frame)
      let violations: AxeResults['violations']
      try {
        violations = await inFrame(frame)
      } catch (error) {
        if (frame.isDetached()) continue
        throw error
      }
      for (const violation of violations)
        for (const node of violation.nodes) {
          const why = node.failureSummary?.replace(/\s+/g, ' ').trim() ?? ''
          lines.push(
            `${violation.id} (${violation.impact ?? 'unrated'}): ${violation.help} | ${frame.url()} | ${node.target.join(' ')} | ${why}`,
          )
        }
    }
  }
  throw new Error('the page kept replacing its frames: no stable set of frames to check')
}
