-- Issue 17: the default Todo grey (#3a3a3a) was nearly invisible on the dark theme, and the Backlog grey and the
-- In Progress amber fell under 3:1 on the light one. States still carrying exactly those default colours in their
-- default group take the new defaults (libs/types DEFAULT_STATES); colours a user chose are left alone.
UPDATE "states" SET "color" = '#6b7280' WHERE lower("color") = '#3a3a3a' AND "group" = 'unstarted';--> statement-breakpoint
UPDATE "states" SET "color" = '#858a93' WHERE lower("color") = '#a3a3a3' AND "group" = 'backlog';--> statement-breakpoint
UPDATE "states" SET "color" = '#d97706' WHERE lower("color") = '#f59e0b' AND "group" = 'started';
