import { useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import { instanceAdminAddSchema, type InstanceAdmin } from '@cairn/types';
import { selectInstanceAdmins, useAdminStore } from '@cairn/state';
import { Badge, Button, Card, Input, Modal } from '@cairn/ui-kit';
import { ConsolePage, LoadFailed, fieldErrorsOf, useFieldErrors, useLoadOnce, useSuccessToast } from '../../../shared';

const validate = (email: string) => (email.trim() ? fieldErrorsOf(instanceAdminAddSchema.safeParse({ email: email.trim() })) : { email: 'auth.errors.email_required' });

/** Admins: who may open this console; add an existing user by email, remove one (never the last: the server says so). */
export function AdminsRoute() {
  const { t } = useT();
  const admins = useAdminStore(selectInstanceAdmins);
  const me = useAdminStore((s) => s.currentUser);
  const status = useAdminStore((s) => s.instanceAdminsStatus);
  const load = useAdminStore((s) => s.loadInstanceAdmins);
  const add = useAdminStore((s) => s.addInstanceAdmin);
  const remove = useAdminStore((s) => s.removeInstanceAdmin);
  const toast = useSuccessToast();
  const [email, setEmail] = useState('');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<InstanceAdmin>();
  const { errors, check, recheck } = useFieldErrors(validate);
  useLoadOnce(status, load);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check(email)) return;
    setAdding(true);
    try {
      const admin = await add(email.trim());
      toast('god_mode.admins.added', { email: admin.email });
      setEmail('');
    } catch {
      // The store showed the server's message (no such user).
    } finally {
      setAdding(false);
    }
  };
  const confirmRemove = async () => {
    const admin = removing;
    setRemoving(undefined);
    if (!admin) return;
    try {
      await remove(admin.id);
      toast('god_mode.admins.removed', { email: admin.email });
    } catch {
      // Rolled back; the store showed the server's message (the last admin stays).
    }
  };

  return (
    <ConsolePage title={t('god_mode.admins.title')} description={t('god_mode.admins.description')}>
      <Card padding="lg">
        {status === 'error' ? <LoadFailed onRetry={() => void load()} /> : (
          <ul className="ca-list" aria-label={t('god_mode.admins.list_label')}>
            {admins.map((admin) => (
              <li key={admin.id} className="ca-list__row">
                <div className="ca-list__main">
                  <span className="ca-ellipsis">{[admin.first_name, admin.last_name].filter(Boolean).join(' ') || admin.display_name}</span>
                  <span className="ca-muted ca-ellipsis">{admin.email}</span>
                </div>
                {admin.id === me?.id ? <Badge variant="primary">{t('common.you')}</Badge> : null}
                <Button variant="outline" size="sm" aria-label={t('god_mode.admins.remove_label', { email: admin.email })}
                  onClick={() => setRemoving(admin)}>{t('common.remove')}</Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card padding="lg" title={t('god_mode.admins.add_title')} description={t('god_mode.admins.add_description')}>
        <form className="ca-form ca-form--inline" noValidate onSubmit={(e) => void submit(e)}>
          <Input label={t('god_mode.admins.email')} type="email" value={email} error={errors.email ? t(errors.email) : undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              recheck(e.target.value);
            }} />
          <Button type="submit" loading={adding}>{t('god_mode.admins.add')}</Button>
        </form>
      </Card>
      <Modal
        open={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        title={t('god_mode.admins.remove_title')}
        description={t(removing?.id === me?.id ? 'god_mode.admins.remove_self_description' : 'god_mode.admins.remove_description', { email: removing?.email ?? '' })}
        footer={(
          <>
            <Button variant="outline" onClick={() => setRemoving(undefined)}>{t('common.cancel')}</Button>
            <Button variant="danger" onClick={() => void confirmRemove()}>{t('common.remove')}</Button>
          </>
        )}
      />
    </ConsolePage>
  );
}
