/** Build information: environment, timestamp, hash and branch, only in development. */
import { formatDate } from '@foyer/domain';
import { useTranslation } from 'react-i18next';

export type BuildInfoData = typeof __FOYER_BUILD__;

/** True when the build information is shown: only in the development environment. */
export function showsBuildInfo(info: BuildInfoData = __FOYER_BUILD__): boolean {
  return info.environment === 'development';
}

export function BuildInfo({ info = __FOYER_BUILD__ }: { info?: BuildInfoData }) {
  const { t } = useTranslation();
  const time = /T(\d{2}:\d{2})/.exec(info.timestamp)?.[1] ?? '';
  return (
    <aside className="build-info" aria-label={t('buildInfo.title')}>
      <dl>
        <div>
          <dt>{t('buildInfo.environment')}</dt>
          <dd>{info.environment}</dd>
        </div>
        <div>
          <dt>{t('buildInfo.timestamp')}</dt>
          <dd>{`${formatDate(info.timestamp)} ${time}`.trim()}</dd>
        </div>
        <div>
          <dt>{t('buildInfo.hash')}</dt>
          <dd>{info.hash}</dd>
        </div>
        <div>
          <dt>{t('buildInfo.branch')}</dt>
          <dd>{info.branch}</dd>
        </div>
      </dl>
    </aside>
  );
}
