import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { ExternalLinkIcon, Input } from '@cairn/ui-kit';
import { CopyButton } from '../../../shared/components/CopyButton';
import { publicBoardUrl } from '../public-url';
import '../publishing.css';

/** A published board's public link: the address (select to copy by hand), Copy, and Open in a new tab. */
export function PublicLink({ anchor }: { anchor: string }) {
  const { t } = useT();
  const pushToast = useAppStore((s) => s.pushToast);
  const url = publicBoardUrl(anchor);
  return (
    <div className="cw-public-link">
      <Input label={t('publishing.link_label')} readOnly value={url} wrapperClassName="cw-public-link__field" onFocus={(event) => event.currentTarget.select()} />
      <div className="cw-public-link__actions">
        <CopyButton
          text={url}
          label={t('publishing.copy')}
          failedText={t('publishing.copy_failed')}
          onCopied={() => pushToast({ type: 'success', title: t('publishing.copied') })}
        />
        <a className="ck-button ck-button--outline ck-button--md" href={url} target="_blank" rel="noopener noreferrer" title={t('publishing.open_hint')}>
          <ExternalLinkIcon size={14} aria-hidden="true" />
          <span className="ck-button__label">{t('publishing.open')}</span>
        </a>
      </div>
    </div>
  );
}
