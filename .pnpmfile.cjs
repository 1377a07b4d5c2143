// pnpm hook: react-dom 18 (installed for the React 18 test projects) gets React 18 as a dependency of its
// own instead of a peer. As a peer it would be linked to the workspace's React 19, and its require('react')
// would load a second React next to the one the tests render with.
module.exports = {
  hooks: {
    readPackage(manifest) {
      if (manifest.name === 'react-dom' && manifest.version.startsWith('18.')) {
        const { react, ...peers } = manifest.peerDependencies ?? {}
        manifest.peerDependencies = peers
        manifest.dependencies = { ...manifest.dependencies, react }
      }
      return manifest
    },
  },
}
