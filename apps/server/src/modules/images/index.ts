/**
 * The images slice as other slices see it: the pictures of catalog items for the shop's answers,
 * and attaching an image to an item (for the catalog editors' own calls).
 */
export { attachedImageId, attachImage, picturesFor } from './images.service';
export { documentImageJpeg } from './document-image';
export { imageRoutes } from './images.routes';
