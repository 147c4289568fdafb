/** Calls for static content, shop information, remote configuration and static pages. */
import { z } from 'zod';
import { noParams, shopParam } from './common';
import { defineEndpoint } from './endpoint';
import { shopConfig, shopInfo, staticContent, staticPage, staticPageId } from './entities';
import { notFoundBody } from './errors';

const shopQuery = z.object({ shop: shopParam });

export const staticContentEndpoint = defineEndpoint({
  name: 'staticContent',
  method: 'GET',
  path: 'static/content',
  tag: 'content',
  auth: 'none',
  summary: 'Banners, cookie notice and social links',
  description:
    'Path chosen by Foyer (docs/api.md): the API names this call "static content" but gives it no path.',
  params: noParams,
  query: z.object({}),
  body: null,
  data: staticContent,
  errors: {},
});

export const shopInfoEndpoint = defineEndpoint({
  name: 'shopInfo',
  method: 'GET',
  path: 'shopinfo',
  tag: 'content',
  auth: 'none',
  summary: 'Static content and meta data of the shop (shop=2)',
  params: noParams,
  query: shopQuery,
  body: null,
  data: shopInfo,
  errors: {},
});

export const shopConfigEndpoint = defineEndpoint({
  name: 'shopConfig',
  method: 'GET',
  path: 'shopinfo/config',
  tag: 'content',
  auth: 'none',
  summary: 'Remote configuration: features, languages, links, logos, theme (shop=2)',
  params: noParams,
  query: shopQuery,
  body: null,
  data: shopConfig,
  errors: {},
});

export const pageEndpoint = defineEndpoint({
  name: 'page',
  method: 'GET',
  path: 'page/{id}',
  tag: 'pages',
  auth: 'none',
  summary:
    'A static page: imprint, terms, data protection, accessibility statement or shipping (the accessibility statement is never missing: Foyer’s default stands in where the museum wrote none)',
  params: z.object({ id: staticPageId }),
  query: z.object({}),
  body: null,
  data: staticPage,
  errors: { 404: notFoundBody },
});
