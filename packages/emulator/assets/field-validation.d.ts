/** A card input field as the validation events name it. */
export type CardField = 'card-number' | 'expiration' | 'cvv'
/** The error shown: one field and its text. */
export interface ShownError {
  field: CardField
  message: string
}
/** A validation event and its info. */
export type ValidationEvent =
  | { method: 'inputError'; info: ShownError }
  | { method: 'inputValid'; info: { field: CardField } }
/** The checkout's fixed texts. */
export declare const MESSAGES: Readonly<Record<CardField | 'cvvEmpty', string>>
/** Fields in order of precedence. */
export declare const FIELDS: readonly CardField[]
/** The error of each touched field. */
export declare function fieldErrors(
  values: { number?: string; expiry?: string; cvv?: string },
  touched: ReadonlySet<CardField>,
  options?: { cvvOnly?: boolean; cardDigits?: string },
): Partial<Record<CardField, string>>
/** The one error shown for these field errors. */
export declare function shownError(errors: Partial<Record<CardField, string>>): ShownError | undefined
/** The events from one shown error to the next. */
export declare function validationEvents(
  before: ShownError | undefined,
  after: ShownError | undefined,
): ValidationEvent[]
/** Tracks the shown error and sends each event as it changes. */
export declare function createValidationReporter(
  send: (method: ValidationEvent['method'], info: unknown) => void,
): {
  update(errors: Partial<Record<CardField, string>>): ShownError | undefined
}
