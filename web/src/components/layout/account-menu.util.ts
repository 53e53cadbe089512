import { knownRole, type Session } from '../../lib/session.store';

/** The account menu's display name (the session's name, else its role) and role. */
export function accountMenuLabel(session: Session): { displayName: string; role: string } {
  const role = knownRole(session.role) ?? session.role;
  return { displayName: session.name?.trim() || role, role };
}
