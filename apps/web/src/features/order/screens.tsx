/** The return screens of the payment (accepted, cancelled, success) and the order review. */
import type { ScreenProps } from '@/shared/ui/screen';
import { AcceptedScreen } from './accepted-screen';
import { CanceledScreen } from './canceled-screen';
import { OrderReviewScreen } from './order-review-screen';
import { SuccessScreen } from './success-screen';
import './checkout.css';

export function CheckoutScreen({ route }: ScreenProps) {
  switch (route.name) {
    case 'checkoutAccepted':
      return <AcceptedScreen />;
    case 'checkoutCanceled':
      return <CanceledScreen />;
    case 'orderReview':
      return <OrderReviewScreen />;
    default:
      return <SuccessScreen />;
  }
}
