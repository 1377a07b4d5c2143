import type { RequestMethod } from '../plugins/plugin'

/** The embedded surfaces, as `PorticoEvent.surface` names them (`protection`: purchase protection's failures). */
export type EmbedSurface = 'checkout' | 'payment-button' | 'hosted-card-form' | 'card-field' | 'protection'

/** What every event carries: which instance, and when. */
export interface EventBase {
  surface: EmbedSurface
  /** The instance's id (its `heightChange` id; the card field's container id). */
  id: string
  /** `performance.now()` when it happened. */
  at: number
}

/**
 * What an embed did, in order, for `onEvent`: its load, heights, each wallet request and its reply, the
 * outcome and errors. Events carry no card data, token, signature, e-mail, URL or transaction bytes: a
 * merchant may send them to any log.
 */
export type PorticoEvent = EventBase &
  (
    | {
        type:
          | 'load'
          | 'success'
          | 'declined'
          | 'redirect'
          | 'account-linked'
          | 'account-not-linked'
          | 'destroy'
      }
    | { type: 'height'; height: number }
    | { type: 'request'; method: RequestMethod }
    | { type: 'reply'; method: RequestMethod; ok: boolean; ms: number }
    | { type: 'overlay'; state: 'open' | 'close' }
    | { type: 'input-error' | 'input-valid'; field: string }
    | { type: 'error'; code: string; message: string }
  )
