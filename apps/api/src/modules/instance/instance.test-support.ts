import { apiPaths, ROLE } from '@cairn/types';
import { createAgent, TEST_PASSWORD, uniqueEmail, type Agent, type TestApp } from '../../test/test-app';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';

// Helpers for the instance tests (not a test file itself).

/** Completes the first run through the API; returns the new instance admin's agent. */
export async function setUpInstance(t: TestApp, email = uniqueEmail('god')): Promise<Actor> {
  const agent = createAgent(t.app);
  const res = await agent.post(apiPaths.instanceSetup(), { first_name: 'Ada', last_name: 'Admin', email, password: TEST_PASSWORD, instance_name: 'Test instance' });
  if (res.statusCode !== 200) throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
  return { agent, id: res.json().id, email };
}

/** The roles of the deny tables: nobody signed in, a workspace member, a workspace admin, and the instance admin. */
export interface InstanceCast {
  anonymous: Agent;
  member: Actor;
  workspaceAdmin: Actor;
  god: Actor;
}

/** Sets the instance up and seeds a workspace with an admin and a member. */
export async function newInstanceCast(t: TestApp): Promise<InstanceCast> {
  const god = await setUpInstance(t);
  const workspaceAdmin = await newActor(t, 'wsadmin');
  const member = await newActor(t, 'member');
  await seedWorkspace(t, workspaceAdmin.id, [
    [workspaceAdmin.id, ROLE.ADMIN],
    [member.id, ROLE.MEMBER],
  ]);
  return { anonymous: createAgent(t.app), member, workspaceAdmin, god };
}
