/** What the customer services need: the app's dependencies plus the module's password hasher. */
import type { AppDeps } from '../../deps';
import type { PasswordHasher } from './passwords';

export interface CustomerDeps extends AppDeps {
  passwords: PasswordHasher;
}
