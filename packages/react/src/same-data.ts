// The comparison lives in core, shared with the other bindings.
export { sameData } from '@portico/core/internal'
