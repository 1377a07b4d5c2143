import {
  createSurfaceRef,
  type HeldOptions,
  type HeldSurface,
  holdOptions,
  PROVIDED_KEYS,
  type ProvidedKey,
  type SurfaceHandle,
  type SurfaceRef,
  withProvided,
} from '@portico/core/internal'
import { attributeValue } from './attribute-value'
import { defaults, onConfigure } from './defaults'

// Custom elements exist only in browsers: on a server (an SSR import) the classes extend a stand-in and
// are never defined.
const Base = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement

/** `wallet-timeout-ms` → `walletTimeoutMs`. */
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

/** What each element declares about its options. */
export interface ElementSpec {
  /** Attributes read as numbers (`cents="1999"`), by option name. */
  numbers?: readonly string[]
  /** Attributes read as flags (present means `true`), by option name. */
  flags?: readonly string[]
  /** The callbacks that are DOM events: `onSuccess` dispatches `success`, `onAuthDeclined` `auth-declined`. */
  events: readonly string[]
  /** The keys of the page's `configure()` defaults it takes. @default every one */
  provided?: readonly ProvidedKey[]
}

/** The DOM event name of callback `onAuthDeclined`: `auth-declined`. */
export const eventName = (callback: string) =>
  callback
    .slice(2)
    .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
    .slice(1)

/**
 * The one pattern of every Portico element: its options are its attributes (strings; the declared
 * numbers and flags read as HTML reads them), its properties (objects, wallets, plugins, functions:
 * `element.wallet = …`, or all at once with `element.options = {…}`) and the page's `configure()`
 * defaults. The surface is made a microtask after the element is connected (once the document is
 * parsed) and destroyed when it is disconnected. Changes are gathered for a microtask, then core decides
 * what they mean (the same data: nothing; new data: the surface's `update()`; else a new surface).
 * Callbacks are DOM events; options the element cannot read or the surface refuses are an `error` event
 * (an InvalidOptionError), logged unless a listener calls `preventDefault()`. The element is the
 * surface's handle: `status`, `subscribe()`, `reload()`, `update()`, `destroy()`.
 */
export abstract class PorticoElement<O extends object, H extends HeldSurface<O, S>, S extends string>
  extends Base
  implements SurfaceHandle<Record<string, unknown>, S>
{
  /** Options set as properties (`element.wallet = …`), over the attributes. */
  #properties: Record<string, unknown> = {}
  #held: HeldOptions<O> | undefined
  #ref: SurfaceRef<O, S> = createSurfaceRef<O, S>('loading' as S)
  #stop: (() => void) | undefined
  #queued = false

  /** What this element declares about its options. */
  protected abstract readonly spec: ElementSpec
  /** Makes the surface in the element itself. */
  protected abstract create(options: O): H
  /** The options the surface takes, from what the element read (e.g. the button's amount as its subtotal). */
  protected prepare(options: O): O {
    return options
  }

  /** The surface's status (`loading` until it is made, `destroyed` once removed). */
  get status(): S {
    return this.#ref.handle.status
  }

  /** Calls `listener` on every status change of the element's surface; returns the unsubscribe function. */
  subscribe(listener: (status: S) => void): () => void {
    return this.#ref.handle.subscribe(listener)
  }

  /** Loads the surface again (a new navigation, a new `load-timeout-ms`), e.g. after an `error` event. */
  reload(): void {
    this.#ref.handle.reload()
  }

  /** Removes the surface and every listener (the element stays); safe to call twice. */
  destroy(): void {
    this.#ref.handle.destroy()
  }

  /** @internal The surface while connected. */
  protected get handle(): H | undefined {
    return this.#ref.current as H | undefined
  }

  /** All options at once, over the attributes (e.g. from a framework's property binding). */
  get options(): Record<string, unknown> {
    return { ...this.#properties }
  }
  set options(value: Record<string, unknown>) {
    this.#properties = { ...value }
    this.#schedule()
  }

  /** Sets one option (for objects, wallets, plugins and functions; the named properties call this). */
  setOption(name: string, value: unknown): void {
    this.#properties[name] = value
    this.#schedule()
  }

  /** Reads one option set as a property or with `setOption`. */
  getOption(name: string): unknown {
    return this.#properties[name]
  }

  connectedCallback(): void {
    // A property set before the element was defined (a framework binding, a script before the tag's
    // definition) sits on the instance and hides the accessor: move it to the options.
    for (const name of (this.constructor as { properties?: readonly string[] }).properties ?? []) {
      if (!Object.hasOwn(this, name)) continue
      const value = (this as unknown as Record<string, unknown>)[name]
      delete (this as unknown as Record<string, unknown>)[name]
      this.#properties[name] = value
    }
    // Made a microtask later, so that the properties a page or framework sets right after inserting the
    // element (its wallet, its plugins) are in the first URL: one navigation, not two. While the document
    // is still parsed, once it is: the page's scripts after the tag (its configure() call) have run then.
    const connect = () => {
      if (this.isConnected && !this.#stop) this.#connect()
    }
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', connect, { once: true })
    else queueMicrotask(connect)
  }

  disconnectedCallback(): void {
    this.#stop?.()
    this.#stop = undefined
    this.#held = undefined
  }

  #connect(): void {
    const observer = new MutationObserver(() => this.#schedule())
    observer.observe(this, { attributes: true })
    const stopConfigure = onConfigure(() => this.#schedule())
    this.#stop = () => {
      this.#unmake()
      observer.disconnect()
      stopConfigure()
    }
    this.#make()
  }

  /**
   * Gives the options to the surface now (changes are otherwise gathered for a microtask); with
   * `options`, they replace the properties first (`element.update({ wallet })`).
   */
  update(options?: Record<string, unknown>): void {
    if (options) this.#properties = { ...options }
    if (!this.#stop) return
    const next = this.#read()
    if (!next) return
    if (!this.#held) this.#held = holdOptions(next)
    else if (this.#held.take(next, this.#ref.current) !== 'remake') return
    this.#unmake()
    this.#make()
  }

  #schedule(): void {
    if (this.#queued) return
    this.#queued = true
    queueMicrotask(() => {
      this.#queued = false
      this.update()
    })
  }

  /** The surface's options now, or `undefined` after an `error` event said why there are none. */
  #read(): O | undefined {
    try {
      return this.prepare(this.#options())
    } catch (error) {
      this.fail(error)
      return undefined
    }
  }

  /** Bad options must not take the page down: an `error` event, and the console unless a listener says not. */
  protected fail(error: unknown): void {
    if (this.dispatchEvent(new CustomEvent('error', { detail: error, cancelable: true })))
      console.error(error)
  }

  /** Makes the surface from the held options (read now the first time). */
  #make(): void {
    if (!this.#held) {
      const options = this.#read()
      if (!options) return
      this.#held = holdOptions(options)
    }
    let made: H
    try {
      made = this.create(this.#held.current)
    } catch (error) {
      this.fail(error)
      return
    }
    const unsubscribe = made.subscribe((status) =>
      this.dispatchEvent(new CustomEvent('status', { detail: status })),
    )
    this.#ref.set(made)
    this.#unmake = () => {
      this.#unmake = () => {}
      unsubscribe()
      made.destroy()
      this.#ref.set(undefined)
    }
  }

  #unmake: () => void = () => {}

  /** The options now: attributes, then properties, then the defaults where they give none, and a DOM event per declared callback. */
  #options(): O {
    const { numbers = [], flags = [], events, provided = PROVIDED_KEYS } = this.spec
    const options: Record<string, unknown> = {}
    for (const { name, value } of Array.from(this.attributes)) {
      const key = camel(name)
      if (name === 'class' || name === 'style' || name === 'id' || /^(data|aria)-/.test(name)) continue
      options[key] = attributeValue(
        name,
        value,
        flags.includes(key) ? 'flag' : numbers.includes(key) ? 'number' : 'text',
      )
    }
    Object.assign(options, this.#properties)
    for (const callback of events) {
      const own = this.#properties[callback] as ((...args: unknown[]) => unknown) | undefined
      const fallback = defaults[callback as keyof typeof defaults] as
        | ((...args: unknown[]) => unknown)
        | undefined
      options[callback] = (detail: unknown) => {
        this.dispatchEvent(new CustomEvent(eventName(callback), { detail }))
        ;(own ?? fallback)?.(detail)
      }
    }
    return withProvided(options, defaults, provided) as O
  }
}

/**
 * Defines each option of `names` as a property of `element`'s instances (`element.wallet = …`), kept with
 * the options; the names are also `element.properties`, so values set before the definition are taken.
 */
export function optionProperties(
  element: { prototype: object; properties?: readonly string[] },
  names: readonly string[],
) {
  element.properties = names
  for (const name of names) {
    Object.defineProperty(element.prototype, name, {
      configurable: true,
      get(this: { getOption(n: string): unknown }) {
        return this.getOption(name)
      },
      set(this: { setOption(n: string, v: unknown): void }, value: unknown) {
        this.setOption(name, value)
      },
    })
  }
}
