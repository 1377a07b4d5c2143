import {
  type CheckoutHandle,
  type CheckoutKind,
  type CheckoutStatus,
  type MountCheckoutOptions,
  mountCheckout,
} from '@portico/core'
import { useEffect, useRef } from 'react'
import type { CheckoutBaseProps } from './checkout-props'
import { useCoreObject } from './use-core-object'
import { useHeightChangeId } from './use-height-change-id'
import { usePortico } from './use-portico'

/** Height kept for a checkout that has not loaded yet when no `minHeight` is given. */
const LOADING_HEIGHT = 400

/**
 * The one component behind Purchase, Withdraw and the histories. The core checkout is made after commit
 * (so never on the server) and destroyed on unmount; every render hands the latest props to `update()`,
 * which reloads the iframe only when the URL really changes and applies callbacks without rebinding.
 */
export function Checkout({ kind, ...props }: CheckoutBaseProps & { kind: CheckoutKind }) {
  const config = usePortico()
  const heightChangeId = useHeightChangeId()
  const { className, style, loader, ...rest } = props
  const options = {
    ...rest,
    kind,
    env: rest.env ?? config.env,
    merchantId: rest.merchantId ?? config.merchantId,
    plugins: rest.plugins ?? config.plugins,
    hosts: rest.hosts ?? config.hosts,
    heightChangeId: rest.heightChangeId ?? rest.useHeightChange ?? heightChangeId,
  } as MountCheckoutOptions
  const container = useRef<HTMLDivElement>(null)
  const latest = useRef(options)
  // `credentialless` must be set before the iframe's first navigation: changing it needs a new iframe.
  const [checkout, status] = useCoreObject<CheckoutStatus, CheckoutHandle>(
    () => mountCheckout(container.current as HTMLDivElement, latest.current),
    [options.credentialless],
  )
  useEffect(() => {
    latest.current = options
    checkout?.update(options)
  })

  const loaded = status === 'loaded'
  return (
    <div
      className={className}
      aria-busy={!loaded}
      style={{
        position: 'relative',
        minHeight: loaded ? undefined : (rest.minHeight ?? LOADING_HEIGHT),
        ...style,
      }}
    >
      <div ref={container} />
      {!loaded && (
        <div
          style={{
            position: 'absolute',
            inset: 0,
            background: loader === undefined ? (rest.loaderBackground ?? '#f2f2f2') : undefined,
          }}
        >
          {loader}
        </div>
      )}
    </div>
  )
}
