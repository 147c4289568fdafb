/**
 * The catalog's content screens in one lazy chunk: `catalog/pages[/{id}]`,
 * `catalog/banners[/new|/{id}]` and `catalog/upsells`.
 */
import { staticPageId } from '@foyer/domain/contract';
import BannerEditorScreen from './banner-editor-screen';
import BannersScreen from './banners-screen';
import PageEditorScreen from './page-editor-screen';
import PagesScreen from './pages-screen';
import UpsellsScreen from './upsells-screen';

export default function ContentScreen({ path }: { path: string }) {
  const [, part, target] = path.split('/');
  if (part === 'pages') {
    const page = staticPageId.safeParse(target);
    return page.success ? <PageEditorScreen key={page.data} id={page.data} /> : <PagesScreen />;
  }
  if (part === 'banners') {
    if (target === undefined) return <BannersScreen />;
    const id = target === 'new' ? null : Number(target);
    return <BannerEditorScreen key={target} id={id !== null && id > 0 ? id : null} />;
  }
  return <UpsellsScreen />;
}
