import { useState, type ReactNode } from 'react';
import type { Module, ModuleStatus, Role } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { selectCurrentUser, useAppStore } from '@cairn/state';
import { ArchiveIcon, CopyIcon, EditIcon, TrashIcon, type MenuItem } from '@cairn/ui-kit';
import { canDeleteModule, canEditModules } from './module-permissions';
import { modulePath } from '../paths';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { ModuleFormModal } from '../components/ModuleFormModal';

type Pending = { kind: 'archive' | 'delete'; module: Module } | null;

/** What a modules screen can do with its modules, and the dialogs that ask first. */
export interface ModuleActions {
  /** The row / card / header menu: edit, archive (members), delete (admins and the creator), copy link (everyone). */
  menuFor(module: Module): MenuItem[];
  /** The inline status change, for members; undefined for guests. */
  statusChange(module: Module): ((status: ModuleStatus) => void) | undefined;
  /** Opens the create dialog (members). */
  openCreate?: () => void;
  /** The dialogs to render once on the screen. */
  dialogs: ReactNode;
}

/**
 * The module actions of a screen and their dialogs (form, archive and delete confirmations). Failures: the store
 * rolls back; archive failures are only logged (spec §8), the others toast.
 */
export function useModuleActions(slug: string, projectId: string, role: Role | undefined, options: { onDeleted?: () => void; onArchived?: () => void } = {}): ModuleActions {
  const { t } = useT();
  const me = useAppStore(selectCurrentUser)?.id;
  const updateModule = useAppStore((s) => s.updateModule);
  const archiveModule = useAppStore((s) => s.archiveModule);
  const deleteModule = useAppStore((s) => s.deleteModule);
  const pushToast = useAppStore((s) => s.pushToast);
  const [form, setForm] = useState<{ module?: Module } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const editable = canEditModules(role);

  const copyLink = (module: Module) => {
    const url = `${window.location.origin}${modulePath(slug, module.project_id, module.id)}`;
    const done = () => pushToast({ type: 'success', title: t('modules.copy_link.done') });
    const failed = () => pushToast({ type: 'error', title: t('modules.copy_link.failed') });
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(url).then(done, failed);
  };

  const menuFor = (module: Module): MenuItem[] => {
    const items: MenuItem[] = [];
    if (editable && !module.archived_at) {
      items.push({ id: 'edit', label: t('common.edit'), icon: <EditIcon size={14} />, onClick: () => setForm({ module }) });
      items.push({ id: 'archive', label: t('common.archive'), icon: <ArchiveIcon size={14} />, onClick: () => setPending({ kind: 'archive', module }) });
    }
    items.push({ id: 'copy', label: t('modules.copy_link.action'), icon: <CopyIcon size={14} />, onClick: () => copyLink(module) });
    if (canDeleteModule(role, module, me)) {
      items.push({ id: 'delete', label: t('common.delete'), icon: <TrashIcon size={14} />, danger: true, onClick: () => setPending({ kind: 'delete', module }) });
    }
    return items;
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'archive') {
        await archiveModule(slug, projectId, pending.module.id);
        options.onArchived?.();
      } else {
        await deleteModule(slug, projectId, pending.module.id);
        options.onDeleted?.();
      }
    } catch {
      // Rolled back by the store (which toasts a failed delete; a failed archive is only logged, spec §8).
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const dialogs = (
    <>
      {form ? <ModuleFormModal slug={slug} projectId={projectId} module={form.module} onClose={() => setForm(null)} /> : null}
      {pending ? (
        <ConfirmModal
          open
          busy={busy}
          title={pending.kind === 'archive' ? t('modules.archive.title') : t('modules.delete.title')}
          description={t(pending.kind === 'archive' ? 'modules.archive.description' : 'modules.delete.description', { name: pending.module.name })}
          confirmLabel={pending.kind === 'archive' ? t('common.archive') : t('common.delete')}
          tone={pending.kind === 'archive' ? 'primary' : 'danger'}
          onConfirm={() => void confirm()}
          onClose={() => setPending(null)}
        />
      ) : null}
    </>
  );

  return {
    menuFor,
    statusChange: (module) =>
      editable && !module.archived_at ? (status) => void updateModule(slug, projectId, module.id, { status }).catch(() => undefined) : undefined,
    openCreate: editable ? () => setForm({}) : undefined,
    dialogs,
  };
}
