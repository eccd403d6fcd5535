import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from './lib/query-client';
import { initErrorReporting } from './lib/report-error';
import { createApiClient, TRPCProvider } from './lib/trpc';
import { ToastProvider } from './ui/toaster';
import { TooltipProvider } from './ui/tooltip';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createApiClient);
  useState(() => initErrorReporting(trpcClient, queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <ToastProvider>
          <TooltipProvider>{children}</TooltipProvider>
        </ToastProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
