import { packageConfig } from '../../tsup.config.base'

// 'use client' must survive bundling so Next.js treats every entry as a client module.
export default packageConfig({ index: 'src/index.ts' }, { banner: { js: "'use client';" } })
