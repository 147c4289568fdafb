/** The global dismissible message bar. */
import { useTranslation } from 'react-i18next';
import { useShopConfig } from '@/shared/config/shop-config';
import { CloseIcon } from '@/shared/ui/icons';
import { messageStore, useGlobalMessage } from '@/shared/ui/message-store';

export function MessageBar() {
  const { t } = useTranslation();
  const config = useShopConfig();
  const message = useGlobalMessage();
  if (message === null) return null;
  const text =
    message.kind === 'serverError' ? (
      <>
        {t('serverError.prefix')}{' '}
        <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
        {t('serverError.suffix')}
      </>
    ) : (
      message.text
    );
  return (
    <div
      className={`message-bar message-bar--${message.className}`}
      role={message.className === 'danger' ? 'alert' : 'status'}
    >
      <div className="message-bar__inner">
        <p className="message-bar__text">{text}</p>
        <button
          type="button"
          className="icon-button"
          onClick={() => messageStore.getState().dismiss()}
        >
          <CloseIcon />
          <span className="visually-hidden">{t('messageBar.dismiss')}</span>
        </button>
      </div>
    </div>
  );
}
