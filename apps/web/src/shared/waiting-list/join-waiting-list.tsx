/**
 * "Join the waiting list" under a slot picker that shows sold-out times: only when the server has
 * the waiting list on (`waitingList` of the shop's configuration), the event or tour has not switched
 * it off (its `waiting_list`, false when staff did) and only in the browser; the form
 * and its texts are a chunk of their own, loaded when a sold-out time is shown.
 */
import { lazy, Suspense } from 'react';
import { useShopConfig } from '../config/shop-config';
import { useInBrowser } from '../ui/render-context';
import type { JoinFormProps } from './join-form';

const JoinForm = lazy(() => import('./join-form'));

export type JoinWaitingListProps = Omit<JoinFormProps, 'maxPlaces'> & {
  /** The event's or tour's own switch (`waiting_list`); absent reads as on. */
  listOpen: boolean | undefined;
};

export function JoinWaitingList({ listOpen, ...props }: JoinWaitingListProps) {
  const { waitingList } = useShopConfig();
  const inBrowser = useInBrowser();
  if (!waitingList || listOpen === false || !inBrowser || props.slots.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <JoinForm {...props} maxPlaces={waitingList.maxPlaces} />
    </Suspense>
  );
}
