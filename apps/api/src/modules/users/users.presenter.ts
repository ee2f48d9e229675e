import type { Profile, User } from '@cairn/types';
import type { ProfileRow, UserRow } from '../../data/repositories/users.repository';

/** A users row as the wire's User (never the password hash). */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    display_name: row.display_name,
    avatar_url: row.avatar_url,
    is_active: row.is_active,
    is_password_autoset: row.is_password_autoset,
    is_email_verified: row.is_email_verified,
    date_joined: row.date_joined.toISOString(),
    last_login: row.last_login ? row.last_login.toISOString() : null,
  };
}

/** A profiles row as the wire's Profile (`user` is the user id). */
export function presentProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    user: row.user_id,
    role: row.role,
    last_workspace_id: row.last_workspace_id,
    theme: row.theme,
    onboarding_step: row.onboarding_step,
    is_onboarded: row.is_onboarded,
    is_tour_completed: row.is_tour_completed,
    use_case: row.use_case,
    billing_address_country: row.billing_address_country,
    billing_address: row.billing_address,
    has_billing_address: row.has_billing_address,
    language: row.language as Profile['language'],
    start_of_the_week: row.start_of_the_week,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
