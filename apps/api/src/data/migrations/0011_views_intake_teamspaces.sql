CREATE TABLE "teamspace_members" (
	"teamspace_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teamspace_members_teamspace_id_member_id_pk" PRIMARY KEY("teamspace_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "teamspace_projects" (
	"teamspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teamspace_projects_teamspace_id_project_id_pk" PRIMARY KEY("teamspace_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "teamspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo_props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lead_id" uuid,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid,
	"teamspace_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"access" text DEFAULT 'public' NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"display_filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"display_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"logo_props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" double precision DEFAULT 65535 NOT NULL,
	"owned_by" uuid,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issue_views_access_check" CHECK ("issue_views"."access" in ('public', 'private')),
	CONSTRAINT "issue_views_one_context_check" CHECK ("issue_views"."project_id" is null or "issue_views"."teamspace_id" is null)
);
--> statement-breakpoint
CREATE TABLE "intake_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"issue_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"snoozed_till" timestamp with time zone,
	"duplicate_to" uuid,
	"source" text DEFAULT 'in-app' NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_issues_status_check" CHECK ("intake_issues"."status" in ('pending', 'snoozed', 'accepted', 'declined', 'duplicate')),
	CONSTRAINT "intake_issues_snooze_check" CHECK ("intake_issues"."status" <> 'snoozed' or "intake_issues"."snoozed_till" is not null)
);
--> statement-breakpoint
ALTER TABLE "planning_user_properties" DROP CONSTRAINT "planning_user_properties_type_check";--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "is_intake" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "teamspace_members" ADD CONSTRAINT "teamspace_members_teamspace_id_teamspaces_id_fk" FOREIGN KEY ("teamspace_id") REFERENCES "public"."teamspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teamspace_members" ADD CONSTRAINT "teamspace_members_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teamspace_members" ADD CONSTRAINT "teamspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teamspace_projects" ADD CONSTRAINT "teamspace_projects_teamspace_id_teamspaces_id_fk" FOREIGN KEY ("teamspace_id") REFERENCES "public"."teamspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teamspace_projects" ADD CONSTRAINT "teamspace_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teamspace_projects" ADD CONSTRAINT "teamspace_projects_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teamspaces" ADD CONSTRAINT "teamspaces_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teamspaces" ADD CONSTRAINT "teamspaces_lead_id_users_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teamspaces" ADD CONSTRAINT "teamspaces_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teamspaces" ADD CONSTRAINT "teamspaces_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_views" ADD CONSTRAINT "issue_views_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_views" ADD CONSTRAINT "issue_views_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_views" ADD CONSTRAINT "issue_views_teamspace_id_teamspaces_id_fk" FOREIGN KEY ("teamspace_id") REFERENCES "public"."teamspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_views" ADD CONSTRAINT "issue_views_owned_by_users_id_fk" FOREIGN KEY ("owned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_views" ADD CONSTRAINT "issue_views_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_views" ADD CONSTRAINT "issue_views_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_issues" ADD CONSTRAINT "intake_issues_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_issues" ADD CONSTRAINT "intake_issues_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_issues" ADD CONSTRAINT "intake_issues_issue_id_work_items_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_issues" ADD CONSTRAINT "intake_issues_duplicate_to_work_items_id_fk" FOREIGN KEY ("duplicate_to") REFERENCES "public"."work_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_issues" ADD CONSTRAINT "intake_issues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_issues" ADD CONSTRAINT "intake_issues_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teamspace_members_member_idx" ON "teamspace_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "teamspace_projects_project_idx" ON "teamspace_projects" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "teamspaces_workspace_idx" ON "teamspaces" USING btree ("workspace_id","name");--> statement-breakpoint
CREATE INDEX "issue_views_workspace_idx" ON "issue_views" USING btree ("workspace_id","project_id");--> statement-breakpoint
CREATE INDEX "issue_views_project_idx" ON "issue_views" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "issue_views_teamspace_idx" ON "issue_views" USING btree ("teamspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "intake_issues_issue_unique" ON "intake_issues" USING btree ("issue_id");--> statement-breakpoint
CREATE INDEX "intake_issues_project_idx" ON "intake_issues" USING btree ("project_id","status","created_at");--> statement-breakpoint
ALTER TABLE "planning_user_properties" ADD CONSTRAINT "planning_user_properties_type_check" CHECK ("planning_user_properties"."entity_type" in ('cycle', 'module', 'epics'));