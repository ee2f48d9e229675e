import { apiPaths, type AppRoute } from '@cairn/types';
import type { WebState } from '../../core/types';

/**
 * The member profile's part of hydrateBoot (issue 17): on /{slug}/profile/{userId}/…, the member's profile, stats and
 * first activity page. `run(key, load)` runs a load only when the payload holds that answer (the load takes it without
 * a request), so the server's plan decides which of them come (the overview: all three; the list tabs: the profile).
 */
export function hydrateMemberProfileBoot(s: WebState, route: AppRoute, run: (key: string, load: () => Promise<unknown>) => void): void {
  if (route.kind !== 'profile' || !route.userId) return;
  const { slug, userId } = route;
  run(apiPaths.userProfile(slug, userId), () => s.loadMemberProfile(slug, userId));
  run(apiPaths.userStats(slug, userId), () => s.loadMemberStats(slug, userId));
  run(apiPaths.userActivity(slug, userId), () => s.loadMemberActivity(slug, userId));
}
