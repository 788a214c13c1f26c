// SWR imports React 17's useSyncExternalStore shim; React 19 has the hook, so the build hands SWR React's own.
export { useSyncExternalStore } from 'react';
