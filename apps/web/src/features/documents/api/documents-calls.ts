import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { actingRoleFor } from '@intranet/shared/access/permissions';
import { DOCUMENTS_API as API } from '@intranet/shared/documents/documents.contract';
import { DOCUMENTS_MSG } from '@intranet/shared/documents/documents.messages';
import type { DocumentInput, DocumentsQuery } from '@intranet/shared/documents/documents.schemas';
import { FILES_API } from '@intranet/shared/files/files.contract';
import { ApiError, call, fetchEndpoint } from '../../../lib/api-client';
import { session } from '../../../lib/session';

export const documentsQuery = (query: DocumentsQuery) =>
  queryOptions({
    queryKey: ['documents', 'list', query],
    queryFn: ({ signal }) => call(API.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** HR: every document, filtered and paged by the server; an employee: their own. */
export function useDocuments(query: DocumentsQuery) {
  return useQuery(documentsQuery(query));
}

export function useDocument(id: number) {
  return useQuery({
    queryKey: ['documents', 'one', id],
    queryFn: ({ signal }) => call(API.get, { params: { id } }, { signal }),
  });
}

/** The form's categories (the inactive ones marked). */
export function useDocumentOptions(enabled = true) {
  return useQuery({
    queryKey: ['documents', 'options'],
    queryFn: ({ signal }) => call(API.options, {}, { signal }),
    staleTime: 60_000,
    enabled,
  });
}

/** Employees by name, or the one of `id`, as select options. */
export async function personOptions(search: string, id?: number) {
  const { rh_usuario } = await call(API.people, { query: { busca: search, id } });
  return rh_usuario.map((p) => ({ value: p.id, label: p.empresa_nome ? `${p.nome} (${p.empresa_nome})` : p.nome }));
}

/**
 * Uploads a document's file to the documents bucket (multipart, its bytes judged by the server), acting
 * with the role that registers documents.
 */
export function uploadDocumentFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  const role = actingRoleFor(session.get().user?.roles ?? [], 'documents.create');
  return call(FILES_API.upload, { params: { bucket: 'documentos' } }, { form, role }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 413) throw new ApiError(413, DOCUMENTS_MSG.fileTooLarge);
    throw error;
  });
}

/** Saves the file of a document the caller sees under its stored name. */
export async function downloadDocument(id: number, fallbackName: string): Promise<void> {
  const res = await fetchEndpoint(API.download, { params: { id } });
  if (res.status !== 200) throw new ApiError(res.status, DOCUMENTS_MSG.downloadFailed);
  const header = res.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(header)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function useInvalidateDocuments() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['documents'] });
}

export function useCreateDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (object: DocumentInput) => call(API.create, { body: { object } }),
    onSuccess: invalidate,
  });
}

export function useUpdateDocument(id: number) {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (object: DocumentInput) => call(API.update, { params: { id }, body: { object } }),
    onSuccess: invalidate,
  });
}

export function useDeleteDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (id: number) => call(API.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}
