import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPaymentProviderReferrer,
  nextLastVisited,
  nextPostLoginRedirect,
  returnToQuery,
  safeReturnTo,
} from './redirects';

describe('nextPostLoginRedirect', () => {
  it('stores checkout when leaving checkout for an auth screen', () => {
    expect(nextPostLoginRedirect(null, 'checkout', 'login')).toBe('checkout');
    expect(nextPostLoginRedirect(null, 'checkout', 'guestRegister')).toBe('checkout');
  });

  it('clears it when going to any non-auth screen', () => {
    expect(nextPostLoginRedirect('checkout', 'login', 'checkout')).toBeNull();
    expect(nextPostLoginRedirect('checkout', 'login', 'tickets')).toBeNull();
    expect(nextPostLoginRedirect('checkout', 'checkout', 'home')).toBeNull();
  });

  it('keeps it while moving between auth screens', () => {
    expect(nextPostLoginRedirect('checkout', 'login', 'forgotPassword')).toBe('checkout');
    expect(nextPostLoginRedirect(null, 'login', 'register')).toBeNull();
  });

  it('keeps it on the first navigation to an auth screen', () => {
    expect(nextPostLoginRedirect('checkout', null, 'login')).toBe('checkout');
  });
});

describe('nextLastVisited', () => {
  it('stores the previous URL', () => {
    expect(nextLastVisited('/de/tickets/27', '/de/tickets')).toBe('/de/tickets/27');
  });

  it("keeps the stored URL when the previous URL is '/'", () => {
    expect(nextLastVisited('/', '/de/tickets')).toBe('/de/tickets');
  });

  it('keeps the stored URL on the first navigation', () => {
    expect(nextLastVisited(null, '/de/vouchers')).toBe('/de/vouchers');
    expect(nextLastVisited(undefined, null)).toBeNull();
    expect(nextLastVisited('', null)).toBeNull();
  });
});

describe('safeReturnTo', () => {
  it.each(['/', '/de/checkout', '/de/tickets/27?date=2026-03-05#top', '/de/page/a:b'])(
    'accepts the same-site path %s',
    (value) => {
      expect(safeReturnTo(value)).toBe(value);
    },
  );

  it.each([
    ['a protocol-relative URL', '//evil.example/de'],
    ['an absolute URL', 'https://evil.example/de'],
    ['a script URL', 'javascript:alert(1)'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['a newline', '/de\n/x'],
    ['a space', '/de /x'],
    ['a relative path', 'de/checkout'],
    ['an empty value', ''],
    ['no value', null],
    ['an absent value', undefined],
  ])('refuses %s', (_label, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('only ever returns paths with a single leading slash', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const safe = safeReturnTo(value);
        if (safe !== null) {
          expect(safe.startsWith('/')).toBe(true);
          expect(safe.startsWith('//')).toBe(false);
          expect(safe).not.toMatch(/[\\\s]/);
        }
      }),
    );
  });
});

describe('returnToQuery', () => {
  it('carries the current full path, encoded', () => {
    expect(returnToQuery('/de/tickets/27?date=2026-03-05')).toBe(
      '?returnTo=%2Fde%2Ftickets%2F27%3Fdate%3D2026-03-05',
    );
  });

  it('is empty for a path that is not a safe return target', () => {
    expect(returnToQuery('//evil.example')).toBe('');
  });
});

describe('isPaymentProviderReferrer', () => {
  const providers = ['pay.example.com', 'PSP.example.net '];

  it('recognises a provider host and its subdomains', () => {
    expect(isPaymentProviderReferrer('https://pay.example.com/checkout?x=1', providers)).toBe(true);
    expect(isPaymentProviderReferrer('https://secure.pay.example.com/', providers)).toBe(true);
    expect(isPaymentProviderReferrer('HTTP://psp.example.net:8443', providers)).toBe(true);
    expect(isPaymentProviderReferrer('https://user@pay.example.com/', providers)).toBe(true);
  });

  it('keeps other referrers', () => {
    expect(isPaymentProviderReferrer('https://www.google.com/', providers)).toBe(false);
    expect(isPaymentProviderReferrer('https://notpay.example.com/', providers)).toBe(false);
    expect(isPaymentProviderReferrer('https://pay.example.com.evil.example/', providers)).toBe(
      false,
    );
  });

  it('is false for empty or unreadable referrers and for no providers', () => {
    expect(isPaymentProviderReferrer('', providers)).toBe(false);
    expect(isPaymentProviderReferrer(null, providers)).toBe(false);
    expect(isPaymentProviderReferrer(undefined, providers)).toBe(false);
    expect(isPaymentProviderReferrer('pay.example.com', providers)).toBe(false);
    expect(isPaymentProviderReferrer('https:///path', providers)).toBe(false);
    expect(isPaymentProviderReferrer('https://pay.example.com/', [])).toBe(false);
    expect(isPaymentProviderReferrer('https://pay.example.com/', [' '])).toBe(false);
  });
});
