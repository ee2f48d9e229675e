import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { PAGE_COLLAB_CLOSE, type Page } from '@cairn/types';
import { pageHref, selectPage, selectPageAbilities, selectPageDetailStatus, useAppStore, useStoreApi } from '@cairn/state';
import { AreaPage } from '../../../shared/components/AreaPage';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { ProjectGate, ProjectHeading, useProjectRoute, type ProjectRoute } from '../../projects';
import { MovePageDialog } from './components/MovePageDialog';
import { PageBanners } from './components/PageBanners';
import { PageBody, type PageSessionEvents } from './components/PageBody';
import { PageHeaderActions, type ConnectionStatus, type PageDialog } from './components/PageHeaderActions';
import { PageLogoPicker } from './components/PageLogoPicker';
import type { PresenceUser } from './components/PagePresence';
import { PageClosed, PageFailed, PageNotFound, PageSkeleton, PagesOff } from './components/PageStates';
import { PageTitle } from './components/PageTitle';
import { VersionHistoryPanel } from './components/VersionHistoryPanel';
import { pagesPath } from '../paths';
import { useRecordVisit } from '../../../shared/hooks/use-record-visit';
import { usePageActions } from './hooks/use-page-actions';
import { useTitleAutosave, type TitleAutosave } from './hooks/use-title-autosave';
import './page-detail.css';

const CLOSE_CODES: ReadonlySet<number> = new Set(Object.values(PAGE_COLLAB_CLOSE));

/** "Projects / <project> / Pages / <page name>": the screen's title (the name as typed, before it is saved). */
function PageTrail({ route, name }: { route: ProjectRoute; name: string | undefined }) {
  const { t } = useT();
  return (
    <span className="cw-page-trail">
      <ProjectHeading slug={route.slug} project={route.project} section={t('page_editor.pages')} sectionTo={pagesPath(route.slug, route.projectId)} />
      {name !== undefined ? (
        <>
          <span className="cw-breadcrumb-sep" aria-hidden="true">/</span>
          <span className="cw-page-trail__name">{name || t('page_editor.untitled')}</span>
        </>
      ) : null}
    </span>
  );
}

/** The loaded page: banners, logo and title, the live content (or why it stopped), and the version history panel. */
function PageEditorView(props: {
  route: ProjectRoute; page: Page; title: TitleAutosave; closedCode: number | null; versionsOpen: boolean;
  onCloseVersions: () => void; events: PageSessionEvents;
}) {
  const { route, page, title } = props;
  const { slug, projectId } = route;
  const abilities = useAppStore((s) => selectPageAbilities(s, page.id));
  const actions = usePageActions(slug, projectId, page.id);
  const body = useRef<HTMLDivElement>(null);
  const focusContent = () => body.current?.querySelector<HTMLElement>('[contenteditable="true"], textarea')?.focus();
  const movedTo = page.project_ids.includes(projectId) ? undefined : pageHref(slug, page);
  // The server lets editors rename an archived page, but an archived page reads as a whole: restore it first.
  const editable = abilities.edit && !page.archived_at;
  return (
    <div className={props.versionsOpen ? 'cw-page-screen cw-page-screen--versions' : 'cw-page-screen'}>
      <div className="cw-page-main">
        <article className="cw-page-doc">
          <PageBanners page={page} abilities={abilities} actions={actions} />
          <div className="cw-page-head">
            <PageLogoPicker
              logo={page.logo_props}
              onChange={editable ? actions.updateLogo : undefined}
            />
            <PageTitle title={title} readOnly={!editable} onEnter={focusContent} />
          </div>
          {props.closedCode !== null ? (
            <PageClosed code={props.closedCode} slug={slug} projectId={projectId} movedTo={movedTo} />
          ) : (
            <PageBody slug={slug} projectId={projectId} pageId={page.id} readOnly={!abilities.editContent} events={props.events} containerRef={body} />
          )}
        </article>
      </div>
      {props.versionsOpen ? (
        <VersionHistoryPanel slug={slug} projectId={projectId} pageId={page.id} canSave={abilities.editContent} onClose={props.onCloseVersions} />
      ) : null}
    </div>
  );
}

/**
 * The page screen of one page (keyed by its id): reads it (skeleton meanwhile; "Failed" or not found), holds the title
 * autosave, the live session's status and presence, the version panel and the dialogs.
 */
function PageScreen({ route, pageId }: { route: ProjectRoute; pageId: string }) {
  const { t } = useT();
  const storeApi = useStoreApi();
  const { slug, projectId } = route;
  const page = useAppStore((s) => selectPage(s, pageId));
  const status = useAppStore((s) => selectPageDetailStatus(s, pageId));
  useRecordVisit(slug, 'page', page ? pageId : undefined, projectId); // home's Recents (issue 16)
  const abilities = useAppStore((s) => selectPageAbilities(s, pageId));
  const actions = usePageActions(slug, projectId, pageId);
  const title = useTitleAutosave(slug, projectId, pageId, page?.name ?? '');
  const [connection, setConnection] = useState<ConnectionStatus | null>(null);
  const [presence, setPresence] = useState<PresenceUser[]>([]);
  const [closedCode, setClosedCode] = useState<number | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [dialog, setDialog] = useState<PageDialog>(null);
  const [deleting, setDeleting] = useState(false);
  // Set once the page was on screen: if it then leaves the store (deleted by someone, a live event) it was removed.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (page) setShown(true);
  }, [page]);
  const canRead = route.role !== undefined;
  const pagesOff = route.project?.page_view === false;

  const load = useCallback(() => void storeApi.getState().loadPage(slug, projectId, pageId), [storeApi, slug, projectId, pageId]);
  useEffect(() => {
    // A page the store already read (the boot payload, an earlier visit; live events keep it current) needs no request.
    if (canRead && !pagesOff && storeApi.getState().pages.detailStatus[pageId] !== 'ready') load();
  }, [storeApi, pageId, canRead, pagesOff, load]);

  const events = useRef<PageSessionEvents>({
    onStatusChange: setConnection,
    onPresenceChange: setPresence,
    onClose: (code) => {
      if (!CLOSE_CODES.has(code)) return;
      setClosedCode(code);
      setConnection(null);
      setPresence([]);
    },
  }).current;

  const remove = async () => {
    setDeleting(true);
    try {
      await actions.remove();
    } catch {
      // The store showed why (e.g. PAGE_TEXT.deleteNotArchived); the dialog stays.
      setDeleting(false);
    }
  };

  let body;
  if (pagesOff) body = <PagesOff />;
  else if (page) {
    body = (
      <PageEditorView
        route={route} page={page} title={title} closedCode={closedCode} versionsOpen={versionsOpen}
        onCloseVersions={() => setVersionsOpen(false)} events={events}
      />
    );
  } else if (closedCode !== null || shown) body = <PageClosed code={closedCode ?? PAGE_COLLAB_CLOSE.NOT_FOUND} slug={slug} projectId={projectId} />;
  else if (status === 'missing') body = <PageNotFound slug={slug} projectId={projectId} />;
  else if (status === 'error') body = <PageFailed onRetry={load} />;
  else body = <PageSkeleton />;

  return (
    <AreaPage
      title={<PageTrail route={route} name={page ? title.value : undefined} />}
      actions={page && closedCode === null && !pagesOff ? (
        <PageHeaderActions
          page={page} abilities={abilities} actions={actions} connection={connection} presence={presence}
          openVersions={() => setVersionsOpen(true)} openDialog={setDialog}
        />
      ) : undefined}
    >
      <ProjectGate route={route}>{body}</ProjectGate>
      {page && dialog === 'move' ? (
        <MovePageDialog slug={slug} page={page} open onClose={() => setDialog(null)} onMove={actions.move} />
      ) : null}
      <ConfirmModal
        open={dialog === 'delete'}
        title={t('page_editor.delete.title')}
        description={t('page_editor.delete.description', { name: page?.name || t('page_editor.untitled') })}
        confirmLabel={t('page_editor.delete.confirm')}
        busy={deleting}
        onConfirm={() => void remove()}
        onClose={() => setDialog(null)}
      />
    </AreaPage>
  );
}

/**
 * `/:workspaceSlug/projects/:projectId/pages/:pageId` (spec §2 Page editor): the page's title (autosaved), logo and
 * live collaborative content, with presence, connection and saving state, favorite, access, and the page's actions
 * (lock, duplicate, move, version history, copy link, archive / restore, delete) as the caller's abilities allow.
 */
export function PageDetailRoute() {
  const { pageId = '' } = useParams();
  const route = useProjectRoute();
  const page = useAppStore((s) => selectPage(s, pageId));
  // A page opened under a project it is not in (an old link after a move) goes to its link.
  if (page && page.project_ids.length > 0 && !page.project_ids.includes(route.projectId) && route.role !== undefined) {
    return <Navigate to={pageHref(route.slug, page)} replace />;
  }
  return <PageScreen key={`${route.projectId}:${pageId}`} route={route} pageId={pageId} />;
}
