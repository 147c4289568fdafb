import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, pageTitle, screenSizeClass } from './layout';

describe('screenSizeClass', () => {
  it('uses the breakpoints 544, 768, 992 and 1200', () => {
    expect(BREAKPOINTS).toEqual({ sm: 544, md: 768, lg: 992, xl: 1200 });
  });

  it.each([
    [0, 'xs'],
    [544, 'xs'],
    [545, 'sm'],
    [768, 'sm'],
    [769, 'md'],
    [992, 'md'],
    [993, 'lg'],
    [1200, 'lg'],
    [1201, 'xl'],
    [2560, 'xl'],
  ])('classes %i px as %s', (width, size) => {
    expect(screenSizeClass(width)).toBe(size);
  });
});

describe('pageTitle', () => {
  it('joins page title and site name with a hyphen', () => {
    expect(pageTitle('Tickets', 'Museumsforum')).toBe('Tickets - Museumsforum');
  });

  it('shows only the site name when the page title is empty', () => {
    expect(pageTitle('', 'Museumsforum')).toBe('Museumsforum');
    expect(pageTitle('  ', 'Museumsforum')).toBe('Museumsforum');
    expect(pageTitle(null, 'Museumsforum')).toBe('Museumsforum');
    expect(pageTitle(undefined, 'Museumsforum')).toBe('Museumsforum');
  });

  it('takes another separator, as some builds use a pipe', () => {
    expect(pageTitle('Tickets', 'Museumsforum', ' | ')).toBe('Tickets | Museumsforum');
  });
});
