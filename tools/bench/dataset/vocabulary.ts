// Words the generator builds names from: enough variety that a title-word search (B3) finds tens to hundreds of
// items, not thousands or none.

/** Project names with their identifiers (the first N are used). */
export const PROJECT_NAMES: ReadonlyArray<readonly [name: string, identifier: string]> = [
  ['Platform', 'PLAT'], ['Web app', 'WEB'], ['Mobile', 'MOB'], ['Billing', 'BILL'], ['Search', 'SRCH'],
  ['Integrations', 'INT'], ['Design system', 'DS'], ['Data pipeline', 'DATA'], ['Infrastructure', 'INFRA'], ['Security', 'SEC'],
  ['Onboarding', 'ONB'], ['Notifications', 'NOTIF'], ['Analytics', 'ANLT'], ['Admin console', 'ADM'], ['Public API', 'API'],
  ['Documentation', 'DOCS'], ['Growth', 'GROW'], ['Support tools', 'SUP'], ['Reporting', 'REP'], ['Marketplace', 'MKT'],
];

/** First and last names the members are made from. */
export const FIRST_NAMES = [
  'Ada', 'Ben', 'Chloe', 'Dev', 'Elif', 'Farah', 'Gus', 'Hana', 'Ivan', 'Jia', 'Kofi', 'Lena', 'Mateo', 'Nia', 'Omar', 'Priya', 'Quinn',
  'Rosa', 'Sven', 'Tara', 'Umar', 'Vera', 'Wen', 'Xavi', 'Yara', 'Zoe', 'Aiko', 'Bruno', 'Carla', 'Dmitri',
];
export const LAST_NAMES = [
  'Adams', 'Berg', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Haddad', 'Ito', 'Jensen', 'Kowalski', 'Lopez', 'Moreau', 'Nakamura',
  'Okafor', 'Patel', 'Quist', 'Rossi', 'Schmidt', 'Tanaka', 'Ueda', 'Varga', 'Weber', 'Xu', 'Yilmaz', 'Zhang',
];

/** The six states of every project (Backlog is the default); colours as the API's defaults use. */
export const BENCH_STATES: ReadonlyArray<{ name: string; group: 'backlog' | 'unstarted' | 'started' | 'completed' | 'cancelled'; color: string; weight: number }> = [
  { name: 'Backlog', group: 'backlog', color: '#a3a3a3', weight: 20 },
  { name: 'Todo', group: 'unstarted', color: '#3a3a3a', weight: 18 },
  { name: 'In Progress', group: 'started', color: '#f59e0b', weight: 14 },
  { name: 'In Review', group: 'started', color: '#8b5cf6', weight: 7 },
  { name: 'Done', group: 'completed', color: '#16a34a', weight: 34 },
  { name: 'Cancelled', group: 'cancelled', color: '#ef4444', weight: 7 },
];

/** Priorities and how often each occurs. */
export const PRIORITY_MIX: ReadonlyArray<readonly [priority: 'none' | 'low' | 'medium' | 'high' | 'urgent', weight: number]> = [
  ['none', 30], ['low', 20], ['medium', 25], ['high', 17], ['urgent', 8],
];

/** Eight label groups of four children: 40 labels per project (groups are parents, items get children). */
export const LABEL_GROUPS: ReadonlyArray<{ name: string; color: string; children: readonly string[] }> = [
  { name: 'Type', color: '#3b82f6', children: ['Bug', 'Feature', 'Chore', 'Spike'] },
  { name: 'Area', color: '#8b5cf6', children: ['Frontend', 'Backend', 'Database', 'DevOps'] },
  { name: 'Platform', color: '#10b981', children: ['iOS', 'Android', 'Desktop', 'Browser'] },
  { name: 'Severity', color: '#ef4444', children: ['Blocker', 'Major', 'Minor', 'Cosmetic'] },
  { name: 'Customer', color: '#f59e0b', children: ['Enterprise', 'Startup', 'Self-hosted', 'Internal'] },
  { name: 'Release', color: '#0ea5e9', children: ['Q1', 'Q2', 'Q3', 'Q4'] },
  { name: 'Team', color: '#ec4899', children: ['Core', 'Growth', 'Infra', 'Apps'] },
  { name: 'Effort', color: '#84cc16', children: ['Tiny', 'Small', 'Medium', 'Large'] },
];

export const VERBS = [
  'Fix', 'Add', 'Update', 'Remove', 'Refactor', 'Investigate', 'Improve', 'Document', 'Migrate', 'Support', 'Optimise', 'Design',
  'Implement', 'Test', 'Review', 'Clean up', 'Speed up', 'Rework', 'Validate', 'Localise',
];
export const OBJECTS = [
  'login page', 'sign-up flow', 'billing webhook', 'search index', 'invoice export', 'password reset mail', 'dashboard charts',
  'project settings', 'member invitations', 'file uploads', 'audit log', 'rate limiter', 'session timeout', 'dark mode palette',
  'keyboard shortcuts', 'kanban board', 'calendar view', 'spreadsheet columns', 'gantt timeline', 'notification preferences',
  'CSV import', 'API tokens', 'webhook retries', 'SSO configuration', 'avatar cropping', 'label picker', 'date picker', 'state colours',
  'cycle burndown', 'module progress', 'email digest', 'mobile navigation', 'offline cache', 'sync worker', 'database indexes',
  'backup job', 'health check', 'error pages', 'onboarding checklist', 'pricing page', 'usage metrics', 'feature flags',
  'release notes', 'translation files', 'accessibility labels', 'print layout', 'comment editor', 'mention suggestions',
  'reaction picker', 'link previews',
];
export const QUALIFIERS = [
  '', '', '', '', 'on Safari', 'for guests', 'in dark mode', 'after upgrade', 'on slow networks', 'for large workspaces',
  'with SSO', 'on Android', 'on iOS', 'for admins', 'in Firefox', 'behind a proxy', 'with 10k items', 'in German', 'on first load',
  'when offline', 'for archived items', 'in the public API', 'on Windows', 'after sign-out', 'with long names',
];
export const SENTENCES = [
  'Reported by a customer last week.', 'Steps are in the linked thread.', 'Happens about one time in ten.',
  'Needs a decision from design first.', 'Blocked until the migration ships.', 'Small change, covered by the existing tests.',
  'See the screenshot in the support ticket.', 'Only seen in production so far.', 'Agreed in the planning meeting.',
  'Follow-up from the last incident review.',
];
