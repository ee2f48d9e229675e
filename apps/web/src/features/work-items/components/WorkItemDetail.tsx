import { useMemo, useState, type ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { ROLE, type WorkItemServiceType, type WorkItemUpdate } from '@cairn/types';
import {
  selectCurrentUser, selectProject, selectProjectRole, selectWorkItem, selectWorkItemReactions, useAppStore, useStoreApi,
} from '@cairn/state';
import { Button, EmptyState, Spinner, WorkItemsIcon } from '@cairn/ui-kit';
import { peopleMentions } from '../hooks/people-mentions';
import { usePickableItems } from '../hooks/use-pickable-items';
import { useProjectOptions } from '../hooks/use-project-options';
import { useWorkItemLoads } from '../hooks/use-work-item-loads';
import { browsePath, workItemKey } from '../paths';
import { ReactionBar } from './ReactionBar';
import { WorkItemActivity } from './WorkItemActivity';
import { WorkItemDescription } from './WorkItemDescription';
import { WorkItemDetailModals, type DetailDialog } from './WorkItemDetailModals';
import { WorkItemHeader } from './WorkItemHeader';
import { WorkItemProperties } from './WorkItemProperties';
import { WorkItemTitle } from './WorkItemTitle';
import { WorkItemWidgets } from './WorkItemWidgets';
import { WorkItemPages } from '../../pages';
import { WorkItemVotes } from '../../publishing';
import { useRecordVisit } from '../../../shared/hooks/use-record-visit';
import { useRegisterCurrentItem } from '../../../shared/current-item';
import './work-item-detail.css';

const ignore = () => undefined;

/**
 * A work item in full — the detail page and the peek panel share it: header (key, copy link, subscribe, menu), title,
 * description (autosaved), reactions, widgets, activity with comments, and the property sidebar. Every change goes
 * through the store (optimistic; a failure rolls back and shows the store's toast).
 */
export function WorkItemDetail(props: {
  slug: string;
  projectId: string;
  itemId: string;
  mode: 'page' | 'peek';
  onClose?: () => void;
  onOpenFull?: () => void;
  onGone?: () => void;
  /** epics: the item is an epic (its paths); default: the record's is_epic decides. */
  type?: WorkItemServiceType;
  /** Shown under the description (an epic's progress). */
  extra?: ReactNode;
  /** After "Convert to epic" / "Convert to work item" succeeded (true = it is an epic now). */
  onConverted?: (isEpic: boolean) => void;
}) {
  const { t } = useT();
  const { slug, projectId, itemId } = props;
  const store = useStoreApi();
  const act = () => store.getState();
  const { status, parent: loadedParent } = useWorkItemLoads(slug, projectId, itemId, props.type);
  const item = useAppStore((s) => selectWorkItem(s, itemId));
  useRecordVisit(slug, 'issue', item ? itemId : undefined, projectId); // home's Recents (issue 16)
  useRegisterCurrentItem(slug, projectId, item ? itemId : undefined); // the command palette's open item (issue 17)
  const project = useAppStore((s) => selectProject(s, projectId));
  const role = useAppStore((s) => selectProjectRole(s, projectId));
  const reactions = useAppStore((s) => selectWorkItemReactions(s, itemId));
  const me = useAppStore(selectCurrentUser);
  const parentRecord = useAppStore((s) => (item?.parent_id ? selectWorkItem(s, item.parent_id) : undefined));
  const options = useProjectOptions(slug, projectId);
  const { pickable, ensure, search } = usePickableItems(slug, projectId, [itemId]);
  const [dialog, setDialog] = useState<DetailDialog>(null);
  const mentions = useMemo(() => peopleMentions(options.people), [options.people]);

  if (!item) {
    if (status === 'missing') {
      return <EmptyState icon={<WorkItemsIcon size={32} />} title={t('work_items.detail.not_found_title')} description={t('work_items.detail.not_found_description')} />;
    }
    return (
      <div className="cw-center-pad">
        <Spinner />
      </div>
    );
  }

  const identifier = item.project_identifier ?? project?.identifier;
  const key = workItemKey(identifier, item.sequence_id);
  const archived = item.archived_at !== null;
  const canEdit = role !== undefined && role >= ROLE.MEMBER;
  const readOnly = !canEdit || archived;
  // An epic's own writes use the epics paths (the server answers 404 to an epic under issues/).
  const type: WorkItemServiceType | undefined = props.type ?? (item.is_epic ? 'epics' : undefined);
  const typed = type ? { type } : undefined;
  const patch = (data: WorkItemUpdate) => act().updateWorkItem(slug, projectId, itemId, data, typed);
  const convert = () => {
    const toEpic = !item.is_epic;
    act().convertWorkItem(slug, projectId, itemId, toEpic)
      .then(() => {
        act().pushToast({ type: 'success', title: t(toEpic ? 'epics.convert.to_epic_done' : 'epics.convert.to_work_item_done', { key }) });
        props.onConverted?.(toEpic);
      })
      .catch(ignore);
  };
  const parent =
    item.parent_id === null ? undefined : parentRecord ?? (loadedParent?.id === item.parent_id ? loadedParent : undefined);
  const parentLabel = item.parent_id === null ? undefined : parent ? `${workItemKey(identifier, parent.sequence_id)} ${parent.name}` : t('work_items.properties.parent');
  const createdBy = options.people.find((p) => p.id === item.created_by)?.name;
  const copyLink = () => {
    const url = `${window.location.origin}${browsePath(slug, key)}`;
    void navigator.clipboard?.writeText(url).catch(ignore);
    act().pushToast({ type: 'success', title: t('work_items.detail.link_copied') });
  };
  const toggleReaction = (emoji: string) => {
    const mine = reactions.some((r) => r.reaction === emoji && r.actor === me?.id);
    (mine ? act().removeWorkItemReaction(slug, projectId, itemId, emoji) : act().addWorkItemReaction(slug, projectId, itemId, emoji)).catch(ignore);
  };

  return (
    <article className={props.mode === 'peek' ? 'cw-wi-detail cw-wi-detail--peek' : 'cw-wi-detail'} aria-label={t('work_items.detail.peek_label', { key })}>
      <WorkItemHeader
        itemKey={key}
        subscribed={item.is_subscribed}
        archived={archived}
        canEdit={canEdit}
        onCopyLink={copyLink}
        onToggleSubscribe={() => void act().toggleWorkItemSubscription(slug, projectId, itemId).catch(ignore)}
        onArchive={() => setDialog('archive')}
        convert={archived ? undefined : { label: t(item.is_epic ? 'epics.convert.to_work_item' : 'epics.convert.to_epic'), onClick: convert }}
        onRestore={() => void act().restoreWorkItem(slug, projectId, itemId, typed).then(() => act().pushToast({ type: 'success', title: t('work_items.detail.restored') })).catch(ignore)}
        onDelete={() => setDialog('delete')}
        onOpenFull={props.onOpenFull}
        onClose={props.onClose}
      />
      {archived ? (
        <div className="cw-wi-detail__banner" role="status">
          <span>{t('work_items.detail.archived_banner')}</span>
          {canEdit ? (
            <Button size="sm" variant="outline" onClick={() => void act().restoreWorkItem(slug, projectId, itemId, typed).catch(ignore)}>
              {t('common.restore')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className="cw-wi-detail__layout">
        <div className="cw-wi-detail__main">
          <WorkItemTitle name={item.name} readOnly={readOnly} onSave={(name) => void patch({ name }).catch(ignore)} />
          <WorkItemDescription itemId={itemId} html={item.description_html} readOnly={readOnly} mentions={mentions}
            onSave={(html) => patch({ description_html: html })}
            onUploadFile={(file) => store.getState().uploadEditorImage(slug, projectId, file, { entityType: 'ISSUE_DESCRIPTION', itemId })}
          />
          {props.extra}
          <ReactionBar reactions={reactions} userId={me?.id} label={t('work_items.reactions.item')} disabled={!canEdit} onToggle={toggleReaction} />
          <WorkItemVotes slug={slug} projectId={projectId} itemId={itemId} />
          {props.mode === 'peek' ? (
            <WorkItemProperties
              item={item}
              options={options}
              parentLabel={parentLabel}
              createdByName={createdBy}
              readOnly={readOnly}
              onUpdate={(data) => void patch(data).catch(ignore)}
              onPickParent={() => {
                ensure();
                setDialog('parent');
              }}
            />
          ) : null}
          <WorkItemWidgets slug={slug} item={item} readOnly={readOnly} type={type} />
          <WorkItemPages slug={slug} projectId={projectId} workItemId={itemId} />
          <WorkItemActivity slug={slug} projectId={projectId} itemId={itemId} people={options.people} />
        </div>
        {props.mode === 'page' ? (
          <WorkItemProperties
            item={item}
            options={options}
            parentLabel={parentLabel}
            createdByName={createdBy}
            readOnly={readOnly}
            onUpdate={(data) => void patch(data).catch(ignore)}
            onPickParent={() => {
              ensure();
              setDialog('parent');
            }}
          />
        ) : null}
      </div>
      <WorkItemDetailModals
        open={dialog}
        itemKey={key}
        candidates={pickable}
        onSearchCandidates={search}
        onDelete={async () => {
          await act().deleteWorkItem(slug, projectId, itemId, typed);
          act().pushToast({ type: 'success', title: t('work_items.detail.deleted') });
          props.onGone?.();
        }}
        onArchive={async () => {
          await act().archiveWorkItem(slug, projectId, itemId, typed);
          act().pushToast({ type: 'success', title: t('work_items.detail.archived') });
        }}
        onSetParent={(parentId) => patch({ parent_id: parentId })}
        onClose={() => setDialog(null)}
      />
    </article>
  );
}
