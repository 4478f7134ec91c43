import type { TrainingDashboard } from '../domain/training-stats';
import { request } from './client';
import { TrainingDashboardDocument } from './generated/training/graphql';

/** The dashboard's figures (§1 Home: KPIs, the chart, next expirations). @throws ApiError with the §8 message (already told). */
export async function fetchTrainingDashboard(): Promise<TrainingDashboard> {
  return (await request(TrainingDashboardDocument)).trainingDashboard;
}
