import { bundlePageKit } from './harness'
import { page as html, send, serve } from './servers'

/** A merchant site on 127.0.0.1 (ephemeral port) whose every page runs the page kit `kit` and has `body`. */
export async function serveKit(
  kit: string,
  body: string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const script = await bundlePageKit(kit)
  const site = await serve((_req, res, url) =>
    url.pathname === '/kit.js'
      ? send(res, 'text/javascript', script)
      : send(res, 'text/html', html('/kit.js') + body),
  )
  return { origin: `http://127.0.0.1:${site.port}`, close: site.close }
}
