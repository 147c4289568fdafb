export { EventListScreen, EventScreen } from './screens';
