import type { PublicIntakeCreate, PublicIntakeCreated } from '@cairn/types';
import { createIntakeCommand } from '../../../commands/intake-request.command';
import type { Db } from '../../../data/db';
import { forbidden } from '../../../http/errors';
import { mapUniqueViolations } from '../../projects/projects.errors';
import { resolveAnchor } from '../public-anchor';
import { assertSwitchOn, limitPublicWrite, WRITE_SWITCHES } from './public-write.guard';

// Requests from a published board's public form (issue 20), through the intake module's create command: the work
// item (is_intake: in no list until accepted; its description sanitised there) and the pending intake row with source
// 'deploy-board' and created_by the caller, with their activity and events — the app's intake list shows it at once.

/**
 * POST intake/ (signed in): the board's intake switch AND the project's intake (inbox_view) must be on, else 403
 * 'Requests are turned off on this board'. A view board files into the view's project.
 */
export async function fileBoardRequest(db: Db, anchor: string, userId: string, body: PublicIntakeCreate, now: Date): Promise<PublicIntakeCreated> {
  return mapUniqueViolations(() =>
    db.transaction(async (tx) => {
      const target = await resolveAnchor(tx, anchor);
      assertSwitchOn(target, 'intake');
      if (!target.project.inbox_view) throw forbidden(WRITE_SWITCHES.intake.message);
      await limitPublicWrite(tx, userId, now);
      const scope = { workspaceId: target.workspace.id, projectId: target.project.id, projectIdentifier: target.project.identifier, userId, now };
      const { intake, item } = await createIntakeCommand(tx, scope, {
        source: 'deploy-board',
        issue: { name: body.name, ...(body.description_html === undefined ? {} : { description_html: body.description_html }) },
      });
      return { id: intake.id, name: item.name, status: intake.status, created_at: intake.created_at.toISOString() };
    }),
  );
}
