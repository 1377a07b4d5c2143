import { sameData } from '@portico/core/internal'
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
import { type PorticoConfig, PROVIDED, usePortico } from './portico-plugin'

/** What the bindings need of a core object: a status to watch, and a way to tear it down. */
export interface CoreObject<S> {
  readonly status: S
  subscribe(listener: (status: S) => void): () => void
  destroy(): void
}

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
 * and the provided configuration where the component gives none. An emit goes to the parent's listener
 * when it has one at that moment, else to the provided callback of that name (`onEvent`). `read()` is
 * called in render (so the provided configuration's changes are tracked) and in the lifecycle hooks.
 */
export function useGivenOptions<O>(
  attrs: SetupContext['attrs'],
  // biome-ignore lint/suspicious/noExplicitAny: a component's own emit, whose names and arguments it declares
  emit: (event: any, ...args: any[]) => void,
  emits: readonly string[],
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
    for (const key of PROVIDED) options[key] ??= config.value[key]
    return { options: options as O & PorticoConfig, element }
  }
  return { read, listens }
}

/** This instance's heightChange id: Vue's `useId()` (the same on the server and in hydration), as a URL-safe word. */
export function useHeightChangeId(): string {
  return `portico_${useId().replace(/\W/g, '_')}`
}

/** How `useEmbed` treats new options. */
export interface EmbedLifecycle<O, H> {
  /** What makes a new core object: the object is made again when this changes in data. @default every change */
  remake?: ((options: O) => unknown) | undefined
  /** Hands new data to the core object (which decides whether it reloads); without it, new data remakes it. */
  update?: ((handle: H, options: O) => void) | undefined
}

/** What `useEmbed` gives a component: the core object and its status, both shallow refs (undefined before mount). */
export interface Embed<H, S> {
  handle: ShallowRef<H | undefined>
  status: ShallowRef<S | undefined>
}

/**
 * The one pattern of every Portico component, as React's `useEmbed`: the core object is made when the
 * component is mounted (so never on a server) and destroyed before it unmounts. It holds one options
 * object: while new props carry the same data (inline callbacks, a wallet object with the same data), that
 * object takes them in place, so the latest ones run and nothing is rebuilt; new data goes to `update()`
 * (or makes the object again where it cannot be updated). A throw in `create` goes to Vue's error handling
 * (`onErrorCaptured`, `app.config.errorHandler`).
 */
export function useEmbed<O extends object, H extends CoreObject<S>, S>(
  options: () => O,
  create: (options: O) => H,
  lifecycle: EmbedLifecycle<O, H>,
): Embed<H, S> {
  const handle = shallowRef<H>()
  const status = shallowRef<S>()
  let held: O | undefined
  let stop = () => {}
  const make = () => {
    held = options()
    const made = create(held)
    const unsubscribe = made.subscribe((next) => {
      status.value = next
    })
    handle.value = made
    status.value = made.status
    stop = () => {
      unsubscribe()
      made.destroy()
    }
  }
  const remake = () => {
    stop()
    make()
  }
  onMounted(make)
  onUpdated(() => {
    const next = options()
    const current = handle.value
    if (!held || !current) return
    if (sameData(next, held)) {
      Object.assign(held, next)
      return
    }
    const keep = lifecycle.update && sameData(lifecycle.remake?.(next), lifecycle.remake?.(held))
    if (!keep) return remake()
    held = next
    lifecycle.update?.(current, next)
  })
  onBeforeUnmount(() => {
    stop()
    stop = () => {}
    handle.value = undefined
  })
  return { handle, status }
}

/** The render function of a component that is one element holding its core object (`container`). */
export function renderContainer(
  read: () => { element: ElementAttrs },
  container: Ref<HTMLDivElement | undefined>,
) {
  return (): VNode => h('div', { ...read().element, ref: container })
}
