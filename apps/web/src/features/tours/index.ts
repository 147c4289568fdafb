export { TourListScreen, TourScreen } from './screens';
