import type { MentionSource } from '@cairn/editor';
import type { PersonOption } from './use-project-options';

/** An @-mention source over the project's members (name contains the query, at most 8). */
export function peopleMentions(people: readonly PersonOption[]): MentionSource {
  return {
    search: (query) => {
      const q = query.trim().toLowerCase();
      return people
        .filter((p) => !q || p.name.toLowerCase().includes(q))
        .slice(0, 8)
        .map((p) => ({ id: p.id, label: p.name, avatarUrl: p.avatarUrl ?? undefined }));
    },
  };
}
