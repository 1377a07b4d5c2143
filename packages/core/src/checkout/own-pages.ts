import { UnsupportedRequestError } from '../errors/request-errors'
import {
  type AnyChainPlugin,
  type Blockchain,
  type RequestHandlers,
  type RequestMethod,
  resolvePlugin,
} from '../plugins/plugin'
import { type BankLinkUrlOptions, buildBankLinkUrl } from './bank-link-url'
import { buildPaymentIntentUrl, type PaymentIntentUrlOptions } from './payment-intent-url'

/** A checkout page with parameters of its own: its URL, and what answers its sign/send requests. */
export interface OwnPage {
  /** The page's URL. */
  url: string
  /** The plugin that serves the wallet's requests, if any. */
  plugin?: AnyChainPlugin | undefined
  /** What answers requests when there is no plugin. @default none: each request is refused as unsupported */
  handlers?: RequestHandlers | undefined
}

// A bank link never signs or sends; its requests are refused (and answered) rather than left waiting.
const refuse = (method: RequestMethod) => async (): Promise<string> => {
  throw new UnsupportedRequestError(method, 'a bank link never signs or sends')
}
const BANK_LINK_HANDLERS: RequestHandlers = {
  signMessage: refuse('signMessage'),
  signTransaction: refuse('signTransaction'),
  sendTransaction: refuse('sendTransaction'),
}

/** The bank-link page (`buildBankLinkUrl`): it never signs or sends, so its requests are refused. */
export const bankLinkPage = (options: BankLinkUrlOptions): OwnPage => ({
  url: buildBankLinkUrl(options),
  handlers: BANK_LINK_HANDLERS,
})

/**
 * The checkout of a payment intent (`buildPaymentIntentUrl`). Unlike the checkout's own kit, Portico wires
 * the wallet: the intent's requests go to the blockchain's plugin.
 */
export const paymentIntentPage = (
  options: PaymentIntentUrlOptions & {
    blockchain: Blockchain
    wallet?: unknown
    plugins?: readonly AnyChainPlugin[] | undefined
  },
): OwnPage => ({
  url: buildPaymentIntentUrl(options),
  plugin: options.wallet == null ? undefined : resolvePlugin(options.blockchain, options.plugins),
})
