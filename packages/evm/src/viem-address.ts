// Loaded with import() only, for an address that is not all lower case: its EIP-55 checksum needs
// keccak-256, which a page whose wallet carries its own methods would otherwise never download.
export { isAddress } from 'viem'
