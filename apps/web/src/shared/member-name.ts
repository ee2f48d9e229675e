/** What memberName reads of a user (the workspace member's `member`, the current user, an owner's details). */
export interface NamedUser {
  display_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

/**
 * The name shown for a user: the full name (first + last, as given at onboarding), else the display name, else the
 * email. The display name alone is often a sign-up default (the email's local part, "ux1"), so it comes second.
 */
export function memberName(user: NamedUser): string {
  const full = [user.first_name, user.last_name].map((part) => part?.trim()).filter(Boolean).join(' ');
  return full || user.display_name?.trim() || user.email || '';
}
