/** Calls for merchandise and annual passes. */
import { z } from 'zod';
import { ANNUAL_PASS_PRODUCT_KIND } from '../merchandise';
import { constParam, idParam, noParams } from './common';
import { defineEndpoint } from './endpoint';
import { category, merchandise } from './entities';
import { notFoundBody } from './errors';

export const merchandiseSelectEndpoint = defineEndpoint({
  name: 'merchandiseSelect',
  method: 'GET',
  path: 'merchandise/select',
  tag: 'merchandise',
  auth: 'none',
  summary: 'All merchandise articles and annual passes (product_kind_ref 13)',
  params: noParams,
  query: z.object({}),
  body: null,
  data: z.array(merchandise),
  errors: {},
});

export const merchandiseArticleEndpoint = defineEndpoint({
  name: 'merchandiseArticle',
  method: 'GET',
  path: 'merchandise',
  tag: 'merchandise',
  auth: 'none',
  summary: 'One merchandise article or pass',
  params: noParams,
  query: z.object({ article: idParam.describe('Merchandise id') }),
  body: null,
  data: merchandise,
  errors: { 404: notFoundBody },
});

export const merchandiseAttrEndpoint = defineEndpoint({
  name: 'merchandiseAttr',
  method: 'GET',
  path: 'merchandise/attr',
  tag: 'merchandise',
  auth: 'none',
  summary: 'Merchandise categories; product_kind=13 for the categories of annual passes',
  params: noParams,
  query: z.object({
    product_kind: constParam(ANNUAL_PASS_PRODUCT_KIND)
      .optional()
      .describe('13 for the categories of annual passes'),
  }),
  body: null,
  data: z.object({ categories: z.array(category) }),
  errors: {},
});
