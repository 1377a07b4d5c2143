import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'

// `base: './'` lets the built site be served from any path (the demo serves it under /vue/).
export default defineConfig({ base: './', plugins: [vue()] })
