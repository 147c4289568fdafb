/**
 * `server.accounting`: how the accountant's DATEV booking batch names accounts (docs/configuration.md
 * "Accounting", docs/accounting.md "DATEV"). The defaults follow SKR03, the chart of accounts most
 * German museums' tax advisers use; the tax adviser confirms or changes them.
 */
import type { DatevSettings } from '@foyer/domain';
import { z } from 'zod';

const account = z.number().int().min(1).max(99_999_999);
const revenueAccount = z
  .object({
    account,
    /** Only for accounts without automatic VAT: the DATEV BU key (for example `3` for 19 %). */
    buKey: z
      .string()
      .regex(/^\d{1,4}$/, 'a DATEV BU key such as 3')
      .optional(),
  })
  .strict();
/** Per VAT rate in percent, written as a string: `"7"`, `"19"`, `"0"`. */
const rateAccounts = z.record(
  z.string().regex(/^\d{1,2}(\.\d{1,2})?$/, 'a VAT rate such as 19 or 5.5'),
  revenueAccount,
);

/** SKR03: 8300 revenue 7 %, 8400 revenue 19 % (automatic VAT accounts), 8100 tax-free revenue. */
const SKR03_REVENUE = {
  '0': { account: 8100 },
  '7': { account: 8300 },
  '19': { account: 8400 },
};

export const accountingSettings = z
  .object({
    /** DATEV consultant number (Beraternummer) of the tax adviser. */
    consultantNumber: z.number().int().min(1001).max(9_999_999).default(1001),
    /** DATEV client number (Mandantennummer) of the museum. */
    clientNumber: z.number().int().min(1).max(99_999).default(1),
    /** First day of the fiscal year, `MM-DD`. */
    fiscalYearStart: z
      .string()
      .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a day such as 01-01')
      .default('01-01'),
    /** Length of the general-ledger account numbers (Sachkontenlänge). */
    accountLength: z.number().int().min(4).max(8).default(4),
    /** Chart of accounts: `03` (SKR03) or `04` (SKR04). */
    chart: z.enum(['03', '04']).default('03'),
    revenue: z
      .object({
        admission: rateAccounts.default(SKR03_REVENUE),
        goods: rateAccounts.default(SKR03_REVENUE),
        shipping: rateAccounts.default(SKR03_REVENUE),
      })
      .strict()
      .prefault({}),
    /** Goods and shipping taxed in another EU country under the one-stop-shop (SKR03 8320). */
    oss: revenueAccount.default({ account: 8320 }),
    /** Gift vouchers sold: a liability, not revenue (SKR03 1710 "Erhaltene Anzahlungen"). */
    voucherSale: account.default(1710),
    /** Voucher codes redeemed pay from the same liability. */
    voucherCodes: account.default(1710),
    moneyIn: z
      .object({
        /** Per web payment type, by its `payartId` (`"1": 1361`). */
        web: z.record(z.string().regex(/^\d+$/, 'a payartId'), account).default({}),
        /** Web payment types without an entry: SKR03 1360 "Geldtransit". */
        webDefault: account.default(1360),
        /** Cash at the desk: SKR03 1000 "Kasse". */
        cash: account.default(1000),
        /** The desk's card terminal: SKR03 1360 "Geldtransit". */
        cardTerminal: account.default(1360),
      })
      .strict()
      .prefault({}),
  })
  .strict()
  .superRefine((settings, ctx) => {
    const longest = 10 ** settings.accountLength;
    const check = (value: number, path: (string | number)[]) => {
      if (value >= longest) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: `has more than accountLength (${settings.accountLength}) digits`,
        });
      }
    };
    for (const kind of ['admission', 'goods', 'shipping'] as const) {
      for (const [rate, entry] of Object.entries(settings.revenue[kind])) {
        check(entry.account, ['revenue', kind, rate, 'account']);
      }
    }
    check(settings.oss.account, ['oss', 'account']);
    check(settings.voucherSale, ['voucherSale']);
    check(settings.voucherCodes, ['voucherCodes']);
    for (const [payart, value] of Object.entries(settings.moneyIn.web)) {
      check(value, ['moneyIn', 'web', payart]);
    }
    check(settings.moneyIn.webDefault, ['moneyIn', 'webDefault']);
    check(settings.moneyIn.cash, ['moneyIn', 'cash']);
    check(settings.moneyIn.cardTerminal, ['moneyIn', 'cardTerminal']);
  });

export type AccountingSettings = z.infer<typeof accountingSettings>;

/** The DATEV settings of the configuration. */
export function datevSettingsOf(config: {
  server: { accounting: AccountingSettings };
}): DatevSettings {
  return config.server.accounting;
}

/**
 * Whether the museum uses the EU one-stop-shop (`server.museum.oss`, docs/configuration.md): the
 * one place the exports read it.
 */
export function ossOf(config: { server: { museum: { oss: boolean } } }): boolean {
  return config.server.museum.oss;
}
