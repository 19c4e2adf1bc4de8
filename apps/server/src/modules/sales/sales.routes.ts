import type { FastifyInstance } from 'fastify';
import { campaignRoutes } from './campaign.routes';
import { channelRoutes } from './channel.routes';

/** The sales area: campaigns and channels. */
export async function salesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(campaignRoutes);
  await app.register(channelRoutes);
}
