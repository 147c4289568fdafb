export { HomeScreen } from './home-screen';
export { StaticPageScreen } from './static-page-screen';
