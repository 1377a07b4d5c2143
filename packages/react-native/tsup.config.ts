import { moduleConfig } from '../../tsup.config.base'

// Three entries: the native components (Metro's `react-native` condition), the web build that renders
// @portico/react's surfaces (`browser`), and the WebView stand-in for merchants' tests.
export default moduleConfig(
  { external: ['react-native', 'react-native-webview', '@portico/react', '@portico/core'] },
  { index: 'src/index.ts', 'index.web': 'src/index.web.ts', testing: 'src/testing.ts' },
)
