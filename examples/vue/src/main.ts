import { user } from '@portico/user'
import { PorticoPlugin } from '@portico/vue'
import { localConfig } from '@portico-examples/shared/local-config'
import { createApp } from 'vue'
import App from './App.vue'
import '@portico-examples/shared/page.css'

// One configuration for every Portico component of the app; `user()` serves the wallet-less blockchain
// `user` (the customer pays with a session key).
const { env, hosts } = localConfig()
createApp(App)
  .use(PorticoPlugin, { env, hosts, merchantId: 'demo-merchant', plugins: [user()] })
  .mount('#app')
