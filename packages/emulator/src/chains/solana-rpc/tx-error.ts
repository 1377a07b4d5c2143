import type { FailedTransactionMetadata } from 'litesvm'

/** A transaction error in the JSON shape Solana RPC uses (`"BlockhashNotFound"`, `{ InstructionError: [0, …] }`). */
export type TransactionErrorJson = string | Record<string, unknown>

// litesvm hands unit variants over as numbers of a const enum that its entry point does not export at runtime;
// these are the variant names in declaration order (litesvm 0.8 / Agave 3.0), i.e. the names RPC prints.
const transactionErrors = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
]

const instructionErrors = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
]

type LiteSvmError = ReturnType<FailedTransactionMetadata['err']>
type LiteSvmInstructionError = ReturnType<Extract<LiteSvmError, { err(): unknown }>['err']>

/** Converts a litesvm transaction error to the JSON Solana RPC puts in `err`. */
export function transactionErrorJson(error: LiteSvmError): TransactionErrorJson {
  if (typeof error === 'number') return transactionErrors[error] ?? `TransactionError${error}`
  if ('err' in error) return { InstructionError: [error.index, instructionErrorJson(error.err())] }
  if ('index' in error) return { DuplicateInstruction: error.index }
  // Both remaining variants carry only an account index; the class name tells them apart.
  const variant = error.constructor.name.replace(/^TransactionError/, '')
  return { [variant]: { account_index: error.accountIndex } }
}

function instructionErrorJson(error: LiteSvmInstructionError): string | Record<string, unknown> {
  if (typeof error === 'number') return instructionErrors[error] ?? `InstructionError${error}`
  if ('code' in error) return { Custom: error.code }
  return { BorshIoError: error.msg }
}

/** A one-line reading of a transaction error for RPC error messages ("Error processing Instruction 0: …"). */
export function describeTransactionError(error: TransactionErrorJson): string {
  if (typeof error === 'string') return error
  const instruction = error.InstructionError
  if (Array.isArray(instruction)) {
    const [index, inner] = instruction as [number, unknown]
    const custom = typeof inner === 'object' && inner !== null && 'Custom' in inner ? inner.Custom : undefined
    const reason =
      typeof custom === 'number' ? `custom program error: 0x${custom.toString(16)}` : JSON.stringify(inner)
    return `Error processing Instruction ${index}: ${reason.replaceAll('"', '')}`
  }
  return JSON.stringify(error)
}
