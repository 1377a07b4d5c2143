// Stand-in for the session script (`Verisoul`), served by the Portico emulator on its API origin. Like the
// vendor's, it reads its project id from its own tag's `verisoul-project-id` attribute and
// `Verisoul.session()` resolves `{ session_id }`, the same id for the whole page. It watches nothing and
// reports to no one.
;(() => {
  if (window.Verisoul) return
  const projectId = document.currentScript?.getAttribute('verisoul-project-id')
  let sessionId
  const random = () =>
    Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
  window.Verisoul = {
    session() {
      if (!projectId)
        return Promise.reject(new Error('Verisoul: the script tag has no verisoul-project-id attribute'))
      sessionId ??= `emulator-session-${random()}`
      return Promise.resolve({ session_id: sessionId })
    },
  }
})()
