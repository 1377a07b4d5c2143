// What the split EVM floor loads with import() once idle (a stand-in for a route or a widget it loads later).
export function start() {
  document.body.dataset.later = 'loaded'
}
