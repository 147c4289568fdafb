/** The not-found screen of unknown paths; screens share it for unknown items (`src/shared/ui`). */
export { NotFoundScreen } from '@/shared/ui/not-found';
