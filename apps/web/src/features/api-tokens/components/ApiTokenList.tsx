import { useT } from '@cairn/i18n';
import type { ApiToken } from '@cairn/types';
import { Badge, IconButton, TrashIcon } from '@cairn/ui-kit';
import { relativeTime } from '../../../shared/relative-time';

/**
 * The user's tokens, newest first: title, hint ("…abcd"), description, workspace, expiry (never / date / expired),
 * last used (never / relative time), created, and a delete button per row.
 */
export function ApiTokenList(props: { tokens: readonly ApiToken[]; onDelete: (token: ApiToken) => void }) {
  const { t, locale: language } = useT();
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const now = Date.now();
  return (
    <ul className="cw-api-token-list" aria-label={t('api_tokens.list_label')}>
      {props.tokens.map((token) => (
        <li key={token.id} className="cw-api-token-row">
          <div className="cw-api-token-row__main">
            <div className="cw-api-token-row__head">
              <span className="cw-api-token-row__label">{token.label}</span>
              <span className="cw-api-token-row__hint">{t('api_tokens.hint', { hint: token.token_hint })}</span>
              {token.is_active ? null : (
                <Badge size="sm" variant="danger">
                  {t('api_tokens.expired')}
                </Badge>
              )}
            </div>
            {token.description ? <p className="cw-api-token-row__description">{token.description}</p> : null}
            <ul className="cw-api-token-row__meta">
              <li>{t('api_tokens.workspace', { slug: token.workspace_slug })}</li>
              <li>
                {token.expired_at === null
                  ? t('api_tokens.expires_never')
                  : token.is_active
                    ? t('api_tokens.expires_on', { date: day.format(new Date(token.expired_at)) })
                    : t('api_tokens.expired')}
              </li>
              <li>
                {token.last_used_at === null
                  ? t('api_tokens.last_used_never')
                  : t('api_tokens.last_used', { when: relativeTime(token.last_used_at, now, language, t('api_tokens.just_now')) })}
              </li>
              <li>{t('api_tokens.created', { date: day.format(new Date(token.created_at)) })}</li>
            </ul>
          </div>
          <IconButton
            size="sm"
            variant="ghost"
            icon={<TrashIcon size={14} />}
            aria-label={t('api_tokens.delete_label', { label: token.label })}
            onClick={() => props.onDelete(token)}
          />
        </li>
      ))}
    </ul>
  );
}
