CREATE TABLE "workspace_user_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"view_key" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"display_filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"display_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspace_user_properties" ADD CONSTRAINT "workspace_user_properties_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_user_properties" ADD CONSTRAINT "workspace_user_properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_user_properties_unique" ON "workspace_user_properties" USING btree ("workspace_id","user_id","view_key");--> statement-breakpoint
CREATE INDEX "workspace_user_properties_user_idx" ON "workspace_user_properties" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "work_items_project_state_idx" ON "work_items" USING btree ("project_id","state_id");--> statement-breakpoint
CREATE INDEX "work_items_project_priority_idx" ON "work_items" USING btree ("project_id","priority");--> statement-breakpoint
CREATE INDEX "work_items_project_start_idx" ON "work_items" USING btree ("project_id","start_date");--> statement-breakpoint
CREATE INDEX "work_items_project_target_idx" ON "work_items" USING btree ("project_id","target_date");--> statement-breakpoint
CREATE INDEX "work_items_workspace_created_idx" ON "work_items" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "work_items_workspace_creator_idx" ON "work_items" USING btree ("workspace_id","created_by");