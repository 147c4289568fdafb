/**
 * The shop's server entry (built with `vite build --ssr`, loaded by the API server): draws a page
 * with React and puts it into the built index.html. See docs/decisions.md "React 19 and server
 * rendering".
 */
export { renderShopPage, type ShopPage, type ShopPageRequest } from './app/ssr/render-page';
export { fillTemplate } from './app/ssr/document';
