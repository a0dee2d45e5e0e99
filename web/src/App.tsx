import { useEffect, useState } from 'react';

type ServiceStatus = 'checking' | 'up' | 'down';

const HEALTH_URL = '/healthz';
const CHECK_INTERVAL_MS = 30_000;
const CHECK_TIMEOUT_MS = 5_000;

/** Asks the gateway (same origin) whether it is up. Any non-2xx answer, network error or timeout counts as down. */
async function checkHealth(signal: AbortSignal): Promise<Exclude<ServiceStatus, 'checking'>> {
  const request = new AbortController();
  const abort = () => request.abort();
  const timer = window.setTimeout(abort, CHECK_TIMEOUT_MS);
  signal.addEventListener('abort', abort, { once: true });
  try {
    const response = await fetch(HEALTH_URL, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal: request.signal,
    });
    return response.ok ? 'up' : 'down';
  } catch {
    return 'down';
  } finally {
    window.clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

function useServiceStatus(): ServiceStatus {
  const [status, setStatus] = useState<ServiceStatus>('checking');

  useEffect(() => {
    const controller = new AbortController();
    const run = async () => {
      const result = await checkHealth(controller.signal);
      if (!controller.signal.aborted) setStatus(result);
    };
    void run();
    const timer = window.setInterval(() => void run(), CHECK_INTERVAL_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, []);

  return status;
}

const STATUS_TEXT: Record<ServiceStatus, string> = {
  checking: 'Checking the service…',
  up: 'Service is up',
  down: 'Service is unavailable — please try again shortly',
};

export function App() {
  const status = useServiceStatus();

  return (
    <div className="page">
      <main className="hero" aria-labelledby="product-name">
        <h1 id="product-name" className="hero__title">
          DocLens
        </h1>
        <p className="hero__pitch">Upload a PDF — contract, essay or CV — and get an analysis you can act on.</p>
      </main>
      <footer className="page__footer">
        <p className="status" role="status" aria-live="polite" data-status={status}>
          <span className="status__dot" aria-hidden="true" />
          {STATUS_TEXT[status]}
        </p>
      </footer>
    </div>
  );
}
