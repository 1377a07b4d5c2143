/** A JSON-RPC failure as Stellar RPC answers it (e.g. `-32602 invalid_xdr` for XDR it cannot read). */
export class StellarRpcFault extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
