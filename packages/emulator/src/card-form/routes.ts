import type { HostedCardFormVariant } from '@portico/core'
import { readJson } from '../server/body'
import { HttpError, type Route, sendJson } from '../server/http'
import type { CardFormTokens } from './card-form-tokens'
import { CARD_FORM_TITLES } from './form-page'

/** What the hosted card form's endpoint needs. */
export interface CardFormContext {
  cardFormTokens: CardFormTokens
}

function optionalText(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string') throw new HttpError(400, `${name} must be text`)
  return value
}

/**
 * `POST /emulator/card-form/tokenize` `{ variant, number?, expiry?, cvv?, token? }`: the hosted card form's
 * tokenization, answered `{ token, expMonth, expYear }` or 422 `{ error }` (shown as `ERROR <error>`).
 */
export function cardFormRoutes(ctx: CardFormContext): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/emulator\/card-form\/tokenize$/,
      handle: async (req, res) => {
        const body = await readJson(req)
        const variant = body.variant
        if (typeof variant !== 'string' || !Object.hasOwn(CARD_FORM_TITLES, variant))
          throw new HttpError(400, `variant must be one of ${Object.keys(CARD_FORM_TITLES).join(', ')}`)
        const input = {
          number: optionalText(body.number, 'number'),
          expiry: optionalText(body.expiry, 'expiry'),
          cvv: optionalText(body.cvv, 'cvv'),
          token: optionalText(body.token, 'token'),
        }
        const result = ctx.cardFormTokens.tokenize(variant as HostedCardFormVariant, input)
        sendJson(res, 'error' in result ? 422 : 200, result)
      },
    },
  ]
}
