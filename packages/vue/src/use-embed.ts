import {
  createSurfaceRef,
  type HeldOptions,
  type HeldSurface,
  holdOptions,
  type ProvidedKey,
  type SurfaceHandle,
  withProvided,
} from '@portico/core/internal'
import {
  camelize,
  getCurrentInstance,
  h,
  onBeforeUnmount,
  onMounted,
  onUpdated,
  type Ref,
  type SetupContext,
  type ShallowRef,
  shallowRef,
  useId,
  type VNode,
} from 'vue'
import { type PorticoConfig, usePortico } from './portico-plugin'

/** The attributes every component puts on its own element rather than in core's options. */
export type ElementAttrs = Record<string, unknown>

/** Whether attribute `key` belongs on the component's element: class, style, id, data-* and aria-*. */
const onElement = (key: string) =>
  key === 'class' || key === 'style' || key === 'id' || /^(data|aria)-/.test(key)

/** The options a component was given, and its element's class and style. */
export interface GivenOptions<O> {
  options: O & PorticoConfig
  element: ElementAttrs
}

/**
 * Whether the parent listens to the emit `name` of the current instance now (`@auth-declined` and
 * `@authDeclined` alike). Listeners can change without an update, so this is asked when the event comes.
 */
export function listensTo(props: Record<string, unknown> | null, name: string): boolean {
  const key = `on${name[0]?.toUpperCase()}${name.slice(1)}`
  const kebab = `on${name[0]?.toUpperCase()}${name.slice(1).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`
  return Boolean(props && (props[key] || props[kebab] || props[`${key}Once`]))
}

/** What `useGivenOptions` gives a component. */
export interface Given<O> {
  /** The options as given now, and the element's class and style. */
  read(): GivenOptions<O>
  /** Whether the parent listens to the emit `name` now. */
  listens(name: string): boolean
}

/**
 * Reads a component's options in `setup`: every attribute but the element's own (class, style, id, data-*, aria-*) (camelized, so `wallet-timeout-ms` is
 * `walletTimeoutMs`; a bare boolean attribute such as `debug` is `true`), each emit as its `on…` callback,
 * and the provided configuration (`keys` of it) where the component gives none. An emit goes to the parent's listener
 * when it has one at that moment, else to the provided callback of that name (`onEvent`). `read()` is
 * called in render (so the provided configuration's changes are tracked) and in the lifecycle hooks.
 */
export function useGivenOptions<O>(
  attrs: SetupContext['attrs'],
  // biome-ignore lint/suspicious/noExplicitAny: a component's own emit, whose names and arguments it declares
  emit: (event: any, ...args: any[]) => void,
  emits: readonly string[],
  keys?: readonly ProvidedKey[],
): Given<O> {
  const instance = getCurrentInstance()
  const config = usePortico()
  const listens = (name: string) => listensTo(instance?.vnode.props ?? null, name)
  // One callback per emit for the component's life: the options keep the same data across renders.
  const callbacks = Object.fromEntries(
    emits.map((name) => {
      const key = `on${name[0]?.toUpperCase()}${name.slice(1)}`
      const call = (...args: unknown[]) => {
        if (listens(name)) emit(name, ...args)
        else
          (config.value as unknown as Record<string, ((...a: unknown[]) => void) | undefined>)[key]?.(...args)
      }
      return [key, call]
    }),
  )
  const read = () => {
    const options: Record<string, unknown> = { ...callbacks }
    const element: ElementAttrs = {}
    for (const [key, value] of Object.entries(attrs)) {
      if (onElement(key)) element[key] = value
      else options[camelize(key)] = value === '' ? true : value
    }
    return { options: withProvided(options, config.value, keys) as O & PorticoConfig, element }
  }
  return { read, listens }
}

/** This instance's heightChange id: Vue's `useId()` (the same on the server and in hydration), as a URL-safe word. */
export function useHeightChangeId(): string {
  return `portico_${useId().replace(/\W/g, '_')}`
}

/** What `useEmbed` gives a component. */
export interface Embed<O, H, S extends string> {
  /** The surface while it exists (a shallow ref). */
  surface: ShallowRef<H | undefined>
  /** One handle for the component's life, over whichever surface it holds: what its template ref exposes. */
  handle: SurfaceHandle<O, S>
  /** The surface's status (`undefined` before mount, as on a server). */
  status: ShallowRef<S | undefined>
}

/**
 * The one pattern of every Portico component, as React's `useEmbed`: the surface is made when the
 * component is mounted (so never on a server) and destroyed before it unmounts. After each update, core
 * decides what the new options mean (the same data: the latest callbacks in place; new data: `update()`;
 * else a new surface). A throw in `create` goes to Vue's error handling (`onErrorCaptured`,
 * `app.config.errorHandler`).
 */
export function useEmbed<O extends object, H extends HeldSurface<O, S>, S extends string>(
  options: () => O,
  create: (options: O) => H,
): Embed<O, H, S> {
  const ref = createSurfaceRef<O, S>('loading' as S)
  const surface = shallowRef<H>()
  const status = shallowRef<S>()
  let held: HeldOptions<O> | undefined
  ref.handle.subscribe((next) => {
    status.value = next
  })
  const make = (from: HeldOptions<O>) => {
    const made = create(from.current)
    surface.value = made
    ref.set(made)
    status.value = made.status
  }
  const stop = () => {
    surface.value?.destroy()
    ref.set(undefined)
    surface.value = undefined
  }
  onMounted(() => {
    held = holdOptions(options())
    make(held)
  })
  onUpdated(() => {
    if (held?.take(options(), surface.value) !== 'remake') return
    stop()
    make(held)
  })
  onBeforeUnmount(stop)
  return { surface, handle: ref.handle, status }
}

/** The render function of a component that is one element holding its core object (`container`). */
export function renderContainer(
  read: () => { element: ElementAttrs },
  container: Ref<HTMLDivElement | undefined>,
) {
  return (): VNode => h('div', { ...read().element, ref: container })
}
