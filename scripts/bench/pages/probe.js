// Instruments the merchant page's checkout iframe for the heightChange bench: counts writes to its style
// attribute (MutationObserver) and animation frames, and tells when a given height has been applied.

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/** Installs `window.probe` for `iframe`. */
export function watchFrame(iframe) {
  let writes = 0
  let frames = 0
  let counting = false
  new MutationObserver((records) => {
    writes += records.length
  }).observe(iframe, { attributeFilter: ['style'] })
  const count = () => {
    if (!counting) return
    frames++
    requestAnimationFrame(count)
  }
  window.probe = {
    /** Zeroes the counters and counts animation frames from now on. */
    start() {
      writes = 0
      frames = 0
      counting = true
      requestAnimationFrame(count)
    },
    /** Resolves once the iframe is `px` tall and one more frame has passed: the writes and frames since start. */
    async settled(px) {
      while (iframe.style.height !== `${px}px`) await nextFrame()
      await nextFrame()
      counting = false
      return { writes, frames }
    },
  }
}
