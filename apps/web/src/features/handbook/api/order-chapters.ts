import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  HANDBOOK_API as API,
  HANDBOOK_CATEGORY_API,
  HANDBOOK_CHAPTER_API,
} from '@intranet/shared/handbook/handbook.contract';
import { call } from '../../../lib/api-client';

/** Moves a chapter inside its part: every chapter of the part in the new order. */
export function useOrderChapters() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id_categoria: number; ids: number[] }) => call(API.orderChapters, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['crud', HANDBOOK_CHAPTER_API.table] }),
  });
}

/** Moves a part: every part in the new order. */
export function useOrderCategories() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(API.orderCategories, { body: { ids } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['crud', HANDBOOK_CATEGORY_API.table] }),
        client.invalidateQueries({ queryKey: ['crud', HANDBOOK_CHAPTER_API.table] }),
      ]),
  });
}
