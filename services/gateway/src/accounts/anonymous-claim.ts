import { generateSecretToken, hashSecretToken } from '@doclens/auth';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

const CLAIM_LIFETIME_SECONDS = 30 * 24 * 3600;

/**
 * An anonymous visitor's uploads are tied to their browser by this cookie; only its hash is
 * stored on the documents. Signing in moves them to the account and drops the cookie.
 */
export class AnonymousClaim {
  readonly cookieName: string;
  readonly #options: CookieSerializeOptions;

  constructor(isProduction: boolean) {
    this.cookieName = isProduction ? '__Host-doclens_claim' : 'doclens_claim';
    this.#options = {
      httpOnly: true,
      sameSite: 'lax',
      secure: isProduction,
      path: '/',
      maxAge: CLAIM_LIFETIME_SECONDS,
    };
  }

  /** The hash of this browser's claim, or undefined when it has none. */
  hashOf(request: FastifyRequest): string | undefined {
    const token = request.cookies[this.cookieName];
    return token ? hashSecretToken(token) : undefined;
  }

  /** The browser's claim hash, giving it a new claim cookie first when it has none. */
  ensure(request: FastifyRequest, reply: FastifyReply): string {
    const existing = this.hashOf(request);
    if (existing) return existing;
    const token = generateSecretToken();
    reply.setCookie(this.cookieName, token, this.#options);
    return hashSecretToken(token);
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(this.cookieName, { ...this.#options, maxAge: undefined });
  }
}
