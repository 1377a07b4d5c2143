// The hosted card form (`/form/v2/{card-form|card-number-form|cvv-form}`): card inputs with
// the validation events of §1.2, `loaded`, the plain `heightChange` (a number of pixels), and tokenization
// on the bare string message `tokenize` from the embedding page, answered with `{ method: 'tokenize', data }`
// where data is JSON `{ token, expMonth, expYear }` or `ERROR <reason>`.
import { watchCardInputs } from './card-inputs.js'
import { $, api, applyTheme, fromParent, page, post, watchHeight } from './page.js'

const px = (value) => (typeof value === 'number' ? `${value}px` : value)
const theme = page.theme
applyTheme(theme, {
  '--card-background': theme.cardBackground,
  '--placeholder': theme.placeholderColor,
  '--font-size': px(theme.fontSize),
  '--font-weight': theme.fontWeight,
})

const number = $('card-number')
const inputs = watchCardInputs(
  { number, expiry: $('card-expiry'), cvv: $('card-cvv') },
  {
    send: (method, info) => post(method, JSON.stringify(info), info),
    onShown: (shown) => {
      const el = $('card-form-error')
      el.textContent = shown?.message ?? ''
      el.hidden = !shown
    },
    message: $('card-form-error'),
    cvvOnly: page.variant === 'cvv',
    cardDigits: page.token ?? '',
  },
)

const brand = $('card-brand')
if (number && brand)
  number.addEventListener('input', () => {
    brand.textContent = number.dataset.brand ?? ''
  })

const reply = (data) => post('tokenize', data)

// Only the embedding page (its window, its origin) may ask for a token.
window.addEventListener('message', async (event) => {
  if (event.data !== 'tokenize' || !fromParent(event)) return
  const shown = inputs.touchAll()
  if (shown) return reply(`ERROR ${shown.message}`)
  try {
    const result = await api('/emulator/card-form/tokenize', {
      variant: page.variant,
      ...inputs.values(),
      token: page.token,
    })
    reply(JSON.stringify(result))
  } catch (error) {
    reply(`ERROR ${error.message}`)
  }
})

post('loaded', '')
if (page.heightChange) watchHeight((height) => post('heightChange', height))
