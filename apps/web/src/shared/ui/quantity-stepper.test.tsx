import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

/** A stepper whose owner keeps counts between 1 and `max`, as a screen would with its rule. */
function Owner({ max = 3, initial = 1 }: { max?: number; initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      label="Quantity"
      value={value}
      min={1}
      max={max}
      decreaseLabel="Decrease quantity"
      increaseLabel="Increase quantity"
      describedBy="stock"
      onChange={(requested) => {
        const accepted = Math.min(max, Math.max(1, Number.isFinite(requested) ? requested : 1));
        setValue(accepted);
        return accepted;
      }}
    />
  );
}

const input = () => screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
const more = () => screen.getByRole('button', { name: 'Increase quantity' });
const less = () => screen.getByRole('button', { name: 'Decrease quantity' });

describe('QuantityStepper', () => {
  it('is a labelled number input between two labelled buttons', () => {
    render(<Owner />);
    expect(input().value).toBe('1');
    expect(input().getAttribute('aria-describedby')).toBe('stock');
    expect(more().getAttribute('aria-controls')).toBe(input().id);
    expect(less().getAttribute('aria-controls')).toBe(input().id);
  });

  it('steps with the buttons and announces the new value', () => {
    render(<Owner />);
    fireEvent.click(more());
    fireEvent.click(more());
    expect(input().value).toBe('3');
    expect(screen.getByRole('status').textContent).toBe('Quantity: 3');
    fireEvent.click(less());
    expect(input().value).toBe('2');
  });

  it('keeps a button at its limit focusable and marks it aria-disabled', () => {
    render(<Owner initial={3} />);
    const button = more();
    button.focus();
    fireEvent.click(button);
    expect(input().value).toBe('3');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(less().hasAttribute('aria-disabled')).toBe(false);
  });

  it('hands typed values to its owner, which decides what is accepted', () => {
    render(<Owner />);
    fireEvent.change(input(), { target: { value: '9' } });
    fireEvent.blur(input());
    expect(input().value).toBe('3');
  });

  it('lets the visitor clear the field while typing', () => {
    render(<Owner initial={2} />);
    fireEvent.change(input(), { target: { value: '' } });
    expect(input().value).toBe('');
    fireEvent.blur(input());
    expect(input().value).toBe('2');
  });

  it('jumps to the limits with Home and End', () => {
    render(<Owner max={5} initial={2} />);
    fireEvent.keyDown(input(), { key: 'End' });
    expect(input().value).toBe('5');
    fireEvent.keyDown(input(), { key: 'Home' });
    expect(input().value).toBe('1');
  });
});
