// What the two EVM purchase pages of the navigation bench share: where the checkout is, the amount, and
// the merchant's own wallet (an address and the two calls every wallet has; no viem on the page). The
// bench only times the iframe request, so the wallet is never asked.
const params = new URLSearchParams(location.search)

/** The checkout origin (the emulator's), and its API origin. */
export const checkout = params.get('checkout')
export const api = params.get('api')

/** The purchase both pages embed. */
export const purchase = { merchantId: 'bench', blockchain: 'eth', subtotal: { cents: 1999 } }

/** A wallet the page brings itself, in the shape both kits take. */
export const wallet = {
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  sendTransaction: async () => {
    throw new Error('the bench wallet sends nothing')
  },
  signMessage: async () => {
    throw new Error('the bench wallet signs nothing')
  },
}
