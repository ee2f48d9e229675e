import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { selectJoinedProjects, useAppStore, useStoreApi } from '@cairn/state';
import { EXPORT_FORMATS, EXPORT_PROJECTS_MAX, ROLE, type ExportFormat } from '@cairn/types';
import { Button, Select } from '@cairn/ui-kit';
import { ChoiceGroup } from '../../../shared/components/ChoiceGroup';

/** Format and projects (those the caller is a member or admin of), then "Export": a queued export on top of the list. */
export function ExportForm({ slug }: { slug: string }) {
  const { t } = useT();
  const store = useStoreApi();
  const projects = useAppStore((s) => selectJoinedProjects(s, slug));
  const exportable = projects.filter((p) => (p.member_role ?? 0) >= ROLE.MEMBER);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  if (exportable.length === 0) return <p className="cw-exports-note">{t('exports.no_projects')}</p>;
  const submit = async () => {
    setBusy(true);
    try {
      await store.getState().createExport(slug, { provider: format, project: chosen });
      store.getState().pushToast({ type: 'success', title: t('exports.started') });
      setChosen([]);
    } catch {
      // The store showed the server's refusal.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="cw-exports-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ChoiceGroup label={t('exports.format')} options={EXPORT_FORMATS.map((f) => ({ value: f, label: t(`exports.formats.${f}`) }))} value={format} onChange={setFormat} />
      <div className="cw-exports-form__projects">
        <Select
          multiple
          label={t('exports.projects')}
          placeholder={t('exports.projects_placeholder')}
          options={exportable.map((p) => ({ value: p.id, label: `${p.identifier} · ${p.name}` }))}
          value={chosen}
          onChange={(ids) => setChosen(ids.slice(0, EXPORT_PROJECTS_MAX))}
        />
      </div>
      <div>
        <Button type="submit" disabled={chosen.length === 0} loading={busy}>
          {busy ? t('exports.exporting') : t('exports.export')}
        </Button>
      </div>
    </form>
  );
}
