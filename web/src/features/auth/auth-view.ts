import { isPaidPlan, type PlanId, planOrFree } from '@doclens/api';

export type AuthView = 'login' | 'register' | 'forgot' | 'reset';

const REGISTER_MODES = new Set(['register', 'signup']);

/**
 * Spec part 1 §2: register when a plan is named or mode is register/signup, otherwise login. An
 * explicit mode=login wins over a plan so that a new paid-plan user can sign in on their way to
 * checkout (registration does not sign in, see docs/decisions.md).
 */
export function authViewFor(params: URLSearchParams): AuthView {
  const mode = params.get('mode');
  if (mode === 'reset' && params.get('token')) return 'reset';
  if (mode === 'forgot') return 'forgot';
  if (mode === 'login') return 'login';
  if (params.has('plan') || (mode !== null && REGISTER_MODES.has(mode))) return 'register';
  return 'login';
}

/** The plan named in the address, if any; one we do not sell is free (spec part 1 §5). */
export function requestedPlanOf(params: URLSearchParams): PlanId | null {
  return params.has('plan') ? planOrFree(params.get('plan')) : null;
}

/** Where a signed-in visitor of /auth goes: checkout for a paid plan, otherwise home. */
export function signedInAuthTarget(params: URLSearchParams): string {
  const plan = requestedPlanOf(params);
  return plan && isPaidPlan(plan) ? `/checkout?plan=${plan}` : '/';
}
