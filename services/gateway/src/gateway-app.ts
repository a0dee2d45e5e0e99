import { randomUUID } from 'node:crypto';
import { createBilling } from '@doclens/billing';
import { createJobResults } from '@doclens/queue';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AnonymousClaim } from './accounts/anonymous-claim';
import { SessionCache } from './accounts/session-cache';
import { sessionCookieFor } from './accounts/session-cookie';
import { SessionManager } from './accounts/session-manager';
import { registerCollaboration } from './collaboration/register-collaboration';
import type { GatewayDependencies } from './gateway-dependencies';
import { readyJobQueue } from './http/ready-job-queue';
import { collectRouteTable } from './http/route-table';
import { registerMetricsEndpoint } from './metrics/metrics-endpoint';
import { registerErrorHandler } from './plugins/error-handler';
import { registerNulCharacterCheck } from './plugins/nul-character-check';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimiting } from './plugins/rate-limiting';
import { registerRequestLogging } from './plugins/request-logging';
import { registerRequestOriginCheck } from './plugins/request-origin-check';
import { registerRequestTracing } from './plugins/request-tracing';
import { registerSecurityHeaders } from './plugins/security-headers';
import { sessionAuth } from './plugins/session-auth';
import { registerSessionCacheInvalidation } from './plugins/session-cache-invalidation';
import { registerWebApp } from './plugins/web-app';
import { adminRoutes } from './routes/admin/admin-routes';
import { emailVerificationRoutes } from './routes/auth/email-verification-routes';
import { passwordResetRoutes } from './routes/auth/password-reset-routes';
import { registrationRoutes } from './routes/auth/registration-routes';
import { sessionRoutes } from './routes/auth/session-routes';
import { billingRoutes } from './routes/billing/billing-routes';
import { bulkUploadRoutes } from './routes/bulk/bulk-upload-routes';
import { documentRoutes } from './routes/documents/document-routes';
import { uploadRoutes } from './routes/documents/upload-routes';
import { feedbackRoutes } from './routes/feedback-routes';
import { generationRoutes } from './routes/generation/generation-routes';
import { healthRoutes } from './routes/health-routes';
import type { RouteContext } from './routes/route-context';

const REQUEST_ID_PATTERN = /^[\w.-]{8,100}$/;

/**
 * The gateway's plugins in a fixed order: infrastructure (errors, headers, origin check, rate
 * limits, docs), then the session, then routes, then the web app that catches the rest.
 */
export async function buildGatewayApp(deps: GatewayDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: config.http.trustProxy,
    requestIdHeader: false,
    // One line per request instead of Fastify's two (plugins/request-logging.ts).
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  collectRouteTable(app);
  await registerRequestTracing(app, config.tracing.enabled);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerRequestLogging(app);
  registerErrorHandler(app);
  registerNulCharacterCheck(app);
  registerMetricsEndpoint(app, deps);
  await registerSecurityHeaders(app, config.isProduction);
  registerRequestOriginCheck(app, config.http.appUrl);
  await registerRateLimiting(app, {
    redis: deps.redis,
    namespace: config.redis.queuePrefix,
    apiRequestsPerMinute: config.auth.apiRateLimitPerMinute,
  });
  const cookie = sessionCookieFor(config.isProduction, config.auth.sessionAbsoluteTimeoutMs);
  const claim = new AnonymousClaim(config.isProduction);
  await registerOpenApi(app, { session: cookie.name, claim: claim.cookieName });

  const sessionCache = config.auth.sessionCacheMs > 0 ? new SessionCache(config.auth.sessionCacheMs) : undefined;
  if (sessionCache) {
    registerSessionCacheInvalidation(app, {
      cache: sessionCache,
      databaseUrl: config.database.url,
      logger: deps.logger,
    });
  }
  const sessions = new SessionManager(deps.db, config.auth, sessionCache);
  await app.register(sessionAuth, { sessions, cookie });

  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 1000 } });
  const billing = createBilling({ config, db: deps.db, logger: deps.logger, emails: readyJobQueue(deps) });
  const jobResults = createJobResults(deps.jobs, config.redis, deps.logger);
  // preClose: the waits end before the server waits for its requests, so long polls answer at once.
  app.addHook('preClose', () => jobResults.close());
  const authContext: RouteContext = { deps, sessions, cookie, claim, billing, jobResults };
  await app.register(healthRoutes(deps));
  await app.register(registrationRoutes(authContext));
  await app.register(sessionRoutes(authContext));
  await app.register(passwordResetRoutes(authContext));
  await app.register(emailVerificationRoutes(authContext));
  await app.register(uploadRoutes(authContext));
  await app.register(documentRoutes(authContext));
  await app.register(feedbackRoutes(deps));
  const collaboration = registerCollaboration(app, { deps, sessions, cookie });
  await app.register(generationRoutes(authContext, collaboration));
  await app.register(billingRoutes(authContext));
  await app.register(bulkUploadRoutes(authContext));
  await app.register(adminRoutes(authContext));

  await registerWebApp(app, config.http.webDistDir, { supportEmail: config.mail.supportEmail });
  return app;
}
