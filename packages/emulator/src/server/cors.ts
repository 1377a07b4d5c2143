import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Headers } from './http'

/** CORS headers that let the requesting page (and only it) read the answer. */
export function corsHeaders(req: IncomingMessage): Headers {
  const origin = req.headers.origin
  return origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : { Vary: 'Origin' }
}

/** Answers a CORS preflight for the provider API endpoints. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(204, {
    ...corsHeaders(req),
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'content-type',
    'Access-Control-Max-Age': '600',
  })
  res.end()
}
