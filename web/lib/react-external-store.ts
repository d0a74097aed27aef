// What `use-sync-external-store/shim` gives, from React itself (scripts/vite/react-external-store.ts).
export { useSyncExternalStore } from 'react';
