import { useEffect } from 'react';
import {
  listContextKey, selectAttachmentUploads, selectProject, selectSubIssueDistribution, selectSubIssues, selectSubWorkItemDisplayProperties,
  selectWorkItemAttachments, selectWorkItemLinks, selectWorkItemRelations, useAppStore, useStoreApi, type ListContext, type WorkItemRecord,
} from '@cairn/state';
import type { SubWorkItemDisplayProperties, WorkItemServiceType } from '@cairn/types';
import { useOpenCreateWorkItem } from '../hooks/create-work-item-context';
import { usePickableItems } from '../hooks/use-pickable-items';
import { useProjectOptions } from '../hooks/use-project-options';
import { browsePath, workItemKey } from '../paths';
import { AttachmentsWidget } from './AttachmentsWidget';
import { LinksWidget } from './LinksWidget';
import { RelationsWidget } from './RelationsWidget';
import { SubItemsWidget } from './SubItemsWidget';
import { WorkItemTimeSection } from '../../time-tracking';

const ignore = () => undefined;

/** The detail's widgets wired to the store: sub-work-items, links, attachments (open by default) and relations. */
export function WorkItemWidgets(props: { slug: string; item: WorkItemRecord; readOnly: boolean; onCreateSubItem?: () => void; type?: WorkItemServiceType }) {
  const { slug, item, readOnly } = props;
  const projectId = item.project_id;
  const id = item.id;
  const identifier = useAppStore((s) => item.project_identifier ?? selectProject(s, projectId)?.identifier);
  const subItems = useAppStore((s) => selectSubIssues(s, id));
  const distribution = useAppStore((s) => selectSubIssueDistribution(s, id));
  const links = useAppStore((s) => selectWorkItemLinks(s, id));
  const attachments = useAppStore((s) => selectWorkItemAttachments(s, id));
  const uploads = useAppStore((s) => selectAttachmentUploads(s, id));
  const relations = useAppStore((s) => selectWorkItemRelations(s, id));
  const options = useProjectOptions(slug, projectId);
  const store = useStoreApi();
  // Actions are read at call time (a selector building an object would re-render on every store change).
  const act = () => store.getState();
  // The sub-items' display properties are the user's project list settings (user-properties/), loaded once per project.
  const settingsKey = listContextKey({ kind: 'project', projectId });
  const subDisplay = useAppStore((s) => selectSubWorkItemDisplayProperties(s, projectId));
  useEffect(() => {
    // Once per project shown (a failed load toasts and is not retried on every render).
    if (store.getState().listPropertiesByKey[settingsKey] === undefined) void store.getState().loadListProperties(slug, { kind: 'project', projectId }).catch(ignore);
  }, [store, slug, projectId, settingsKey]);
  const changeSubDisplay = async (patch: SubWorkItemDisplayProperties) => {
    const ctx: ListContext = { kind: 'project', projectId };
    if (store.getState().listPropertiesByKey[settingsKey] === undefined) await act().loadListProperties(slug, ctx);
    await act().updateListProperties(slug, ctx, { sub_issue_display_properties: patch });
  };
  const openCreate = useOpenCreateWorkItem();
  const { pickable, ensure, search } = usePickableItems(slug, projectId, [id, ...subItems.map((c) => c.id)]);
  const projectsById = useAppStore((s) => s.projectsById);
  // Related items may live in another project of the workspace.
  const keyOf = (other: { sequence_id: number; project_id: string }) =>
    workItemKey(other.project_id === projectId ? identifier : projectsById[other.project_id]?.identifier, other.sequence_id);
  const hrefOf = (other: { sequence_id: number; project_id: string }) => browsePath(slug, keyOf(other));
  return (
    <>
      <SubItemsWidget
        subItems={subItems}
        distribution={distribution}
        keyOf={keyOf}
        hrefOf={hrefOf}
        options={options}
        display={subDisplay}
        onDisplayChange={(patch) => void changeSubDisplay(patch).catch(ignore)}
        candidates={pickable}
        onSearchCandidates={search}
        readOnly={readOnly}
        onAddExisting={(ids) => act().addSubIssues(slug, projectId, id, ids, props.type)}
        onCreateNew={() => (props.onCreateSubItem ? props.onCreateSubItem() : openCreate?.({ parentId: id }))}
        onRemove={(child) => void act().updateWorkItem(slug, projectId, child.id, { parent_id: null }).catch(ignore)}
        onOpenPicker={ensure}
      />
      <LinksWidget
        links={links}
        readOnly={readOnly}
        onAdd={(data) => act().createWorkItemLink(slug, projectId, id, data)}
        onUpdate={(linkId, data) => act().updateWorkItemLink(slug, projectId, id, linkId, data)}
        onRemove={(linkId) => void act().deleteWorkItemLink(slug, projectId, id, linkId).catch(ignore)}
      />
      <AttachmentsWidget
        attachments={attachments}
        uploads={uploads}
        readOnly={readOnly}
        onUpload={(file) => void act().uploadWorkItemAttachment(slug, projectId, id, file).catch(ignore)}
        onCancelUpload={(uploadId) => act().cancelWorkItemAttachmentUpload(uploadId)}
        onDelete={(attachmentId) => act().deleteWorkItemAttachment(slug, projectId, id, attachmentId)}
      />
      <RelationsWidget
        relations={relations}
        keyOf={keyOf}
        hrefOf={hrefOf}
        candidates={pickable}
        onSearchCandidates={search}
        readOnly={readOnly}
        onAdd={(type, ids) => act().addWorkItemRelations(slug, projectId, id, type, ids)}
        onRemove={(type, relatedId) => void act().removeWorkItemRelation(slug, projectId, id, type, relatedId).catch(ignore)}
        onOpenPicker={ensure}
      />
      <WorkItemTimeSection slug={slug} projectId={projectId} itemId={id} readOnly={readOnly} />
    </>
  );
}
