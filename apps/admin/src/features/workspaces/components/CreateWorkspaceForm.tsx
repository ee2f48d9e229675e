import { useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import { instanceWorkspaceCreateSchema, type InstanceWorkspaceCreate } from '@cairn/types';
import { useAdminStore } from '@cairn/state';
import { Button, Card, Input } from '@cairn/ui-kit';
import { fieldErrorsOf, useFieldErrors, useSuccessToast } from '../../../shared';

const EMPTY: InstanceWorkspaceCreate = { name: '', slug: '', owner_email: '' };

const validate = (values: InstanceWorkspaceCreate) =>
  fieldErrorsOf(instanceWorkspaceCreateSchema.safeParse(values), values.slug.trim() ? { slug: 'god_mode.workspaces.slug_invalid' } : {});

// A URL-safe slug from the name, as long as the admin has not typed one.
function slugFrom(name: string): string {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 48);
}

/** "Create workspace": a workspace owned by an existing user, who becomes its admin. */
export function CreateWorkspaceForm() {
  const { t } = useT();
  const create = useAdminStore((s) => s.createInstanceWorkspace);
  const toast = useSuccessToast();
  const [values, setValues] = useState(EMPTY);
  const [slugTouched, setSlugTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const { errors, check, recheck } = useFieldErrors(validate);

  const change = (next: InstanceWorkspaceCreate) => {
    setValues(next);
    recheck(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check(values)) return;
    setSaving(true);
    try {
      const workspace = await create({ name: values.name.trim(), slug: values.slug.trim(), owner_email: values.owner_email.trim() });
      toast('god_mode.workspaces.created', { name: workspace.name });
      setValues(EMPTY);
      setSlugTouched(false);
    } catch {
      // The store showed the server's message (slug taken, unknown owner).
    } finally {
      setSaving(false);
    }
  };
  const err = (field: keyof InstanceWorkspaceCreate) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <Card padding="lg" title={t('god_mode.workspaces.create_title')} description={t('god_mode.workspaces.create_description')}>
      <form className="ca-form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="ca-form__row">
          <Input label={t('god_mode.workspaces.name')} required value={values.name} error={err('name')}
            onChange={(e) => change({ ...values, name: e.target.value, slug: slugTouched ? values.slug : slugFrom(e.target.value) })} />
          <Input label={t('god_mode.workspaces.slug')} required value={values.slug} error={err('slug')}
            onChange={(e) => {
              setSlugTouched(true);
              change({ ...values, slug: e.target.value });
            }} />
        </div>
        <Input label={t('god_mode.workspaces.owner_email')} type="email" required hint={t('god_mode.workspaces.owner_email_hint')}
          value={values.owner_email} error={err('owner_email')} onChange={(e) => change({ ...values, owner_email: e.target.value })} />
        <div className="ca-actions">
          <Button type="submit" loading={saving}>{t('god_mode.workspaces.create')}</Button>
        </div>
      </form>
    </Card>
  );
}
