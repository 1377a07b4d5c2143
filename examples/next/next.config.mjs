// Exported as static files (the App Router pre-renders the server components at build time), served by the
// examples server under /next/ like the other sites.
/** @type {import('next').NextConfig} */
const config = {
  output: 'export',
  basePath: '/next',
  trailingSlash: true,
  distDir: 'dist',
  // The workspace packages are built ESM with 'use client' kept: Next bundles them as they ship.
  reactStrictMode: true,
}

export default config
