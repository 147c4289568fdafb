export { WaitingListScreen } from './screens';
