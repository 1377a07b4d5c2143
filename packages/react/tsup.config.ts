import { moduleConfig } from '../../tsup.config.base'

// 'use client' must survive bundling so Next.js treats every entry as a client module.
export default moduleConfig({ banner: { js: "'use client';" } })
