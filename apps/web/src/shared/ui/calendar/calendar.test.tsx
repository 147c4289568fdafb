import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Calendar, type CalendarDayInfo, type CalendarLabels } from './calendar';
import { dayLabel, keyTarget, monthLabel, monthWeeks } from './calendar-dates';
import { TimeSlots } from './time-slots';

const LABELS: CalendarLabels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  loading: 'Loading …',
  legend: {
    available: 'Available',
    few: 'Few left',
    soldOut: 'Sold out',
    unavailable: 'Not available',
  },
};

/** November 2026: the 28th is sold out, Mondays are closed, the 29th has 4 left, the rest 40. */
function demoDay(date: string): CalendarDayInfo {
  if (date === '2026-11-28') return { state: 'soldOut', text: 'sold out' };
  if (new Date(`${date}T00:00:00Z`).getUTCDay() === 1) {
    return { state: 'unavailable', text: 'not available' };
  }
  if (date === '2026-11-29') return { state: 'few', text: '4 left' };
  return { state: 'available', text: '40 left' };
}

function Harness({
  onSelect = () => undefined,
  min = '2026-11-03',
  max = '2027-01-20',
}: {
  onSelect?: (date: string) => void;
  min?: string;
  max?: string;
}) {
  const [month, setMonth] = useState('2026-11-01');
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <Calendar
      lang="en"
      month={month}
      onMonthChange={setMonth}
      min={min}
      max={max}
      today="2026-11-03"
      selected={selected}
      onSelect={(date) => {
        setSelected(date);
        onSelect(date);
      }}
      dayInfo={demoDay}
      loading={false}
      labels={LABELS}
    />
  );
}

const cell = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`)!;

describe('the calendar dates', () => {
  it('lays a month out in weeks from Monday to Sunday', () => {
    const weeks = monthWeeks('2026-11-01');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
  });

  it('moves by the keys of the date picker pattern', () => {
    expect(keyTarget('2026-11-30', 'ArrowRight', false)).toBe('2026-12-01');
    expect(keyTarget('2026-11-04', 'ArrowUp', false)).toBe('2026-10-28');
    expect(keyTarget('2026-11-04', 'Home', false)).toBe('2026-11-02');
    expect(keyTarget('2026-11-04', 'End', false)).toBe('2026-11-08');
    expect(keyTarget('2026-01-31', 'PageDown', false)).toBe('2026-02-28');
    expect(keyTarget('2026-11-04', 'PageUp', true)).toBe('2025-11-04');
    expect(keyTarget('2026-11-04', 'Tab', false)).toBeNull();
  });

  it('names days with the weekday and the date d.m.Y', () => {
    expect(dayLabel('2026-11-28', 'de')).toBe('Samstag, 28.11.2026');
    expect(dayLabel('2026-11-28', 'en')).toBe('Saturday, 28.11.2026');
    expect(monthLabel('2026-11-01', 'fr')).toBe('Novembre 2026');
  });
});

describe('the calendar', () => {
  it('is a grid whose days say their date and availability', () => {
    render(<Harness />);
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    expect(screen.getByRole('gridcell', { name: 'Saturday, 28.11.2026, sold out' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'Sunday, 29.11.2026, 4 left' })).toBeTruthy();
    expect(cell('2026-11-09').getAttribute('aria-disabled')).toBe('true');
    expect(cell('2026-11-02').getAttribute('aria-disabled')).toBe('true');
    expect(cell('2026-11-04').getAttribute('aria-disabled')).toBeNull();
    expect(cell('2026-11-03').getAttribute('aria-current')).toBe('date');
    expect(screen.getByText('Few left')).toBeTruthy();
  });

  it('keeps one day in the tab order and chooses it with Enter', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const focusable = document.querySelectorAll('[role="gridcell"][tabindex="0"]');
    expect(focusable).toHaveLength(1);
    expect(focusable[0]!.getAttribute('data-date')).toBe('2026-11-03');
    const start = cell('2026-11-03');
    start.focus();
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cell('2026-11-04'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell('2026-11-11'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(cell('2026-11-15'));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith('2026-11-15');
    expect(cell('2026-11-15').getAttribute('aria-selected')).toBe('true');
    expect(cell('2026-11-14').getAttribute('aria-selected')).toBe('false');
  });

  it('turns the month with PageDown and the arrows, and keeps the focus on the day', () => {
    render(<Harness />);
    cell('2026-11-03').focus();
    fireEvent.keyDown(cell('2026-11-03'), { key: 'PageDown' });
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(cell('2026-12-03'));
    fireEvent.keyDown(cell('2026-12-03'), { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(cell('2026-11-12'));
  });

  it('does not choose a day that is not offered, and stays within the limits', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    fireEvent.click(cell('2026-11-09'));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(cell('2026-11-28'));
    expect(onSelect).toHaveBeenCalledWith('2026-11-28');
    const previous = screen.getByRole('button', { name: 'Previous month' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    cell('2026-11-04').focus();
    fireEvent.keyDown(cell('2026-11-04'), { key: 'PageUp' });
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(cell('2026-11-03'));
  });

  it('pages with the month buttons up to the last month', () => {
    render(<Harness max="2026-12-20" />);
    const next = screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement;
    fireEvent.click(next);
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeTruthy();
    expect(next.disabled).toBe(true);
    expect(cell('2026-12-21').getAttribute('aria-disabled')).toBe('true');
  });

  it('says while it is loading', () => {
    render(
      <Calendar
        lang="en"
        month="2026-11-01"
        onMonthChange={() => undefined}
        min={null}
        max={null}
        selected={null}
        onSelect={() => undefined}
        dayInfo={() => null}
        loading
        labels={LABELS}
      />,
    );
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading …');
    expect(cell('2026-11-10').getAttribute('aria-label')).toBe('Tuesday, 10.11.2026, Loading …');
  });
});

describe('the time slots', () => {
  it('are radio buttons with their availability; a sold-out time cannot be chosen', () => {
    const onChange = vi.fn();
    render(
      <TimeSlots
        name="time"
        legend="Choose a time"
        value="10:30"
        onChange={onChange}
        options={[
          { value: '10:00', time: '10:00', detail: 'Sold out', state: 'soldOut' },
          { value: '10:30', time: '10:30', detail: '3 left', state: 'few' },
          { value: '11:00', time: '11:00', detail: '20 left', state: 'available' },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'Choose a time' });
    const full = within(group).getByRole('radio', { name: '10:00 Sold out' }) as HTMLInputElement;
    expect(full.disabled).toBe(true);
    expect(
      (within(group).getByRole('radio', { name: '10:30 3 left' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: '11:00 20 left' }));
    expect(onChange).toHaveBeenCalledWith('11:00');
  });
});
