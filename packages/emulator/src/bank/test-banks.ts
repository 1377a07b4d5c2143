/** One account at a test bank: what the customer sees of it. */
export interface TestBankAccount {
  name: string
  /** The last four digits of the account number. */
  mask: string
}

/** A bank the bank-link page offers, and what linking it does. */
export interface TestBank {
  id: string
  name: string
  /** `linked` gives one token per account; `failed` sends `accountNotLinked` with reason `failed`. */
  outcome: 'linked' | 'failed'
  accounts: readonly TestBankAccount[]
  /** Why linking fails, shown on the page. */
  failure?: string
}

/** The emulator's test banks. Cancelling on the page sends `accountNotLinked` with reason `canceled`. */
export const TEST_BANKS: readonly TestBank[] = [
  {
    id: 'portico-test-bank',
    name: 'Portico Test Bank',
    outcome: 'linked',
    accounts: [{ name: 'Checking', mask: '0001' }],
  },
  {
    id: 'two-accounts-credit-union',
    name: 'Two Accounts Credit Union',
    outcome: 'linked',
    accounts: [
      { name: 'Checking', mask: '1111' },
      { name: 'Savings', mask: '2222' },
    ],
  },
  {
    id: 'unverified-holder-bank',
    name: 'Unverified Holder Bank',
    outcome: 'failed',
    accounts: [{ name: 'Checking', mask: '9999' }],
    failure: "The account holder's name could not be verified.",
  },
]
