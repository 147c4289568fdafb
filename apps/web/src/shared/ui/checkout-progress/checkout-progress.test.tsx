import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ShopConfigProvider } from '@/shared/config/shop-config';
import { demoConfig } from '@/test/fixtures';
import { testI18n } from '@/test/render-shell';
import { CheckoutProgress, type CheckoutStep } from './checkout-progress';

function show(step: CheckoutStep, progressBar = true, lang: 'de' | 'en' = 'en') {
  return render(
    <I18nextProvider i18n={testI18n(lang)}>
      <ShopConfigProvider config={{ ...demoConfig, progressBar }}>
        <CheckoutProgress step={step} />
      </ShopConfigProvider>
    </I18nextProvider>,
  );
}

describe('CheckoutProgress', () => {
  it('lists the four steps and marks the current one', () => {
    show('payment');
    const nav = screen.getByRole('navigation', { name: 'Order progress' });
    const steps = within(nav).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '✓Basket (done)',
      '✓Sign in (done)',
      '3Payment',
      '4Complete',
    ]);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');
    expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('speaks the language of the page', () => {
    show('cart', true, 'de');
    expect(screen.getByRole('navigation', { name: 'Fortschritt der Bestellung' })).toBeTruthy();
    expect(screen.getByText('Warenkorb').closest('li')?.getAttribute('aria-current')).toBe('step');
  });

  it('is not shown when the configuration switches it off', () => {
    const { container } = show('cart', false);
    expect(container.textContent).toBe('');
  });
});
