import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { noParams } from './common';
import {
  buildPath,
  buildQuery,
  buildUrl,
  defineEndpoint,
  pathParamNames,
  type PathParams,
} from './endpoint';
import { endpoints } from './endpoints';

describe('buildPath', () => {
  it('fills the range of a tour calendar', () => {
    expect(buildPath(endpoints.tourCalendar, { id: 12, start: '20260301', end: '20260331' })).toBe(
      'tour/calendar/tour/12/range/20260301;20260331',
    );
  });

  it('fills a date segment and leaves paths without parameters as they are', () => {
    expect(buildPath(endpoints.ticketCollectDate, { id: 7, date: '2026-03-05' })).toBe(
      'ticket/collect/event/7/date/2026-03-05',
    );
    expect(buildPath(endpoints.voucherSelect, {})).toBe('voucher/select/event/');
  });

  it('encodes every value so it stays one segment', () => {
    expect(buildPath(endpoints.page, { id: 'a b/c;d?' })).toBe('page/a%20b%2Fc%3Bd%3F');
  });

  it('throws when a parameter is missing (a bug in the caller)', () => {
    const missing = { id: 12 } as unknown as PathParams<typeof endpoints.tourCalendar>;
    expect(() => buildPath(endpoints.tourCalendar, missing)).toThrow(
      'missing path parameter start',
    );
  });
});

describe('buildQuery', () => {
  it('encodes keys and values and leaves out undefined and null', () => {
    expect(buildQuery({ voucher: 'GIFT 1&2', _: undefined, date: null, deep: 1, ok: true })).toBe(
      '?voucher=GIFT%201%262&deep=1&ok=true',
    );
  });

  it('is empty when nothing is sent', () => {
    expect(buildQuery({})).toBe('');
    expect(buildQuery({ _: undefined })).toBe('');
  });
});

describe('buildUrl', () => {
  it('joins base, language, path and query', () => {
    expect(buildUrl('/api', 'de', endpoints.ticketLifetime, {}, { event: 7 })).toBe(
      '/api/de/ticket/lifetime?event=7',
    );
  });

  it('does not double the slash after the base', () => {
    expect(buildUrl('https://shop.example.org/api/', 'en', endpoints.tourLifetime, { id: 3 })).toBe(
      'https://shop.example.org/api/en/tour/lifetime/tour/3',
    );
  });
});

describe('pathParamNames', () => {
  it('lists placeholders in order', () => {
    expect(pathParamNames('tour/soldout/tour/{id}/range/{start};{end}')).toEqual([
      'id',
      'start',
      'end',
    ]);
    expect(pathParamNames('tour/select/event')).toEqual([]);
  });
});

describe('defineEndpoint', () => {
  const base = {
    name: 'example',
    tag: 'content',
    auth: 'none',
    summary: 'Example',
    query: z.object({}),
    data: z.string(),
    errors: {},
  } as const;

  it('adds the { data } envelope of the answer', () => {
    const endpoint = defineEndpoint({
      ...base,
      method: 'GET',
      path: 'example/{id}',
      params: z.object({ id: z.string() }),
      body: null,
    });
    expect(endpoint.response.parse({ data: 'hello' })).toEqual({ data: 'hello' });
    expect(endpoint.response.safeParse({ data: 1 }).success).toBe(false);
  });

  it('refuses a path whose placeholders differ from the params', () => {
    expect(() =>
      defineEndpoint({
        ...base,
        method: 'GET',
        path: 'example/{id}',
        params: noParams,
        body: null,
      }),
    ).toThrow('example: path parameters {id} differ from params {}');
  });

  it('refuses a GET with a body', () => {
    expect(() =>
      defineEndpoint({
        ...base,
        method: 'GET',
        path: 'example',
        params: noParams,
        body: z.object({}),
      }),
    ).toThrow('a GET call sends no body');
  });
});
