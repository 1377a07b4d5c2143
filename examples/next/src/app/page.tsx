import { Checkout } from './checkout'

/**
 * A server component: its markup is rendered at build time. Portico lives in the client component below;
 * on the server it renders an empty placeholder of the checkout's size, and the iframe is made in the
 * browser after hydration, so the page hydrates without a mismatch.
 */
export default function Page() {
  return (
    <main>
      <h1>Portico example: Next.js App Router</h1>
      <p className="lead">
        Server components around a client checkout; a wallet-less (session key) purchase and the card form.
      </p>
      <Checkout />
    </main>
  )
}
