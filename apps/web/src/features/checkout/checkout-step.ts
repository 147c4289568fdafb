/** Which step of the checkout is shown: the URL's `?step=`, guarded. */

export type BasketStep = 'cart' | 'login' | 'payment';

/** The step the query asks for: `login`, `payment`, anything else is the cart. */
export function requestedStep(value: string | null): BasketStep {
  return value === 'login' || value === 'payment' ? value : 'cart';
}

export interface StepGuard {
  readonly loggedIn: boolean;
  readonly termsAccepted: boolean;
  readonly empty: boolean;
}

/** Where a step leads: why it is refused, and the step shown instead. */
export interface StepDecision {
  readonly step: BasketStep;
  /** True when the visitor was sent back to the cart because the terms are not accepted. */
  readonly termsMissing: boolean;
}

/**
 * An empty basket and unaccepted terms keep the visitor in the cart; a logged-in visitor skips the
 * sign-in step; a logged-out one must sign in before the payment.
 */
export function guardStep(step: BasketStep, guard: StepGuard): StepDecision {
  if (step === 'cart' || guard.empty) return { step: 'cart', termsMissing: false };
  if (!guard.termsAccepted) return { step: 'cart', termsMissing: true };
  if (step === 'login' && guard.loggedIn) return { step: 'payment', termsMissing: false };
  if (step === 'payment' && !guard.loggedIn) return { step: 'login', termsMissing: false };
  return { step, termsMissing: false };
}
