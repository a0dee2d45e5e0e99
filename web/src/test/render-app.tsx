import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { AppRoutes } from '../app/app-routes';
import { createQueryClient } from '../lib/query-client';

/** Shows where the router is, so tests can check redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders the whole app at `path` with a fresh query cache (fetch must be mocked first). */
export function renderApp(path: string) {
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, user, queryClient };
}
