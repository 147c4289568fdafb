import type { WaitingRoomPlace } from '@foyer/domain/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoContent } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';

function waiting(position: number, waitSeconds: number, pollMs = 400): WaitingRoomPlace {
  return {
    room: 'event:4',
    state: 'waiting',
    position,
    waitSeconds,
    progress: 0.5,
    pollMs,
    passSeconds: 0,
  };
}

const admitted: WaitingRoomPlace = {
  room: 'event:4',
  state: 'admitted',
  position: 0,
  waitSeconds: 0,
  progress: 1,
  pollMs: 0,
  passSeconds: 600,
};

/** Renders the page; the server's answer is whatever `now.place` is when the page asks. */
function showRoom(
  first: WaitingRoomPlace,
  path = '/en/waiting-room?room=event:4&returnTo=%2Fen%2Fcheckout',
) {
  const now = { place: first };
  const shown = renderShell({
    path,
    answers: { staticContent: demoContent, waitingRoomPlace: () => now.place },
  });
  const asked = () => shown.calls.filter((call) => call.name === 'waitingRoomPlace').length;
  return { now, asked };
}

describe('the waiting room page', () => {
  it('shows the position going down in a polite live region, then goes back to the basket', async () => {
    const { now } = showRoom(waiting(120, 300));
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting room' })).toBeTruthy();
    expect(await screen.findByText('You are number 120 in line.')).toBeTruthy();
    expect(screen.getByText('Estimated wait: about 5 min.')).toBeTruthy();
    const live = screen.getByText('You are number 120 in line.').closest('[aria-live]');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    expect(
      screen
        .getByRole('progressbar', { name: 'Your progress in the line' })
        .getAttribute('aria-valuenow'),
    ).toBe('50');
    now.place = waiting(3, 2);
    expect(await screen.findByText('You are number 3 in line.')).toBeTruthy();
    expect(screen.getByText('Estimated wait: under a minute.')).toBeTruthy();
    now.place = admitted;
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Waiting room' })).toBeNull());
  });

  it('tells the visitor when the event sold out and stops asking', async () => {
    const { asked } = showRoom({ ...admitted, state: 'soldOut', passSeconds: 0 });
    expect(await screen.findByText('Sorry, this event is sold out.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See other events' }).getAttribute('href')).toBe(
      '/en/tickets',
    );
    const before = asked();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(asked()).toBe(before);
  });

  it('shows the German texts on the German page', async () => {
    showRoom(waiting(7, 12), '/de/waiting-room?room=event:4');
    expect(await screen.findByText('Sie sind Nummer 7 in der Warteschlange.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Warteraum' })).toBeTruthy();
  });
});
