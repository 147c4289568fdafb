export { HomeScreen, type HomeScreenProps } from './home-screen';
export { StaticPageScreen } from './static-page-screen';
