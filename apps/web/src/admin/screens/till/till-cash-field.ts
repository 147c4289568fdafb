/** An amount field of the till in euros: its text and the cents it reads as (null: not an amount). */
import { parseCashAmount } from '@foyer/domain/till';
import { useState } from 'react';

export function useCashField(initial = '') {
  const [text, setText] = useState(initial);
  return { text, setText, cents: parseCashAmount(text) };
}
