import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from '../lib/swr';
import { Toaster } from './Toaster';

/** SWR's rules and the toaster, shared by the app and by component tests. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      {children}
      <Toaster />
    </SWRConfig>
  );
}
