import type { Action } from '../access/permissions';
import { MSG } from '../validation/messages';

/** The largest image accepted (spec 002 §5): 10485760 bytes. */
export const MAX_IMAGE_BYTES = 10_485_760;
export const MAX_IMPORT_BYTES = 10_485_760;
/** The largest employee document (docs/hr-people.md): 10 MB. */
export const MAX_DOCUMENT_BYTES = 10_485_760;

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** Texts of an upload refused as a whole, whatever its bucket. */
export const FILES_MSG = {
  formTooLarge: 'O formulário de envio tem campos ou arquivos demais: envie um arquivo por vez, sem outros campos.',
} as const;

/**
 * What each bucket accepts. `types` are the content types detected from the bytes (never the name);
 * `text` lists extensions of plain-text formats that carry no signature to detect; `message` answers
 * a file of another type (or empty) and `tooLarge` one over `maxBytes`; `upload` and `read` are the
 * actions that store in and read from the bucket.
 */
export const BUCKETS = {
  imagens: {
    maxBytes: MAX_IMAGE_BYTES,
    types: ['image/jpeg', 'image/png'],
    text: [] as string[],
    message: MSG.imageParams,
    // The spec's one text for an image that does not fit, whether by its type or its size.
    tooLarge: MSG.imageParams,
    upload: 'files.uploadImage',
    read: 'files.readImage',
  },
  importacoes: {
    maxBytes: MAX_IMPORT_BYTES,
    types: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/x-cfb'],
    text: ['csv'],
    message: 'Arquivo com formato inválido ou não encontrado!',
    tooLarge: `O arquivo tem mais de ${megabytes(MAX_IMPORT_BYTES)} MB. Divida a planilha em arquivos menores e envie novamente.`,
    // Lead spreadsheets carry customers' personal data: only those who import leads read them.
    upload: 'files.imports',
    read: 'files.imports',
  },
  documentos: {
    maxBytes: MAX_DOCUMENT_BYTES,
    types: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
    text: [] as string[],
    message: 'O arquivo precisa ser um PDF ou uma imagem PNG, JPEG ou WebP.',
    tooLarge: `O arquivo tem mais de ${megabytes(MAX_DOCUMENT_BYTES)} MB. Envie um arquivo menor.`,
    // Employees' documents: HR stores and reads them here; each employee reads their own through the
    // documents calls, and to anyone else a document's file is not found (as the document itself).
    upload: 'documents.create',
    read: 'documents.list',
    othersNotFound: true,
  },
  /** Sponsorship: the organizers' presentations, the contracts, the post-events' photos and files. */
  patrocinios: {
    maxBytes: MAX_DOCUMENT_BYTES,
    types: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
    text: [] as string[],
    message: 'O arquivo precisa ser um PDF ou uma imagem PNG, JPEG ou WebP.',
    tooLarge: `O arquivo tem mais de ${megabytes(MAX_DOCUMENT_BYTES)} MB. Envie um arquivo menor.`,
    upload: 'sponsorship.write',
    read: 'sponsorship.list',
  },
  /** The fleet: photos of incidents, sent by any employee who reports one (docs/fleet.md). */
  frota: {
    maxBytes: MAX_IMAGE_BYTES,
    types: ['image/jpeg', 'image/png'],
    text: [] as string[],
    message: 'A foto precisa ser uma imagem JPG, JPEG ou PNG.',
    tooLarge: `A foto tem mais de ${megabytes(MAX_IMAGE_BYTES)} MB. Envie uma imagem menor.`,
    upload: 'fleet.request',
    read: 'fleet.request',
  },
} as const satisfies Record<
  string,
  {
    maxBytes: number;
    types: readonly string[];
    text: readonly string[];
    message: string;
    tooLarge: string;
    upload: Action;
    read: Action;
    /** Answer 404, not 403, to whoever may not read the bucket (someone else's record is not found). */
    othersNotFound?: boolean;
  }
>;

export type Bucket = keyof typeof BUCKETS;
export const BUCKET_NAMES = Object.keys(BUCKETS) as Bucket[];

export function isBucket(name: string): name is Bucket {
  return Object.hasOwn(BUCKETS, name);
}

/** Image extensions the pickers offer (jpg, jpeg, png). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
