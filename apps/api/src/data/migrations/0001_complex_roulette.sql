CREATE TABLE "estimate_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"estimate_id" uuid NOT NULL,
	"key" integer NOT NULL,
	"value" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"last_used" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"parent" uuid,
	"sort_order" double precision DEFAULT 65535 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"member" uuid NOT NULL,
	"role" smallint NOT NULL,
	"original_role" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_role_check" CHECK ("project_members"."role" in (5, 15, 20) and "project_members"."original_role" in (5, 15, 20))
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"identifier" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo_props" jsonb,
	"network" smallint DEFAULT 2 NOT NULL,
	"archived_at" timestamp with time zone,
	"sort_order" double precision DEFAULT 65535 NOT NULL,
	"guest_view_all_features" boolean DEFAULT false NOT NULL,
	"cycle_view" boolean DEFAULT true NOT NULL,
	"module_view" boolean DEFAULT true NOT NULL,
	"issue_views_view" boolean DEFAULT true NOT NULL,
	"page_view" boolean DEFAULT true NOT NULL,
	"inbox_view" boolean DEFAULT false NOT NULL,
	"is_time_tracking_enabled" boolean DEFAULT false NOT NULL,
	"archive_in" integer DEFAULT 0 NOT NULL,
	"close_in" integer DEFAULT 0 NOT NULL,
	"default_state" uuid,
	"estimate" uuid,
	"created_by" uuid NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_network_check" CHECK ("projects"."network" in (0, 2)),
	CONSTRAINT "projects_archive_in_check" CHECK ("projects"."archive_in" between 0 and 12),
	CONSTRAINT "projects_close_in_check" CHECK ("projects"."close_in" between 0 and 12)
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"group" text NOT NULL,
	"default" boolean DEFAULT false NOT NULL,
	"sequence" double precision DEFAULT 65535 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "states_group_check" CHECK ("states"."group" in ('backlog', 'unstarted', 'started', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "user_favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_identifier" uuid,
	"project_id" uuid,
	"parent" uuid,
	"is_folder" boolean DEFAULT false NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"sequence" double precision DEFAULT 65535 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_favorites_entity_type_check" CHECK ("user_favorites"."entity_type" in ('project', 'cycle', 'module', 'view', 'page', 'folder'))
);
--> statement-breakpoint
ALTER TABLE "estimate_points" ADD CONSTRAINT "estimate_points_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_points" ADD CONSTRAINT "estimate_points_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_points" ADD CONSTRAINT "estimate_points_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_points" ADD CONSTRAINT "estimate_points_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_points" ADD CONSTRAINT "estimate_points_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_parent_labels_id_fk" FOREIGN KEY ("parent") REFERENCES "public"."labels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_member_users_id_fk" FOREIGN KEY ("member") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_default_state_states_id_fk" FOREIGN KEY ("default_state") REFERENCES "public"."states"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_estimate_estimates_id_fk" FOREIGN KEY ("estimate") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_parent_user_favorites_id_fk" FOREIGN KEY ("parent") REFERENCES "public"."user_favorites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_points_estimate_key_unique" ON "estimate_points" USING btree ("estimate_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_points_estimate_value_unique" ON "estimate_points" USING btree ("estimate_id",lower("value"));--> statement-breakpoint
CREATE INDEX "estimate_points_project_idx" ON "estimate_points" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "estimates_project_created_idx" ON "estimates" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "estimates_workspace_idx" ON "estimates" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_project_last_used_unique" ON "estimates" USING btree ("project_id") WHERE last_used;--> statement-breakpoint
CREATE UNIQUE INDEX "labels_project_parent_name_unique" ON "labels" USING btree ("project_id",coalesce("parent", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "labels_project_parent_idx" ON "labels" USING btree ("project_id","parent");--> statement-breakpoint
CREATE INDEX "labels_parent_idx" ON "labels" USING btree ("parent");--> statement-breakpoint
CREATE INDEX "labels_workspace_idx" ON "labels" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_members_project_member_unique" ON "project_members" USING btree ("project_id","member");--> statement-breakpoint
CREATE INDEX "project_members_workspace_member_idx" ON "project_members" USING btree ("workspace_id","member");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_workspace_identifier_unique" ON "projects" USING btree ("workspace_id","identifier");--> statement-breakpoint
CREATE INDEX "projects_workspace_created_idx" ON "projects" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "states_project_name_unique" ON "states" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "states_project_default_unique" ON "states" USING btree ("project_id") WHERE "default";--> statement-breakpoint
CREATE INDEX "states_workspace_idx" ON "states" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_favorites_user_entity_unique" ON "user_favorites" USING btree ("user_id","entity_type","entity_identifier") WHERE entity_identifier is not null;--> statement-breakpoint
CREATE INDEX "user_favorites_workspace_user_idx" ON "user_favorites" USING btree ("workspace_id","user_id");--> statement-breakpoint
CREATE INDEX "user_favorites_project_idx" ON "user_favorites" USING btree ("project_id");