import { randomBytes } from 'node:crypto'
import type { TestBank, TestBankAccount } from './test-banks'

/** A linked bank account: its token pays ACH checkouts of the merchant it was linked for. */
export interface BankAccount extends TestBankAccount {
  token: string
  bank: string
  merchantId: string
  /** The customer's session key the account was linked under. */
  sessionKey: string
}

/** The bank accounts linked during this run. */
export interface BankAccounts {
  /** Links every account of a bank and returns them, each with a new token. */
  link(bank: TestBank, merchantId: string, sessionKey: string): BankAccount[]
  /** The account a token stands for. */
  get(token: string): BankAccount | undefined
}

/** Keeps the most recent accounts (oldest dropped past `limit`). */
export function createBankAccounts(limit = 5000): BankAccounts {
  const accounts = new Map<string, BankAccount>()
  return {
    link(bank, merchantId, sessionKey) {
      return bank.accounts.map((account) => {
        const linked = {
          ...account,
          token: `bank_${randomBytes(12).toString('hex')}`,
          bank: bank.name,
          merchantId,
          sessionKey,
        }
        accounts.set(linked.token, linked)
        if (accounts.size > limit) accounts.delete(accounts.keys().next().value as string)
        return linked
      })
    },
    get: (token) => accounts.get(token),
  }
}
