CREATE TABLE "deploy_boards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"view_id" uuid,
	"anchor" text NOT NULL,
	"is_comments_enabled" boolean DEFAULT false NOT NULL,
	"is_reactions_enabled" boolean DEFAULT false NOT NULL,
	"is_votes_enabled" boolean DEFAULT false NOT NULL,
	"is_intake_enabled" boolean DEFAULT false NOT NULL,
	"is_activity_enabled" boolean DEFAULT true NOT NULL,
	"is_indexable" boolean DEFAULT false NOT NULL,
	"view_props" jsonb DEFAULT '{"list":true,"kanban":true}'::jsonb NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_item_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"work_item_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"vote" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_item_votes_vote_check" CHECK ("work_item_votes"."vote" in (-1, 1))
);
--> statement-breakpoint
ALTER TABLE "deploy_boards" ADD CONSTRAINT "deploy_boards_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deploy_boards" ADD CONSTRAINT "deploy_boards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deploy_boards" ADD CONSTRAINT "deploy_boards_view_id_issue_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."issue_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deploy_boards" ADD CONSTRAINT "deploy_boards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deploy_boards" ADD CONSTRAINT "deploy_boards_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_votes" ADD CONSTRAINT "work_item_votes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_votes" ADD CONSTRAINT "work_item_votes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_votes" ADD CONSTRAINT "work_item_votes_work_item_id_work_items_id_fk" FOREIGN KEY ("work_item_id") REFERENCES "public"."work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_votes" ADD CONSTRAINT "work_item_votes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deploy_boards_anchor_key" ON "deploy_boards" USING btree ("anchor");--> statement-breakpoint
CREATE UNIQUE INDEX "deploy_boards_project_key" ON "deploy_boards" USING btree ("project_id") WHERE "deploy_boards"."view_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "deploy_boards_view_key" ON "deploy_boards" USING btree ("view_id") WHERE "deploy_boards"."view_id" is not null;--> statement-breakpoint
CREATE INDEX "deploy_boards_workspace_idx" ON "deploy_boards" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_item_votes_item_actor_key" ON "work_item_votes" USING btree ("work_item_id","actor_id");--> statement-breakpoint
CREATE INDEX "work_item_votes_project_idx" ON "work_item_votes" USING btree ("project_id");