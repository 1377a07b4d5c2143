import { sameData } from '@portico/core/internal'
import { defaults, onConfigure } from './defaults'

/** What an element needs of a core object: a status to watch, and a way to tear it down. */
export interface CoreObject<S> {
  readonly status: S
  subscribe(listener: (status: S) => void): () => void
  destroy(): void
}

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
}

/** The DOM event name of callback `onAuthDeclined`: `auth-declined`. */
export const eventName = (callback: string) =>
  callback
    .slice(2)
    .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
    .slice(1)

/**
 * The one pattern of every Portico element: its options are its attributes (strings; the declared
 * numbers and flags converted), its properties (objects, wallets, plugins, functions: `element.wallet =
 * …`, or all at once with `element.options = {…}`) and the page's `configure()` defaults. The core
 * object is made a microtask after the element is connected (once the document is parsed) and destroyed
 * when it is disconnected. Changes are
 * gathered for a microtask, then given to `apply()`: the same data changes nothing, new data goes to the
 * core object's `update()` (or makes it again where it cannot be updated). Callbacks are DOM events.
 */
export abstract class PorticoElement<O extends object, H extends CoreObject<S>, S> extends Base {
  /** Options set as properties (`element.wallet = …`), over the attributes. */
  #properties: Record<string, unknown> = {}
  #held: O | undefined
  #handle: H | undefined
  #stop: (() => void) | undefined
  #queued = false

  /** What this element declares about its options. */
  protected abstract readonly spec: ElementSpec
  /** Makes the core object in `container` (the element itself). */
  protected abstract create(options: O): H
  /** Hands new data to the core object; `false` when it must be made again instead. */
  protected abstract apply(handle: H, options: O, previous: O): boolean

  /** The core object's status (`loading`, `loaded`, `ready`, …), `undefined` while disconnected. */
  get status(): S | undefined {
    return this.#handle?.status
  }

  /** @internal The core object while connected. */
  protected get handle(): H | undefined {
    return this.#handle
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
    this.#handle = undefined
    this.#held = undefined
  }

  #connect(): void {
    const observer = new MutationObserver(() => this.#schedule())
    observer.observe(this, { attributes: true })
    const stopConfigure = onConfigure(() => this.#schedule())
    const stopHandle = this.#make()
    this.#stop = () => {
      stopHandle?.()
      observer.disconnect()
      stopConfigure()
    }
  }

  /** Gives the current options to the core object now (changes are otherwise gathered for a microtask). */
  update(): void {
    const handle = this.#handle
    const held = this.#held
    if (!handle || !held) {
      // Connected with options that were refused: try the new ones.
      if (this.#stop) {
        this.disconnectedCallback()
        this.#connect()
      }
      return
    }
    const next = this.#options()
    if (sameData(next, held)) {
      Object.assign(held, next)
      return
    }
    this.#held = next
    if (this.apply(handle, next, held)) return
    this.disconnectedCallback()
    this.#connect()
  }

  #schedule(): void {
    if (this.#queued) return
    this.#queued = true
    queueMicrotask(() => {
      this.#queued = false
      this.update()
    })
  }

  /** Makes the core object; returns what tears it down (nothing when the options were refused). */
  #make(): (() => void) | undefined {
    const options = this.#options()
    let made: H
    try {
      made = this.create(options)
    } catch (error) {
      // Bad options must not take the page down: the element says so as a cancelable `error` event, and
      // on the console unless a listener calls preventDefault().
      if (this.dispatchEvent(new CustomEvent('error', { detail: error, cancelable: true })))
        console.error(error)
      return undefined
    }
    this.#held = options
    this.#handle = made
    const unsubscribe = made.subscribe((status) =>
      this.dispatchEvent(new CustomEvent('status', { detail: status })),
    )
    return () => {
      unsubscribe()
      made.destroy()
    }
  }

  /** The options now: defaults, then attributes, then properties, and a DOM event per declared callback. */
  #options(): O {
    const { numbers = [], flags = [], events } = this.spec
    const options: Record<string, unknown> = { ...defaults }
    for (const { name, value } of Array.from(this.attributes)) {
      const key = camel(name)
      if (name === 'class' || name === 'style' || name === 'id' || /^(data|aria)-/.test(name)) continue
      options[key] = flags.includes(key) ? value !== 'false' : numbers.includes(key) ? Number(value) : value
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
    return options as O
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
