import type { DefineSetupFnComponent, EmitsOptions, SlotsType, VNode } from 'vue'

/** The `on…` key of the emit `N`. */
type OnKey<N extends string> = `on${Capitalize<N>}`

/** The arguments of an optional callback. */
type ArgsOf<F> = F extends (...args: infer A) => unknown ? A : never

/** The emits of the callbacks `N` of options `O`: `@success` takes what `onSuccess` would. */
export type EmitsOf<O, N extends string> = {
  [K in N]: (...args: OnKey<K> extends keyof O ? ArgsOf<O[OnKey<K>]> : never) => void
}

/** Options `O` without the callbacks that are emits (`N`): those are listened to with `@name`. */
export type WithoutEmits<O, N extends string> = O extends unknown ? Omit<O, OnKey<N>> : never

/** The element props every component passes to its own element. */
export interface ElementProps {
  class?: unknown
  style?: unknown
}

/** A Portico component: its props, its emits (`@success`…), and its slots (the checkout's `#loader`). */
export type PorticoComponent<
  P extends Record<string, unknown>,
  E extends EmitsOptions,
  S extends Record<string, () => VNode[]> = Record<never, never>,
> = DefineSetupFnComponent<P & ElementProps, E, SlotsType<S>>
