/** The two names a checkout's `heightChange` id may be given under. */
export interface HeightChangeIdOptions {
  /** Id that tags this instance's `heightChange` messages. */
  heightChangeId?: string | undefined
  /** @deprecated The URL's name of `heightChangeId`: give `heightChangeId`, which wins when both are set. */
  useHeightChange?: string | undefined
}

/** The instance's `heightChange` id: `heightChangeId`, else its URL name `useHeightChange`. */
export const heightChangeIdOf = (o: HeightChangeIdOptions): string | undefined =>
  o.heightChangeId ?? o.useHeightChange
