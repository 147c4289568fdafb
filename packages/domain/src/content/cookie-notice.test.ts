import { describe, expect, it } from 'vitest';
import { NOTICE_COOKIE, noticeAcceptedCookie, noticeAcceptedIn } from './cookie-notice';

describe('the cookie notice answer', () => {
  it('is read from a cookie header among other cookies', () => {
    expect(noticeAcceptedIn(`${NOTICE_COOKIE}=accepted`)).toBe(true);
    expect(noticeAcceptedIn(`a=1; ${NOTICE_COOKIE}=accepted; b=2`)).toBe(true);
    expect(noticeAcceptedIn(`a=1;${NOTICE_COOKIE} = accepted `)).toBe(true);
  });

  it('is no answer when missing, empty, another value or another name', () => {
    for (const header of [
      undefined,
      null,
      '',
      'a=1',
      `${NOTICE_COOKIE}=`,
      `${NOTICE_COOKIE}=no`,
      `x${NOTICE_COOKIE}=accepted`,
      `${NOTICE_COOKIE}`,
      `=accepted`,
    ]) {
      expect(noticeAcceptedIn(header)).toBe(false);
    }
  });

  it('is written as a session cookie for the whole site, secure on https', () => {
    const cookie = noticeAcceptedCookie(false);
    expect(cookie).toBe(`${NOTICE_COOKIE}=accepted; Path=/; SameSite=Lax`);
    expect(cookie).not.toMatch(/expires|max-age/i);
    expect(noticeAcceptedCookie(true)).toBe(`${cookie}; Secure`);
    expect(noticeAcceptedIn(cookie.split(';')[0])).toBe(true);
  });
});
