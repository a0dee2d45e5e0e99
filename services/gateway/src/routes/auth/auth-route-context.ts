import type { SessionCookie } from '../../accounts/session-cookie';
import type { SessionManager } from '../../accounts/session-manager';
import type { GatewayDependencies } from '../../gateway-dependencies';

export interface AuthRouteContext {
  deps: GatewayDependencies;
  sessions: SessionManager;
  cookie: SessionCookie;
}
