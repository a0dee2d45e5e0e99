import type { Billing } from '@doclens/billing';
import type { JobResults } from '@doclens/queue';
import type { AnonymousClaim } from '../accounts/anonymous-claim';
import type { SessionCookie } from '../accounts/session-cookie';
import type { SessionManager } from '../accounts/session-manager';
import type { GatewayDependencies } from '../gateway-dependencies';

export interface RouteContext {
  deps: GatewayDependencies;
  sessions: SessionManager;
  cookie: SessionCookie;
  claim: AnonymousClaim;
  /** The payments provider and billing operations, built once for every route that needs them. */
  billing: Billing;
  /** The one way a request waits for a worker's job (an answer, an export, a long poll). */
  jobResults: JobResults;
}
