import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { SearchIcon } from '@cairn/ui-kit';
import { MessagePage } from '../../../shared/MessagePage';

/** Any address the viewer does not know. */
export function NotFoundRoute() {
  const { t } = useT();
  return (
    <MessagePage
      icon={<SearchIcon size={32} />}
      title={t('spaces.not_found.title')}
      description={t('spaces.not_found.description')}
      action={<Link className="ck-button ck-button--outline ck-button--md" to="/">{t('spaces.not_found.home')}</Link>}
    />
  );
}
