/**
 * The event's waiting room, switched on and off by staff (docs/decisions.md "A waiting room for
 * on-sale moments"): while on, the shop lets visitors into the event's checkout at the room's rate
 * and the others wait in line with their position. Its texts are the closures' (i18n/closures/).
 */
import { waitingRoomEndpoints } from '@foyer/domain/admin-contract/waiting-room';
import { useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../api';
import { useAction } from '../../components/editor';
import { StatusLine } from '../../components/status-line';
import { useAdmin } from '../../context';
import { errorText } from '../../errors';
import { adminQueryKey, useAdminQuery } from '../../queries';
import './closure-texts';

export function WaitingRoomSwitch({ eventId }: { eventId: number }) {
  const { t } = useAdmin();
  const request = { params: { id: eventId } };
  const state = useAdminQuery(waitingRoomEndpoints.eventWaitingRoom, request);
  const client = useQueryClient();
  const action = useAction((error) => errorText(error, t));
  const enabled = state.data?.enabled ?? false;
  const toggle = () =>
    action.run(async () => {
      const answer = await callAdmin(waitingRoomEndpoints.setEventWaitingRoom, {
        ...request,
        body: { enabled: !enabled },
      });
      client.setQueryData(adminQueryKey(waitingRoomEndpoints.eventWaitingRoom, request), answer);
      return t(answer.enabled ? 'waitingRoomSwitchedOn' : 'waitingRoomSwitchedOff');
    });
  return (
    <section className="catalog-box" aria-labelledby="waiting-room-title">
      <h2 id="waiting-room-title">{t('waitingRoomHeading')}</h2>
      <p className="hint">{t('waitingRoomHint')}</p>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={enabled}
          disabled={state.isPending || action.busy}
          onChange={() => void toggle()}
        />{' '}
        {t('waitingRoomOn')}
      </label>
      {state.isError && <p className="admin-warning">{errorText(state.error, t)}</p>}
      <StatusLine status={action.message} />
    </section>
  );
}
