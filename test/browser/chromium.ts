import type { Browser } from 'playwright-core'
// The suites start Chromium exactly as the demo check and the benchmarks do.
import { launchChromium } from '../../scripts/chromium.mjs'

let shared: Promise<Browser> | undefined

/**
 * The Chromium of this test worker, shared by the files it runs one after another (the browser project keeps
 * modules between files): a launch costs about a second of CPU on a 2-core machine. Each `newPage()` is a
 * context of its own (no cookie or storage crosses tabs, nor files); `releaseChromium()` in a file's
 * `afterAll` closes them, and Playwright closes Chromium when the worker exits. A crashed one is relaunched.
 */
export async function sharedChromium(): Promise<Browser> {
  const browser = await shared?.catch(() => undefined)
  if (browser?.isConnected()) return browser
  shared = launchChromium()
  return shared
}

/** Closes every tab and context the file opened in the shared Chromium (files in one worker run in turn). */
export async function releaseChromium(): Promise<void> {
  const browser = await shared?.catch(() => undefined)
  await Promise.allSettled(browser?.contexts().map((context) => context.close()) ?? [])
}
