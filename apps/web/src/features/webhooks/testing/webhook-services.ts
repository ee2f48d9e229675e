import { fixtures, webhookFixtures } from '@cairn/state';
import { ROLE } from '@cairn/types';
import { signedInServices } from '../../../testing/signed-in-services';

/** Fake services of a signed-in user with role `role` in ws-1 and webhooks services (list: webhook 1 unless given). */
export function webhookServices(webhooks: Record<string, jest.Mock> = {}, role: number = ROLE.ADMIN) {
  return signedInServices({
    workspaceList: [fixtures.workspace(1, { role: role as 20 })],
    members: { me: async () => fixtures.member(0, { member: fixtures.user(), role: role as 20 }) },
    webhooks: {
      list: jest.fn(async () => [webhookFixtures.webhook(1)]),
      deliveries: jest.fn(async () => webhookFixtures.page([])),
      ...webhooks,
    },
  });
}
