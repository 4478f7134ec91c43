import type { ListRequest, Page } from '../domain/list-request';
import type { TrainingRow } from '../domain/training-rows';
import type { TrainingWrite } from '../domain/training-rules';
import { allPages } from './all-pages';
import { request } from './client';
import { CreateTrainingDocument, TrainingRowDocument, TrainingRowsDocument, UpdateTrainingDocument } from './generated/training/graphql';
import type { Training } from './reference';

/**
 * The trainings' calls (the catalogue list and a training's page, adding and changing a training),
 * through the gateway to the REST paths of `rest-paths.ts`. Reads @throw ApiError with the §8 message (already told the user: `handled`). Writes @throw ApiError too; a refusal (`refused`, `success: false`) carries the server's reason and is not told, so the form shows it. The return types are the domain's (src/domain), which the generated types must satisfy.
 */
export const trainingsApi = {
  list: async (list: ListRequest): Promise<Page<TrainingRow>> => (await request(TrainingRowsDocument, { request: list })).trainingRows,
  /** Every training the request matches (paging ignored), for a CSV export. */
  exportAll: (list: ListRequest): Promise<TrainingRow[]> => allPages(trainingsApi.list, list),
  item: async (id: string): Promise<TrainingRow> => (await request(TrainingRowDocument, { id })).trainingRow,
  create: async (training: TrainingWrite): Promise<Training> => (await request(CreateTrainingDocument, { training })).createTraining,
  /** Changes a training, made from `version` of it. @throws ConflictError when it changed meanwhile. */
  update: async (id: string, training: TrainingWrite, version: number): Promise<Training> =>
    (await request(UpdateTrainingDocument, { id, training, version })).updateTraining,
};
