import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers';
import { AppRoutes } from './app/app-routes';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
