export type { UserOptions, UserWallet } from './registry'
export { user } from './user'
