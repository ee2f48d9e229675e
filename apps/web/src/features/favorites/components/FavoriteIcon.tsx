import { selectPage, selectProject, useAppStore, type FavoriteRecord } from '@cairn/state';
import type { Page } from '@cairn/types';
import { CycleIcon, FileIcon, LayersIcon, ModuleIcon } from '@cairn/ui-kit';
import { PageLogo } from '../../pages';
import { ProjectLogo } from '../../projects';

/** A folder (outline; open when its favorites show). */
export function FolderIcon(props: { open?: boolean; size?: number }) {
  const size = props.size ?? 16;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {props.open
        ? <path d="M3 7a2 2 0 0 1 2-2h4l2 2h6a2 2 0 0 1 2 2v1H7.5a2 2 0 0 0-1.9 1.4L3 19V7zM3 19l2.6-7.6A2 2 0 0 1 7.5 10H21l-2.6 7.6A2 2 0 0 1 16.5 19H3z" />
        : <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7z" />}
    </svg>
  );
}

// A project's logo: its emoji or icon when set, else its identifier (from the store when known, else the name's start).
function FavoriteProjectLogo(props: { favorite: FavoriteRecord; name: string }) {
  const id = props.favorite.entity_identifier ?? props.favorite.id;
  const known = useAppStore((s) => selectProject(s, id));
  const logo = (props.favorite.entity_data?.logo_props ?? null) as Parameters<typeof ProjectLogo>[0]['project']['logo_props'];
  const identifier = known?.identifier ?? props.name.slice(0, 2).toUpperCase();
  return <ProjectLogo project={{ id, identifier, logo_props: known?.logo_props ?? logo }} size="sm" />;
}

// A page's emoji or icon when the store holds the page (or the favorite carries its logo), else the page icon.
function FavoritePageLogo(props: { favorite: FavoriteRecord }) {
  const known = useAppStore((s) => (props.favorite.entity_identifier ? selectPage(s, props.favorite.entity_identifier) : undefined));
  const logo = known?.logo_props ?? (props.favorite.entity_data?.logo_props as Page['logo_props'] | undefined);
  return logo ? <PageLogo logo={logo} size={16} /> : <FileIcon size={16} />;
}

/** The icon of a favorite's entity (project logo, cycle, module, view, page) or of a folder. */
export function FavoriteIcon(props: { favorite: FavoriteRecord; name: string; open?: boolean }) {
  switch (props.favorite.entity_type) {
    case 'project': return <FavoriteProjectLogo favorite={props.favorite} name={props.name} />;
    case 'cycle': return <CycleIcon size={16} />;
    case 'module': return <ModuleIcon size={16} />;
    case 'view': return <LayersIcon size={16} />;
    case 'page': return <FavoritePageLogo favorite={props.favorite} />;
    default: return <FolderIcon open={props.open} />;
  }
}
