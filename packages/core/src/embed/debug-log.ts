import type { EmbedSurface, PorticoEvent } from './portico-event'

// Loaded with import() only when an embed has `debug: true`.

/** Logs one event on `console.debug`. */
export function logEvent(event: PorticoEvent): void {
  const { surface, id, type, at, ...rest } = event
  console.debug(`[Portico debug] ${surface} ${id}: ${type}`, rest)
}

/** Logs one message in or out by its method (its data may be private: a signature, a token). */
export function logMessage(surface: EmbedSurface, id: string, direction: 'in' | 'out', method: string): void {
  console.debug(`[Portico debug] ${surface} ${id}: ${direction === 'in' ? '←' : '→'} ${method}`)
}
