import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { demoConfig, demoContent } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';
import { JoinWaitingList } from './join-waiting-list';

afterEach(cleanup);

const slots = [
  { datetime: '2026-12-05T10:00', label: 'Sat 5 Dec, 10:00' },
  { datetime: '2026-12-05T11:00', label: 'Sat 5 Dec, 11:00' },
];

function show(
  answers: Record<string, unknown>,
  on = true,
  lang: 'en' | 'de' = 'en',
  listOpen: boolean | undefined = true,
) {
  return renderShell({
    path: `/${lang}/page/imprint`,
    config: on ? { ...demoConfig, waitingList: { maxPlaces: 6 } } : demoConfig,
    answers: { staticContent: demoContent, ...answers },
    extra: <JoinWaitingList kind="event" id={7} slots={slots} listOpen={listOpen} />,
  });
}

describe('joining the waiting list of a sold-out time', () => {
  it('is not offered for an event whose staff switched its waiting list off', async () => {
    show({}, true, 'en', false);
    await screen.findAllByRole('navigation');
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).toBeNull();
  });

  it('is not offered while the server has the waiting list off', async () => {
    show({}, false);
    await screen.findAllByRole('navigation');
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).toBeNull();
  });

  it('puts the visitor on the list with the time, e-mail and places, and announces it', async () => {
    const { calls } = show({ waitingListJoin: { joined: true } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join the waiting list' }));
    await user.selectOptions(screen.getByLabelText('Time'), 'Sat 5 Dec, 11:00');
    await user.type(screen.getByLabelText('E-mail address'), 'anna@example.org');
    const places = screen.getByLabelText('Number of places');
    expect(places.getAttribute('max')).toBe('6');
    expect(places.getAttribute('aria-describedby')).toBeTruthy();
    await user.clear(places);
    await user.type(places, '3');
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(
      await screen.findByText(
        'You are on the waiting list. We will e-mail you when places come back.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.name === 'waitingListJoin')?.input).toMatchObject({
      lang: 'en',
      body: {
        kind: 'event',
        id: 7,
        datetime: '2026-12-05T11:00',
        email: 'anna@example.org',
        count: 3,
      },
    });
  });

  it('shows the server’s translated refusals next to their fields', async () => {
    let answer = 0;
    show(
      {
        waitingListJoin: () => {
          answer += 1;
          throw answer === 1
            ? new ApiError({
                status: 422,
                code: 'WAITING_LIST_COUNT_INVALID',
                body: {
                  error: 'WAITING_LIST_COUNT_INVALID',
                  message: 'Bitte wählen Sie 1 bis 6 Plätze.',
                  errors: { count: 'Bitte wählen Sie 1 bis 6 Plätze.' },
                },
              })
            : new ApiError({
                status: 422,
                code: 'WAITING_LIST_NOT_SOLD_OUT',
                body: {
                  error: 'WAITING_LIST_NOT_SOLD_OUT',
                  message:
                    'Für diesen Termin sind noch 2 Plätze frei: Sie können sie gleich buchen.',
                },
              });
        },
      },
      true,
      'de',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Auf die Warteliste' }));
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Auf die Warteliste' }));
    const places = screen.getByLabelText('Anzahl der Plätze');
    await screen.findByText('Bitte wählen Sie 1 bis 6 Plätze.');
    expect(places.getAttribute('aria-invalid')).toBe('true');
    const described = (places.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('Bitte wählen Sie 1 bis 6 Plätze.');

    await user.click(screen.getByRole('button', { name: 'Auf die Warteliste' }));
    expect(
      await screen.findByText(
        'Für diesen Termin sind noch 2 Plätze frei: Sie können sie gleich buchen.',
      ),
    ).toBeTruthy();
  });
});
