/**
 * Secrets that must never reach a log line, wherever they appear in a logged object. Headers
 * are matched one level down too: libraries log the request's headers under keys of their own
 * (@fastify/multipart's `busboyOptions.headers` at trace level).
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.headers.cookie',
  '*.headers.authorization',
  'password',
  '*.password',
  'token',
  '*.token',
  'newPassword',
  '*.newPassword',
];

export const REDACTION_CENSOR = '[redacted]';

// Emailed links carry their token in the query string (`/api/auth/verify-email?token=…`, the web
// app's `/auth?mode=reset&token=…`), and request URLs are logged on every request.
const SECRET_QUERY_PARAMETERS = /([?&](?:token|password)=)[^&#]*/gi;

export function urlWithoutSecrets(url: string): string {
  return url.replace(SECRET_QUERY_PARAMETERS, `$1${REDACTION_CENSOR}`);
}

/** The fields of an HTTP request (Fastify's) that a request log line holds. */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Replaces Fastify's request serializer (a logger's own serializers take precedence over the
 * framework's) with the same fields, the URL stripped of its secrets.
 */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? urlWithoutSecrets(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
