/**
 * Wallet links of a booked order: an Apple Wallet pass download and a Google Wallet save
 * link (a redirect to `https://pay.google.com/gp/v/save/<jwt>`), each null when the museum has not
 * configured that wallet or the order has no admissions. A field of Foyer's own: another server may
 * leave it out, and the shop then offers no wallet.
 */
import { z } from 'zod';
import { httpUrl } from './common';

/** One Google Wallet save link of an order too large for one: its admissions `from`–`to`. */
export const walletPartLink = z.object({
  url: httpUrl,
  from: z.number().int().positive(),
  to: z.number().int().positive(),
});

/**
 * `googleParts` is there when the order has more admissions than one Google save link holds
 * (`walletParts`): then `google` is null and each part is a link of its own.
 */
export const orderWallets = z.object({
  apple: httpUrl.nullable(),
  google: httpUrl.nullable(),
  googleParts: z.array(walletPartLink).optional(),
});

export type OrderWallets = z.infer<typeof orderWallets>;
