/** The name shown for a user: display name, else full name, else email. */
export function memberName(user: { display_name: string; first_name: string; last_name: string; email: string }): string {
  return user.display_name || [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
}
