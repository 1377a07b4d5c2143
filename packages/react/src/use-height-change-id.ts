import { useId } from 'react'

/**
 * This instance's heightChange id: React's `useId()` (the same on the server and in hydration), with every
 * character outside [A-Za-z0-9_] made `_`, since it travels in the URL and in the message method
 * `heightChange:{id}` (React 18 gives ':r0:', React 19 '«r0»' or '_r_0_').
 */
export function useHeightChangeId(): string {
  return `portico${useId().replace(/\W/g, '_')}`
}
