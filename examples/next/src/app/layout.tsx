import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import '@portico-examples/shared/page.css'

export const metadata: Metadata = {
  title: 'Portico example: Next.js App Router',
  icons: { icon: 'data:,' },
}

/** The root layout: a server component, as in any App Router site. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
