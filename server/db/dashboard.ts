import type { Executor } from './client';
import { dashboardPosts, peerInvitations } from './schema';

// Dashboard posts (links for the social wall) and peer invitations.

export type DashboardPostRow = typeof dashboardPosts.$inferSelect;

export function createDashboardRepository(db: Executor) {
  return {
    async insertPost(post: {
      userId: number;
      link: string;
      createdAt: Date;
    }): Promise<DashboardPostRow> {
      const [row] = await db.insert(dashboardPosts).values(post).returning();
      return row!;
    },

    async insertInvitation(invitation: {
      userId: number;
      email: string;
      name: string | null;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(peerInvitations).values(invitation);
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
