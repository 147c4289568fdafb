/**
 * Wallet links of a booked order: an Apple Wallet pass download and a Google Wallet save
 * link (a redirect to `https://pay.google.com/gp/v/save/<jwt>`), each null when the museum has not
 * configured that wallet or the order has no admissions. A field of Foyer's own: another server may
 * leave it out, and the shop then offers no wallet.
 */
import { z } from 'zod';
import { httpUrl } from './common';

export const orderWallets = z.object({ apple: httpUrl.nullable(), google: httpUrl.nullable() });

export type OrderWallets = z.infer<typeof orderWallets>;
