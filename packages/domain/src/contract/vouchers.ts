/** Calls for voucher codes, voucher types and voucher categories. */
import { z } from 'zod';
import { idParam, inputText, noParams } from './common';
import { defineEndpoint } from './endpoint';
import { category, voucherCode, voucherType } from './entities';
import { notFoundBody, validationErrorBody } from './errors';

export const voucherCodeEndpoint = defineEndpoint({
  name: 'voucherCode',
  method: 'GET',
  path: 'voucher',
  tag: 'vouchers',
  auth: 'none',
  summary: 'Check a voucher code (trimmed) before it goes into the basket',
  description:
    'A refused code answers 422 with `error` VOUCHER_NOT_FOUND, VOUCHER_NOW_IS_BEFORE_VALID_FROM, ' +
    'VOUCHER_NOW_IS_AFTER_VALID_TO or VOUCHER_NO_AMOUNT_LEFT.',
  params: noParams,
  query: z.object({ voucher: inputText().trim().min(1).max(64).describe('The voucher code') }),
  body: null,
  data: voucherCode,
  errors: { 422: validationErrorBody },
});

export const voucherSelectEndpoint = defineEndpoint({
  name: 'voucherSelect',
  method: 'GET',
  path: 'voucher/select/event/',
  tag: 'vouchers',
  auth: 'none',
  summary: 'All gift voucher types that can be bought',
  params: noParams,
  query: z.object({}),
  body: null,
  data: z.array(voucherType),
  errors: {},
});

export const voucherSelectOneEndpoint = defineEndpoint({
  name: 'voucherSelectOne',
  method: 'GET',
  path: 'voucher/selectOne/price/{id}',
  tag: 'vouchers',
  auth: 'none',
  summary: 'One gift voucher type',
  params: z.object({ id: idParam }),
  query: z.object({}),
  body: null,
  data: voucherType,
  errors: { 404: notFoundBody },
});

export const voucherGroupsEndpoint = defineEndpoint({
  name: 'voucherGroups',
  method: 'GET',
  path: 'voucher/groups',
  tag: 'vouchers',
  auth: 'none',
  summary: 'Voucher categories (a voucher type names its category in groupId)',
  description:
    'Path chosen by Foyer (docs/api.md): the API has a category list call but gives it no path.',
  params: noParams,
  query: z.object({}),
  body: null,
  data: z.array(category),
  errors: {},
});
