import type { CookieSerializeOptions } from '@fastify/cookie';

export interface SessionCookie {
  name: string;
  options: CookieSerializeOptions;
}

/**
 * In production the `__Host-` prefix makes the browser insist on Secure, Path=/ and no Domain,
 * so no sibling subdomain can plant or read the cookie.
 */
export function sessionCookieFor(isProduction: boolean, absoluteTimeoutMs: number): SessionCookie {
  return {
    name: isProduction ? '__Host-doclens_session' : 'doclens_session',
    options: {
      httpOnly: true,
      sameSite: 'lax',
      secure: isProduction,
      path: '/',
      maxAge: Math.floor(absoluteTimeoutMs / 1000),
    },
  };
}
