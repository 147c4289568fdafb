import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CountStepper } from './count-stepper';

function Harness({ max, initial = '' }: { max: number | null; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="adults">Adults</label>
      <CountStepper
        id="adults"
        value={value}
        onChange={setValue}
        max={max}
        decreaseLabel="One fewer: Adults"
        increaseLabel="One more: Adults"
      />
    </>
  );
}

describe('the count stepper', () => {
  it('is a labelled number field between two labelled buttons', () => {
    render(<Harness max={3} />);
    const field = screen.getByRole('spinbutton', { name: 'Adults' }) as HTMLInputElement;
    const fewer = screen.getByRole('button', { name: 'One fewer: Adults' }) as HTMLButtonElement;
    const more = screen.getByRole('button', { name: 'One more: Adults' }) as HTMLButtonElement;
    expect(fewer.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(more);
    fireEvent.click(more);
    expect(field.value).toBe('2');
    expect(fewer.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(fewer);
    expect(field.value).toBe('1');
  });

  it('stops the buttons at the limit but keeps what is typed', () => {
    render(<Harness max={2} initial="1" />);
    const field = screen.getByRole('spinbutton', { name: 'Adults' }) as HTMLInputElement;
    const more = screen.getByRole('button', { name: 'One more: Adults' }) as HTMLButtonElement;
    fireEvent.click(more);
    expect(field.value).toBe('2');
    expect(more.getAttribute('aria-disabled')).toBe('true');
    expect(more.hasAttribute('disabled')).toBe(false);
    fireEvent.change(field, { target: { value: '7' } });
    expect(field.value).toBe('7');
    fireEvent.click(screen.getByRole('button', { name: 'One fewer: Adults' }));
    expect(field.value).toBe('2');
  });

  it('goes on without a limit', () => {
    render(<Harness max={null} initial="40" />);
    fireEvent.click(screen.getByRole('button', { name: 'One more: Adults' }));
    expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('41');
  });
});
