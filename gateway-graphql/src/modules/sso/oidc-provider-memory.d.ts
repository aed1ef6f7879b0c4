// oidc-provider's own in-memory store, reached by path (the package has no exports map; its types
// do not describe these files): the demo provider gives it room for a selection day's sign-ins.
declare module 'oidc-provider/lib/helpers/lru.js' {
  export default class LRU {
    constructor(options: { maxSize: number });
  }
}
declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  export function setStorage(store: unknown): void;
}
