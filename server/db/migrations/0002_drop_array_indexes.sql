DROP INDEX "users_locations_idx";--> statement-breakpoint
DROP INDEX "users_expertises_idx";