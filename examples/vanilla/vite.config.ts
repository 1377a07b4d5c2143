import { defineConfig } from 'vite'

// `base: './'` lets the built site be served from any path (the demo serves it under /vanilla/).
export default defineConfig({ base: './' })
