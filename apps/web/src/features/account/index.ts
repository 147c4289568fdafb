export { AccountScreen, LoginScreen } from './screens';
export { LogoutScreen } from './logout-screen';
