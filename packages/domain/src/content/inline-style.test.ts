import { describe, expect, it } from 'vitest';
import { inlineStyleSheet } from './inline-style';

describe('a style sheet written into a page', () => {
  it('names its file, keeps its rules and links the file disabled', () => {
    expect(inlineStyleSheet('/assets/a-1.css', '.a{color:red}')).toBe(
      '<style data-href="/assets/a-1.css">.a{color:red}</style>' +
        '<link rel="stylesheet" href="/assets/a-1.css" disabled>',
    );
  });

  it('cannot end the element early nor leave its attribute', () => {
    expect(inlineStyleSheet('/a"b<c&.css', 'a::after{content:"</STYLE><script>"}')).toBe(
      '<style data-href="/a&quot;b&lt;c&amp;.css">a::after{content:"<\\/style><script>"}</style>' +
        '<link rel="stylesheet" href="/a&quot;b&lt;c&amp;.css" disabled>',
    );
  });
});
