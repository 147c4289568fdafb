export { GuestRegisterScreen } from './guest-screen';
export { LoginScreen } from './login-screen';
export { LogoutScreen } from './logout-screen';
export {
  ForgotPasswordScreen,
  ForgotPasswordSuccessScreen,
  RecoverScreen,
  RecoverSuccessScreen,
} from './password-screens';
export { RegisterScreen, RegisterSuccessScreen } from './register-screens';
export { SettingsScreen } from './settings-screen';
export { MyOrdersScreen } from './my-orders-screen';
