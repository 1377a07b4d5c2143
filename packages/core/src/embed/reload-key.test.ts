import { describe, expect, it } from 'vitest'
import { reloadKey } from './reload-key'

describe('reloadKey', () => {
  const bare = 'https://c.test/solana/purchase-v2/m?cents=500&useHeightChange=h'
  const signed =
    'https://c.test/solana/purchase-v2/m?cents=500&useHeightChange=h&deviceId=d1&protectionSessionId=s1'

  it("ignores protection's deviceId and session id, which arrive after mount", () => {
    expect(reloadKey(signed, undefined)).toBe(reloadKey(bare, undefined))
    expect(reloadKey(`${bare}&protectionSessionId=s2`, undefined)).toBe(reloadKey(bare, undefined))
  })

  it("keeps a deviceId the merchant gave, and every other parameter's change", () => {
    expect(reloadKey(signed, 'd1')).not.toBe(reloadKey(signed.replace('d1', 'd2'), 'd2'))
    expect(reloadKey(signed, undefined)).not.toBe(
      reloadKey(signed.replace('cents=500', 'cents=700'), undefined),
    )
  })
})
