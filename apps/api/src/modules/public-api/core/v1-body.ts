// Small helpers the core v1 routes use to map v1 bodies onto the app's bodies.

/** The object without its undefined values (the app's strict schemas then see only what the caller sent). */
export function definedOnly<T extends Record<string, unknown>>(obj: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) if (v !== undefined) out[k] = v;
  return out as Partial<T>;
}

/** null (the seed's "empty") → '' for text columns; undefined stays undefined. */
export function textOrEmpty(value: string | null | undefined): string | undefined {
  return value === null ? '' : value;
}

/** The seed's logo props → the app's (emoji value and url, icon name and colour); undefined/null pass through. */
export function toAppLogoProps(
  logo: { in_use: 'emoji' | 'icon'; emoji?: { value?: string; url?: string }; icon?: { name?: string; color?: string } } | null | undefined,
): Record<string, unknown> | null | undefined {
  if (logo === undefined || logo === null) return logo;
  return definedOnly({
    in_use: logo.in_use,
    emoji: logo.emoji ? definedOnly({ value: logo.emoji.value, url: logo.emoji.url }) : undefined,
    icon: logo.icon ? definedOnly({ name: logo.icon.name, color: logo.icon.color }) : undefined,
  });
}
