// Setup file of the `react18` vitest project. pnpm links react-dom-18 to the workspace's React 19 as its
// `react` peer, and the require() calls inside react-dom-18 (CommonJS, loaded by Node) are beyond Vite's
// aliases: this sends them to React 18, so that react-dom 18 runs with the React the tests import.
import Module from 'node:module'
import { sep } from 'node:path'

type Resolve = (
  request: string,
  parent: { filename?: string | null } | undefined,
  ...rest: unknown[]
) => string
const loader = Module as unknown as { _resolveFilename: Resolve }
const resolve = loader._resolveFilename
// The project config gives React 18's folder (this file's own URL is not a file URL under a DOM environment).
const react18 = process.env.PORTICO_REACT18_DIR as string

loader._resolveFilename = function (this: unknown, request, parent, ...rest) {
  const fromReactDom18 = parent?.filename?.includes(`${sep}react-dom@18.`) ?? false
  const target =
    fromReactDom18 && /^react(\/|$)/.test(request) ? react18 + request.slice('react'.length) : request
  return resolve.call(this, target, parent, ...rest)
}
