// Single-file components, as the type checker sees them (Vite compiles them with @vitejs/plugin-vue).
declare module '*.vue' {
  import type { DefineComponent } from 'vue'

  const component: DefineComponent
  export default component
}
