import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// `base: './'` lets the built site be served from any path (the demo serves it under /stellar/).
export default defineConfig({ base: './', plugins: [react()] })
