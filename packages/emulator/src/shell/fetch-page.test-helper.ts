// Test helper: fetches an emulator page over HTTP and reads the data block its script is given.

/** A fetched page: the response, its HTML, and its `#portico-page` data (null when it has none). */
export interface FetchedPage {
  response: Response
  html: string
  data: Record<string, unknown>
}

/** GETs `url` and parses the page's data block. */
export async function fetchPage(url: string): Promise<FetchedPage> {
  const response = await fetch(url)
  const html = await response.text()
  const block = /<script type="application\/json" id="portico-page">(.*?)<\/script>/s.exec(html)
  return { response, html, data: JSON.parse(block?.[1] ?? 'null') as Record<string, unknown> }
}
