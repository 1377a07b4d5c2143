import type { Browser, Page } from 'playwright-core'
import { WAIT } from './harness'

/** One tab that the tests of a file share; see `sharedTab`. */
export interface SharedTab {
  /**
   * Loads `url` in the tab (opened on first use): a new document, with the viewport the tab was made with
   * and no route a previous test left behind.
   */
  load(url: string, options?: { referer?: string }): Promise<Page>
  /** Closes the tab (afterAll); the next `load` opens a new one. */
  close(): Promise<void>
}

/**
 * A tab for the tests of a file, each loading its page again in it rather than opening a new tab: a new
 * tab is a new browser context and a new renderer process, which cost more CPU than most tests' own work,
 * while a new document in the same tab starts from a clean page all the same (its scripts, frames and
 * listeners go with the old document).
 */
export function sharedTab(
  browser: () => Browser,
  viewport: { width: number; height: number } = { width: 1280, height: 1600 },
  /** Called once with a new tab, before its first page loads (listeners that every page needs). */
  prepare: (tab: Page) => void = () => {},
): SharedTab {
  let tab: Page | undefined
  return {
    async load(url, options = {}) {
      if (!tab || tab.isClosed()) {
        tab = await browser().newPage({ viewport })
        tab.setDefaultTimeout(WAIT.timeout)
        prepare(tab)
      } else {
        // A test that failed half way may have left a held route or a resized window.
        await tab.unrouteAll({ behavior: 'ignoreErrors' })
        const size = tab.viewportSize()
        if (size?.width !== viewport.width || size.height !== viewport.height)
          await tab.setViewportSize(viewport)
      }
      await tab.goto(url, options)
      return tab
    },
    async close() {
      await tab?.close()
      tab = undefined
    },
  }
}
