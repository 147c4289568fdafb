/**
 * Voucher codes in the back office: issuing one code or a batch of a voucher type
 * (codes made by the server, value and validity from the type, never from the client), saved
 * through the catalog import's writer (`syncVoucherCodes` with `only`); looking a code up with what
 * is left and the orders that redeemed it; voiding it, after which the shop and checkout refuse it
 * (their readers skip voided codes) while orders that used it keep it. Every change is audited.
 */
import { issuedValue, type VoucherIssue } from '@foyer/domain/catalog-file';
import type { CatalogVoucherCode } from '@foyer/domain/admin-contract/catalog-shop';
import { normalizeVoucherCode, voucherToday } from '@foyer/domain';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { CatalogImport, syncVoucherCodes } from '../catalog-file';
import { defaultLanguage } from '../../i18n/languages';
import { NOT_FOUND } from '../../http/failure';
import { failed, success, type Outcome } from '../../outcome';
import { freeBarcodes } from '../fulfilment';
import { audit, type Actor } from '../staff';
import {
  allocateShopIds,
  redemptionsOf,
  voidCode,
  voucherCodeRow,
  voucherTypeRows,
} from './catalog-shop.repository';
import { texts } from './catalog-shop.service';
import { fieldRefusal, inCatalogTransaction, Refusal } from './catalog-transaction';

async function codeDetail(
  tx: Tx,
  by: { id: number } | { barcode: string },
): Promise<CatalogVoucherCode | null> {
  const found = await voucherCodeRow(tx, by);
  if (!found) return null;
  const { row, typeName } = found;
  return {
    id: row.id,
    barcode: row.barcode,
    name: texts(row.name),
    voucherType: row.voucherTypeId,
    typeName: texts(typeName),
    amount: row.amount,
    usedAmount: row.usedAmount,
    left: Math.max(0, row.amount - row.usedAmount),
    validFrom: row.validFrom,
    validTo: row.validTo,
    voidedAt: row.voidedAt ? row.voidedAt.toISOString() : null,
    soldInOrder: row.orderId,
    redemptions: await redemptionsOf(tx, row.id),
  };
}

export async function issueCodes(
  deps: AppDeps,
  actor: Actor,
  body: VoucherIssue,
): Promise<Outcome<{ codes: CatalogVoucherCode[] }>> {
  return inCatalogTransaction(deps, async (tx) => {
    const [type] = await voucherTypeRows(tx, body.voucherType);
    if (!type) throw fieldRefusal('voucherType', 'does not exist');
    const value = issuedValue(type.row, body, voucherToday(deps.clock.now()));
    if (!value.ok) throw fieldRefusal(value.field, value.message);
    const ids = await allocateShopIds(tx, 'voucher_codes', body.count);
    const barcodes = await freeBarcodes(tx, body.count);
    const codes = ids.map((id, i) => ({
      id,
      barcode: barcodes[i] as string,
      name: {},
      amount: value.amount,
      usedAmount: 0,
      validFrom: value.validFrom,
      validTo: value.validTo,
      voucherType: type.row.id,
    }));
    const run = new CatalogImport(tx, { version: 1 }, defaultLanguage(deps.config));
    await syncVoucherCodes(run, codes, { only: true });
    if (run.errors.length > 0) throw new Error(run.errors.join('\n'));
    await audit(
      tx,
      actor,
      deps.clock.now(),
      'catalog.voucherCode.issue',
      { type: 'voucherType', id: type.row.id },
      null,
      {
        count: codes.length,
        amount: value.amount,
        validFrom: value.validFrom,
        validTo: value.validTo,
        ids,
      },
    );
    const out: CatalogVoucherCode[] = [];
    for (const code of codes) {
      const detail = await codeDetail(tx, { id: code.id });
      if (detail) out.push(detail);
    }
    return { codes: out };
  });
}

export async function lookUpCode(
  deps: AppDeps,
  entered: string,
): Promise<Outcome<CatalogVoucherCode>> {
  const detail = await codeDetail(deps.db, { barcode: normalizeVoucherCode(entered) });
  return detail ? success(detail) : failed(NOT_FOUND);
}

export async function voidVoucherCode(
  deps: AppDeps,
  actor: Actor,
  id: number,
): Promise<Outcome<CatalogVoucherCode>> {
  return inCatalogTransaction(deps, async (tx) => {
    const before = await codeDetail(tx, { id });
    if (!before) throw new Refusal(failed(NOT_FOUND));
    if (!(await voidCode(tx, id, deps.clock.now()))) {
      throw new Refusal(
        failed({ kind: 'conflict', code: 'VOUCHER_VOIDED', message: 'The code is already void' }),
      );
    }
    const after = await codeDetail(tx, { id });
    if (!after) throw new Error('the voided code is gone');
    await audit(
      tx,
      actor,
      deps.clock.now(),
      'catalog.voucherCode.void',
      { type: 'voucherCode', id },
      before,
      after,
    );
    return after;
  });
}
