/**
 * The shop editor's screens under /admin/catalog (one lazy chunk): products, annual passes and
 * voucher types (list and editor), and voucher codes (issue, look up, void).
 */
import { ArticleEditor } from './article-editor';
import { ArticleList, VoucherTypeList } from './shop-lists';
import { VoucherCodesScreen } from './voucher-codes-screen';
import { VoucherTypeEditor } from './voucher-type-editor';
import { useShopTexts } from './shop-texts';

export default function ShopCatalogScreen({ path }: { path: string }) {
  useShopTexts();
  const [, section, target] = path.split('/');
  const id = target === undefined || target === 'new' ? null : Number(target);
  if (section === 'merchandise' || section === 'passes') {
    const passes = section === 'passes';
    return target === undefined ? (
      <ArticleList passes={passes} />
    ) : (
      <ArticleEditor key={path} id={id} passes={passes} />
    );
  }
  if (section === 'voucher-types') {
    return target === undefined ? <VoucherTypeList /> : <VoucherTypeEditor key={path} id={id} />;
  }
  return <VoucherCodesScreen />;
}
