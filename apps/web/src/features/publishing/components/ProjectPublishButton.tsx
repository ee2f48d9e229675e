import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { ROLE } from '@cairn/types';
import { selectProject, selectProjectRole, useAppStore } from '@cairn/state';
import { Button, GlobeIcon } from '@cairn/ui-kit';
import { PublishDialog } from './publish-dialogs.lazy';

/**
 * The project header's "Publish" (project admins only; "Published" once it is): opens the publish dialog — publishing
 * is one more click there. The button is small and in the list route's start-up JS; the dialog loads when opened.
 */
export function ProjectPublishButton(props: { slug: string; projectId: string }) {
  const { t } = useT();
  const project = useAppStore((s) => selectProject(s, props.projectId));
  const role = useAppStore((s) => selectProjectRole(s, props.projectId));
  const [open, setOpen] = useState(false);
  if (!project || role !== ROLE.ADMIN || project.archived_at) return null;
  const published = project.anchor !== null && project.anchor !== undefined;
  return (
    <>
      <Button
        size="sm"
        variant={published ? 'secondary' : 'outline'}
        leftIcon={<GlobeIcon size={14} />}
        aria-haspopup="dialog"
        className={published ? 'cw-publish-button cw-publish-button--on' : 'cw-publish-button'}
        onClick={() => setOpen(true)}
      >
        {t(published ? 'publishing.published_button' : 'publishing.publish_button')}
      </Button>
      {open ? (
        <PublishDialog open onClose={() => setOpen(false)} slug={props.slug} target={{ kind: 'project', projectId: props.projectId }} name={project.name} />
      ) : null}
    </>
  );
}
