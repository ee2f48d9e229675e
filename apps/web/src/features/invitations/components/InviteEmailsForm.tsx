import { useState, type FormEvent, type ReactNode } from 'react';
import { ROLE, type Role } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { Button, IconButton, Input, PlusIcon, Select, XIcon } from '@cairn/ui-kit';
import { validateEmail } from '../../auth';
import { parseRole, roleOptions } from '../../settings';
import '../../../app/styles/onboarding.css';

interface Row {
  key: number;
  email: string;
  role: Role;
  error?: string;
}

/** Rows of email + role; blank rows are ignored, invalid ones are flagged with the spec's email texts. */
export function InviteEmailsForm(props: {
  onSubmit: (emails: { email: string; role: Role }[]) => Promise<void>;
  submitLabel: string;
  secondary?: ReactNode;
  initialRows?: number;
}) {
  const { t } = useT();
  const [rows, setRows] = useState<Row[]>(() => Array.from({ length: props.initialRows ?? 3 }, (_, i) => ({ key: i, email: '', role: ROLE.MEMBER })));
  const [busy, setBusy] = useState(false);

  const update = (key: number, patch: Partial<Row>) => setRows((prev) => prev.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const filled = rows.filter((r) => r.email.trim());
    const checked = rows.map((r) => (r.email.trim() ? { ...r, error: validateEmail(r.email) ?? undefined } : { ...r, error: undefined }));
    const noneFilled = filled.length === 0;
    if (noneFilled) checked[0] = { ...checked[0], error: 'auth.errors.email_required' };
    setRows(checked);
    if (noneFilled || checked.some((r) => r.error)) return;
    setBusy(true);
    try {
      await props.onSubmit(filled.map((r) => ({ email: r.email.trim().toLowerCase(), role: r.role })));
      setRows((prev) => prev.map((r) => ({ ...r, email: '', error: undefined })));
    } catch {
      // The store shows the failure; the rows stay as typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cw-invite-form" onSubmit={(e) => void submit(e)} noValidate>
      {rows.map((row, index) => (
        <div className="cw-invite-form__row" key={row.key}>
          <Input
            id={`invite-email-${row.key}`}
            type="email"
            aria-label={t('common.email')}
            placeholder={t('onboarding.workspace_invite.email_placeholder')}
            error={row.error ? t(row.error) : undefined}
            value={row.email}
            wrapperClassName="cw-invite-form__email"
            onChange={(e) => update(row.key, { email: e.target.value, error: undefined })}
          />
          <Select
            id={`invite-role-${row.key}`}
            aria-label={t('common.role')}
            className="cw-invite-form__role"
            options={roleOptions(t)}
            value={String(row.role)}
            onChange={(value) => update(row.key, { role: parseRole(value) })}
          />
          <IconButton
            aria-label={t('common.remove')}
            icon={<XIcon size={16} />}
            disabled={rows.length === 1}
            onClick={() => setRows((prev) => prev.filter((r) => r.key !== row.key))}
            className={index === 0 && rows.length === 1 ? 'cw-invisible' : undefined}
          />
        </div>
      ))}
      <div>
        <Button
          variant="ghost"
          size="sm"
          leftIcon={<PlusIcon size={14} />}
          onClick={() => setRows((prev) => [...prev, { key: Math.max(-1, ...prev.map((r) => r.key)) + 1, email: '', role: ROLE.MEMBER }])}
        >
          {t('onboarding.workspace_invite.add_another')}
        </Button>
      </div>
      <div className="cw-invite-form__actions">
        <Button type="submit" variant="primary" loading={busy}>
          {props.submitLabel}
        </Button>
        {props.secondary}
      </div>
    </form>
  );
}
