import type { DocumentAccess } from '../../documents/document-access';
import type { RouteContext } from '../route-context';

/** The route context plus the ownership hooks shared by every `:id` route. */
export interface DocumentRouteContext extends RouteContext {
  access: DocumentAccess;
}
