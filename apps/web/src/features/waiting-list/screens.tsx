/** The pages of the waiting list's e-mail links: an offer, leaving the line. */
import type { ScreenProps } from '@/shared/ui/screen';
import { LeaveScreen } from './leave-screen';
import { OfferScreen } from './offer-screen';
import '@/shared/catalog/catalog.css';
import './waiting-list.css';

export function WaitingListScreen({ route }: ScreenProps) {
  return route.name === 'waitingListLeave' ? <LeaveScreen /> : <OfferScreen />;
}
